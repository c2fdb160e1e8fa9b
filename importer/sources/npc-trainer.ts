/**
 * Trainer tables: MaNGOS `npc_trainer` / `npc_trainer_template` (entry, spell, spellcost,
 * reqskill, reqskillvalue, reqlevel) and AzerothCore `npc_trainer` (ID, SpellID, MoneyCost,
 * ReqSkillLine, ReqSkillRank, ReqLevel). In AzerothCore a negative SpellID points at a shared
 * list: the rows whose ID is that list's number.
 */
import { named, readDump, type SqlValue } from "../formats/mysql-dump.ts";

export interface TrainerRow {
  /** trainer NPC, template or shared list number */
  trainerId: number;
  /** a spell, or (AzerothCore) minus the number of a shared list */
  spellId: number;
  /** copper */
  cost: number;
  /** SkillLine id of a required profession, 0 when none */
  skillId: number;
  skillValue: number;
  /** required level, 0 when none */
  level: number;
}

const num = (v: SqlValue | undefined) => (typeof v === "number" ? v : 0);

export async function readTrainerRows(path: string): Promise<TrainerRow[]> {
  const out: TrainerRow[] = [];
  for await (const r of readDump(path)) {
    if (r.kind !== "insert") continue;
    const v = named(r);
    const trainerId = num(v.entry ?? v.ID);
    const spellId = num(v.spell ?? v.SpellID);
    if (!trainerId || !spellId) continue;
    out.push({
      trainerId,
      spellId,
      cost: num(v.spellcost ?? v.MoneyCost),
      skillId: num(v.reqskill ?? v.ReqSkillLine),
      skillValue: num(v.reqskillvalue ?? v.ReqSkillRank),
      level: num(v.reqlevel ?? v.ReqLevel),
    });
  }
  return out;
}

/**
 * AzerothCore rows with the shared lists expanded: an NPC row pointing at list -N becomes that
 * list's spells for the NPC. Lists are not trainers themselves, so their own rows are dropped.
 */
export function expandTrainerLists(rows: TrainerRow[]): TrainerRow[] {
  const lists = new Map<number, TrainerRow[]>();
  for (const r of rows) {
    if (r.spellId < 0) continue;
    let list = lists.get(r.trainerId);
    if (!list) lists.set(r.trainerId, (list = []));
    list.push(r);
  }
  const referenced = new Set(rows.filter((r) => r.spellId < 0).map((r) => -r.spellId));
  const out: TrainerRow[] = [];
  for (const r of rows) {
    if (r.spellId < 0) out.push(...(lists.get(-r.spellId) ?? []).map((s) => ({ ...s, trainerId: r.trainerId })));
    else if (!referenced.has(r.trainerId)) out.push(r);
  }
  return out;
}
