/**
 * The renderers of each record type, in one table the build walks: which rows a type has, its
 * list summary, its full record and its sub-lists.
 */
import type { Catalog, Lookup } from "../catalog.ts";
import type { Row } from "../../rows/row.ts";
import type { ResourceObject } from "../../contract/resources.ts";
import type { ApiShape } from "../../contract/schemas.ts";
import type { SubList } from "../sublists.ts";
import { factionRecord, factionSummary } from "./faction.ts";
import { objectRecord, objectSublists, objectSummary } from "./game-object.ts";
import { instanceRecord, instanceSublists, instanceSummary } from "./instance.ts";
import { itemSetRecord, itemSetSummary } from "./item-set.ts";
import { itemRecord, itemSublists, itemSummary } from "./item.ts";
import { npcRecord, npcSublists, npcSummary } from "./npc.ts";
import { questRecord, questSummary } from "./quest.ts";
import type { Context } from "./refs.ts";
import { spellRecord, spellSummary } from "./spell.ts";

/**
 * The renderers of a record type over the rows of its table (each record type has the table of
 * its name, data/schema.sql). Properties rather than methods, so that the type check compares
 * their row parameters strictly: a renderer given another table's rows fails it. They return the
 * contract's shapes of the type (contract/schemas.ts), which the site's pages read too: a field
 * renamed on one side fails the type check. The summary's flags are optional because not every
 * type has them, and the build reads them for every type.
 */
export interface Renderer<T extends ResourceObject> {
  rows: (cat: Catalog) => Lookup<Row<T>>;
  summary: (ctx: Context, row: Row<T>) => ApiShape<`${T}_summary`> & { internal?: boolean; rogue?: boolean };
  record: (ctx: Context, row: Row<T>) => ApiShape<T>;
  sublists?: (ctx: Context, row: Row<T>) => SubList[];
}

const RENDERERS: { [T in ResourceObject]: Renderer<T> } = {
  item: { rows: (c) => c.items, summary: itemSummary, record: itemRecord, sublists: itemSublists },
  spell: { rows: (c) => c.spells, summary: spellSummary, record: spellRecord },
  quest: { rows: (c) => c.quests, summary: questSummary, record: questRecord },
  npc: { rows: (c) => c.npcs, summary: npcSummary, record: npcRecord, sublists: npcSublists },
  game_object: { rows: (c) => c.objects, summary: objectSummary, record: objectRecord, sublists: objectSublists },
  item_set: { rows: (c) => c.itemSets, summary: itemSetSummary, record: itemSetRecord },
  faction: { rows: (c) => c.factions, summary: factionSummary, record: factionRecord },
  instance: { rows: (c) => c.instances, summary: instanceSummary, record: instanceRecord, sublists: instanceSublists },
};

/**
 * The renderers of a record type. For a type known only as one of several (the build's walk over
 * RESOURCES), the renderers of each over their rows together: the caller gives a renderer only
 * the rows it returned.
 */
export function rendererOf<T extends ResourceObject>(object: T): Renderer<T> {
  return RENDERERS[object];
}
