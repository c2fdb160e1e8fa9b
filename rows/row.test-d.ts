/**
 * Type-level tests of the row types, checked by `npm run typecheck`: each `@ts-expect-error`
 * line must fail to compile.
 */
import type { NewRow, Row } from "./row.ts";

// A written row gives the NOT NULL columns without a default; NULL or the default takes the others.
export const written: NewRow<"npc"> = { id: 639, name: "Edwin VanCleef" };
export const complete: NewRow<"npc"> = { id: 639, name: "Edwin VanCleef", rank: "elite", internal: 0, subtitle: null };

// @ts-expect-error: `name` is NOT NULL without a default
export const nameless: NewRow<"npc"> = { id: 639 };

// @ts-expect-error: `internal` is NOT NULL, never NULL
export const nullInternal: NewRow<"npc"> = { id: 639, name: "Edwin VanCleef", internal: null };

// @ts-expect-error: no such column
export const misspelt: NewRow<"npc"> = { id: 639, name: "Edwin VanCleef", sub_title: "Capitaine" };

// @ts-expect-error: the writer sets `version` for the whole version
export const versioned: NewRow<"npc"> = { version: "classic", id: 639, name: "Edwin VanCleef" };

// @ts-expect-error: a TEXT column takes no number
export const numberRank: NewRow<"npc"> = { id: 639, name: "Edwin VanCleef", rank: 3 };

// A row read has its table's every column; one of another table does not pass for it, even
// with every column of it (an item's row has all of an item set's).
declare const item: Row<"item">;
// @ts-expect-error: an item row is not an item set row
export const set: Row<"item_set"> = item;
export const sameTable: Row<"item"> = item;
