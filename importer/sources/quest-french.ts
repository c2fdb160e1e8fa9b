/**
 * French quest texts: the MaNGOS MOTE quest files (`title_loc2`, `objectives_loc2`,
 * `details_loc2`, `offerrewardtext_loc2`; `requestitemstext_loc2`, what the quest ender says
 * while the quest is not handed in yet, the API's `progress`; `endtext_loc2`, the quest log line
 * of an exploration or event objective, e.g. "Explorer la mine de Fondugouffre") and the Questie
 * frFR quest lookups (classic/tbc `{name, {objectives}}`, wotlk `{name, nil, {objectives}}`),
 * their placeholders written as importer/game-text.ts says.
 */
import { readAssignments, readLuaText } from "../formats/lua-table.ts";
import { readDump } from "../formats/mysql-dump.ts";
import { gameText } from "../game-text.ts";
import { lines } from "./questie-quests.ts";

export interface QuestFrench {
  name?: string;
  objectives?: string;
  description?: string;
  completion?: string;
  progress?: string;
  endText?: string;
}

const MOTE_COLUMNS: Record<string, keyof QuestFrench> = {
  title_loc2: "name",
  objectives_loc2: "objectives",
  details_loc2: "description",
  offerrewardtext_loc2: "completion",
  requestitemstext_loc2: "progress",
  endtext_loc2: "endText",
};

export async function readMoteQuests(path: string): Promise<Map<number, QuestFrench>> {
  const out = new Map<number, QuestFrench>();
  for await (const r of readDump(path)) {
    if (r.kind !== "update" || typeof r.where.entry !== "number") continue;
    const q = out.get(r.where.entry) ?? {};
    for (const [col, v] of Object.entries(r.set)) {
      const key = MOTE_COLUMNS[col.toLowerCase()];
      const text = key ? gameText(v) : null;
      if (key && text) q[key] = text;
    }
    out.set(r.where.entry, q);
  }
  return out;
}

export function readQuestieQuestNames(path: string): Map<number, QuestFrench> {
  const out = new Map<number, QuestFrench>();
  for (const table of readAssignments(readLuaText(path)).values()) {
    for (const [id, v] of table) {
      if (typeof id !== "number" || !(v instanceof Map)) continue;
      const name = v.get(1);
      const objectives = gameText(lines(v.get(2) ?? v.get(3)));
      out.set(id, { ...(typeof name === "string" && name ? { name } : {}), ...(objectives ? { objectives } : {}) });
    }
  }
  return out;
}

/** Field by field, the first source that has it wins. */
export function mergeQuestFrench(...sources: Map<number, QuestFrench>[]): Map<number, QuestFrench> {
  const out = new Map<number, QuestFrench>();
  for (const source of sources) {
    for (const [id, q] of source) out.set(id, { ...q, ...(out.get(id) ?? {}) });
  }
  return out;
}
