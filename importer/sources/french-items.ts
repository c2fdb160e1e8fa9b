/**
 * French item names and descriptions: the MaNGOS MOTE files (`UPDATE locales_item SET
 * name_loc2=..., description_loc2=...`), the pfQuest and Questie frFR item lookups (id = "name",
 * read with readLuaNames) and AzerothCore's item_set_names_locale (French names of set pieces).
 */
import { named, readDump } from "../formats/mysql-dump.ts";
import { readLuaNames } from "./french-names.ts";

export interface FrenchItem {
  name?: string;
  description?: string;
}
export type FrenchItems = Map<number, FrenchItem>;

export async function readMoteItems(path: string): Promise<FrenchItems> {
  const out: FrenchItems = new Map();
  for await (const r of readDump(path)) {
    if (r.kind !== "update" || typeof r.where.entry !== "number") continue;
    const entry = out.get(r.where.entry) ?? {};
    const name = r.set.name_loc2;
    const description = r.set.description_loc2;
    if (typeof name === "string" && usable(name)) entry.name = name.trim();
    if (typeof description === "string" && description.trim()) entry.description = description.trim();
    out.set(r.where.entry, entry);
  }
  return out;
}

/** pfQuest / Questie lookups; pfQuest's tbc list writes "_" for items it has no name for. */
export function readLuaItemNames(path: string): FrenchItems {
  const out: FrenchItems = new Map();
  for (const [id, n] of readLuaNames(path)) if (n.name && usable(n.name)) out.set(id, { name: n.name.trim() });
  return out;
}

/** `item_set_names_locale` rows of locale frFR: item id -> French name of the set piece. */
export async function readItemSetNamesLocale(path: string): Promise<FrenchItems> {
  const out: FrenchItems = new Map();
  for await (const r of readDump(path)) {
    if (r.kind !== "insert") continue;
    const row = named(r);
    const id = row.ID ?? row.c0;
    const name = row.Name ?? row.c2;
    if ((row.locale ?? row.c1) === "frFR" && typeof id === "number" && typeof name === "string" && usable(name))
      out.set(id, { name: name.trim() });
  }
  return out;
}

/** Field by field, the first source that has it wins: callers pass the most trusted first. */
export function mergeFrenchItems(...sources: FrenchItems[]): FrenchItems {
  const out: FrenchItems = new Map();
  for (const source of sources) {
    for (const [id, f] of source) out.set(id, { ...f, ...(out.get(id) ?? {}) });
  }
  return out;
}

function usable(name: string): boolean {
  const t = name.trim();
  return t.length > 0 && t !== "_";
}
