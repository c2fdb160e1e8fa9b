/**
 * Every staged file the spell step reads, per version (paths relative to the data directory).
 * A version without a file of some kind has none staged: classic has no client table and no
 * AtlasLoot crafting table, tbc no glyph, wotlk no MaNGOS table (AzerothCore has no
 * spell_chain or playercreateinfo_spell staged).
 */
import type { Version } from "../../../edge/api/enums.ts";

/** A spell-name library file and its format (importer/sources/babble-spell.ts). */
export interface NameTable {
  format: "babble-2.2" | "libbabble-3.0";
  path: string;
}

export interface SpellFiles {
  /** WhatsTraining's derived trainer list (all versions in one table) */
  trainerList: string;
  /** WhatsTraining Turtle lists: names, ranks, icons of 1.12-based class spells */
  turtle: string[];
  /** WhatsTraining demon grimoires */
  tomes?: string;
  /** trainer tables linking NPCs to spells (classic: teaching spells) */
  trainers?: string;
  /** trainer templates (tbc): spells and costs, not linked to NPCs */
  trainerTemplates?: string;
  /** creature_template: the class each classic trainer trains */
  trainerClasses?: string;
  startingSpells?: string;
  chain?: string;
  /** classic talent ranks (mirague) and the talent positions (LibClassicInspector) */
  classicTalents?: { ranks: string; positions: string };
  /** the 2.4.3 Talent.dbc table: tbc's talents; classic's French tree names and classes, wotlk's missing rank ids */
  tbcTalents?: string;
  /** wotlk talent table (the wowsims class trees, named) and wowsims' hunter pet trees */
  wotlkTalents?: { table: string; petTrees: string[] };
  /** English talent tooltips of wow-classic-items (TBC Classic data) */
  talentTooltips?: string;
  /** classic class abilities of mirague (names, icons) */
  classSpells?: string;
  /** the same list read for its names only: the 2.x names of spells 3.0 renamed */
  classicNames?: string;
  recipes: { table: string; comments: string; tables: string[] };
  /** AtlasLoot Enhanced crafting table of the version */
  crafting?: string;
  /** Dr3wbit's Wowhead Classic spell list */
  scraped?: string;
  /** wowsims/wotlk db.json: spellIcons (names and icons by id) */
  simSpells?: string;
  glyphs?: string;
  /** tables of French spell names by English name, most trusted first */
  french: NameTable[];
  /** tables of icons by English spell name, most trusted first */
  icons: NameTable[];
  /** aowow's French labels: talent tree names of 3.3.5 */
  aowow: string;
  /** other versions' lists read for icons only, by spell id (the nearest version first) */
  otherIcons: { classSpells?: string; talentRanks?: string; wowsims?: string };
}

const TRAINER_LIST = "common/whatstraining/trainer_spells.tsv.gz";
const RECIPES = { table: "common/atlaslootclassic/profession_recipes.tsv.gz", comments: "common/atlaslootclassic/crafting_recipe_names.tsv.gz" };
const LIB_BABBLE_3: NameTable = { format: "libbabble-3.0", path: "common/libbabble_spell3/frFR.lua.gz" };
const LIB_BABBLE_3_ICONS: NameTable = { format: "libbabble-3.0", path: "common/libbabble_spell3/LibBabble-Spell-3.0.lua.gz" };
const BABBLE_CLASSIC: NameTable = { format: "babble-2.2", path: "classic/babble_spell/Babble-Spell-2.2.lua.gz" };
const BABBLE_TBC: NameTable = { format: "babble-2.2", path: "tbc/babble_spell/Babble-Spell-2.2.lua.gz" };
const AOWOW = "common/aowow/locale_frfr.js.gz";
const TURTLE = ["Druid", "Hunter", "Mage", "Paladin", "Priest", "Rogue", "Shaman", "Warlock", "Warrior"].map((c) => `classic/whatstraining/Turtle/${c}.lua.gz`);
const MIRAGUE_CLASS_SPELLS = "classic/mirague/class-spells.json.gz";
const MIRAGUE_TALENT_RANKS = "classic/mirague/spells.json.gz";
const WOWSIMS_DB = "wotlk/wowsims/db.json.gz";
const PET_TREES = ["cunning", "ferocity", "tenacity"].map((t) => `wotlk/wowsims/talent_trees/hunter_${t}.json.gz`);

export const SPELL_FILES: Record<Version, SpellFiles> = {
  classic: {
    trainerList: TRAINER_LIST,
    turtle: TURTLE,
    tomes: "classic/whatstraining/Vanilla/WarlockTomes.lua.gz",
    trainers: "classic/mangoszero_world/npc_trainer.sql.gz",
    trainerClasses: "classic/mangoszero_world/creature_template.sql.gz",
    startingSpells: "classic/mangoszero_world/playercreateinfo_spell.sql.gz",
    chain: "classic/mangoszero_world/spell_chain.sql.gz",
    classicTalents: { ranks: MIRAGUE_TALENT_RANKS, positions: "common/libclassicinspector/talents_names_positions.tsv.gz" },
    // The 1.12 trees have the 2.4.3 client's names (same trees, same order).
    tbcTalents: "tbc/talents/talents_tbc.tsv.gz",
    classSpells: MIRAGUE_CLASS_SPELLS,
    recipes: { ...RECIPES, tables: ["CLASSIC"] },
    scraped: "classic/dr3wbit/spells.js.gz",
    // The library of the version's own client first, then the 2.x one.
    french: [BABBLE_CLASSIC, LIB_BABBLE_3],
    icons: [BABBLE_CLASSIC, LIB_BABBLE_3_ICONS],
    aowow: AOWOW,
    otherIcons: { wowsims: WOWSIMS_DB },
  },
  tbc: {
    trainerList: TRAINER_LIST,
    turtle: [],
    tomes: "tbc/whatstraining/TBC/WarlockTomes.lua.gz",
    trainers: "tbc/mangosone_world/npc_trainer.sql.gz",
    trainerTemplates: "tbc/mangosone_world/npc_trainer_template.sql.gz",
    startingSpells: "tbc/mangosone_world/playercreateinfo_spell.sql.gz",
    chain: "tbc/mangosone_world/spell_chain.sql.gz",
    tbcTalents: "tbc/talents/talents_tbc.tsv.gz",
    talentTooltips: "classic/wow_classic_items/talents.json.gz",
    classicNames: MIRAGUE_CLASS_SPELLS,
    recipes: { ...RECIPES, tables: ["CLASSIC", "BCC"] },
    crafting: "tbc/atlasloot/crafting.en.lua.gz",
    french: [BABBLE_TBC, LIB_BABBLE_3],
    icons: [BABBLE_TBC, LIB_BABBLE_3_ICONS],
    aowow: AOWOW,
    otherIcons: { classSpells: MIRAGUE_CLASS_SPELLS, talentRanks: MIRAGUE_TALENT_RANKS, wowsims: WOWSIMS_DB },
  },
  wotlk: {
    trainerList: TRAINER_LIST,
    turtle: [],
    trainers: "wotlk/azerothcore_world/npc_trainer.sql.gz",
    wotlkTalents: { table: "wotlk/talents/talents_wotlk.tsv.gz", petTrees: PET_TREES },
    // Its ids complete the ranks the wotlk table leaves out.
    tbcTalents: "tbc/talents/talents_tbc.tsv.gz",
    recipes: { ...RECIPES, tables: ["CLASSIC", "BCC", "WRATH"] },
    crafting: "wotlk/atlasloot/crafting.lua.gz",
    simSpells: WOWSIMS_DB,
    glyphs: "common/libclassicinspector/glyphs_wotlk.tsv.gz",
    // No 3.x table is staged: the later 2.x library first.
    french: [LIB_BABBLE_3, BABBLE_TBC],
    icons: [LIB_BABBLE_3_ICONS, BABBLE_TBC],
    aowow: AOWOW,
    otherIcons: { classSpells: MIRAGUE_CLASS_SPELLS, talentRanks: MIRAGUE_TALENT_RANKS },
  },
};
