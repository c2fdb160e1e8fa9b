/**
 * AzerothCore `quest_request_items_locale` (wotlk): the text a quest ender says while the
 * quest is not yet handed in (the API's `progress`), French rows only (`locale` = 'frFR').
 */
import { named, readDump } from "../formats/mysql-dump.ts";
import { gameText } from "./mote-quest-texts.ts";

export async function readQuestRequestItemsFrench(path: string): Promise<Map<number, string>> {
  const out = new Map<number, string>();
  for await (const r of readDump(path)) {
    if (r.kind !== "insert") continue;
    const v = named(r);
    if (v.locale !== "frFR" || typeof v.ID !== "number") continue;
    const text = gameText(v.CompletionText);
    if (text) out.set(v.ID, text);
  }
  return out;
}
