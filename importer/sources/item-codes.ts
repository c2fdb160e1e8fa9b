/**
 * Item integers and English labels of the sources translated to the API codes of
 * contract/enums.ts (ITEM_CLASSES, ITEM_SLOTS), and the French subclass labels the 2.4.3
 * client lacks because 3.x added them.
 */
import { CLASSES } from "../../contract/enums.ts";
import { CLASS_IDS } from "../codes.ts";

/** item_template.class (ItemClass.dbc ids); the obsolete classes (generic, money, permanent) are misc. */
export const ITEM_CLASS_CODES: Record<number, string> = {
  0: "consumable",
  1: "container",
  2: "weapon",
  3: "gem",
  4: "armor",
  5: "reagent",
  6: "projectile",
  7: "trade_goods",
  8: "miscellaneous",
  9: "recipe",
  10: "miscellaneous",
  11: "quiver",
  12: "quest",
  13: "key",
  14: "miscellaneous",
  15: "miscellaneous",
  16: "glyph",
};

/** wow-classic-items `class` labels, for items without a Questie class. */
export const WCI_CLASS_CODES: Record<string, string> = {
  Consumable: "consumable",
  Container: "container",
  Weapon: "weapon",
  Gem: "gem",
  Armor: "armor",
  Reagent: "reagent",
  Projectile: "projectile",
  "Trade Goods": "trade_goods",
  Recipe: "recipe",
  Money: "miscellaneous",
  Quiver: "quiver",
  Quest: "quest",
  Key: "key",
  Miscellaneous: "miscellaneous",
  Glyph: "glyph",
};

/** item_template.InventoryType (also Item.dbc): robes are chest pieces, quivers bags, guns and wands ranged. */
export const INVENTORY_SLOTS: Record<number, string> = {
  1: "head",
  2: "neck",
  3: "shoulder",
  4: "shirt",
  5: "chest",
  6: "waist",
  7: "legs",
  8: "feet",
  9: "wrist",
  10: "hands",
  11: "finger",
  12: "trinket",
  13: "one_hand",
  14: "shield",
  15: "ranged",
  16: "back",
  17: "two_hand",
  18: "bag",
  19: "tabard",
  20: "chest",
  21: "main_hand",
  22: "off_hand",
  23: "held_in_off_hand",
  24: "ammo",
  25: "thrown",
  26: "ranged",
  27: "bag",
  28: "relic",
};

/** wow-classic-items `slot` labels; "Off Hand" is a shield when the subclass says so. */
export const WCI_SLOTS: Record<string, string> = {
  Head: "head",
  Neck: "neck",
  Shoulder: "shoulder",
  Shirt: "shirt",
  Chest: "chest",
  Waist: "waist",
  Legs: "legs",
  Feet: "feet",
  Wrist: "wrist",
  Hands: "hands",
  Finger: "finger",
  Trinket: "trinket",
  "One-Hand": "one_hand",
  Ranged: "ranged",
  Back: "back",
  "Two-Hand": "two_hand",
  Bag: "bag",
  Tabard: "tabard",
  "Main Hand": "main_hand",
  "Off Hand": "off_hand",
  "Held In Off-hand": "held_in_off_hand",
  Ammo: "ammo",
  Thrown: "thrown",
  Relic: "relic",
};

/** "class:subclass" labels that 3.x added after the 2.4.3 client (French client wording). */
export const LATER_SUBCLASS_NAMES: Record<string, string> = {
  "1:8": "Sac de calligraphie",
  "4:10": "Cachets",
  "7:14": "Enchantements d'armure",
  "7:15": "Enchantements d'arme",
  "9:11": "Calligraphie",
  "15:5": "Monture",
  // Glyphs (class 16) by the class that inscribes them: the subclass is the class's ChrClasses id.
  ...Object.fromEntries(Object.entries(CLASS_IDS).map(([id, code]) => [`16:${id}`, CLASSES[code]!])),
};

/** Weapon subclasses (item_template.subclass of class 2). */
export const WEAPON = {
  axe: 0,
  axe2h: 1,
  bow: 2,
  gun: 3,
  mace: 4,
  mace2h: 5,
  polearm: 6,
  sword: 7,
  sword2h: 8,
  staff: 10,
  fist: 13,
  misc: 14,
  dagger: 15,
  thrown: 16,
  spear: 17,
  crossbow: 18,
  wand: 19,
  fishing_pole: 20,
} as const;

/** Armor subclasses (class 4). */
export const ARMOR = { misc: 0, cloth: 1, leather: 2, mail: 3, plate: 4, shield: 6 } as const;
