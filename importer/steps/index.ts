/**
 * The import steps that run after the base rows (NPCs, objects, zones, quests) are assembled,
 * in dependency order: places and factions first, then items (which loot, vendors and quest
 * rewards point at), then what links records together. Each step owns the tables it fills.
 */
import type { StepContext } from "./context.ts";
import { importGeography } from "./geography.ts";
import { importItems } from "./items.ts";
import { importItemSets } from "./item-sets.ts";
import { importKillReputation } from "./kill-reputation.ts";
import { importLoot } from "./loot.ts";
import { importQuestDetails } from "./quest-details.ts";
import { importSpells } from "./spells/index.ts";
import { importVendors } from "./vendors.ts";

export const STEPS: { name: string; run: (ctx: StepContext) => Promise<void> }[] = [
  { name: "geography", run: importGeography },
  { name: "items", run: importItems },
  { name: "item-sets", run: importItemSets },
  { name: "spells", run: importSpells },
  { name: "quest-details", run: importQuestDetails },
  { name: "loot", run: importLoot },
  { name: "vendors", run: importVendors },
  { name: "kill-reputation", run: importKillReputation },
];
