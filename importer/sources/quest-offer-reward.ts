/**
 * AzerothCore `quest_offer_reward_locale` (wotlk): what the quest ender says when the quest is
 * handed in (the API's `completion`), French rows only. The staged file is AzerothCore's 2020
 * update that re-imported the French rows: a `DELETE … WHERE locale = 'frFR'` and one INSERT,
 * wrapped in the procedure AzerothCore's updater runs, which the dump reader reads through.
 * Rows whose text is English (copied from Wowhead) are left out and counted.
 */
import { looksEnglish } from "../english-text.ts";
import { named, readDump } from "../formats/mysql-dump.ts";
import { gameText } from "../game-text.ts";

export interface FrenchLocaleTexts {
  texts: Map<number, string>;
  /** frFR rows whose text is English, not kept. */
  english: number;
}

export async function readQuestOfferRewardFrench(path: string): Promise<FrenchLocaleTexts> {
  const texts = new Map<number, string>();
  let english = 0;
  for await (const r of readDump(path)) {
    if (r.kind !== "insert" || r.table !== "quest_offer_reward_locale") continue;
    const v = named(r);
    if (v.locale !== "frFR" || typeof v.ID !== "number" || typeof v.RewardText !== "string") continue;
    if (looksEnglish(v.RewardText)) english++;
    else {
      const text = gameText(v.RewardText);
      if (text) texts.set(v.ID, text);
    }
  }
  return { texts, english };
}
