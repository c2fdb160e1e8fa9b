/**
 * pfQuest data tables: spawn coordinates of units and objects (`coords` = {x, y, zone, respawn},
 * already zone-map percent), the `meta` lists of herbs / mines / chests with the skill they
 * need, and the French zone names.
 */
import { readAssignments, readLuaText, type LuaTable } from "../formats/lua-table.ts";
import type { SpawnRow, ZoneRow } from "../rows.ts";

/** The single table a pfQuest file assigns (`pfDB["units"]["data"] = {...}`). */
function mainTable(path: string): LuaTable {
  const tables = [...readAssignments(readLuaText(path)).values()];
  if (!tables.length) throw new Error(`${path}: no Lua table found`);
  return tables[0]!;
}

/** One spawn row per pfQuest coordinate, in file order. */
export function readPfquestSpawns(path: string): SpawnRow[] {
  const out: SpawnRow[] = [];
  for (const [id, entry] of mainTable(path)) {
    if (typeof id !== "number" || !(entry instanceof Map)) continue;
    const coords = entry.get("coords");
    if (!(coords instanceof Map)) continue;
    for (const c of coords.values()) {
      if (!(c instanceof Map)) continue;
      const [x, y, zone] = [c.get(1), c.get(2), c.get(3)];
      if (typeof x !== "number" || typeof y !== "number") continue;
      out.push({ id, zone_id: typeof zone === "number" ? zone : null, x, y });
    }
  }
  return out;
}

export type GatherKind = { type: "herb" | "ore" | "chest" | "locked_chest"; skill: string | null; level: number | null };

/**
 * herbs / mines / chests of pfQuest meta: object ids are negative there (units are positive),
 * the value is the skill level needed (0 for a chest that needs no lockpicking).
 */
export function readPfquestObjectKinds(path: string): Map<number, GatherKind> {
  const meta = mainTable(path);
  const out = new Map<number, GatherKind>();
  const list = (name: string, kind: (level: number) => GatherKind) => {
    const t = meta.get(name);
    if (!(t instanceof Map)) return;
    for (const [k, v] of t) if (typeof k === "number" && typeof v === "number") out.set(Math.abs(k), kind(v));
  };
  list("chests", (l) => (l > 0 ? { type: "locked_chest", skill: "lockpicking", level: l } : { type: "chest", skill: null, level: null }));
  list("herbs", (l) => ({ type: "herb", skill: "herbalism", level: l }));
  list("mines", (l) => ({ type: "ore", skill: "mining", level: l }));
  return out;
}

/**
 * French zone names of pfQuest frFR/zones; pfQuest appends the English name in parentheses
 * to some ("Terres ingrates (Badlands)"), which the API does not want in a French name.
 */
export function readPfquestZones(path: string): ZoneRow[] {
  const out: ZoneRow[] = [];
  for (const [id, name] of mainTable(path)) {
    if (typeof id !== "number" || typeof name !== "string") continue;
    out.push({ id, name: name.replace(/\s+\([A-Za-z' -]+\)$/, "") });
  }
  return out;
}
