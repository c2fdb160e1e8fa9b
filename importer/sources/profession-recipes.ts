/**
 * AtlasLootClassic's profession data, derived into two tables:
 * `profession_recipes.tsv` (per table CLASSIC / BCC / WRATH: recipe spell, created item,
 * profession, skill levels, reagents and their counts, items created when more than one) and
 * `crafting_recipe_names.tsv` (the English names the addon's data files give its recipes in
 * comments, some with skill levels appended, a few cut short at an apostrophe).
 */
import { professionCode } from "../codes.ts";
import { intCell, intList, readTsv } from "../formats/tsv.ts";

export interface ProfessionRecipe {
  table: string;
  spellId: number;
  createdItemId: number | null;
  profession: string | null;
  /** skill needed to learn it */
  minSkill: number | null;
  reagents: { itemId: number; count: number }[];
  /** items made at once; the table writes the count only when above one */
  numCreated: number;
}

export interface RecipeComment {
  version: string;
  spellId: number;
  profession: string;
  name: string;
}

export function readProfessionRecipes(path: string): ProfessionRecipe[] {
  return readTsv(path).flatMap((r) => {
    const spellId = intCell(r.spell_id);
    if (spellId === null) return [];
    const ids = intList(r.reagent_item_ids),
      counts = intList(r.reagent_counts);
    return [
      {
        table: r.table ?? "",
        spellId,
        createdItemId: intCell(r.created_item_id),
        profession: professionCode(r.profession_en),
        minSkill: intCell(r.min_skill),
        reagents: ids.map((itemId, i) => ({ itemId, count: counts[i] ?? 1 })),
        numCreated: intCell(r.num_created) ?? 1,
      },
    ];
  });
}

export function readRecipeComments(path: string): RecipeComment[] {
  return readTsv(path).flatMap((r) => {
    const spellId = intCell(r.spell_id),
      name = cleanComment(r.name_en_comment ?? "");
    return spellId === null || !name ? [] : [{ version: r.version ?? "", spellId, profession: r.profession_key ?? "", name }];
  });
}

/** "Smelt Silver / 100", "Smelt Fel Iron (300)", "Netherflame Belt (undefined)" -> the name alone. */
export function cleanComment(comment: string): string {
  return comment
    .replace(/\s+\/.*$/, "")
    .replace(/\s*\((?:\d+|undefined)\)$/, "")
    .trim();
}
