/**
 * AtlasLoot Enhanced crafting tables: tbc/atlasloot/crafting.en.lua (4.06, 2.4.x) and
 * wotlk/atlasloot/crafting.lua (5.11, 3.3.5). A recipe row is `{ [slot,] "s<spell>", <item id or
 * icon>, "=qN=Item name" or "=ds=Spell name", "=ds=<source>" }`: with a created item the name is
 * the item's, without one (enchantments) it is the spell's and an icon stands in the item's
 * place. The source cell mixes text and code (`"=ds="..AL["Trainer"]`), so rows are read line by
 * line rather than as Lua tables. The profession is the one the enclosing table is named after
 * (`AlchemyBattleElixir`, `SmithingMaster`, `Weaponsmith`...).
 */
import { readLuaText } from "../formats/lua-table.ts";
import { iconName } from "../icon-name.ts";

export interface CraftingRow {
  spellId: number;
  createdItemId: number | null;
  /** icon of a recipe that creates no item */
  icon: string | null;
  /** the item's name when createdItemId is set, else the spell's */
  name: string;
  /** "#sr# 300" of the 2.4.x tables: skill needed */
  skill: number | null;
  /** the source cell mentions a trainer */
  trainer: boolean;
  /** profession code of the enclosing table's name, null when the name says none */
  profession: string | null;
}

/** Table name beginnings of AtlasLoot's crafting tables -> profession codes. */
const TABLE_PROFESSIONS: [RegExp, string][] = [
  [/^Alchemy/, "alchemy"],
  [/^(Smithing|Blacksmithing|Weaponsmith|Armorsmith|Swordsmith|Axesmith|Hammersmith)/, "blacksmithing"],
  [/^Cooking/, "cooking"],
  [/^Enchanting/, "enchanting"],
  [/^Engineering/, "engineering"],
  [/^FirstAid/, "first_aid"],
  [/^Fishing/, "fishing"],
  [/^Inscription/, "inscription"],
  [/^Jewel/, "jewelcrafting"],
  [/^Leather/, "leatherworking"],
  [/^(Mining|Smelting)/, "mining"],
  [/^Poisons/, "poisons"],
  [/^(Tailoring|Spellfire|Shadoweave|Mooncloth)/, "tailoring"],
];

/** `AtlasLoot_Data["Name"] = {` (5.11) or `Name = {` inside the crafting table (4.06). */
const TABLE = /^\s*(?:AtlasLoot_Data\["(\w+)"\]|(\w+))\s*=\s*\{\s*$/;

const ROW = /\{\s*(?:\d+\s*,\s*)?"s(\d+)"\s*,\s*(?:"([^"]*)"|(\d+))\s*,\s*"=(?:q\d|ds)=([^"]*)"\s*,?(.*)\}/;

export function readAtlasLootCrafting(path: string): CraftingRow[] {
  const out: CraftingRow[] = [];
  let profession: string | null = null;
  for (const line of readLuaText(path).split("\n")) {
    const table = TABLE.exec(line);
    if (table) {
      const name = table[1] ?? table[2]!;
      profession = TABLE_PROFESSIONS.find(([re]) => re.test(name))?.[1] ?? null;
      continue;
    }
    const m = ROW.exec(line);
    if (!m) continue;
    const cell = m[2] ?? m[3] ?? "";
    const item = /^\d+$/.test(cell) ? Number(cell) : null;
    const name = m[4]!.trim();
    if (!name) continue;
    const rest = m[5] ?? "";
    const skill = /#sr#\s*(\d+)/.exec(rest);
    out.push({
      spellId: Number(m[1]),
      createdItemId: item || null,
      icon: item ? null : iconName(cell),
      name,
      skill: skill ? Number(skill[1]) : null,
      trainer: /AL\["Trainer"\]/.test(rest),
      profession,
    });
  }
  return out;
}
