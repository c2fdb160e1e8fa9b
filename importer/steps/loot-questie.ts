/**
 * Loot lines from Questie's drop-rate tables of quest items, for the loot step: each item and
 * NPC pair with the figure Questie itself shows (its correction, else cmangos, else Wowhead),
 * kept as that kind of figure so the step's precedence can weigh it. A pair of the cmangos table
 * is a drop only quest holders get (that table holds the items cmangos marks so). A Wowhead
 * figure only adds a chance to a drop another source lists, as in Questie, which shows it only
 * on NPCs its database says drop the item: Wowhead's table also holds looters' noise (the
 * Defias Smuggler "dropping" Goretusk Liver at 0.0017 %).
 */
import { questieCorrectionsUpTo, questieDropRates, readQuestieDropCorrections, readQuestieDropTables } from "../sources/questie-drops.ts";
import type { StepContext } from "./context.ts";
import type { ChanceSource, LootLines } from "./loot-lines.ts";
import type { QuestieDropFiles } from "../files.ts";

const SOURCE: Record<"correction" | "cmangos" | "wowhead", ChanceSource> = {
  correction: "questie-correction",
  cmangos: "questie-cmangos",
  wowhead: "questie-wowhead",
};

export function addQuestieDropRates(ctx: StepContext, files: QuestieDropFiles, lines: LootLines): string[] {
  const tables = ctx.load(files.tables, readQuestieDropTables);
  if (!tables) return [];
  const corrections = questieCorrectionsUpTo(ctx.load(files.corrections, readQuestieDropCorrections) ?? new Map(), files.expansions);
  const counts = { correction: 0, cmangos: 0, wowhead: 0, newLines: 0, unlisted: 0 };
  for (const [item, npcs] of questieDropRates(tables, corrections)) {
    for (const [npc, rate] of npcs) {
      counts[rate.from]++;
      const questItem = tables.cmangos.get(item)?.has(npc) ?? false;
      const added = lines.add("npc", npc, item, {
        questItem,
        chance: { source: SOURCE[rate.from], value: rate.chance },
        onlyListed: rate.from === "wowhead",
      });
      if (added === "new") counts.newLines++;
      if (added === "unlisted") counts.unlisted++;
    }
  }
  return [
    `Questie drop tables: ${counts.correction} figures from its corrections, ${counts.cmangos} from cmangos (${counts.newLines} drops no other source lists), ${counts.wowhead} from Wowhead (${counts.unlisted} of them for drops no other source lists: not imported).`,
  ];
}
