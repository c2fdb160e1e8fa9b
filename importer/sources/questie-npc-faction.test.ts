import { describe, expect, it } from "vitest";
import { parseLuaTable } from "../formats/lua-table.ts";
import { questieNpcFaction } from "./questie-npc-faction.ts";

describe("questieNpcFaction", () => {
  it("reads a Questie NPC row's faction template (field 12) and the sides it is friendly to (13)", () => {
    expect(questieNpcFaction(parseLuaTable(`{"Marshal Dughan",nil,nil,25,25,0,nil,nil,12,nil,nil,12,"A"}`))).toEqual({
      factionTemplate: 12,
      friendlyTo: "A",
    });
    expect(questieNpcFaction(parseLuaTable(`{"Hogger",nil,nil,11,11,1,nil,nil,40,nil,nil,14,""}`))).toEqual({
      factionTemplate: 14,
      friendlyTo: null,
    });
    expect(questieNpcFaction(parseLuaTable(`{"Nobody",nil,nil,1,1,0,nil,nil,12,nil,nil,0}`))).toEqual({
      factionTemplate: null,
      friendlyTo: null,
    });
  });
});
