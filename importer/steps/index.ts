/**
 * The import steps of a version, in dependency order. Each step owns the tables it fills and
 * only reads the others': places and factions first (the NPC step resolves factions through
 * them), then the base records (NPCs, world objects, quests), the encounters placed by where
 * bosses spawn, items (which loot, vendors, spells and quest rewards point at), then what
 * links records together. `base` steps always run, whatever IMPORT_STEPS says.
 */
import type { StepContext } from "./context.ts";
import { importEncounters } from "./encounters.ts";
import { importItems } from "./items.ts";
import { importItemSets } from "./item-sets.ts";
import { importKillReputation } from "./kill-reputation.ts";
import { importLoot } from "./loot.ts";
import { importNpcs } from "./npcs.ts";
import { importObjects } from "./objects.ts";
import { importPlaces } from "./places/index.ts";
import { importQuestLinks } from "./quest-links.ts";
import { importQuests } from "./quests.ts";
import { importSpells } from "./spells/index.ts";
import { importVendors } from "./vendors.ts";

export interface Step {
  name: string;
  run: (ctx: StepContext) => Promise<void>;
  /** the base records, which every other step points at */
  base?: true;
}

export const STEPS: Step[] = [
  { name: "places", run: importPlaces },
  { name: "npcs", run: importNpcs, base: true },
  { name: "objects", run: importObjects, base: true },
  { name: "quests", run: importQuests, base: true },
  { name: "encounters", run: importEncounters },
  { name: "items", run: importItems },
  { name: "item-sets", run: importItemSets },
  { name: "spells", run: importSpells },
  { name: "quest-links", run: importQuestLinks },
  { name: "loot", run: importLoot },
  { name: "vendors", run: importVendors },
  { name: "kill-reputation", run: importKillReputation },
];
