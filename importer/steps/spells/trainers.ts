/**
 * Which NPCs teach which spells, and the cost and level the trainer tables ask. tbc and wotlk
 * tables list the learned spell itself. The classic table lists "teaching" spells instead (the
 * spell a trainer casts to teach, Fireball rank 2 is taught by another id), which nothing staged
 * maps to the spell learned; a class trainer is linked to its class's spells of a level and cost
 * when it has exactly as many teaching rows of that level and cost as the class list has spells
 * (then each row teaches one of them, whichever it is).
 */
import { CLASS_IDS } from "../../codes.ts";
import type { CreatureTrainer } from "../../sources/creature-template.ts";
import type { TrainerRow } from "../../sources/npc-trainer.ts";
import type { TrainerListSpell } from "../../sources/trainer-spell-list.ts";
import type { Drafts } from "./drafts.ts";

export interface TrainerLink {
  npcId: number;
  spellId: number;
}

/** Cost and level of the spells the trainer rows list (the lowest of all rows). */
export function addTrainerFacts(drafts: Drafts, rows: TrainerRow[]): void {
  const best = new Map<number, { cost: number; level: number | null }>();
  for (const r of rows) {
    if (!drafts.has(r.spellId)) continue;
    const b = best.get(r.spellId);
    const level = r.level > 0 ? r.level : null;
    best.set(r.spellId, {
      cost: b ? Math.min(b.cost, r.cost) : r.cost,
      level: b?.level == null ? level : level == null ? b.level : Math.min(b.level, level),
    });
  }
  for (const [id, b] of best) drafts.complete(id, { cost: b.cost, level: b.level });
}

/** tbc and wotlk: every row of an existing NPC and a known spell is a link. */
export function directLinks(drafts: Drafts, rows: TrainerRow[], npcs: Set<number>): TrainerLink[] {
  const seen = new Set<string>();
  const out: TrainerLink[] = [];
  for (const r of rows) {
    const key = `${r.trainerId}:${r.spellId}`;
    if (!npcs.has(r.trainerId) || !drafts.has(r.spellId) || seen.has(key)) continue;
    seen.add(key);
    out.push({ npcId: r.trainerId, spellId: r.spellId });
  }
  return out;
}

/** classic: class (and pet) trainers matched to the version's class lists by level and cost, see above. */
export function countMatchedLinks(
  list: TrainerListSpell[],
  rows: TrainerRow[],
  trainers: CreatureTrainer[],
  npcs: Set<number>,
): TrainerLink[] {
  const classOf = new Map<number, string>();
  for (const t of trainers) {
    const cls = CLASS_IDS[t.classId];
    // Class trainers (type 0) and hunter pet trainers (type 3) teach from the class list.
    if (cls && (t.type === 0 || t.type === 3) && npcs.has(t.npcId)) classOf.set(t.npcId, cls);
  }
  const listed = new Map<string, number[]>();
  for (const s of list) {
    if (!s.class || s.level === null || s.cost === null) continue;
    const key = `${s.class}:${s.level}:${s.cost}`;
    (listed.get(key) ?? listed.set(key, []).get(key)!).push(s.spellId);
  }
  const rowsOf = new Map<string, number>();
  for (const r of rows) {
    const cls = classOf.get(r.trainerId);
    if (!cls || r.skillId) continue;
    const key = `${r.trainerId}|${cls}:${r.level}:${r.cost}`;
    rowsOf.set(key, (rowsOf.get(key) ?? 0) + 1);
  }
  const out: TrainerLink[] = [];
  for (const [key, count] of rowsOf) {
    const [npc, group] = key.split("|") as [string, string];
    const spells = listed.get(group) ?? [];
    if (spells.length === count) for (const spellId of spells) out.push({ npcId: Number(npc), spellId });
  }
  return out;
}
