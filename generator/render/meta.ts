/**
 * The documents about the API itself: the root, the game versions and the stats.
 */
import type { ApiShape } from "../../contract/schemas.ts";
import type { Row } from "../../rows/row.ts";
import { GAME_VERSIONS } from "../../contract/enums.ts";
import { endpointsOn } from "../../contract/routes.ts";
import { API_SUMMARY, API_TITLE, RECORD_TYPES_TEXT, RIGHTS_NOTICE } from "../../contract/about.ts";
import type { Addresses } from "../../contract/addresses.ts";

export const API_RELEASED = "2026-11-21";

export type Counts = Record<string, number>;
export interface VersionCounts {
  counts: Counts;
  rogue: { items: number; quests: number; game_objects: number };
}

export function versionRecord(addresses: Addresses, v: Row<"game_version">, c: VersionCounts): ApiShape<"game_version"> {
  return {
    object: "version",
    id: v.id,
    name: v.name,
    game_version: v.game_version,
    released: v.released ?? null,
    api_url: `${addresses.base_url}/versions/${v.id}`,
    counts: c.counts,
    rogue: c.rogue,
  };
}

export function statsDocument(versions: Row<"game_version">[], counts: Map<string, VersionCounts>, updated: string): ApiShape<"stats"> {
  const byVersion = Object.fromEntries(versions.map((v) => [v.id, counts.get(v.id)!.counts]));
  return {
    object: "stats",
    records: [...counts.values()].reduce((sum, c) => sum + Object.values(c.counts).reduce((a, b) => a + b, 0), 0),
    by_version: byVersion,
    rogue: Object.fromEntries(versions.map((v) => [v.id, counts.get(v.id)!.rogue])),
    updated_at: updated,
  };
}

/** A project the data comes from, as the root document credits it. */
export function dataSourceCredit(s: Row<"data_source">) {
  return { name: s.name, url: s.url ?? null, revision: s.revision ?? null, licence: s.licence };
}

export function rootDocument(
  addresses: Addresses,
  versions: Row<"game_version">[],
  updated: string,
  sources: Row<"data_source">[],
): ApiShape<"api"> {
  const base = addresses.base_url;
  return {
    object: "api",
    name: API_TITLE,
    version: "v1",
    released: API_RELEASED,
    data_updated: updated,
    description:
      `${API_SUMMARY} (${GAME_VERSIONS.map((v) => `${v.id} ${v.game_version}`).join(", ")}) : ` +
      `${RECORD_TYPES_TEXT}. Sans clé, CORS ouvert. ${RIGHTS_NOTICE}`,
    documentation: addresses.docs_url,
    openapi: `${base}/openapi.json`,
    llms: `${base}/llms.txt`,
    website: addresses.site_url,
    versions: versions.map((v) => ({ id: v.id, api_url: `${base}/versions/${v.id}` })),
    data_sources: sources.map(dataSourceCredit),
    endpoints: endpointsOn(base),
  };
}
