import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { FIXTURES } from "../../test/support/importer-fixtures.ts";
import { readQuestieXp } from "./questie-xp.ts";

const fx = (rel: string) => join(FIXTURES, rel);

describe("questie-xp", () => {
  it("reads Questie's XP table, leaving out unknown levels and zero XP", () => {
    expect(readQuestieXp(fx("classic/questie/xpDB-classic.lua"))).toEqual(
      new Map([
        [2, { level: 30, xp: 2400 }],
        [7, { level: 2, xp: 175 }],
      ]),
    );
    expect(readQuestieXp(fx("wotlk/questie/xpDB-wotlk.lua"))).toEqual(new Map([[200, { level: 80, xp: 36000 }]]));
  });
});
