/**
 * Profession recipes: AtlasLootClassic's tables (CLASSIC for every version, BCC added for tbc
 * and wotlk, WRATH for wotlk; a later table's row replaces an earlier one's), then the version's
 * AtlasLoot crafting table for recipes the former lack. Each gives the created item and its
 * count, the reagents, the profession and the skill needed.
 *
 * Names: a recipe is named after the item it creates (its French name, from the items step)
 * unless a source names the spell otherwise: the enchantment of a "Scroll of <enchantment>"
 * (French from the scroll's "Parchemin d'<enchantement>"), a spell name of the spell-name
 * libraries ("Smelt Silver" makes a Silver Bar), a scraped or AtlasLoot spell name that is not
 * the item's. AtlasLootClassic's comments are not trusted alone: some are cut at an apostrophe
 * or name the wrong recipe.
 */
import type { CraftingRow } from "../../sources/atlasloot-crafting.ts";
import type { ProfessionRecipe, RecipeComment } from "../../sources/profession-recipes.ts";
import type { Drafts, RecipeFacts } from "./drafts.ts";
import type { ItemIndex } from "./items.ts";
import type { NameTables } from "./names.ts";

/** Which recipes of the tables exist in the version, and why others were left out. */
export interface RecipeFilter {
  /** spell ids the version's client lists (tbc: SkillLineAbility.dbc), null when none is staged */
  clientSpells: Set<number> | null;
  /** TBC-Classic-only recipes of the BCC table (MANIFEST): spell id or created item from these on */
  laterThan?: { spellId: number; itemId: number };
}

export interface RecipeCounts {
  tableRows: number;
  notInClient: number;
  later: number;
  crafting: number;
}

/** Where a recipe's English spell name comes from, and whether it alone may name the spell. */
interface SpellName {
  english: string;
  trusted: boolean;
}

export function addRecipes(
  drafts: Drafts,
  rows: ProfessionRecipe[],
  tables: string[],
  crafting: CraftingRow[],
  comments: RecipeComment[],
  scraped: Map<number, string>,
  items: ItemIndex,
  names: NameTables,
  filter: RecipeFilter,
): RecipeCounts {
  const counts: RecipeCounts = { tableRows: 0, notInClient: 0, later: 0, crafting: 0 };
  const chosen = new Map<number, ProfessionRecipe>();
  for (const r of rows) {
    if (!tables.includes(r.table)) continue;
    counts.tableRows++;
    if (
      filter.laterThan &&
      r.table === "BCC" &&
      (r.spellId >= filter.laterThan.spellId || (r.createdItemId ?? 0) >= filter.laterThan.itemId)
    ) {
      counts.later++;
      continue;
    }
    if (filter.clientSpells && !filter.clientSpells.has(r.spellId)) {
      counts.notInClient++;
      continue;
    }
    const earlier = chosen.get(r.spellId);
    if (!earlier || tables.indexOf(r.table) >= tables.indexOf(earlier.table)) chosen.set(r.spellId, r);
  }
  // The first comment of a spell wins (the caller orders them).
  const commentOf = new Map<number, string>();
  for (const c of comments) if (!commentOf.has(c.spellId)) commentOf.set(c.spellId, c.name);
  const craftingOf = new Map(crafting.map((c) => [c.spellId, c]));
  for (const r of chosen.values()) {
    const crafted = craftingOf.get(r.spellId);
    const recipe: RecipeFacts = {
      profession: r.profession ?? crafted?.profession ?? null,
      skill: r.minSkill,
      createdItemId: r.createdItemId,
      quantity: r.createdItemId ? r.numCreated : null,
      reagents: r.reagents,
    };
    const name = naming(nameOf(r.spellId, r.createdItemId, scraped, crafted, commentOf.get(r.spellId)), r.createdItemId, items, names);
    drafts.add(r.spellId, { kind: "recipe", ...name, icon: crafted?.icon ?? name.icon, recipe });
  }
  for (const c of crafting) {
    if (chosen.has(c.spellId) || drafts.byId.get(c.spellId)?.recipe) continue;
    counts.crafting++;
    const recipe: RecipeFacts = { profession: c.profession, skill: c.skill, createdItemId: c.createdItemId, quantity: null, reagents: [] };
    const name = naming(nameOf(c.spellId, c.createdItemId, scraped, c, commentOf.get(c.spellId)), c.createdItemId, items, names);
    drafts.add(c.spellId, { kind: "recipe", ...name, icon: c.icon ?? name.icon, recipe });
  }
  return counts;
}

function nameOf(
  spellId: number,
  itemId: number | null,
  scraped: Map<number, string>,
  crafting: CraftingRow | undefined,
  comment: string | undefined,
): SpellName | null {
  const exact = scraped.get(spellId) ?? (crafting && !crafting.createdItemId ? crafting.name : undefined);
  if (exact) return { english: exact, trusted: true };
  // A comment naming a transmutation, smelting or enchantment names the spell, not an item.
  if (comment) return { english: comment, trusted: SPELL_WORDS.test(comment) };
  return crafting && !itemId ? { english: crafting.name, trusted: true } : null;
}

const SPELL_WORDS = /^(Transmute:?|Smelt|Enchant) /;
const same = (a: string, b: string) => a.localeCompare(b, "en", { sensitivity: "accent" }) === 0;

/**
 * The recipe's English and French names, and the item's icon when it is named after its item
 * (a spell named otherwise, "Smelt Silver", keeps no icon of the Silver Bar).
 */
function naming(
  spell: SpellName | null,
  itemId: number | null,
  items: ItemIndex,
  names: NameTables,
): { english: string | null; french: string | null; icon: string | null } {
  const item = itemId ? items.byId.get(itemId) : undefined;
  const byItem = { english: item?.english ?? null, french: item?.french ?? null, icon: item?.icon ?? null };
  if (!spell || (item?.english && same(spell.english, item.english))) return byItem;
  if (item?.english?.startsWith(SCROLL) && loose(item.english.slice(SCROLL.length)) === loose(spell.english)) {
    return { english: spell.english, french: scrollSpell(item.french) ?? names.french(spell.english), icon: null };
  }
  const french = names.french(spell.english);
  if (french) return { english: spell.english, french, icon: null };
  if (spell.trusted || !item?.english) return { english: spell.english, french: null, icon: null };
  return byItem;
}

/**
 * 3.x enchanting recipes create "Scroll of <enchantment>" on vellum, in French "Parchemin
 * d'<enchantement>": the scroll's names carry the spell's, whatever 3.0 renamed ("Enchant
 * Bracer" became "Enchant Bracers", "Spellpower" is also written "Spell Power").
 */
const SCROLL = "Scroll of ";
const loose = (name: string) =>
  name
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .map((w) => w.replace(/s$/, ""))
    .join("");

function scrollSpell(french: string | null): string | null {
  const m = /^Parchemin d['’](.+)$/.exec(french ?? "");
  return m ? m[1]!.charAt(0).toUpperCase() + m[1]!.slice(1) : null;
}
