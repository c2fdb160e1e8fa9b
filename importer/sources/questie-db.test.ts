import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { FIXTURES } from "../../test/support/importer-fixtures.ts";
import { parseLuaTable } from "../formats/lua-table.ts";
import { questieNpc, questieSpawns, readQuestieRows } from "./questie-db.ts";

const fx = (rel: string) => join(FIXTURES, rel);

describe("questie-db", () => {
  it("Questie: both file layouts, rank code, unknown instance positions", () => {
    const tbc = readQuestieRows([fx("tbc/questie/tbcNpcDB.lua")], "npcData");
    expect(questieNpc(17225, tbc.get(17225)!)).toMatchObject({ name: "Nightbane", rank: "boss", level_min: 73 });
    expect(questieSpawns(17225, tbc.get(17225)!, 7)).toEqual([{ id: 17225, zone_id: 2562, x: null, y: null }]);
    const wotlk = readQuestieRows([fx("wotlk/questie/wotlkNpcDB_1.lua")], "npcData");
    expect([...wotlk.keys()]).toEqual([69, 28859]);
  });
});

describe("Questie zones", () => {
  it("files Blackrock Depths under 1585, which no AreaTable has: the instance's area is 1584", () => {
    const row = parseLuaTable("{'Lord Roccor',1,1,51,51,1,{[1585]={{-1,-1}},[25]={{41.2,50.3}}},nil,1585}");
    expect(questieSpawns(9025, row, 7)).toEqual([
      { id: 9025, zone_id: 1584, x: null, y: null },
      { id: 9025, zone_id: 25, x: 41.2, y: 50.3 },
    ]);
  });
});
