/**
 * What a link preview shows besides its text (Discord, Slack, X, Facebook): the page's colour
 * (`theme-color`: an item's quality, else its record type's) and its image (the record's icon,
 * else the picture of its type the site serves: site/previews.ts draws them at build time from
 * these colours and glyphs). One place for both, so that the pictures and the pages agree.
 */
import type { ResourceObject } from "../contract/resources.ts";
import { QUALITY_COLOURS } from "./qualities.ts";

/** The colour of each record type, and of the site's own pages (its accent, style.css). */
export const TYPE_COLOURS: { [T in ResourceObject | "site"]: string } = {
  item: "#9d9d9d",
  npc: "#c0392b",
  quest: "#f2c12e",
  spell: "#6c5ce7",
  game_object: "#8d6e4f",
  faction: "#2e9e5b",
  item_set: "#c9a227",
  instance: "#3d7fc1",
  site: "#e8b04b",
};

/** The letter drawn on each type's picture: French initials (Q for « quête », R for « réputation »). */
export const TYPE_GLYPHS: { [T in keyof typeof TYPE_COLOURS]: string } = {
  item: "O",
  npc: "P",
  quest: "!",
  spell: "S",
  game_object: "O",
  faction: "R",
  item_set: "E",
  instance: "I",
  site: "G",
};

/** The side of every picture, in pixels: chat apps want at least 200. */
export const PREVIEW_SIZE = 256;

/** A preview's image: its address (absolute, or a path on the site) and what the page says of it. */
export interface PreviewImage {
  url: string;
  type: string | null;
  width: number | null;
  height: number | null;
}

/** Where the picture of a type (or the site's) is served, under the site's files. */
export const previewPath = (kind: keyof typeof TYPE_COLOURS): string => `/site/previews/${kind.replace(/_/g, "-")}.png`;

/** The site's picture of a type. */
export const typeImage = (kind: keyof typeof TYPE_COLOURS): PreviewImage => ({
  url: previewPath(kind),
  type: "image/png",
  width: PREVIEW_SIZE,
  height: PREVIEW_SIZE,
});

const IMAGE_TYPES: Record<string, string> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  gif: "image/gif",
};

/** A record's preview image: its icon when it has one, else its type's picture. */
export function recordImage(object: ResourceObject, icon: string | null | undefined): PreviewImage {
  if (!icon) return typeImage(object);
  const extension = /\.([a-z]+)(?:[?#].*)?$/i.exec(icon)?.[1]?.toLowerCase() ?? "";
  return { url: icon, type: IMAGE_TYPES[extension] ?? null, width: null, height: null };
}

/** A record's colour: an item's quality as the game draws it, else its type's. */
export function recordColour(object: ResourceObject, quality?: string | null): string {
  return (quality && QUALITY_COLOURS[quality]) || TYPE_COLOURS[object];
}
