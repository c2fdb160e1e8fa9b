import { describe, expect, it } from "vitest";
import { parseLuaTable } from "../formats/lua-table.ts";
import { lines, questieQuest, questieRelations } from "./questie-quests.ts";

// A Questie questDB row: 1 name, 2 started by {npcs, objects, items}, 3 finished by {npcs,
// objects}, 4 required level, 5 level, 6 races, 8 objectives, 13 pre-quests, 17 zone or sort,
// 22 next quest, 24 special flags, 32 maximum level.
const ROW = parseLuaTable(
  `{"The Defias Brotherhood",{{234},nil,{1307}},{{235},{31}},14,18,77,nil,{"Kill Edwin VanCleef.",""},nil,nil,nil,nil,{0,65},nil,nil,nil,1581,nil,nil,nil,nil,166,nil,1}`,
);

describe("questieQuest", () => {
  it("reads a quest row as the English quest", () => {
    expect(questieQuest(155, ROW)).toEqual({
      id: 155,
      name: "The Defias Brotherhood",
      english_name: "The Defias Brotherhood",
      name_is_english: 1,
      level: 18,
      required_level: 14,
      max_level: null,
      side: "alliance",
      repeatable: 1,
      zone_or_sort: 1581,
      objectives: "Kill Edwin VanCleef.",
      description: null,
      completion: null,
      prev_quest_id: 65,
      next_quest_id: 166,
      internal: 0,
    });
  });

  it("has no quest for a row without a name, and nulls for what a row lacks", () => {
    expect(questieQuest(1, parseLuaTable("{nil,nil,nil,1}"))).toBeNull();
    expect(questieQuest(2, parseLuaTable(`{"Bare",nil,nil,0,0,0}`))).toMatchObject({
      level: null,
      required_level: null,
      side: "both",
      repeatable: 0,
      zone_or_sort: null,
      objectives: null,
      prev_quest_id: null,
      next_quest_id: null,
    });
  });
});

describe("questieRelations", () => {
  it("reads who starts and ends a quest, by kind", () => {
    expect(questieRelations(155, ROW)).toEqual([
      { quest_id: 155, role: "starts", entity_type: "npc", entity_id: 234 },
      { quest_id: 155, role: "starts", entity_type: "item", entity_id: 1307 },
      { quest_id: 155, role: "ends", entity_type: "npc", entity_id: 235 },
      { quest_id: 155, role: "ends", entity_type: "object", entity_id: 31 },
    ]);
  });
});

describe("lines", () => {
  it("joins a table's non-empty strings by lines", () => {
    expect(lines(parseLuaTable(`{"a","","b"}`))).toBe("a\nb");
    expect(lines("text")).toBe("text");
    expect(lines("")).toBeNull();
    expect(lines(parseLuaTable(`{""}`))).toBeNull();
    expect(lines(3)).toBeNull();
  });
});
