/**
 * What the places step reads for a version: its files and which client tables are its own,
 * its top level, and the placeholder names those tables carry for records no player sees.
 */
import type { Version } from "../../../contract/enums.ts";
import type { PlaceFiles } from "../../files.ts";
import type { Client } from "../../sources/client-data.ts";

/** What the client tables of each version are, and its top level. */
export const CLIENTS: Record<Version, { client: Client; maxLevel: number }> = {
  classic: { client: "vanilla", maxLevel: 60 },
  tbc: { client: "tbc", maxLevel: 70 },
  wotlk: { client: "wotlk", maxLevel: 80 },
};

export type GeoSources = PlaceFiles & { client: Client; maxLevel: number };

/** Placeholder names of the client tables ("REUSE", "<inutilisé>", test records). */
export const PLACEHOLDER = /réutiliser|\breuse\b|inutilis|unused|perime|^test\b|faction de test|^\s*$/i;
