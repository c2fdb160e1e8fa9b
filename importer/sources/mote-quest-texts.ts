/**
 * The French quest texts of the MOTE files (MangosZero / MangosOne `French_Quest.sql`) that
 * quest-french.ts does not read: `RequestItemsText_loc2` (what the quest ender says while the
 * quest is not handed in yet: the API's `progress`) and `EndText_loc2` (the quest log line of
 * an exploration or event objective, e.g. "Explorer la mine de Fondugouffre").
 */
import { readDump } from "../formats/mysql-dump.ts";
import { gameText } from "../game-text.ts";

export interface MoteQuestTexts {
  progress?: string;
  endText?: string;
}

const COLUMNS: Record<string, keyof MoteQuestTexts> = { requestitemstext_loc2: "progress", endtext_loc2: "endText" };

export async function readMoteQuestTexts(path: string): Promise<Map<number, MoteQuestTexts>> {
  const out = new Map<number, MoteQuestTexts>();
  for await (const r of readDump(path)) {
    if (r.kind !== "update" || typeof r.where.entry !== "number") continue;
    for (const [col, v] of Object.entries(r.set)) {
      const key = COLUMNS[col.toLowerCase()];
      const text = key ? gameText(v) : null;
      if (key && text) out.set(r.where.entry, { ...(out.get(r.where.entry) ?? {}), [key]: text });
    }
  }
  return out;
}
