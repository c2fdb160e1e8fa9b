/**
 * Public addresses the API writes into its payloads. Chosen at build time (environment
 * variables of `npm run build`), recorded in dist/_meta/build.json, and read back by the edge so
 * that computed answers and pre-rendered files always agree.
 *
 * Unset, they resolve on the host that serves the API: the public site at its origin, the
 * documentation under /docs/ (both served from dist/web/), so every record `url` and error
 * `doc_url` of a default build leads somewhere. Icons default to a public icon host that serves
 * the game's icon names; no public host serves the map backgrounds by their names.
 *
 * The public site's own addresses follow one grammar, written here once: the generator writes a
 * record's `url` with recordPagePath, the edge and the site's script read any site address with
 * sitePathOf. The other names of a type that people write (the API's segment, singular or
 * plural, `-` or `_`: TYPE_NAMES) are no page of their own: siteAliasOf gives the canonical
 * address they move to, and the tooltip embed reads them as links to that page.
 */
import { VERSIONS, type Version } from "./enums.ts";
import { RESOURCES, type Resource } from "./resources.ts";
import { isGameId } from "./game-id.ts";

export interface Addresses {
  /** {base_url}: address of the API, ending in /v1. */
  base_url: string;
  /** {docs_url}: documentation site. */
  docs_url: string;
  /** {site_url}: public website with a page per record. */
  site_url: string;
  /** Address template of an icon: `{icon}` stands for the icon's name (`inv_sword_04`). */
  media_url: string;
  /** Address template of a map background: `{map}` stands for its file name (`dunmorogh.webp`);
   * empty when no host serves them (records then give `image: null`). */
  map_url: string;
}

export const DEFAULT_BASE_URL = "http://127.0.0.1:8787/v1";

/** Wowhead's public icon server (not ours): it serves every icon of the game by its name, as JPEG. */
export const DEFAULT_ICON_URL = "https://wow.zamimg.com/images/wow/icons/large/{icon}.jpg";

export function addressesFromEnv(env: Record<string, string | undefined>): Addresses {
  const strip = (url: string) => url.replace(/\/+$/, "");
  const base = strip(env.API_BASE_URL || DEFAULT_BASE_URL);
  const origin = new URL(base).origin;
  // MEDIA_URL and MAP_URL are templates; a plain address (no placeholder) is the folder layout
  // of a self-hosted media server: {MEDIA_URL}/icons/<icon>.webp and {MEDIA_URL}/maps/<map>.
  const media = env.MEDIA_URL ? strip(env.MEDIA_URL) : "";
  const hosted = media !== "" && !media.includes("{icon}");
  const map = env.MAP_URL ? strip(env.MAP_URL) : "";
  return {
    base_url: base,
    docs_url: strip(env.DOCS_URL || `${origin}/docs`),
    site_url: strip(env.SITE_URL || origin),
    media_url: hosted ? `${media}/icons/{icon}.webp` : media || DEFAULT_ICON_URL,
    map_url: map ? (map.includes("{map}") ? map : `${map}/{map}`) : hosted ? `${media}/maps/{map}` : "",
  };
}

/** The addresses of a build made without any of those variables. */
export const DEFAULT_ADDRESSES: Addresses = addressesFromEnv({});

/** The address of an icon by its name, or null without one. */
export function iconAddress(addresses: Addresses, icon: string | null | undefined): string | null {
  return icon ? addresses.media_url.replaceAll("{icon}", icon) : null;
}

/** The address of a map background by its file name, or null without one or without a host. */
export function mapAddress(addresses: Addresses, map: string | null | undefined): string | null {
  return map && addresses.map_url ? addresses.map_url.replaceAll("{map}", map) : null;
}

/** A record's page below the site's address (its `url` is `{site_url}` followed by this). */
export function recordPagePath(version: string, resource: Resource, id: number | string): string {
  return `/${version}/${resource.keyType}/${id}`;
}

/** Every name of a record type an address may give, by its type: its key type and its object
 * name, each singular or plural and with `-` or `_` (`object`, `game-objects`, `game_object`,
 * `item-set`, `item_sets`, `npcs`). A list's canonical name is its API segment, a record's its
 * key type; the others are aliases. */
export const TYPE_NAMES: ReadonlyMap<string, Resource> = new Map(
  RESOURCES.flatMap((r) =>
    [r.keyType, r.object].flatMap((base) => {
      const dashed = base.replaceAll("_", "-");
      return [base, `${base}s`, dashed, `${dashed}s`].map((name) => [name, r] as const);
    }),
  ),
);

/** A page of the public site, as its address names it. */
export type SitePath =
  | { page: "home" }
  | { page: "search" }
  | { page: "version"; version: Version }
  | { page: "list"; version: Version; resource: Resource }
  | { page: "record"; version: Version; resource: Resource; id: string };

/**
 * The page a decoded path of the site names, or null when it names none: `/`, `/recherche`,
 * `/classic`, `/classic/npcs` (a list, by its API segment), `/classic/npc/639` (a record, by its
 * key type, as recordPagePath writes it).
 */
export function sitePathOf(path: string): SitePath | null {
  if (path === "/") return { page: "home" };
  if (path === "/recherche") return { page: "search" };
  const [version, second, id, ...rest] = path.split("/").slice(1);
  if (!(VERSIONS as readonly string[]).includes(version!) || rest.length) return null;
  const known = version as Version;
  if (second === undefined) return { page: "version", version: known };
  if (id === undefined) {
    const resource = RESOURCES.find((r) => r.segment === second);
    return resource ? { page: "list", version: known, resource } : null;
  }
  const resource = RESOURCES.find((r) => r.keyType === second);
  return resource && isGameId(id) ? { page: "record", version: known, resource, id } : null;
}

/**
 * The canonical path of a decoded path that names a page of the site in another form, or null
 * (a canonical path, or no page): a type by another of its names (`/classic/items/5193` ->
 * `/classic/item/5193`, `/classic/game-object/324` -> `/classic/object/324`, `/classic/item` ->
 * `/classic/items`), or a final slash (`/classic/npcs/` -> `/classic/npcs`).
 */
export function siteAliasOf(path: string): string | null {
  const bare = path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
  const [version, second, id, ...rest] = bare.split("/").slice(1);
  const resource = second === undefined || rest.length ? undefined : TYPE_NAMES.get(second);
  const named = !resource ? bare : id === undefined ? `/${version}/${resource.segment}` : recordPagePath(version!, resource, id);
  return named !== path && sitePathOf(named) ? named : null;
}
