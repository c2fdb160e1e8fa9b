/**
 * AzerothCore `quest_template_addon` (wotlk): the quest fields that TrinityCore-based cores
 * moved out of quest_template (maximum level, class mask, chain links, exclusive group,
 * required skill and reputation, special flags), keyed by quest id.
 */
import { named, readDump } from "../formats/mysql-dump.ts";

export interface QuestAddon {
  maxLevel: number;
  classes: number;
  prevQuestId: number;
  nextQuestId: number;
  exclusiveGroup: number;
  skill: number;
  skillPoints: number;
  minRepFaction: number;
  minRepValue: number;
  /** 1 repeatable, 2 exploration or event, 4 auto-accept, 8 dungeon finder, 16 monthly. */
  specialFlags: number;
}

export async function readQuestTemplateAddon(path: string): Promise<Map<number, QuestAddon>> {
  const out = new Map<number, QuestAddon>();
  for await (const r of readDump(path)) {
    if (r.kind !== "insert") continue;
    const v = named(r);
    const n = (k: string) => (typeof v[k] === "number" ? (v[k] as number) : 0);
    if (!n("ID")) continue;
    out.set(n("ID"), {
      maxLevel: n("MaxLevel"),
      classes: n("AllowableClasses"),
      prevQuestId: n("PrevQuestID"),
      nextQuestId: n("NextQuestID"),
      exclusiveGroup: n("ExclusiveGroup"),
      skill: n("RequiredSkillID"),
      skillPoints: n("RequiredSkillPoints"),
      minRepFaction: n("RequiredMinRepFaction"),
      minRepValue: n("RequiredMinRepValue"),
      specialFlags: n("SpecialFlags"),
    });
  }
  return out;
}
