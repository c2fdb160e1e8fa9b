/**
 * Vendor lists from `npc_vendor` dumps (MaNGOS: entry, item, ..., ExtendedCost in tbc; AzerothCore:
 * entry, slot, item, ..., ExtendedCost) and the tbc MaNGOS `npc_vendor_template` (same columns,
 * entry = a vendor template id, not an NPC).
 */
import { named, readDump } from "../formats/mysql-dump.ts";

export interface VendorRow {
  /** NPC id (npc_vendor) or template id (npc_vendor_template) */
  entry: number;
  /** item id; negative in AzerothCore: the whole list of vendor entry -item */
  item: number;
  /** window slot when the dump has one */
  slot: number | null;
  /** ItemExtendedCost.dbc id, 0 when paid in money */
  extendedCost: number;
}

/** Rows in file order (the order of the vendor window when no slot is given). */
export async function readNpcVendor(path: string): Promise<VendorRow[]> {
  const out: VendorRow[] = [];
  for await (const r of readDump(path)) {
    if (r.kind !== "insert" || !r.table.startsWith("npc_vendor")) continue;
    const row: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(named(r))) row[k.toLowerCase()] = v;
    if (typeof row.entry !== "number" || typeof row.item !== "number" || !row.item) continue;
    out.push({
      entry: row.entry,
      item: row.item,
      slot: typeof row.slot === "number" ? row.slot : null,
      extendedCost: typeof row.extendedcost === "number" ? row.extendedcost : 0,
    });
  }
  return out;
}
