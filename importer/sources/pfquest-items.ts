/**
 * pfQuest item and shared-loot tables (`pfDB["items"]["data"]`, `pfDB["refloot"]["data"]`),
 * extracted by pfQuest's toolbox from the vmangos (classic) and cmangos-tbc world databases:
 * per item, `U` = {npc = drop %}, `O` = {object = drop %}, `R` = {reference table = % inside it},
 * `V` = vendors (not read here). A refloot entry lists the NPCs (`U`) and objects (`O`) whose
 * loot rolls that reference table; its values are always 1 (presence), not chances.
 * The tbc files are deltas over the classic ones (`…-tbc.lua`): a changed entry is written whole,
 * a removed one as "_" (see pfquestPatched).
 */
import { readAssignments, readLuaText, type LuaTable, type LuaValue } from "../formats/lua-table.ts";

export interface PfquestItemDrops {
  /** npc id -> drop chance in percent */
  units: Map<number, number>;
  /** object id -> drop chance in percent */
  objects: Map<number, number>;
  /** reference table id -> chance of the item inside that table (0: an equal share of its group) */
  refs: Map<number, number>;
}

export interface PfquestReference {
  units: number[];
  objects: number[];
}

/** A delta file's mark for an entry the newer expansion removed. */
export const REMOVED = "_";

/** The item table of one file: item id -> its drop sources (or REMOVED in a delta). */
export function readPfquestItemDrops(path: string): Map<number, PfquestItemDrops | typeof REMOVED> {
  const out = new Map<number, PfquestItemDrops | typeof REMOVED>();
  for (const [id, entry] of mainTable(path)) {
    if (typeof id !== "number") continue;
    if (entry === REMOVED) out.set(id, REMOVED);
    else if (entry instanceof Map)
      out.set(id, { units: percents(entry.get("U")), objects: percents(entry.get("O")), refs: percents(entry.get("R")) });
  }
  return out;
}

/** The refloot table of one file: reference id -> who rolls it (or REMOVED in a delta). */
export function readPfquestRefloot(path: string): Map<number, PfquestReference | typeof REMOVED> {
  const out = new Map<number, PfquestReference | typeof REMOVED>();
  for (const [id, entry] of mainTable(path)) {
    if (typeof id !== "number") continue;
    if (entry === REMOVED) out.set(id, REMOVED);
    else if (entry instanceof Map)
      out.set(id, { units: [...percents(entry.get("U")).keys()], objects: [...percents(entry.get("O")).keys()] });
  }
  return out;
}

/**
 * A base table with deltas applied in order, entry by entry: the extractor writes a changed
 * entry whole, so the newer entry replaces the older one. (The addon merges nested tables
 * instead, which keeps NPCs the newer database no longer lists; replacing keeps its own list.)
 * The inputs are left untouched: they are shared by every version of the import.
 */
export function pfquestPatched<T>(base: Map<number, T | typeof REMOVED>, ...deltas: Map<number, T | typeof REMOVED>[]): Map<number, T> {
  const out = new Map<number, T>();
  for (const table of [base, ...deltas]) {
    for (const [id, entry] of table) {
      if (entry === REMOVED) out.delete(id);
      else out.set(id, entry);
    }
  }
  return out;
}

function mainTable(path: string): LuaTable {
  const table = [...readAssignments(readLuaText(path)).values()][0];
  if (!table) throw new Error(`${path}: no Lua table found`);
  return table;
}

function percents(v: LuaValue | undefined): Map<number, number> {
  const out = new Map<number, number>();
  if (v instanceof Map) for (const [k, n] of v) if (typeof k === "number" && typeof n === "number") out.set(k, n);
  return out;
}
