/**
 * NPCs from a MaNGOS or AzerothCore `creature_template` dump, read once for everything the
 * import takes from it: the NPC row (English name, levels, rank, type and family as API codes;
 * French names are laid over by the NPC step), the faction template, and what kind of trainer
 * an NPC is (TrainerType 0 class, 1 mounts, 2 professions, 3 pets; TrainerClass a ChrClasses id).
 */
import { named, readDump } from "../formats/mysql-dump.ts";
import { code, NPC_FAMILIES, NPC_TYPES, RANKS } from "../codes.ts";
import type { NewRow } from "../../rows/row.ts";

export interface CreatureTemplate {
  npc: NewRow<"npc">;
  /** FactionTemplate id (the alliance one where the fork keeps two), null when none */
  factionTemplate: number | null;
  /** set for NPCs flagged as trainers */
  trainer: { type: number; classId: number } | null;
}

export interface CreatureTrainer {
  npcId: number;
  type: number;
  classId: number;
}

/** NpcFlags bit of a trainer. */
const TRAINER_FLAG = 16;

/** Reads creature_template rows; column names differ in case between MaNGOS forks. */
export async function readCreatureTemplate(path: string): Promise<CreatureTemplate[]> {
  const out: CreatureTemplate[] = [];
  for await (const r of readDump(path)) {
    if (r.kind !== "insert" || r.table !== "creature_template") continue;
    const row = lower(named(r));
    const id = row.entry;
    const english = row.name;
    if (typeof id !== "number" || typeof english !== "string") continue;
    const faction = row.factionalliance ?? row.faction;
    const flags = row.npcflags ?? row.npcflag;
    out.push({
      npc: {
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
      },
      factionTemplate: typeof faction === "number" && faction > 0 ? faction : null,
      trainer:
        typeof flags === "number" && flags & TRAINER_FLAG
          ? { type: num(row.trainertype ?? row.trainer_type) ?? 0, classId: num(row.trainerclass ?? row.trainer_class) ?? 0 }
          : null,
    });
  }
  return out;
}

/** The trainers of a creature_template. */
export function creatureTrainers(templates: CreatureTemplate[]): CreatureTrainer[] {
  return templates.flatMap((t) => (t.trainer ? [{ npcId: t.npc.id, ...t.trainer }] : []));
}

function lower<T>(row: Record<string, T>): Record<string, T> {
  const out: Record<string, T> = {};
  for (const [k, v] of Object.entries(row)) out[k.toLowerCase()] = v;
  return out;
}

function num(v: unknown): number | null {
  return typeof v === "number" ? v : null;
}
