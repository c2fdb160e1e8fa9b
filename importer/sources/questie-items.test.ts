import { describe, expect, it } from "vitest";
import { parseLuaTable } from "../formats/lua-table.ts";
import { questieItem, questieItems } from "./questie-items.ts";

// A Questie itemDB row: 1 name, 2 NPC drops, 3 object drops, 4 container drops, 5 quest started,
// 6 quest rewards, 7 flags, 9 item level, 10 required level, 12 class, 13 subclass, 14 vendors.
const ROW = parseLuaTable(`{" Worn Dagger ",{69,1040,69},{2843},nil,0,{155},0,nil,5,3,nil,2,15,{0,74}}`);

describe("questieItem", () => {
  it("reads an item row, ids each once, zeros as none", () => {
    expect(questieItem(2092, ROW)).toEqual({
      id: 2092,
      name: "Worn Dagger",
      npcDrops: [69, 1040],
      objectDrops: [2843],
      itemDrops: [],
      startQuest: null,
      questRewards: [155],
      flags: 0,
      itemLevel: 5,
      requiredLevel: 3,
      class: 2,
      subClass: 15,
      vendors: [74],
    });
  });

  it("has no item for a row without a name", () => {
    expect(questieItem(1, parseLuaTable(`{" "}`))).toBeNull();
  });
});

describe("questieItems", () => {
  it("keeps the named rows in id order and counts every row", () => {
    const { items, rows } = questieItems(
      new Map([
        [5060, parseLuaTable(`{"Thieves' Tools"}`)],
        [17, parseLuaTable(`{nil}`)],
        [2092, ROW],
      ]),
    );
    expect([items.map((i) => i.id), rows]).toEqual([[2092, 5060], 3]);
  });
});
