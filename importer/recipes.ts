/**
 * Which staged files feed each game version (paths relative to the data directory, as laid
 * out by /work/shared/data/MANIFEST.md). French name sources are listed most trusted first.
 * Where a version has no file of its own, the nearest version's file is named on purpose.
 */
import type { Version } from "../edge/api/enums.ts";
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
  /** Questie NPC or object databases; for NPCs, the files of `npcs.questie`. */
  questie?: string[];
  lead: "pfquest" | "questie";
  fill: SpawnFill;
}

export interface Recipe {
  /** NPC base rows: a world database's creature_template dump when there is one (staged for
   * classic only; a user's own MaNGOS or AzerothCore dump elsewhere), else Questie NPC databases,
   * which also give spawns (see npcSpawns). */
  npcs: { creatureTemplate?: string; questie?: string[] };
  npcFrench: { mote?: string; lua: string[] };
  npcSpawns: SpawnSources;
  objects: string;
  objectFrench: { mote?: string; lua: string[] };
  /** pfQuest meta (herbs / mines / chests with skill levels). */
  objectKinds?: string;
  objectSpawns: SpawnSources;
  /** pfQuest frFR zone lists; later files (the tbc delta) override earlier ones. */
  zones: string[];
  /** Questie quest databases, and French quest texts (Questie lookups for names, MOTE for texts). */
  quests?: { questie: string[]; mote?: string; lua: string[] };
}

export const RECIPES: Record<Version, Recipe> = {
  classic: {
    npcs: { creatureTemplate: "classic/mangoszero_world/creature_template.sql.gz", questie: ["classic/questie/classicNpcDB.lua.gz"] },
    npcFrench: {
      mote: "classic/mangoszero_fr/French_Creature.sql.gz",
      lua: ["classic/pfquest/frFR/units.lua.gz", "classic/questie/frFR/lookupNpcs.frFR.lua.gz"],
    },
    // pfQuest's are the 1.12 emulator's spawns; Questie's (Classic Era) add only the instances
    // pfQuest has no position in.
    npcSpawns: { pfquest: ["classic/pfquest/units.lua.gz"], lead: "pfquest", fill: "places" },
    objects: "classic/mangoszero_world/gameobject_template.sql.gz",
    objectFrench: {
      mote: "classic/mangoszero_fr/French_Gameobject.sql.gz",
      lua: ["classic/pfquest/frFR/objects.lua.gz", "classic/questie/frFR/lookupObjects.frFR.lua.gz"],
    },
    objectKinds: "classic/pfquest/meta.lua.gz",
    objectSpawns: { pfquest: ["classic/pfquest/objects.lua.gz"], questie: ["classic/questie/classicObjectDB.lua.gz"], lead: "pfquest", fill: "places" },
    zones: ["classic/pfquest/frFR/zones.lua.gz"],
    quests: {
      questie: ["classic/questie/classicQuestDB.lua.gz"],
      mote: "classic/mangoszero_fr/French_Quest.sql.gz",
      lua: ["classic/questie/frFR/lookupQuests.frFR.lua.gz"],
    },
  },
  tbc: {
    // creature_template is absent (MANIFEST), so NPCs come from Questie unless a full MaNGOS
    // One dump is put in place; pfQuest's units fill the levels, rank and spawns Questie lacks.
    npcs: { creatureTemplate: "tbc/mangosone_world/creature_template.sql.gz", questie: ["tbc/questie/tbcNpcDB.lua.gz"] },
    npcSpawns: { pfquest: ["classic/pfquest/units.lua.gz", "tbc/pfquest_min/units-tbc.lua.gz"], lead: "questie", fill: "coordinates" },
    npcFrench: {
      mote: "tbc/mangosone_fr/French_Creature.sql.gz",
      lua: ["tbc/pfquest/frFR/units-tbc.lua.gz", "tbc/questie/frFR/lookupNpcs.frFR.lua.gz"],
    },
    objects: "tbc/mangosone_world/gameobject_template.sql.gz",
    objectFrench: {
      mote: "tbc/mangosone_fr/French_Gameobject.sql.gz",
      lua: ["tbc/pfquest/frFR/objects-tbc.lua.gz", "tbc/questie/frFR/lookupObjects.frFR.lua.gz"],
    },
    objectKinds: "tbc/pfquest/meta-tbc.lua.gz",
    objectSpawns: { pfquest: ["classic/pfquest/objects.lua.gz", "tbc/pfquest/objects-tbc.lua.gz"], questie: ["tbc/questie/tbcObjectDB.lua.gz"], lead: "questie", fill: "coordinates" },
    quests: {
      questie: ["tbc/questie/tbcQuestDB.lua.gz"],
      mote: "tbc/mangosone_fr/French_Quest.sql.gz",
      lua: ["tbc/questie/frFR/lookupQuests.frFR.lua.gz"],
    },
    // zones-tbc.lua only holds what tbc changed or added over the classic list.
    zones: ["classic/pfquest/frFR/zones.lua.gz", "tbc/pfquest/frFR/zones-tbc.lua.gz"],
  },
  wotlk: {
    npcs: {
      // Absent from the staged AzerothCore files (MANIFEST), read when a full dump is put in place.
      creatureTemplate: "wotlk/azerothcore_world/creature_template.sql.gz",
      questie: ["wotlk/questie/wotlkNpcDB_1.lua.gz", "wotlk/questie/wotlkNpcDB_2.lua.gz"],
    },
    npcFrench: { mote: "wotlk/mangostwo_fr/French_creature.sql.gz", lua: ["wotlk/questie/frFR/lookupNpcs.frFR.lua.gz"] },
    // No pfQuest data for 3.3.5.
    npcSpawns: { pfquest: [], lead: "questie", fill: "coordinates" },
    objects: "wotlk/azerothcore_world/gameobject_template.sql.gz",
    objectFrench: { mote: "wotlk/mangostwo_fr/French_gameobject.sql.gz", lua: ["wotlk/questie/frFR/lookupObjects.frFR.lua.gz"] },
    // No pfQuest for 3.3.5: the tbc herb / ore / chest lists apply to the same object ids.
    objectKinds: "tbc/pfquest/meta-tbc.lua.gz",
    objectSpawns: { pfquest: [], questie: ["wotlk/questie/wotlkObjectDB_1.lua.gz"], lead: "questie", fill: "coordinates" },
    // French_Quest.sql of MangosTwo is absent (MANIFEST): Questie's French names and objectives only.
    quests: { questie: ["wotlk/questie/wotlkQuestDB_1.lua.gz"], lua: ["wotlk/questie/frFR/lookupQuests.frFR.lua.gz"] },
    // No French 3.3.5 zone list is staged: the tbc one names every pre-Northrend zone.
    zones: ["classic/pfquest/frFR/zones.lua.gz", "tbc/pfquest/frFR/zones-tbc.lua.gz"],
  },
};
