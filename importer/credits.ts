/**
 * The public projects the staged data comes from (the data directory's MANIFEST.md names each
 * file's repository, commit and licence), and which staged files each one provides. The import
 * credits exactly the projects whose files it read: data/IMPORT.md lists them, and the database
 * keeps them (table data_source) for the API root and llms.txt, because several licences
 * (CC BY-NC-SA, GPL, AGPL, MIT) ask for attribution wherever the data is shown.
 */
import { createRequire } from "node:module";

export interface DataSource {
  /** GitHub owner/name, or npm:<package> */
  id: string;
  /** What the project is, for a reader who does not know it. */
  name: string;
  url: string;
  /** Commit(s) or package version the files were taken at. */
  revision: string;
  /** The licence as the project states it ("none stated" when it states none). */
  licence: string;
  /** Staged paths (relative to the data directory) this project provides: a folder ends in "/". */
  paths: string[];
}

export const DATA_SOURCES: DataSource[] = [
  {
    id: "mangoszero/database",
    name: "MaNGOS Zero world database (1.12)",
    url: "https://github.com/mangoszero/database",
    revision: "d849ef747a56e388e796ff09888a6055a5bdf8d8",
    licence: "CC BY-NC-SA 3.0",
    paths: ["classic/mangoszero_world/"],
  },
  {
    id: "MangosExtras/MangosZero_Localised",
    name: "MaNGOS Zero French translations",
    url: "https://github.com/MangosExtras/MangosZero_Localised",
    revision: "a40ea10d517a6f11303104e0c0f9a745ae1dd6e7",
    licence: "GPL-2.0",
    paths: ["classic/mangoszero_fr/"],
  },
  {
    id: "mangosone/database",
    name: "MaNGOS One world database and French translations (2.4.3)",
    url: "https://github.com/mangosone/database",
    revision: "3173908d3c578f9a612b09fc67abed921cb47687",
    licence: "CC BY-NC-SA 3.0 (world); GPL-2.0 (Translations/)",
    paths: ["tbc/mangosone_world/", "tbc/mangosone_fr/"],
  },
  {
    id: "mod-playerbots/azerothcore-wotlk",
    name: "AzerothCore world database (3.3.5a)",
    url: "https://github.com/mod-playerbots/azerothcore-wotlk",
    revision: "7be3d24c1e1920c19ecd90d261f675bb38e33fbe",
    licence: "AGPL-3.0",
    paths: ["wotlk/azerothcore_world/"],
  },
  {
    id: "MangosExtras/MangosTwo_Localised",
    name: "MaNGOS Two French translations",
    url: "https://github.com/MangosExtras/MangosTwo_Localised",
    revision: "46c52520101f2fe2d3fff169ae35ca54e1d93cdb",
    licence: "GPL-2.0",
    paths: ["wotlk/mangostwo_fr/"],
  },
  {
    id: "shagu/pfQuest",
    name: "pfQuest (Shagu)",
    url: "https://github.com/shagu/pfQuest",
    revision: "104f35678ca39ab1fb78b655f815cc7016f5e0c8",
    licence: "MIT",
    paths: ["common/pfquest/", "classic/pfquest/", "tbc/pfquest/"],
  },
  {
    id: "XiusTV/PFQuest-Wotlk",
    name: "pfQuest data, minified copy (pfQuest © Shagu)",
    url: "https://github.com/XiusTV/PFQuest-Wotlk",
    revision: "08aa7e03d4bb05b1f82334116ed1c200be3aa8c2",
    licence: "MIT",
    paths: ["classic/pfquest_min/", "tbc/pfquest_min/"],
  },
  {
    id: "shagu/pfUI",
    name: "pfUI (Shagu)",
    url: "https://github.com/shagu/pfUI",
    revision: "b2f6df84a93a4ce6adbe1fd8f0372454795151f1",
    licence: "MIT",
    paths: ["classic/pfui/"],
  },
  {
    id: "Questie/Questie",
    name: "Questie",
    url: "https://github.com/Questie/Questie",
    revision: "6d7bb521d9cad701d56575f3e1fdcedadbcd554a",
    licence: "none stated",
    paths: [
      "classic/questie/",
      "tbc/questie/",
      "common/questie/",
      "wotlk/questie/wotlkItemDrops.lua.gz",
      "wotlk/questie/xpDB-wotlk.lua.gz",
    ],
  },
  {
    id: "Xurkon/Questie-X-WotLKDB",
    name: "Questie WotLK database (derived from Questie)",
    url: "https://github.com/Xurkon/Questie-X-WotLKDB",
    revision: "135e6590c8d2851506ef132153b6d5fb5ef334c4",
    licence: "MIT (README); Questie data, no licence stated",
    paths: [
      "wotlk/questie/wotlkItemDB_",
      "wotlk/questie/wotlkNpcDB_",
      "wotlk/questie/wotlkObjectDB_",
      "wotlk/questie/wotlkQuestDB_",
      "wotlk/questie/frFR/",
    ],
  },
  {
    id: "Sarjuuk/aowow",
    name: "aowow French locale",
    url: "https://github.com/Sarjuuk/aowow",
    revision: "c4e7b23164add74652c77764a3f67f9a46c9d8e5",
    licence: "none stated (README: not for commercial use)",
    paths: ["common/aowow/"],
  },
  {
    id: "legende91/map",
    name: "French 2.4.3 client tables (DBC)",
    url: "https://github.com/legende91/map",
    revision: "9796c7e772a690bfe4678921b27267d88dc2eb14",
    licence: "none stated (client data © Blizzard Entertainment)",
    paths: ["tbc/dbc_frFR_2.4.3_8606.tar.xz", "tbc/talents/"],
  },
  {
    id: "Wrath-AddOns/AtlasLoot_ChromieCraft",
    name: "AtlasLoot Enhanced (with LibBabble-Boss-3.0)",
    url: "https://github.com/Wrath-AddOns/AtlasLoot_ChromieCraft",
    revision:
      "7bc237178ea20de191ca64f6e232a5d0fc9b973e, bb8c577918f027ed191ed7b39813753f0a298ba1, 20873d01d7d3c69a3cc974c3d1b8663fb5295a1d",
    licence: "GPL-2.0 (LibBabble-Boss-3.0: MIT)",
    paths: ["classic/atlasloot/", "tbc/atlasloot/", "wotlk/atlasloot/", "common/libbabble_boss3/"],
  },
  {
    id: "ExoJdi/AtlasLoot-Classic-3.3.5a",
    name: "AtlasLootClassic profession data",
    url: "https://github.com/ExoJdi/AtlasLoot-Classic-3.3.5a",
    revision: "c7a3c39aa0b65aa60126e97a3d79c5a326631fb5",
    licence: "GPL-2.0",
    paths: ["common/atlaslootclassic/"],
  },
  {
    id: "Road-block/BigWigs",
    name: "Babble-Spell-2.2 (1.12 BigWigs)",
    url: "https://github.com/Road-block/BigWigs",
    revision: "d0378b75059891cf9c8fda191a92226090119f4f",
    licence: "MIT",
    paths: ["classic/babble_spell/"],
  },
  {
    id: "TekNoLogic/Cork",
    name: "Babble-Spell-2.2 (2.4 Cork)",
    url: "https://github.com/TekNoLogic/Cork",
    revision: "fe52cba355c6cca7609ec0f12c562440094d9270",
    licence: "MIT",
    paths: ["tbc/babble_spell/"],
  },
  {
    id: "laytya/Spy-vanilla",
    name: "LibBabble-Spell-3.0 (Spy)",
    url: "https://github.com/laytya/Spy-vanilla",
    revision: "220bd01e8ed6a9c66224708109ff4684043146bf",
    licence: "MIT",
    paths: ["common/libbabble_spell3/"],
  },
  {
    id: "NoobsUnitedTV/Factionizer",
    name: "LibBabble-Faction-3.0 (bundled by Factionizer)",
    url: "https://github.com/NoobsUnitedTV/Factionizer",
    revision: "47557d20390b3b7f1abd92561dc92838f874beb1",
    licence: "MIT (LibBabble-Faction-3.0)",
    paths: ["common/libbabble_faction/"],
  },
  {
    id: "nexus-devs/wow-classic-items",
    name: "wow-classic-items (Wowhead Classic data)",
    url: "https://github.com/nexus-devs/wow-classic-items",
    revision: "bceb63ac6dbecb05f62e6f713b01833e26c69c80, 8339771805564c6de7850ff9428be8e841f69622",
    licence: "MIT",
    paths: ["classic/wow_classic_items/"],
  },
  {
    id: "npm:wow-classic-items",
    name: "wow-classic-items npm package (WotLK Classic item data)",
    url: "https://www.npmjs.com/package/wow-classic-items",
    // The version installed, which package.json pins.
    revision: packageVersion("wow-classic-items"),
    licence: "MIT",
    paths: ["npm:wow-classic-items/"],
  },
  {
    id: "npm:wow-classic-items@classic",
    name: "wow-classic-items npm package (Classic item data, 1.13 from the 1.12 data)",
    url: "https://www.npmjs.com/package/wow-classic-items",
    // Installed under the alias wow-classic-items-classic, which package.json pins.
    revision: packageVersion("wow-classic-items-classic"),
    licence: "MIT",
    paths: ["npm:wow-classic-items-classic/"],
  },
  {
    id: "npm:wow-classic-items@tbc",
    name: "wow-classic-items npm package (TBC Classic item data)",
    url: "https://www.npmjs.com/package/wow-classic-items",
    // Installed under the alias wow-classic-items-tbc, which package.json pins.
    revision: packageVersion("wow-classic-items-tbc"),
    licence: "MIT",
    paths: ["npm:wow-classic-items-tbc/"],
  },
  {
    id: "wowsims/tbc",
    name: "wowsims TBC item data",
    url: "https://github.com/wowsims/tbc",
    revision: "346a6be97c947f20f961f3a556f3aeab5ea4dc45",
    licence: "MIT",
    paths: ["tbc/wowsims/"],
  },
  {
    id: "wowsims/wotlk",
    name: "wowsims WotLK item, spell icon and talent data",
    url: "https://github.com/wowsims/wotlk",
    revision: "c844d22148fb40f94635f5810cf9b2c15c23f60f",
    licence: "MIT",
    paths: ["wotlk/wowsims/", "wotlk/talents/"],
  },
  {
    id: "fusionpit/WhatsTraining",
    name: "What's Training? trainer lists",
    url: "https://github.com/fusionpit/WhatsTraining",
    revision: "d0b33a69e8ca9bd54e17d13298a21a9612aa7a86 and earlier commits named in MANIFEST.md",
    licence: "MIT",
    paths: ["common/whatstraining/", "classic/whatstraining/", "tbc/whatstraining/", "wotlk/whatstraining/"],
  },
  {
    id: "Mortalknight/GW2_UI",
    name: "LibClassicInspector (kebabstorm), in GW2_UI",
    url: "https://github.com/Mortalknight/GW2_UI",
    revision: "69d5ca30ef65088c7dea26def361a5bbe2ca9fc0",
    licence: "none stated",
    paths: ["common/libclassicinspector/", "tbc/talents/", "wotlk/talents/"],
  },
  {
    id: "mirague/wow-talent-calculator",
    name: "wow-talent-calculator (Wowhead Classic data)",
    url: "https://github.com/mirague/wow-talent-calculator",
    revision: "053329aab468053f066cef35974288e64ebbac12",
    licence: "none stated",
    paths: ["classic/mirague/"],
  },
  {
    id: "Dr3wbit/wow_classic_projects",
    name: "wow_classic_projects (Wowhead Classic scrape)",
    url: "https://github.com/Dr3wbit/wow_classic_projects",
    revision: "06797205e4ed89efbf740d137a526112cea9463a",
    licence: "none stated",
    paths: ["classic/dr3wbit/"],
  },
];

/** The projects that provided at least one of these staged files, in the order above. */
export function sourcesOf(files: Iterable<string>): DataSource[] {
  const used = [...files];
  return DATA_SOURCES.filter((s) => used.some((file) => s.paths.some((p) => file.startsWith(p))));
}

/** Staged files no project above claims: a new source must be credited before it is imported. */
export function uncredited(files: Iterable<string>): string[] {
  return [...files].filter((file) => !DATA_SOURCES.some((s) => s.paths.some((p) => file.startsWith(p))));
}

/** The version of an installed npm package (an alias reads as the package it installs). */
function packageVersion(name: string): string {
  return (createRequire(import.meta.url)(`${name}/package.json`) as { version: string }).version;
}
