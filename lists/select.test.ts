import { describe, expect, it } from "vitest";
import { distinctWords, filters, passing, select } from "./select.ts";

// Six NPCs in the default order (by French name), as the columns of their list index hold them.
const NPCS: Record<string, readonly unknown[]> = {
  name: ["chef des defias", "edwin vancleef", "loup des bois", "loup des bois malade", "rampant des marais", "vieux loup"],
  type: ["humanoid", "humanoid", "beast", "beast", "elemental", "beast"],
  rank: ["elite", "elite", "normal", "normal", "rare", "normal"],
  family: [null, null, "wolf", "wolf", null, "wolf"],
  level_max: [18, 20, 7, 6, null, 12],
  "sort:level_max": [18, 20, 7, 6, null, 12],
};
const npcs = (criteria: Record<string, string>) => select("npcs", 6, (field) => NPCS[field] ?? [], criteria);

describe("distinctWords", () => {
  it("folds case and accents and keeps each word once, in order", () => {
    expect(distinctWords("Épée epee  d'Ébène")).toEqual(["epee", "d", "ebene"]);
    expect(distinctWords(" - ")).toEqual([]);
  });
});

describe("select", () => {
  it("keeps every row, in name order, without criteria", () => {
    expect(npcs({})).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it("keeps names where each query word starts a word, whatever its case and accents", () => {
    expect(npcs({ q: "loup" })).toEqual([2, 3, 5]);
    expect(npcs({ q: "Bois LOUP" })).toEqual([2, 3]);
    expect(npcs({ q: "oup" })).toEqual([]); // inside a word only
    expect(npcs({ q: "dés" })).toEqual([0, 2, 3, 4]);
  });

  it("keeps any of the codes asked for, and none of a row without a value", () => {
    expect(npcs({ type: "beast,elemental" })).toEqual([2, 3, 4, 5]);
    expect(npcs({ family: "wolf" })).toEqual([2, 3, 5]);
    expect(npcs({ rank: "boss" })).toEqual([]);
  });

  it("bounds levels inclusively, leaving out rows without one", () => {
    expect(npcs({ min_level: "12" })).toEqual([0, 1, 5]);
    expect(npcs({ max_level: "7" })).toEqual([2, 3]);
    expect(npcs({ min_level: "7", max_level: "18" })).toEqual([0, 2, 5]);
  });

  it("applies every filter together", () => {
    expect(npcs({ q: "loup", type: "beast", min_level: "7" })).toEqual([2, 5]);
  });

  it("sorts by a field, empty values last both ways, ties in name order", () => {
    expect(npcs({ sort: "level" })).toEqual([3, 2, 5, 0, 1, 4]);
    expect(npcs({ sort: "-level" })).toEqual([1, 0, 5, 2, 3, 4]);
    expect(npcs({ sort: "-name" })).toEqual([5, 4, 3, 2, 1, 0]);
    expect(npcs({ sort: "-level", type: "beast" })).toEqual([5, 2, 3]);
  });

  it("keeps a flagged row for a code of its flag column (a daily quest is of type daily)", () => {
    const QUESTS: Record<string, readonly unknown[]> = {
      type: ["normal", "group", "normal"],
      daily: [false, true, true],
      "category.id": [12, -1, 12],
      rogue: [true, false, false],
    };
    const quests = (criteria: Record<string, string>) => select("quests", 3, (field) => QUESTS[field] ?? [], criteria);
    expect(quests({ type: "daily" })).toEqual([1, 2]);
    expect(quests({ type: "group,daily" })).toEqual([1, 2]);
    expect(quests({ type: "normal" })).toEqual([0, 2]);
    expect(quests({ zone: "12" })).toEqual([0, 2]);
    expect(quests({ zone: "-1" })).toEqual([1]);
    expect(quests({ rogue: "true" })).toEqual([0]);
    expect(quests({ rogue: "false" })).toEqual([1, 2]);
  });

  it("keeps a row whose array value holds one of the codes", () => {
    const LOOT: Record<string, readonly unknown[]> = { difficulties: [["normal"], ["normal", "heroic"], []] };
    expect(select("npc_loot", 3, (field) => LOOT[field] ?? [], { difficulty: "heroic" })).toEqual([1]);
  });
});

describe("passing and filters", () => {
  const column = (field: string) => NPCS[field] ?? [];

  it("tests one position at a time against every filter, the sort and ids aside", () => {
    const pass = passing("npcs", column, { type: "beast", min_level: "7", sort: "-level", ids: "1,2" });
    expect([0, 1, 2, 3, 4, 5].filter(pass)).toEqual([2, 5]);
    expect([0, 1, 2, 3, 4, 5].filter(passing("npcs", column, {}))).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it("tells whether the criteria filter anything", () => {
    expect(filters("npcs", { sort: "-level", ids: "1,2" })).toBe(false);
    expect(filters("npcs", { q: "loup" })).toBe(true);
  });
});
