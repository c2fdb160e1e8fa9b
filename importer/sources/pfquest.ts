/**
 * pfQuest data tables: spawn coordinates of units and objects (`coords` = {x, y, zone, respawn},
 * already zone-map percent), unit levels and rank, the `meta` lists of herbs / mines / chests
 * with the skill they need, and the French zone names. The tbc files (`units-tbc.lua`,
 * `objects-tbc.lua`) are deltas that pfQuest lays over the 1.12 tables, as patchedPfquest does.
 */
import { readAssignments, readLuaText, type LuaTable } from "../formats/lua-table.ts";
import { RANKS } from "../codes.ts";
import type { NewRow } from "../../rows/row.ts";
import type { SpawnRow } from "../rows.ts";

/** The single table a pfQuest file assigns (`pfDB["units"]["data"] = {...}`). */
function mainTable(path: string): LuaTable {
  const tables = [...readAssignments(readLuaText(path)).values()];
  if (!tables.length) throw new Error(`${path}: no Lua table found`);
  return tables[0]!;
}

export interface PfquestUnit {
  levelMin: number | null;
  levelMax: number | null;
  /** API rank code; pfQuest leaves `rnk` out for a normal creature. */
  rank: string;
}

/** What the importer keeps of a units or objects entry: its spawns, and for units levels and rank. */
export interface PfquestEntry {
  spawns: SpawnRow[];
  unit: PfquestUnit;
}

/**
 * A pfQuest data table by id, kept small (the parsed Lua table is many times its size); null
 * marks an id an expansion delta deletes (`"_"`).
 */
export type PfquestTable = Map<number, PfquestEntry | null>;

export function readPfquestTable(path: string): PfquestTable {
  const out: PfquestTable = new Map();
  for (const [id, entry] of mainTable(path)) {
    if (typeof id !== "number") continue;
    if (entry instanceof Map) out.set(id, { spawns: entrySpawns(id, entry), unit: unitOf(entry) });
    else if (entry === "_") out.set(id, null);
  }
  return out;
}

/**
 * pfQuest's own patching of a base table by expansion deltas: an entry of a later table
 * replaces the whole entry of the earlier ones, `"_"` removes it.
 */
export function patchedPfquest(tables: PfquestTable[]): Map<number, PfquestEntry> {
  const out = new Map<number, PfquestEntry>();
  for (const table of tables) {
    for (const [id, entry] of table) {
      if (entry) out.set(id, entry);
      else out.delete(id);
    }
  }
  return out;
}

/** One spawn row per pfQuest coordinate of one file, in file order. */
export function readPfquestSpawns(path: string): SpawnRow[] {
  return pfquestSpawns(patchedPfquest([readPfquestTable(path)]));
}

/** One spawn row per coordinate, in table order. */
export function pfquestSpawns(table: Map<number, PfquestEntry>): SpawnRow[] {
  return [...table.values()].flatMap((entry) => entry.spawns);
}

function entrySpawns(id: number, entry: LuaTable): SpawnRow[] {
  const out: SpawnRow[] = [];
  const coords = entry.get("coords");
  if (!(coords instanceof Map)) return out;
  for (const c of coords.values()) {
    if (!(c instanceof Map)) continue;
    const [x, y, zone] = [c.get(1), c.get(2), c.get(3)];
    if (typeof x !== "number" || typeof y !== "number") continue;
    out.push({ id, zone_id: typeof zone === "number" ? zone : null, x, y });
  }
  return out;
}

/** Levels (`lvl` = "min" or "min-max") and rank (`rnk`) of a units entry. */
function unitOf(entry: LuaTable): PfquestUnit {
  const lvl = entry.get("lvl");
  const levels = typeof lvl === "string" ? /^(\d+)(?:-(\d+))?$/.exec(lvl.trim()) : null;
  const rnk = entry.get("rnk");
  return {
    levelMin: levels ? Number(levels[1]) : null,
    levelMax: levels ? Number(levels[2] ?? levels[1]) : null,
    rank: (typeof rnk === "string" || typeof rnk === "number" ? RANKS[Number(rnk)] : undefined) ?? "normal",
  };
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
export function readPfquestZones(path: string): NewRow<"zone">[] {
  const out: NewRow<"zone">[] = [];
  for (const [id, name] of mainTable(path)) {
    if (typeof id !== "number" || typeof name !== "string") continue;
    out.push({ id, name: name.replace(/\s+\([A-Za-z' -]+\)$/, "") });
  }
  return out;
}
