import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { FIXTURES } from "../../test/support/importer-fixtures.ts";
import { expandTrainerLists, readTrainerRows } from "./npc-trainer.ts";

const fx = (rel: string) => join(FIXTURES, rel);

describe("npc-trainer", () => {
  it("reads MaNGOS and AzerothCore trainer tables; AzerothCore shared lists expand to their NPCs", async () => {
    expect(await readTrainerRows(fx("classic/mangoszero_world/npc_trainer.sql"))).toEqual([
      { trainerId: 198, spellId: 1142, cost: 100, skillId: 0, skillValue: 0, level: 4 },
      { trainerId: 198, spellId: 1173, cost: 100, skillId: 0, skillValue: 0, level: 6 },
      { trainerId: 198, spellId: 1249, cost: 100, skillId: 0, skillValue: 0, level: 6 },
      { trainerId: 223, spellId: 2177, cost: 100, skillId: 165, skillValue: 55, level: 0 },
    ]);
    expect((await readTrainerRows(fx("tbc/mangosone_world/npc_trainer-template.sql")))[1]).toEqual({
      trainerId: 70,
      spellId: 2050,
      cost: 100,
      skillId: 0,
      skillValue: 0,
      level: 1,
    });
    const ac = await readTrainerRows(fx("wotlk/azerothcore_world/npc_trainer.sql"));
    expect(ac[0]).toEqual({ trainerId: 69, spellId: -200007, cost: 0, skillId: 0, skillValue: 0, level: 0 });
    // list 200007 goes to NPCs 69 and 198; list 200008, referenced by no NPC, stays as it is
    expect(expandTrainerLists(ac).map((r) => [r.trainerId, r.spellId, r.level])).toEqual([
      [69, 12505, 24],
      [69, 99999, 10],
      [69, 42833, 78],
      [198, 12505, 24],
      [198, 99999, 10],
      [198, 42833, 78],
      [28859, 90006, 0],
      [200008, 12505, 30],
    ]);
  });
});
