/**
 * The emulator integers of creature_template / Questie rows (ranks, types, families, races,
 * classes, professions, instance maps) translated to the API codes of contract/enums.ts. The
 * only place these tables live (the item tables are in sources/item-codes.ts), so a wrong
 * mapping is fixed once.
 */
import type { Version } from "../contract/enums.ts";

/** creature_template.Rank (also Questie npc rank). */
export const RANKS: Record<number, string> = { 0: "normal", 1: "elite", 2: "rare_elite", 3: "boss", 4: "rare" };

/** creature_template.CreatureType (CreatureType.dbc ids). */
export const NPC_TYPES: Record<number, string> = {
  1: "beast",
  2: "dragonkin",
  3: "demon",
  4: "elemental",
  5: "giant",
  6: "undead",
  7: "humanoid",
  8: "critter",
  9: "mechanical",
  10: "not_specified",
  11: "totem",
  12: "non_combat_pet",
  13: "gas_cloud",
};

/** creature_template.Family (CreatureFamily.dbc ids; 26 is "Owl" in 1.12, "Bird of Prey" later). */
export const NPC_FAMILIES: Record<number, string> = {
  1: "wolf",
  2: "cat",
  3: "spider",
  4: "bear",
  5: "boar",
  6: "crocodile",
  7: "carrion_bird",
  8: "crab",
  9: "gorilla",
  11: "raptor",
  12: "tallstrider",
  15: "felhunter",
  16: "voidwalker",
  17: "succubus",
  19: "doomguard",
  20: "scorpid",
  21: "turtle",
  23: "imp",
  24: "bat",
  25: "hyena",
  26: "owl",
  27: "wind_serpent",
  29: "felguard",
  30: "dragonhawk",
  31: "ravager",
  32: "warp_stalker",
  33: "sporebat",
  34: "nether_ray",
  35: "serpent",
  37: "moth",
  38: "chimaera",
  39: "devilsaur",
  40: "ghoul",
  41: "silithid",
  42: "worm",
  43: "rhino",
  44: "wasp",
  45: "core_hound",
  46: "spirit_beast",
};

/** gameobject_template.type values the importer looks at. */
export const GAMEOBJECT_TYPE = { questgiver: 2, chest: 3 } as const;

export function code(table: Record<number, string>, value: unknown): string | null {
  return typeof value === "number" ? (table[value] ?? null) : null;
}

/** ChrRaces ids of the playable races of each side: alliance = human, dwarf, night elf, gnome,
 * draenei (11); horde = orc, undead, tauren, troll, blood elf (10). 1.12 has neither 10 nor 11. */
const SIDE_RACES = { alliance: [1, 3, 4, 7, 11], horde: [2, 5, 6, 8, 10] } as const;

/** The playable races of a version, by side, as ChrRaces ids. */
export function playableRaces(version: Version): { alliance: number[]; horde: number[] } {
  const keep = (ids: readonly number[]) => ids.filter((id) => version !== "classic" || id < 10);
  return { alliance: keep(SIDE_RACES.alliance), horde: keep(SIDE_RACES.horde) };
}

/** The bit mask of ChrRaces or ChrClasses ids, as quest requiredRaces / requiredClasses spell them. */
export function idMask(ids: readonly number[]): number {
  return ids.reduce((mask, id) => mask | (1 << (id - 1)), 0);
}

/** 'alliance' / 'horde' when the race mask names one side only, else 'both'. */
export function sideOfRaces(mask: unknown): string {
  if (typeof mask !== "number" || mask <= 0) return "both";
  const a = (mask & idMask(SIDE_RACES.alliance)) !== 0;
  const h = (mask & idMask(SIDE_RACES.horde)) !== 0;
  return a && !h ? "alliance" : h && !a ? "horde" : "both";
}

/** Questie specialFlags bit 1 (also AzerothCore's SpecialFlags): the quest can be done again. */
export const QUEST_SPECIAL_REPEATABLE = 1;

/** ChrClasses ids (creature_template TrainerClass, playercreateinfo class) -> class codes. */
export const CLASS_IDS: Record<number, string> = {
  1: "warrior",
  2: "paladin",
  3: "hunter",
  4: "rogue",
  5: "priest",
  6: "death_knight",
  7: "shaman",
  8: "mage",
  9: "warlock",
  11: "druid",
};

/** The playable classes of a version as ChrClasses ids: the death knight (6) from 3.x on. */
export function playableClasses(version: Version): number[] {
  return Object.keys(CLASS_IDS)
    .map(Number)
    .filter((id) => version === "wotlk" || id !== 6);
}

/** Map.dbc InstanceType -> instance type code of contract/enums.ts. */
export const INSTANCE_MAP_TYPES: Record<number, string> = { 1: "dungeon", 2: "raid", 3: "battleground", 4: "arena" };

/** A class as the sources spell it ("Death Knight", "DEATHKNIGHT", "DeathKnight", "Druid") -> class code. */
export function classCode(name: string | null | undefined): string | null {
  const key = (name ?? "").replace(/[^a-z]/gi, "").toLowerCase();
  return key === "deathknight" ? "death_knight" : Object.values(CLASS_IDS).includes(key) ? key : null;
}

/** SkillLine ids of the professions (npc_trainer reqskill) -> profession codes of contract/enums.ts. */
export const PROFESSION_SKILLS: Record<number, string> = {
  171: "alchemy",
  164: "blacksmithing",
  185: "cooking",
  333: "enchanting",
  202: "engineering",
  129: "first_aid",
  356: "fishing",
  182: "herbalism",
  773: "inscription",
  755: "jewelcrafting",
  165: "leatherworking",
  186: "mining",
  40: "poisons",
  393: "skinning",
  197: "tailoring",
};

/** A profession's English name ("First Aid", "Leatherworking") -> profession code. */
export function professionCode(name: string | null | undefined): string | null {
  const key = (name ?? "").trim().toLowerCase().replace(/\s+/g, "_");
  return Object.values(PROFESSION_SKILLS).includes(key) ? key : null;
}
