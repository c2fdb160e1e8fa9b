import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { FIXTURES } from "../../test/support/importer-fixtures.ts";
import { readDungeonAccess, readInstanceTemplates, readTeleports } from "./instance-tables.ts";

const fx = (rel: string) => join(FIXTURES, rel);

describe("instance tables", () => {
  it("reads instance_template, dungeon_access_template and areatrigger_teleport", async () => {
    expect(await readInstanceTemplates(fx("classic/mangoszero_world/instance-template.sql"))).toEqual([
      { map: 36, levelMin: 17, levelMax: 26, maxPlayers: 10 },
      { map: 44, levelMin: null, levelMax: null, maxPlayers: 10 },
    ]);
    expect((await readInstanceTemplates(fx("wotlk/azerothcore_world/instance-template.sql")))[2]).toEqual({
      map: 616,
      levelMin: null,
      levelMax: null,
      maxPlayers: null,
    });
    expect((await readDungeonAccess(fx("wotlk/azerothcore_world/dungeon_access-template.sql")))[1]).toEqual({
      map: 616,
      difficulty: 0,
      minLevel: 80,
      comment: "The Eye of Eternity (Malygos) - 10man",
    });
    expect([...(await readTeleports(fx("tbc/mangosone_world/areatrigger_teleport.sql")))]).toEqual([[78, 36]]);
  });
});
