/**
 * pfQuest's toolbox/client-data.sql: tables extracted from the 1.12 ("vanilla"), 2.4.3
 * ("tbc") and 3.3.5 ("wotlk") clients, one table per client (`AreaTable_vanilla`, ...).
 * AreaTable gives the areas of each client with their English name (name_loc0) and, through
 * `UPDATE ... SET name_loc2`, the French one; WorldMapArea the zone maps; FactionTemplate
 * the template -> faction link. (The wotlk tables of the staged copy are empty.)
 */
import { named, readDump } from "../formats/mysql-dump.ts";

export type Client = "vanilla" | "tbc" | "wotlk";

export interface ClientArea {
  id: number;
  /** Parent zone, 0 for a zone. */
  zone: number;
  english: string;
  french: string | null;
}

export interface ClientTables {
  areas: Map<number, ClientArea>;
  /** areatableID -> internal map name */
  worldMaps: Map<number, string>;
  /** template id -> faction id */
  factionTemplates: Map<number, number>;
}

export async function readClientData(path: string): Promise<Record<Client, ClientTables>> {
  const empty = (): ClientTables => ({ areas: new Map(), worldMaps: new Map(), factionTemplates: new Map() });
  const out: Record<Client, ClientTables> = { vanilla: empty(), tbc: empty(), wotlk: empty() };
  for await (const r of readDump(path)) {
    const m = /^(AreaTable|WorldMapArea|FactionTemplate)_(vanilla|tbc|wotlk)$/.exec(r.table);
    if (!m) continue;
    const t = out[m[2] as Client];
    if (r.kind === "update") {
      const area = t.areas.get(Number(r.where.id));
      // pfQuest appends the English name to some French names: "Terres ingrates (Badlands)".
      if (m[1] === "AreaTable" && area && typeof r.set.name_loc2 === "string" && r.set.name_loc2) {
        area.french = r.set.name_loc2.replace(/\s+\([A-Za-z' -]+\)$/, "");
      }
      continue;
    }
    const row = named(r);
    if (m[1] === "AreaTable") {
      t.areas.set(Number(row.id), { id: Number(row.id), zone: Number(row.zoneID), english: String(row.name_loc0 ?? ""), french: null });
    } else if (m[1] === "WorldMapArea") {
      if (Number(row.areatableID)) t.worldMaps.set(Number(row.areatableID), String(row.name));
    } else {
      t.factionTemplates.set(Number(row.factiontemplateID), Number(row.factionID));
    }
  }
  return out;
}
