/**
 * Prices in honor, arena points, personal rating and items, from ItemExtendedCost.dbc (2.4.3
 * layout: id, honor, arena, item[5], count[5], personal rating).
 */
import type { Dbc } from "../formats/dbc.ts";

export interface ExtendedCost {
  honor: number;
  arena: number;
  personalRating: number;
  items: { id: number; count: number }[];
}

export function readExtendedCosts(dbc: Dbc): Map<number, ExtendedCost> {
  const out = new Map<number, ExtendedCost>();
  for (const row of dbc.rows) {
    const items: ExtendedCost["items"] = [];
    for (let i = 0; i < 5; i++) if (row[3 + i]) items.push({ id: row[3 + i]!, count: row[8 + i]! || 1 });
    out.set(row[0]!, { honor: row[1]!, arena: row[2]!, personalRating: row[13] ?? 0, items });
  }
  return out;
}
