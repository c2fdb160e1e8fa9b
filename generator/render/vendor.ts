/**
 * What vendors sell: vendor_item elements with their extended cost (honor, arena points,
 * personal rating, items), in the order of the vendor window.
 */
import type { ApiShape } from "../../contract/schemas.ts";
import type { Row } from "../../rows/row.ts";
import { itemRef, type Context } from "./refs.ts";

export function costOf(ctx: Context, row: Row<"vendor_item">): ApiShape<"cost"> | null {
  if (row.honor == null && row.arena == null && row.personal_rating == null && row.cost_item_id == null) return null;
  const costItem = row.cost_item_id == null ? null : itemRef(ctx, row.cost_item_id);
  return {
    honor: row.honor ?? null,
    arena: row.arena ?? null,
    personal_rating: row.personal_rating ?? null,
    items:
      row.cost_item_id == null
        ? []
        : [{ item: costItem, name: costItem?.name ?? `Objet ${row.cost_item_id}`, quantity: row.cost_item_count ?? 1 }],
  };
}

export function vendorItemsOf(ctx: Context, npcId: number): ApiShape<"vendor_item">[] {
  return (ctx.cat.vendorByNpc.get(npcId) ?? []).flatMap((row) => {
    const item = itemRef(ctx, row.item_id);
    return item ? [{ object: "vendor_item", item, name: item.name, cost: costOf(ctx, row) }] : [];
  });
}
