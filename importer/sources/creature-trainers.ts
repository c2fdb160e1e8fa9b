/**
 * The trainer columns of a MaNGOS `creature_template` dump (classic): which NPCs train, what
 * kind of trainer they are (TrainerType 0 class, 1 mounts, 2 professions, 3 pets) and the class
 * they train (TrainerClass, a ChrClasses id).
 */
import { named, readDump } from "../formats/mysql-dump.ts";

export interface CreatureTrainer {
  npcId: number;
  type: number;
  classId: number;
}

/** NpcFlags bit of a trainer. */
const TRAINER_FLAG = 16;

export async function readCreatureTrainers(path: string): Promise<CreatureTrainer[]> {
  const out: CreatureTrainer[] = [];
  for await (const r of readDump(path)) {
    if (r.kind !== "insert" || r.table !== "creature_template") continue;
    const v = named(r);
    const id = v.Entry ?? v.entry, flags = v.NpcFlags ?? v.npcflag, type = v.TrainerType ?? v.trainer_type, cls = v.TrainerClass ?? v.trainer_class;
    if (typeof id !== "number" || typeof flags !== "number" || !(flags & TRAINER_FLAG)) continue;
    out.push({ npcId: id, type: typeof type === "number" ? type : 0, classId: typeof cls === "number" ? cls : 0 });
  }
  return out;
}
