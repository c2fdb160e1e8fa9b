import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { FIXTURES } from "../../test/support/importer-fixtures.ts";
import { readOnKillReputation } from "./onkill-reputation.ts";

const fx = (rel: string) => join(FIXTURES, rel);

describe("onkill-reputation", () => {
  it("reads both faction slots of creature_onkill_reputation, empty slots left out", async () => {
    expect(await readOnKillReputation(fx("classic/mangoszero_world/creature_onkill_reputation.sql"))).toEqual([
      { npc: 639, faction: 72, value: 50, maxStanding: 7, teamAward: false },
      { npc: 639, faction: 21, value: -25, maxStanding: 4, teamAward: false },
      { npc: 1040, faction: 72, value: 5, maxStanding: 5, teamAward: true },
      { npc: 4444, faction: 72, value: 10, maxStanding: 7, teamAward: false },
    ]);
    expect(await readOnKillReputation(fx("wotlk/azerothcore_world/creature_onkill_reputation.sql"))).toEqual([
      { npc: 28859, faction: 1091, value: 313, maxStanding: 7, teamAward: false },
    ]);
  });
});
