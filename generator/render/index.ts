/**
 * The renderers of each record type, in one table the build walks: which rows a type has, its
 * list summary, its full record and its sub-lists.
 */
import type { Catalog, Lookup, Row } from "../catalog.ts";
import type { ResourceObject } from "../../contract/resources.ts";
import type { Page } from "../pages.ts";
import { factionRecord, factionSummary } from "./faction.ts";
import { objectRecord, objectSublists, objectSummary } from "./game-object.ts";
import { instanceRecord, instanceSublists, instanceSummary } from "./instance.ts";
import { itemSetRecord, itemSetSummary } from "./item-set.ts";
import { itemRecord, itemSublists, itemSummary } from "./item.ts";
import { npcRecord, npcSublists, npcSummary } from "./npc.ts";
import { questRecord, questSummary } from "./quest.ts";
import type { Context } from "./refs.ts";
import { spellRecord, spellSummary } from "./spell.ts";

export interface Renderer {
  rows(cat: Catalog): Lookup<Row>;
  summary(ctx: Context, row: Row): { internal?: boolean; name: string; id: number } & Record<string, unknown>;
  record(ctx: Context, row: Row): unknown;
  sublists?(ctx: Context, row: Row): Page[];
}

export const RENDERERS: Record<ResourceObject, Renderer> = {
  item: { rows: (c) => c.items, summary: itemSummary, record: itemRecord, sublists: itemSublists },
  spell: { rows: (c) => c.spells, summary: spellSummary, record: spellRecord },
  quest: { rows: (c) => c.quests, summary: questSummary, record: questRecord },
  npc: { rows: (c) => c.npcs, summary: npcSummary, record: npcRecord, sublists: npcSublists },
  game_object: { rows: (c) => c.objects, summary: objectSummary, record: objectRecord, sublists: objectSublists },
  item_set: { rows: (c) => c.itemSets, summary: itemSetSummary, record: itemSetRecord },
  faction: { rows: (c) => c.factions, summary: factionSummary, record: factionRecord },
  instance: { rows: (c) => c.instances, summary: instanceSummary, record: instanceRecord, sublists: instanceSublists },
};
