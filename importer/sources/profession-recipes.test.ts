import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { FIXTURES } from "../../test/support/importer-fixtures.ts";
import { cleanComment, readProfessionRecipes, readRecipeComments } from "./profession-recipes.ts";

const fx = (rel: string) => join(FIXTURES, rel);

describe("profession-recipes", () => {
  it("reads AtlasLootClassic's recipes and name comments", () => {
    const recipes = readProfessionRecipes(fx("common/atlaslootclassic/profession_recipes.tsv"));
    expect(recipes[0]).toEqual({
      table: "CLASSIC",
      spellId: 90001,
      createdItemId: 2092,
      profession: "blacksmithing",
      minSkill: 1,
      reagents: [
        { itemId: 2139, count: 3 },
        { itemId: 5060, count: 1 },
      ],
      numCreated: 1,
    });
    expect(recipes[2]).toMatchObject({ spellId: 90002, createdItemId: null, profession: "enchanting" });
    expect(recipes[3]).toMatchObject({ table: "BCC", numCreated: 5 });
    expect(readRecipeComments(fx("common/atlaslootclassic/crafting_recipe_names.tsv")).map((c) => c.name)).toEqual([
      "Worn Dag",
      "Smelt Silver",
      "Enchant Bracer - Minor Health",
      "Enchant Bracers - Brawn",
    ]);
  });

  it("drops a comment's skill or undefined in brackets, not a word", () => {
    expect([
      cleanComment("Smelt Fel Iron (300)"),
      cleanComment("Netherflame Belt (undefined)"),
      cleanComment("Create Healthstone (Minor)"),
    ]).toEqual(["Smelt Fel Iron", "Netherflame Belt", "Create Healthstone (Minor)"]);
  });
});
