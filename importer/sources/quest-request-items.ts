/**
 * AzerothCore `quest_request_items_locale` (wotlk): the text a quest ender says while the
 * quest is not yet handed in (the API's `progress`), French rows only (`locale` = 'frFR');
 * rows whose text is English are left out and counted, as in quest-offer-reward.ts.
 */
import { looksEnglish } from "../english-text.ts";
import { named, readDump } from "../formats/mysql-dump.ts";
import { gameText } from "../game-text.ts";
import type { FrenchLocaleTexts } from "./quest-offer-reward.ts";

export async function readQuestRequestItemsFrench(path: string): Promise<FrenchLocaleTexts> {
  const texts = new Map<number, string>();
  let english = 0;
  for await (const r of readDump(path)) {
    if (r.kind !== "insert") continue;
    const v = named(r);
    if (v.locale !== "frFR" || typeof v.ID !== "number" || typeof v.CompletionText !== "string") continue;
    if (looksEnglish(v.CompletionText)) english++;
    else {
      const text = gameText(v.CompletionText);
      if (text) texts.set(v.ID, text);
    }
  }
  return { texts, english };
}
