/**
 * NPCs from a MaNGOS `creature_template` dump (classic): English name, levels, rank, type and
 * family, translated to API codes; French names are applied by the caller.
 */
import { named, readDump } from "../formats/mysql-dump.ts";
import { code, NPC_FAMILIES, NPC_TYPES, RANKS } from "../codes.ts";
import type { NpcRow } from "../rows.ts";

/** Reads creature_template rows; column names differ in case between MaNGOS forks. */
export async function readCreatureTemplate(path: string): Promise<NpcRow[]> {
  const out: NpcRow[] = [];
  for await (const r of readDump(path)) {
    if (r.kind !== "insert" || r.table !== "creature_template") continue;
    const row = lower(named(r));
    const id = row.entry;
    const english = row.name;
    if (typeof id !== "number" || typeof english !== "string") continue;
    out.push({
      id,
      name: english,
      english_name: english,
      name_is_english: 1,
      subtitle: typeof row.subname === "string" && row.subname ? row.subname : null,
      level_min: num(row.minlevel),
      level_max: num(row.maxlevel),
      type: code(NPC_TYPES, row.creaturetype ?? row.type),
      family: code(NPC_FAMILIES, row.family),
      rank: code(RANKS, row.rank) ?? "normal",
      internal: 0,
    });
  }
  return out;
}

function lower<T>(row: Record<string, T>): Record<string, T> {
  const out: Record<string, T> = {};
  for (const [k, v] of Object.entries(row)) out[k.toLowerCase()] = v;
  return out;
}

function num(v: unknown): number | null {
  return typeof v === "number" ? v : null;
}
