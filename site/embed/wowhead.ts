/**
 * Wowhead's link forms, for the embed's opt-in option (`data-wowhead-links`): a site whose links
 * point to Wowhead's pages of the three versions swaps Wowhead's script tag for ours and gets our
 * French tooltips on the same links. Read here: the address forms of the versions
 * (`https://www.wowhead.com/classic/item=19019/…`, `https://www.wowhead.com/wotlk/fr/npc=639`,
 * `https://tbc.wowhead.com/spell=133`, `https://fr.classic.wowhead.com/?item=19019`), and a
 * link's own `data-wowhead="item=19019&domain=classic"`. A link to another game version
 * (`https://www.wowhead.com/item=19019`, the current game) is not ours to show.
 */
import { VERSIONS, type Version } from "../../contract/enums.ts";
import { resourceOf, type Resource } from "../../contract/resources.ts";
import { isGameId } from "../../contract/game-id.ts";

/** Wowhead's names of the record types it links to, and ours. */
const WOWHEAD_TYPES: Readonly<Record<string, Resource>> = {
  item: resourceOf("item"),
  npc: resourceOf("npc"),
  spell: resourceOf("spell"),
  quest: resourceOf("quest"),
  object: resourceOf("game_object"),
  "item-set": resourceOf("item_set"),
  itemset: resourceOf("item_set"),
  faction: resourceOf("faction"),
};

/** The record a Wowhead link names. */
export interface WowheadRecord {
  version: Version;
  resource: Resource;
  id: string;
}

const VERSION = `(${VERSIONS.join("|")})`;
/** `www.wowhead.com`, `classic.wowhead.com`, `fr.classic.wowhead.com`: the version, when the host names it. */
const HOST = new RegExp(`^(?:(?:www|[a-z]{2})\\.)?(?:${VERSION}\\.)?wowhead\\.com$`);
/** `/classic/fr/item=19019/slug`, `/item=19019`, `/classic/`, `/`: the version, the type and the number. */
const PATH = new RegExp(`^(?:/${VERSION})?(?:/[a-z]{2})?(?:/(?:([a-z-]+)=(\\d+)(?:/.*)?)?)?$`);

const named = (version: string | undefined, type: string | undefined, id: string | undefined): WowheadRecord | null => {
  const resource = type === undefined || !Object.hasOwn(WOWHEAD_TYPES, type) ? undefined : WOWHEAD_TYPES[type];
  if (!resource || !id || !isGameId(id) || !(VERSIONS as readonly string[]).includes(version ?? "")) return null;
  return { version: version as Version, resource, id };
};

/** The record a link to Wowhead names, or null (another site, another game version, no record). */
export function wowheadRecordOf(url: URL): WowheadRecord | null {
  const host = HOST.exec(url.hostname);
  const path = host && PATH.exec(url.pathname);
  if (!host || !path || (host[1] && path[1])) return null;
  const version = host[1] ?? path[1];
  if (path[2]) return named(version, path[2], path[3]);
  // the query form: `?item=19019`
  for (const [type, value] of url.searchParams) if (Object.hasOwn(WOWHEAD_TYPES, type)) return named(version, type, value);
  return null;
}

/** The record of a link's `data-wowhead` (`item=19019&domain=classic`, `domain=fr.tbc`), or null. */
export function wowheadDataOf(data: string): WowheadRecord | null {
  const query = new URLSearchParams(data);
  const version = (query.get("domain") ?? "").split(".").pop();
  for (const [type, value] of query) if (Object.hasOwn(WOWHEAD_TYPES, type)) return named(version, type, value);
  return null;
}
