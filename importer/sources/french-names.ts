/**
 * French names of NPCs and world objects from the three sources that have them: the MaNGOS
 * MOTE translation files (`UPDATE locales_x SET name_loc2=...`), the pfQuest `frFR/*.lua`
 * lookups (id = "name") and the Questie `frFR` lookups (id = "name" or {name, subtitle}).
 */
import { readDump } from "../formats/mysql-dump.ts";
import { readAssignments, readLuaText } from "../formats/lua-table.ts";

export interface FrenchName {
  name?: string;
  subtitle?: string;
}
export type FrenchNames = Map<number, FrenchName>;

/** `name_loc2` / `subname_loc2` of a MOTE file; other columns (descriptions...) are ignored. */
export async function readMoteNames(path: string): Promise<FrenchNames> {
  const out: FrenchNames = new Map();
  for await (const r of readDump(path)) {
    if (r.kind !== "update") continue;
    const id = r.where.entry;
    if (typeof id !== "number") continue;
    const entry = out.get(id) ?? {};
    const name = r.set.name_loc2;
    const sub = r.set.subname_loc2;
    if (typeof name === "string" && name.trim()) entry.name = name.trim();
    if (typeof sub === "string" && sub.trim()) entry.subtitle = sub.trim();
    out.set(id, entry);
  }
  return out;
}

/** Every `id = "name"` or `id = {"name", "subtitle"}` of a Lua lookup file (pfQuest or Questie). */
export function readLuaNames(path: string): FrenchNames {
  const out: FrenchNames = new Map();
  for (const table of readAssignments(readLuaText(path)).values()) {
    for (const [id, v] of table) {
      if (typeof id !== "number") continue;
      if (typeof v === "string") out.set(id, { name: v });
      else if (v instanceof Map) {
        const name = v.get(1);
        const sub = v.get(2);
        out.set(id, {
          ...(typeof name === "string" && name ? { name } : {}),
          ...(typeof sub === "string" && sub ? { subtitle: sub } : {}),
        });
      }
    }
  }
  return out;
}

/** The first source that has a value wins: callers pass the most trusted source first. */
export function mergeNames(...sources: FrenchNames[]): FrenchNames {
  const out: FrenchNames = new Map();
  for (const source of sources) {
    for (const [id, n] of source) {
      const cur = out.get(id) ?? {};
      if (!cur.name && n.name) cur.name = n.name;
      if (!cur.subtitle && n.subtitle) cur.subtitle = n.subtitle;
      out.set(id, cur);
    }
  }
  return out;
}
