import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { FIXTURES } from "../../test/support/importer-fixtures.ts";
import { readAtlasLootCrafting } from "./atlasloot-crafting.ts";

const fx = (rel: string) => join(FIXTURES, rel);

describe("readAtlasLootCrafting", () => {
  it("reads AtlasLoot's crafting tables of tbc and wotlk", () => {
    expect(readAtlasLootCrafting(fx("tbc/atlasloot/crafting.en.lua"))).toEqual([
      { spellId: 90003, createdItemId: 3189, icon: null, name: "Wood Chopper", skill: 100, trainer: false, profession: "blacksmithing" },
      { spellId: 90007, createdItemId: 2092, icon: null, name: "Worn Dagger", skill: 1, trainer: false, profession: "blacksmithing" },
      {
        spellId: 90002,
        createdItemId: null,
        icon: "spell_holy_greaterheal",
        name: "Enchant Bracer - Minor Health",
        skill: 1,
        trainer: false,
        profession: "enchanting",
      },
    ]);
    expect(readAtlasLootCrafting(fx("wotlk/atlasloot/crafting.lua"))).toEqual([
      {
        spellId: 90006,
        createdItemId: null,
        icon: "spell_holy_greaterheal",
        name: "Enchant Bracers - Brawn",
        skill: null,
        trainer: true,
        profession: "enchanting",
      },
      {
        spellId: 90008,
        createdItemId: null,
        icon: "inv_misc_rune_01",
        name: "Enchant Bracers - Expertise",
        skill: null,
        trainer: false,
        profession: "enchanting",
      },
    ]);
  });
});
