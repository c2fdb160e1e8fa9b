/**
 * The items that open a lock, from Lock.dbc (2.4.3 layout: id, Type[8], Index[8], ...): a slot
 * of Type 1 asks for the item whose id is its Index (keys; skill slots are in lock-dbc.ts).
 */
import type { Dbc } from "../formats/dbc.ts";

const LOCK_TYPE_ITEM = 1;

export function readLockKeys(dbc: Dbc): Map<number, number[]> {
  const out = new Map<number, number[]>();
  for (const row of dbc.rows) {
    const items: number[] = [];
    for (let slot = 0; slot < 8; slot++) {
      const item = row[9 + slot]!;
      if (row[1 + slot] === LOCK_TYPE_ITEM && item && !items.includes(item)) items.push(item);
    }
    if (items.length) out.set(row[0]!, items);
  }
  return out;
}
