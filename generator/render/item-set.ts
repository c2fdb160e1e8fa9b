/**
 * Item set records: summary and full record (pieces and bonuses). The class is read through
 * RowCodes (codes.ts): a value outside the contract fails the build.
 */
import type { ApiShape } from "../../contract/schemas.ts";
import type { Row } from "../../rows/row.ts";
import { CLASSES } from "../../contract/enums.ts";
import { RowCodes } from "./codes.ts";
import { common, compareText, itemRef, spellRef, tail, type Context } from "./refs.ts";

function pieces(ctx: Context, set: Row<"item_set">): Row<"item">[] {
  return (ctx.cat.itemsBySet.get(set.id) ?? []).filter((i) => !i.internal).sort((a, b) => compareText(a.name, b.name) || a.id - b.id);
}

export function itemSetSummary(ctx: Context, set: Row<"item_set">): ApiShape<"item_set_summary"> {
  const items = pieces(ctx, set);
  const levels = items.map((i) => i.item_level).filter((l): l is number => l != null);
  const codes = RowCodes.of("item_set", ctx.version, set.id);
  return {
    ...common(ctx, "item_set", set, null),
    class: codes.optional(CLASSES, set.class),
    class_name: codes.optionalName(CLASSES, set.class),
    items_count: items.length,
    item_level: levels.length ? Math.max(...levels) : null,
    rogue: Boolean(set.rogue),
    internal: Boolean(set.internal),
  };
}

export function itemSetRecord(ctx: Context, set: Row<"item_set">): ApiShape<"item_set"> {
  return {
    ...itemSetSummary(ctx, set),
    english_name: set.english_name ?? null,
    items: pieces(ctx, set).map((i) => itemRef(ctx, i.id, true)!),
    bonuses: (ctx.cat.bonusesBySet.get(set.id) ?? []).map((b) => ({
      pieces: b.pieces,
      text: b.text,
      spell: spellRef(ctx, b.spell_id),
    })),
    ...tail(ctx, "item_set", set),
  };
}
