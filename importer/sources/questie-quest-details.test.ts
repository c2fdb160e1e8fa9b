import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { FIXTURES } from "../../test/support/importer-fixtures.ts";
import { readQuestieRows } from "./questie-db.ts";
import { questieDetails } from "./questie-quest-details.ts";

const fx = (rel: string) => join(FIXTURES, rel);

describe("questie-quest-details", () => {
  it("reads a Questie row's masks, objectives, groups, flags and reputation rewards", () => {
    const rows = readQuestieRows([fx("tbc/questie/tbcQuestDB.lua")], "questData");
    const d = questieDetails(rows.get(100)!);
    expect(d).toMatchObject({
      races: 690,
      classes: 8,
      objectivesText: "Kill 5 Nightbane and bring the cloth.",
      creatures: [{ id: 17225, text: null }],
      objects: [{ id: 31, text: "Lockbox opened" }],
      items: [{ id: 2589, text: null }],
      reputation: { faction: 942, value: 9000 },
      killCredits: [{ id: 69, ids: [5, 6], text: "Hogger helpers slain" }],
      preQuestGroup: [101, 102],
      exclusiveTo: [103],
      skill: { id: 633, value: 100 },
      minReputation: { faction: 942, value: 3000 },
      questFlags: 4104,
      specialFlags: 1,
    });
    // a zero reputation reward is no reward
    expect(d.reputationRewards).toEqual([
      { faction: 942, value: 250 },
      { faction: 946, value: -50 },
    ]);
    expect(questieDetails(rows.get(101)!).trigger).toEqual({ text: "Explore the Tower", zones: [3483] });
    expect(questieDetails(rows.get(102)!)).toMatchObject({ races: 0, classes: 1503, questFlags: 8, trigger: null, creatures: [] });
  });
});
