/**
 * Questie's quest XP tables (`QuestXP.db = { [questId] = {questLevel, xp} }`, one file per
 * version). The figure is what the quest gives a character of the quest's level: Questie's
 * QuestXP module gives all of it up to 5 levels above the quest, 20 % less per level beyond
 * (down to 10 %), then rounds to the multiple of 5, 10, 25 or 50 the game shows (880 shows as
 * 875). Questie reads a level of -1 (quests of events, whose level follows the character) or
 * an XP of 0 as "unknown", and so does this reader: such rows are left out.
 */
import { readAssignments, readLuaText } from "../formats/lua-table.ts";

export interface QuestXp {
  level: number;
  xp: number;
}

export function readQuestieXp(path: string): Map<number, QuestXp> {
  const out = new Map<number, QuestXp>();
  for (const [target, table] of readAssignments(readLuaText(path))) {
    if (!target.endsWith("QuestXP.db")) continue;
    for (const [id, row] of table) {
      if (typeof id !== "number" || !(row instanceof Map)) continue;
      const [level, xp] = [row.get(1), row.get(2)];
      if (typeof level === "number" && typeof xp === "number" && level > 0 && xp > 0) out.set(id, { level, xp });
    }
  }
  return out;
}
