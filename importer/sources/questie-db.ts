/**
 * Questie NPC and object databases (classic/tbc `X.npcData = [[return {...}]]`, wotlk split
 * files `_d[id] = {...}`): positional rows whose keys are documented in the file header
 * (npc: 1 name, 4/5 levels, 6 rank, 7 spawns, 14 subName; object: 1 name, 4 spawns).
 */
import { readAssignments, readLuaText, type LuaTable } from "../formats/lua-table.ts";
import { code, RANKS } from "../codes.ts";
import type { NewRow } from "../../rows/row.ts";
import type { SpawnRow } from "../rows.ts";

/** id -> positional row, over one or several files of the same database. */
export function readQuestieRows(paths: string[], dataKey: "npcData" | "objectData" | "questData" | "itemData"): Map<number, LuaTable> {
  const out = new Map<number, LuaTable>();
  for (const path of paths) {
    for (const [target, table] of readAssignments(readLuaText(path))) {
      const split = /^_d\[(\d+)\]$/.exec(target);
      if (split) out.set(Number(split[1]), table);
      else if (target.endsWith(`.${dataKey}`)) {
        for (const [id, row] of table) if (typeof id === "number" && row instanceof Map) out.set(id, row);
      }
    }
  }
  return out;
}

/** One quest database file (the reader StepContext.load caches). */
export function readQuestieQuestFile(path: string): Map<number, LuaTable> {
  return readQuestieRows([path], "questData");
}

/** One item database file (the reader StepContext.load caches). */
export function readQuestieItemFile(path: string): Map<number, LuaTable> {
  return readQuestieRows([path], "itemData");
}

/** One NPC database file (the reader StepContext.load caches). */
export function readQuestieNpcFile(path: string): Map<number, LuaTable> {
  return readQuestieRows([path], "npcData");
}

/** The spawns of one object database file, all that is read of it (StepContext.load keeps them). */
export function readQuestieObjectSpawns(path: string): SpawnRow[] {
  return [...readQuestieRows([path], "objectData")].flatMap(([id, row]) => questieSpawns(id, row, 4));
}

export function questieNpc(id: number, row: LuaTable): NewRow<"npc"> | null {
  const name = row.get(1);
  if (typeof name !== "string") return null;
  const sub = row.get(14);
  return {
    id,
    name,
    english_name: name,
    name_is_english: 1,
    subtitle: typeof sub === "string" && sub ? sub : null,
    level_min: num(row.get(4)),
    level_max: num(row.get(5)),
    type: null,
    family: null,
    rank: code(RANKS, row.get(6)) ?? "normal",
    internal: 0,
  };
}

/**
 * Questie files Blackrock Depths under 1585, an id no client AreaTable has (every NPC and
 * object it holds there is a Blackrock Depths one); the area of that instance is 1584.
 */
const ZONE_ALIASES: Record<number, number> = { 1585: 1584 };

/** `{[zoneId] = {{x, y}, ...}}` spawns of a row (field 7 for NPCs, 4 for objects). */
export function questieSpawns(id: number, row: LuaTable, field: number): SpawnRow[] {
  const spawns = row.get(field);
  const out: SpawnRow[] = [];
  if (!(spawns instanceof Map)) return out;
  for (const [zone, points] of spawns) {
    if (typeof zone !== "number" || !(points instanceof Map)) continue;
    for (const p of points.values()) {
      if (!(p instanceof Map)) continue;
      const [x, y] = [p.get(1), p.get(2)];
      // Questie marks instance-only spawns with -1 coordinates: the zone is known, the spot not.
      const known = typeof x === "number" && typeof y === "number" && x >= 0 && y >= 0;
      out.push({ id, zone_id: ZONE_ALIASES[zone] ?? zone, x: known ? x : null, y: known ? y : null });
    }
  }
  return out;
}

function num(v: unknown): number | null {
  return typeof v === "number" ? v : null;
}
