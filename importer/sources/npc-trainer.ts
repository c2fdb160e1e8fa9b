/**
 * AzerothCore `npc_trainer` (wotlk): the spells trainers teach and the level each needs.
 * Negative SpellID rows point at a shared list (a reference), not at a spell.
 */
import { named, readDump } from "../formats/mysql-dump.ts";

/** spell id -> lowest level a trainer asks for it (0 when none). */
export async function readTrainerSpells(path: string): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  for await (const r of readDump(path)) {
    if (r.kind !== "insert") continue;
    const v = named(r);
    const spell = v.SpellID, level = typeof v.ReqLevel === "number" ? v.ReqLevel : 0;
    if (typeof spell !== "number" || spell <= 0) continue;
    out.set(spell, Math.min(out.get(spell) ?? level, level));
  }
  return out;
}
