/**
 * Every staged file each game version reads, by import step: the one place that names them
 * (paths relative to the data directory, laid out as its MANIFEST.md says). Where a version
 * has no file of its own, the nearest version's file is named on purpose, with the reason.
 * French name sources are listed most trusted first. A file absent from the data directory is
 * reported as missing, not fatal, except the base tables without which nothing is imported.
 */
import type { Version } from "../contract/enums.ts";
import type { SpawnFill } from "./sources/spawn-merge.ts";

/**
 * How the spawns of pfQuest and Questie combine (importer/sources/spawn-merge.ts): `lead` gives
 * each record's coordinates; with fill "coordinates" the other source gives them to records the
 * lead places nowhere; either way the other adds the zones it knows without a position (inside
 * instances) where the lead does not place the record. A lead whose files are absent hands over.
 */
export interface SpawnSources {
  /** pfQuest data tables: the 1.12 one, then the expansion delta pfQuest patches it with. */
  pfquest: string[];
  /** Questie object databases (NPC spawns come with the Questie NPC rows of `npcs.questie`). */
  questie?: string[];
  lead: "pfquest" | "questie";
  fill: SpawnFill;
}

/** French names (and subtitles) of NPCs or objects: the MOTE translation, then client lookups. */
export interface FrenchNameFiles {
  mote?: string;
  lua: string[];
}

export interface PlaceFiles {
  /** pfQuest's client tables of every client (1.12 areas, factions, maps) */
  clientData: string;
  /** LibBabble-Faction-3.0: the English names of the reputations, by their French name */
  factionNames?: string;
  /** aowow's French labels: the zones, factions and journal categories 3.3.5 added */
  aowow?: string;
  instances: string;
  teleports: string;
  /** pfQuest area trigger positions, base then delta */
  triggers: string[];
  /** entry levels and difficulties of each map */
  access?: string;
  /** player caps of the raids with one difficulty (the tbc MaNGOS table has them) */
  raidPlayers?: string;
  /** FactionTemplate of the version's own client, when staged as a dump */
  factionTemplates?: string;
  /** pfQuest's French zone lists, used when the client archive is absent; later files override earlier ones */
  zones: string[];
}

export interface NpcFiles {
  /** a world database's creature_template (staged for classic only; a full MaNGOS One or
   * AzerothCore dump is read when put in place), else the Questie NPC databases */
  creatureTemplate?: string;
  /** Questie NPC databases: rows, spawns, faction templates, zones of instance NPCs */
  questie: string[];
  /** the classic creature_template: type and family of the same ids in later versions */
  classicTemplate?: string;
  french: FrenchNameFiles;
  spawns: SpawnSources;
}

export interface ObjectFiles {
  template: string;
  french: FrenchNameFiles;
  /** pfQuest meta (herbs, veins and chests with their skill levels) */
  kinds?: string;
  spawns: SpawnSources;
}

export interface QuestFiles {
  questie: string[];
  /** Questie's French quest names and objectives */
  lua: string[];
  /** MOTE French quest texts */
  mote?: string;
  /** Questie's XP tables */
  xp: string;
  /** AzerothCore's quest_template_addon, quest_request_items_locale and its 2020 French completion texts */
  addon?: string;
  requestItems?: string;
  offerReward?: string;
}

export interface ItemFiles {
  questie: string[];
  /**
   * French names, most trusted first. The Questie and pfQuest lookups were read from the game
   * clients, so they come first; the MOTE files are a translators' project whose names are
   * sometimes drafts ("Epée courte usée" where the 1.12 client says "Vieille épée courte"),
   * but MOTE alone has the French descriptions. pfQuest's lists are of the 1.12 and 2.4.3
   * clients themselves, so they lead for classic and tbc.
   */
  lua: string[];
  mote?: string;
  /** AzerothCore's French names of set pieces: a last resort for names */
  setNames?: string;
  /**
   * the wow-classic-items npm package of the version's era (0.8.2 Classic, 1.0.0 TBC Classic,
   * 2.0.1 WotLK Classic, installed under aliases): icon, quality, slot, sell price, the tooltip
   * and every number of its lines
   */
  package: string;
  /** the WotLK Classic package: icon, quality and slot of the items the era's package lacks */
  laterPackage?: string;
  /** aowow's French locale: the templates of the tooltip's fixed lines */
  locale: string;
  /** LibBabble-Faction-3.0: French names of the reputations an item requires */
  factionNames?: string;
  /** wow-classic-items as of 2020 (Wowhead Classic 1.13, built from 1.12 data): the sell price of items the package lacks */
  classicItems?: string;
  /** wowsims' item list: stats, sockets, socket bonus, weapon damage of the equippable items the package lacks */
  simItems?: string;
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
  /** spell-name libraries (importer/sources/babble-spell.ts) giving French names by English name, most trusted first */
  french: string[];
  /** the libraries giving icons by English spell name, most trusted first */
  icons: string[];
  /** aowow's French labels: talent tree names of 3.3.5 */
  aowow: string;
  /** other versions' lists read for icons only, by spell id (the nearest version first) */
  otherIcons: { classSpells?: string; talentRanks?: string; wowsims?: string };
}

export interface PfquestFiles {
  /** the item table, then the deltas of later expansions over it */
  items: string[];
  refloot: string[];
}

export interface QuestieDropFiles {
  tables: string;
  corrections: string;
  /** the correction sets this version loads, oldest first */
  expansions: string[];
}

export interface BossTableFiles {
  atlasloot: string;
  babbleBoss: string;
}

export interface LootFiles {
  /** emulator loot templates: shared (reference) tables, world objects, containers */
  templates: { references: string; objects: string; containers: string };
  pfquest: PfquestFiles | null;
  questie: QuestieDropFiles;
  bosses: BossTableFiles;
}

export interface VendorFiles {
  vendors: string;
  /** tbc vendor templates: linked to NPCs by the absent creature_template, they only tell prices */
  templates?: string;
}

export interface VersionFiles {
  /** the French 2.4.3 client tables (the only client staged), used by every version where ids agree */
  client: string;
  places: PlaceFiles;
  npcs: NpcFiles;
  objects: ObjectFiles;
  quests: QuestFiles;
  /** DungeonEncounter of 3.3.5: the only encounter list staged; classic and tbc keep the fights
   * whose creature and instance exist in them */
  encounters: string;
  items: ItemFiles;
  spells: SpellFiles;
  loot: LootFiles;
  vendors: VendorFiles;
  killReputation: string;
}

const CLIENT = "tbc/dbc_frFR_2.4.3_8606.tar.xz";
const CLIENT_DATA = "common/pfquest/client-data.sql.gz";
const AOWOW = "common/aowow/locale_frfr.js.gz";
const ENCOUNTERS = "wotlk/azerothcore_world/instance_encounters.sql.gz";
const CLASSIC_CREATURES = "classic/mangoszero_world/creature_template.sql.gz";
const ITEM_PACKAGE = "npm:wow-classic-items/data/json/data.json";
const CLASSIC_ITEM_PACKAGE = "npm:wow-classic-items-classic/data/json/data.json";
const TBC_ITEM_PACKAGE = "npm:wow-classic-items-tbc/data/json/data.json";
const AOWOW_PHP = "common/aowow/locale_frfr.php.gz";
const CLASSIC_ZONES = "classic/pfquest/frFR/zones.lua.gz";
// zones-tbc.lua only holds what tbc changed or added over the classic list.
const TBC_ZONES = [CLASSIC_ZONES, "tbc/pfquest/frFR/zones-tbc.lua.gz"];
const TBC_TRIGGERS = ["classic/pfquest/areatrigger.lua.gz", "tbc/pfquest/areatrigger-tbc.lua.gz"];

const TRAINER_LIST = "common/whatstraining/trainer_spells.tsv.gz";
const RECIPES = {
  table: "common/atlaslootclassic/profession_recipes.tsv.gz",
  comments: "common/atlaslootclassic/crafting_recipe_names.tsv.gz",
};
const LIB_BABBLE_3 = "common/libbabble_spell3/frFR.lua.gz";
const LIB_BABBLE_3_ICONS = "common/libbabble_spell3/LibBabble-Spell-3.0.lua.gz";
const BABBLE_CLASSIC = "classic/babble_spell/Babble-Spell-2.2.lua.gz";
const BABBLE_TBC = "tbc/babble_spell/Babble-Spell-2.2.lua.gz";
const TURTLE = ["Druid", "Hunter", "Mage", "Paladin", "Priest", "Rogue", "Shaman", "Warlock", "Warrior"].map(
  (c) => `classic/whatstraining/Turtle/${c}.lua.gz`,
);
const MIRAGUE_CLASS_SPELLS = "classic/mirague/class-spells.json.gz";
const MIRAGUE_TALENT_RANKS = "classic/mirague/spells.json.gz";
const WOWSIMS_DB = "wotlk/wowsims/db.json.gz";
const TBC_TALENTS = "tbc/talents/talents_tbc.tsv.gz";
const PET_TREES = ["cunning", "ferocity", "tenacity"].map((t) => `wotlk/wowsims/talent_trees/hunter_${t}.json.gz`);

/** An emulator world dump's loot template files. */
const templatesOf = (dump: string): LootFiles["templates"] => ({
  references: `${dump}/reference_loot_template.sql.gz`,
  objects: `${dump}/gameobject_loot_template.sql.gz`,
  containers: `${dump}/item_loot_template.sql.gz`,
});
const QUESTIE_CORRECTIONS = "common/questie/itemDropCorrections.lua.gz";
const BABBLE_BOSS = "common/libbabble_boss3/LibBabble-Boss-3.0.lua.gz";
const BABBLE_FACTION = "common/libbabble_faction/LibBabble-Faction-3.0.lua.gz";

export const FILES: Record<Version, VersionFiles> = {
  classic: {
    client: CLIENT,
    places: {
      clientData: CLIENT_DATA,
      factionNames: BABBLE_FACTION,
      instances: "classic/mangoszero_world/instance_template.sql.gz",
      teleports: "classic/mangoszero_world/areatrigger_teleport.sql.gz",
      triggers: ["classic/pfquest/areatrigger.lua.gz"],
      zones: [CLASSIC_ZONES],
    },
    npcs: {
      creatureTemplate: CLASSIC_CREATURES,
      questie: ["classic/questie/classicNpcDB.lua.gz"],
      french: {
        mote: "classic/mangoszero_fr/French_Creature.sql.gz",
        lua: ["classic/pfquest/frFR/units.lua.gz", "classic/questie/frFR/lookupNpcs.frFR.lua.gz"],
      },
      // pfQuest's are the 1.12 emulator's spawns; Questie's (Classic Era) add only the instances
      // pfQuest has no position in.
      spawns: { pfquest: ["classic/pfquest/units.lua.gz"], lead: "pfquest", fill: "places" },
    },
    objects: {
      template: "classic/mangoszero_world/gameobject_template.sql.gz",
      french: {
        mote: "classic/mangoszero_fr/French_Gameobject.sql.gz",
        lua: ["classic/pfquest/frFR/objects.lua.gz", "classic/questie/frFR/lookupObjects.frFR.lua.gz"],
      },
      kinds: "classic/pfquest/meta.lua.gz",
      spawns: {
        pfquest: ["classic/pfquest/objects.lua.gz"],
        questie: ["classic/questie/classicObjectDB.lua.gz"],
        lead: "pfquest",
        fill: "places",
      },
    },
    quests: {
      questie: ["classic/questie/classicQuestDB.lua.gz"],
      lua: ["classic/questie/frFR/lookupQuests.frFR.lua.gz"],
      mote: "classic/mangoszero_fr/French_Quest.sql.gz",
      xp: "classic/questie/xpDB-classic.lua.gz",
    },
    encounters: ENCOUNTERS,
    items: {
      questie: ["classic/questie/classicItemDB.lua.gz"],
      lua: ["classic/pfquest/frFR/items.lua.gz", "classic/questie/frFR/lookupItems.frFR.lua.gz"],
      mote: "classic/mangoszero_fr/French_Items.sql.gz",
      package: CLASSIC_ITEM_PACKAGE,
      laterPackage: ITEM_PACKAGE,
      locale: AOWOW_PHP,
      factionNames: BABBLE_FACTION,
      classicItems: "classic/wow_classic_items/data.json.gz",
    },
    spells: {
      trainerList: TRAINER_LIST,
      turtle: TURTLE,
      tomes: "classic/whatstraining/Vanilla/WarlockTomes.lua.gz",
      trainers: "classic/mangoszero_world/npc_trainer.sql.gz",
      trainerClasses: CLASSIC_CREATURES,
      startingSpells: "classic/mangoszero_world/playercreateinfo_spell.sql.gz",
      chain: "classic/mangoszero_world/spell_chain.sql.gz",
      classicTalents: { ranks: MIRAGUE_TALENT_RANKS, positions: "common/libclassicinspector/talents_names_positions.tsv.gz" },
      // The 1.12 trees have the 2.4.3 client's names (same trees, same order).
      tbcTalents: TBC_TALENTS,
      classSpells: MIRAGUE_CLASS_SPELLS,
      recipes: { ...RECIPES, tables: ["CLASSIC"] },
      scraped: "classic/dr3wbit/spells.js.gz",
      // The library of the version's own client first, then the 2.x one.
      french: [BABBLE_CLASSIC, LIB_BABBLE_3],
      icons: [BABBLE_CLASSIC, LIB_BABBLE_3_ICONS],
      aowow: AOWOW,
      otherIcons: { wowsims: WOWSIMS_DB },
    },
    loot: {
      templates: templatesOf("classic/mangoszero_world"),
      pfquest: { items: ["classic/pfquest_min/items.lua.gz"], refloot: ["classic/pfquest/refloot.lua.gz"] },
      questie: { tables: "classic/questie/classicItemDrops.lua.gz", corrections: QUESTIE_CORRECTIONS, expansions: ["Era"] },
      bosses: { atlasloot: "classic/atlasloot/originalwow.lua.gz", babbleBoss: BABBLE_BOSS },
    },
    vendors: { vendors: "classic/mangoszero_world/npc_vendor.sql.gz" },
    killReputation: "classic/mangoszero_world/creature_onkill_reputation.sql.gz",
  },
  tbc: {
    client: CLIENT,
    places: {
      clientData: CLIENT_DATA,
      factionNames: BABBLE_FACTION,
      instances: "tbc/mangosone_world/instance_template.sql.gz",
      teleports: "tbc/mangosone_world/areatrigger_teleport.sql.gz",
      triggers: TBC_TRIGGERS,
      zones: TBC_ZONES,
    },
    npcs: {
      // creature_template is absent (MANIFEST), so NPCs come from Questie unless a full MaNGOS
      // One dump is put in place; pfQuest's units fill the levels, rank and spawns Questie lacks.
      creatureTemplate: "tbc/mangosone_world/creature_template.sql.gz",
      questie: ["tbc/questie/tbcNpcDB.lua.gz"],
      classicTemplate: CLASSIC_CREATURES,
      french: {
        mote: "tbc/mangosone_fr/French_Creature.sql.gz",
        lua: ["tbc/pfquest/frFR/units-tbc.lua.gz", "tbc/questie/frFR/lookupNpcs.frFR.lua.gz"],
      },
      spawns: { pfquest: ["classic/pfquest/units.lua.gz", "tbc/pfquest_min/units-tbc.lua.gz"], lead: "questie", fill: "coordinates" },
    },
    objects: {
      template: "tbc/mangosone_world/gameobject_template.sql.gz",
      french: {
        mote: "tbc/mangosone_fr/French_Gameobject.sql.gz",
        lua: ["tbc/pfquest/frFR/objects-tbc.lua.gz", "tbc/questie/frFR/lookupObjects.frFR.lua.gz"],
      },
      kinds: "tbc/pfquest/meta-tbc.lua.gz",
      spawns: {
        pfquest: ["classic/pfquest/objects.lua.gz", "tbc/pfquest/objects-tbc.lua.gz"],
        questie: ["tbc/questie/tbcObjectDB.lua.gz"],
        lead: "questie",
        fill: "coordinates",
      },
    },
    quests: {
      questie: ["tbc/questie/tbcQuestDB.lua.gz"],
      lua: ["tbc/questie/frFR/lookupQuests.frFR.lua.gz"],
      mote: "tbc/mangosone_fr/French_Quest.sql.gz",
      xp: "tbc/questie/xpDB-tbc.lua.gz",
    },
    encounters: ENCOUNTERS,
    items: {
      questie: ["tbc/questie/tbcItemDB.lua.gz"],
      lua: ["tbc/pfquest/frFR/items-tbc.lua.gz", "tbc/questie/frFR/lookupItems.frFR.lua.gz"],
      mote: "tbc/mangosone_fr/French_Items.sql.gz",
      package: TBC_ITEM_PACKAGE,
      laterPackage: ITEM_PACKAGE,
      locale: AOWOW_PHP,
      factionNames: BABBLE_FACTION,
      simItems: "tbc/wowsims/all_items.wowsims_tbc.json.gz",
    },
    spells: {
      trainerList: TRAINER_LIST,
      turtle: [],
      tomes: "tbc/whatstraining/TBC/WarlockTomes.lua.gz",
      trainers: "tbc/mangosone_world/npc_trainer.sql.gz",
      trainerTemplates: "tbc/mangosone_world/npc_trainer_template.sql.gz",
      startingSpells: "tbc/mangosone_world/playercreateinfo_spell.sql.gz",
      chain: "tbc/mangosone_world/spell_chain.sql.gz",
      tbcTalents: TBC_TALENTS,
      talentTooltips: "classic/wow_classic_items/talents.json.gz",
      classicNames: MIRAGUE_CLASS_SPELLS,
      recipes: { ...RECIPES, tables: ["CLASSIC", "BCC"] },
      crafting: "tbc/atlasloot/crafting.en.lua.gz",
      french: [BABBLE_TBC, LIB_BABBLE_3],
      icons: [BABBLE_TBC, LIB_BABBLE_3_ICONS],
      aowow: AOWOW,
      otherIcons: { classSpells: MIRAGUE_CLASS_SPELLS, talentRanks: MIRAGUE_TALENT_RANKS, wowsims: WOWSIMS_DB },
    },
    loot: {
      templates: templatesOf("tbc/mangosone_world"),
      // pfQuest's tbc tables are deltas over the classic ones.
      pfquest: {
        items: ["classic/pfquest_min/items.lua.gz", "tbc/pfquest_min/items-tbc.lua.gz"],
        refloot: ["classic/pfquest/refloot.lua.gz", "tbc/pfquest/refloot-tbc.lua.gz"],
      },
      questie: { tables: "tbc/questie/tbcItemDrops.lua.gz", corrections: QUESTIE_CORRECTIONS, expansions: ["Era", "Tbc"] },
      bosses: { atlasloot: "tbc/atlasloot/burningcrusade.lua.gz", babbleBoss: BABBLE_BOSS },
    },
    vendors: { vendors: "tbc/mangosone_world/npc_vendor.sql.gz", templates: "tbc/mangosone_world/npc_vendor_template.sql.gz" },
    killReputation: "tbc/mangosone_world/creature_onkill_reputation.sql.gz",
  },
  wotlk: {
    client: CLIENT,
    places: {
      clientData: CLIENT_DATA,
      factionNames: BABBLE_FACTION,
      aowow: AOWOW,
      instances: "wotlk/azerothcore_world/instance_template.sql.gz",
      teleports: "wotlk/azerothcore_world/areatrigger_teleport.sql.gz",
      // No pfQuest for 3.3.5: the 2.4.3 trigger positions place the entrances that existed then.
      triggers: TBC_TRIGGERS,
      access: "wotlk/azerothcore_world/dungeon_access_template.sql.gz",
      raidPlayers: "tbc/mangosone_world/instance_template.sql.gz",
      factionTemplates: "wotlk/azerothcore_world/factiontemplate_dbc.sql.gz",
      // No French 3.3.5 zone list is staged: the tbc one names every pre-Northrend zone.
      zones: TBC_ZONES,
    },
    npcs: {
      // Absent from the staged AzerothCore files (MANIFEST), read when a full dump is put in place.
      creatureTemplate: "wotlk/azerothcore_world/creature_template.sql.gz",
      questie: ["wotlk/questie/wotlkNpcDB_1.lua.gz", "wotlk/questie/wotlkNpcDB_2.lua.gz"],
      classicTemplate: CLASSIC_CREATURES,
      french: { mote: "wotlk/mangostwo_fr/French_creature.sql.gz", lua: ["wotlk/questie/frFR/lookupNpcs.frFR.lua.gz"] },
      // No pfQuest data for 3.3.5.
      spawns: { pfquest: [], lead: "questie", fill: "coordinates" },
    },
    objects: {
      template: "wotlk/azerothcore_world/gameobject_template.sql.gz",
      french: { mote: "wotlk/mangostwo_fr/French_gameobject.sql.gz", lua: ["wotlk/questie/frFR/lookupObjects.frFR.lua.gz"] },
      // No pfQuest for 3.3.5: the tbc herb / ore / chest lists apply to the same object ids.
      kinds: "tbc/pfquest/meta-tbc.lua.gz",
      spawns: { pfquest: [], questie: ["wotlk/questie/wotlkObjectDB_1.lua.gz"], lead: "questie", fill: "coordinates" },
    },
    quests: {
      // French_Quest.sql of MangosTwo is absent (MANIFEST): Questie's French names and
      // objectives, AzerothCore's French progress and completion texts.
      questie: ["wotlk/questie/wotlkQuestDB_1.lua.gz"],
      lua: ["wotlk/questie/frFR/lookupQuests.frFR.lua.gz"],
      xp: "wotlk/questie/xpDB-wotlk.lua.gz",
      addon: "wotlk/azerothcore_world/quest_template_addon.sql.gz",
      requestItems: "wotlk/azerothcore_world/quest_request_items_locale.sql.gz",
      offerReward: "wotlk/azerothcore_world/2020_06_13_02.quest_offer_reward_locale_frFR.sql.gz",
    },
    encounters: ENCOUNTERS,
    items: {
      questie: [1, 2, 3].map((n) => `wotlk/questie/wotlkItemDB_${n}.lua.gz`),
      lua: ["wotlk/questie/frFR/lookupItems.frFR.lua.gz"],
      mote: "wotlk/mangostwo_fr/French_items.sql.gz",
      setNames: "wotlk/azerothcore_world/item_set_names_locale.sql.gz",
      package: ITEM_PACKAGE,
      locale: AOWOW_PHP,
      factionNames: BABBLE_FACTION,
    },
    spells: {
      trainerList: TRAINER_LIST,
      turtle: [],
      trainers: "wotlk/azerothcore_world/npc_trainer.sql.gz",
      wotlkTalents: { table: "wotlk/talents/talents_wotlk.tsv.gz", petTrees: PET_TREES },
      // Its ids complete the ranks the wotlk table leaves out.
      tbcTalents: TBC_TALENTS,
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
    loot: {
      templates: templatesOf("wotlk/azerothcore_world"),
      // No pfQuest data for 3.3.5.
      pfquest: null,
      questie: { tables: "wotlk/questie/wotlkItemDrops.lua.gz", corrections: QUESTIE_CORRECTIONS, expansions: ["Era", "Tbc", "Wotlk"] },
      bosses: { atlasloot: "wotlk/atlasloot/wrathofthelichking.lua.gz", babbleBoss: BABBLE_BOSS },
    },
    vendors: { vendors: "wotlk/azerothcore_world/npc_vendor.sql.gz" },
    killReputation: "wotlk/azerothcore_world/creature_onkill_reputation.sql.gz",
  },
};

/** Every path a version's files name, to tell which parsed files a later version still needs. */
export function pathsOf(files: VersionFiles): Set<string> {
  const out = new Set<string>();
  const walk = (value: unknown): void => {
    if (typeof value === "string") {
      if (value.includes("/")) out.add(value);
    } else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === "object") Object.values(value).forEach(walk);
  };
  walk(files);
  return out;
}
