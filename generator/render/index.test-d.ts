/**
 * Type-level tests of the renderer table, checked by `npm run typecheck`: each `@ts-expect-error`
 * line must fail to compile, so a renderer paired with another table's rows, or returning another
 * shape than its type's, fails the check.
 */
import type { Renderer } from "./index.ts";
import { itemRecord, itemSummary } from "./item.ts";
import { itemSetRecord, itemSetSummary } from "./item-set.ts";
import { npcRecord, npcSummary } from "./npc.ts";

export const npcOverItems: Renderer<"npc"> = {
  // @ts-expect-error: the NPC renderer over the item table's rows
  rows: (c) => c.items,
  summary: npcSummary,
  record: npcRecord,
};

export const npcSummaryForItems: Renderer<"item"> = {
  rows: (c) => c.items,
  // @ts-expect-error: an item row to the NPC summary
  summary: npcSummary,
  record: itemRecord,
};

// An item's row has every column of an item set's: it still does not pass for one.
export const itemSetsOverItems: Renderer<"item_set"> = {
  // @ts-expect-error: the item set renderer over the item table's rows
  rows: (c) => c.items,
  summary: itemSetSummary,
  record: itemSetRecord,
};

export const itemSetRecordForItems: Renderer<"item"> = {
  rows: (c) => c.items,
  summary: itemSummary,
  // @ts-expect-error: an item row to the item set record
  record: itemSetRecord,
};

// A renderer returns its type's shape of the contract: an item's summary is not its record.
export const itemSummaryForItemRecord: Renderer<"item"> = {
  rows: (c) => c.items,
  summary: itemSummary,
  // @ts-expect-error: the item summary where the item record is due
  record: itemSummary,
};
