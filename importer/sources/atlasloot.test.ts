import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { FIXTURES } from "../../test/support/importer-fixtures.ts";
import { readAtlasLootTables } from "./atlasloot.ts";

const fx = (rel: string) => join(FIXTURES, rel);

describe("atlasloot", () => {
  it("reads a module's tables, rows, lookups as written, percentages and page links", () => {
    const tables = readAtlasLootTables(fx("classic/atlasloot/originalwow.lua"));
    expect(tables.map((t) => [t.key, t.rows.length, t.links])).toEqual([
      ["TheDeadminesVanCleef", 9, ["TheDeadminesTrash"]],
      ["AQ40Bugs", 2, ["AQ40Skeram"]],
      ["T0Rogue", 3, []], // the crafting row ("s13028") is not an item row
      ["Hellfire", 1, []],
    ]);
    const [deadmines, , sets] = tables;
    expect(deadmines!.rows.slice(0, 4)).toEqual([
      { slot: 1, item: 10399, name: "=q3=Blackened Defias Armor", note: "=ds=#s5#, #a2#", chance: 17.5 },
      { slot: 2, item: 5060, name: "=q1=Thieves' Tools", note: "=ds=#e9#", chance: null }, // "1.#INF%"
      { slot: 4, item: 0, name: '=q6=BabbleBoss["Diseased Timber Wolf"]', note: "", chance: null },
      { slot: 5, item: 2092, name: "=q1=Worn Dagger", note: "=ds=#h1#, #w4#", chance: 9 },
    ]);
    expect(sets!.rows[1]).toEqual({
      slot: 2,
      item: 16882,
      name: "=q3=Battered Junkbox",
      note: '=ds=BabbleBoss["Edwin VanCleef"] (AL["Deadmines"])',
      chance: 2.5,
    });
  });
});
