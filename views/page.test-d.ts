/**
 * Type-level tests of the pages, checked by `npm run typecheck`: each `@ts-expect-error` line must
 * fail to compile, so a page given another type's record, or a list's summary where the whole
 * record is due, fails the check.
 */
import type { RecordOf, SummaryOf } from "../contract/schemas.ts";
import { describe } from "./describe.ts";
import { itemPage } from "./pages/item.ts";
import { tooltipOf } from "./tooltip.ts";

declare const npc: RecordOf<"npc">;
declare const itemSummary: SummaryOf<"item">;

// @ts-expect-error: an NPC to the item page
export const npcOnItemPage = () => itemPage(npc);

// @ts-expect-error: an item's list fields to its tooltip, which reads the whole record
export const summaryTooltip = () => tooltipOf(itemSummary);

// @ts-expect-error: an item's list fields to its page summary
export const summaryDescribed = () => describe(itemSummary);
