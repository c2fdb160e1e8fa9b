/**
 * What vendors sell (npc_vendor, in window order, with the honor / arena / item prices of
 * ItemExtendedCost.dbc) plus the sales the item sources state that the dump lacks, and the
 * items (keys) that open world objects (Lock.dbc item slots over the objects' lock ids).
 */
import type { NewRow } from "../../rows/row.ts";
import { readExtendedCosts, type ExtendedCost } from "../sources/extended-cost.ts";
import { readLockKeys } from "../sources/lock-keys.ts";
import { readNpcVendor, type VendorRow } from "../sources/npc-vendor.ts";
import { readGameObjectTemplate } from "../sources/gameobject-template.ts";
import type { StepContext } from "./context.ts";
import { knownItems } from "./loot.ts";

export async function importVendors(ctx: StepContext): Promise<void> {
  await importVendorItems(ctx);
  await importObjectKeys(ctx);
}

async function importVendorItems(ctx: StepContext): Promise<void> {
  const files = ctx.files.vendors;
  const listed = (await ctx.load(files.vendors, readNpcVendor)) ?? [];
  // tbc vendors point at these templates through creature_template.VendorTemplateId, which is
  // absent (MANIFEST): the templates only tell the price of items other sources say are sold.
  const templates = (await ctx.load(files.templates, readNpcVendor)) ?? [];
  // Classic has no extended costs; the 2.4.3 table's ids hold in 3.3.5 up to its last id.
  const costDbc = ctx.version === "classic" ? null : ctx.dbc("ItemExtendedCost.dbc");
  const costs = costDbc ? readExtendedCosts(costDbc) : new Map<number, ExtendedCost>();

  const items = knownItems(ctx);
  const npcs = new Set(ctx.data.npcs.map((n) => n.id));
  const byEntry = new Map<number, VendorRow[]>();
  for (const r of listed) {
    const list = byEntry.get(r.entry);
    if (list) list.push(r);
    else byEntry.set(r.entry, [r]);
  }
  const counts = { rows: 0, noNpc: 0, noItem: 0, noCost: 0, multiItemCost: 0, linked: 0 };
  const out = new Map<number, NewRow<"vendor_item">[]>();
  const sold = new Set<string>();
  const add = (npc: number, item: number, extendedCost: number) => {
    counts.rows++;
    sold.add(`${npc}:${item}`);
    if (!npcs.has(npc)) return void counts.noNpc++;
    if (items && !items.has(item)) return void counts.noItem++;
    const cost = costs.get(extendedCost);
    if (extendedCost && !cost) counts.noCost++;
    if (cost && cost.items.length > 1) counts.multiItemCost++;
    let list = out.get(npc);
    if (!list) out.set(npc, (list = []));
    list.push({
      npc_id: npc,
      item_id: item,
      position: list.length + 1,
      honor: cost?.honor || null,
      arena: cost?.arena || null,
      personal_rating: cost?.personalRating || null,
      cost_item_id: cost?.items[0]?.id ?? null,
      cost_item_count: cost?.items[0]?.count ?? null,
    });
  };

  for (const [npc, rows] of byEntry) {
    for (const r of sortBySlot(expandReferences(rows, byEntry))) add(npc, r.item, r.extendedCost);
  }
  // The price of a linked sale: the one the templates agree on for that item, else money.
  const templateCost = new Map<number, number | null>();
  for (const t of templates)
    templateCost.set(t.item, templateCost.has(t.item) && templateCost.get(t.item) !== t.extendedCost ? null : t.extendedCost);
  for (const link of ctx.data.itemLinks.vendors) {
    if (sold.has(`${link.npc_id}:${link.item_id}`)) continue;
    counts.linked++;
    add(link.npc_id, link.item_id, templateCost.get(link.item_id) ?? 0);
  }

  const rows = [...out.values()].flat();
  for (const row of rows) ctx.table("vendor_item").push(row);
  const reasons = [
    counts.linked && `${counts.linked} sales come from the item source only (no npc_vendor row).`,
    counts.noNpc && `${counts.noNpc} rows of an NPC absent from the NPC table: left out.`,
    counts.noItem && `${counts.noItem} rows of an item absent from the item table: left out.`,
    counts.noCost && `${counts.noCost} rows have an ExtendedCost id absent from the 2.4.3 ItemExtendedCost.dbc: shown as paid in money.`,
    counts.multiItemCost && `${counts.multiItemCost} rows cost several kinds of items: only the first is kept (one cost item column).`,
    templates.length &&
      `${templates.length} npc_vendor_template rows: no NPC points at them (creature_template absent), used only for linked sales' prices.`,
    !items && "No item table in this run: item ids not checked.",
  ].filter((r): r is string => Boolean(r));
  ctx.sourceCount({ type: "vendor_item", source: `${files.vendors} + item source vendors`, count: counts.rows, reasons });
}

/** AzerothCore: a negative item stands for the whole list of vendor entry -item. */
function expandReferences(rows: VendorRow[], byEntry: Map<number, VendorRow[]>, seen = new Set<number>()): VendorRow[] {
  return rows.flatMap((r) => {
    if (r.item > 0) return [r];
    if (seen.has(-r.item)) return [];
    return expandReferences(byEntry.get(-r.item) ?? [], byEntry, new Set([...seen, -r.item]));
  });
}

/** Window order: by slot where the dump has slots (stable, so file order among equals). */
function sortBySlot(rows: VendorRow[]): VendorRow[] {
  return [...rows].sort((a, b) => (a.slot ?? 0) - (b.slot ?? 0));
}

async function importObjectKeys(ctx: StepContext): Promise<void> {
  const lockDbc = ctx.dbc("Lock.dbc");
  const objectTemplates = await ctx.load(ctx.files.objects.template, readGameObjectTemplate);
  if (!lockDbc || !objectTemplates) return;
  const keys = readLockKeys(lockDbc);
  const items = knownItems(ctx);
  const objects = new Set(ctx.data.objects.map((o) => o.id));
  let pairs = 0;
  let noItem = 0;
  const rows: NewRow<"object_key">[] = [];
  for (const o of objectTemplates) {
    if (!objects.has(o.id)) continue;
    for (const item of keys.get(o.lockId) ?? []) {
      pairs++;
      if (items && !items.has(item)) noItem++;
      else rows.push({ object_id: o.id, item_id: item });
    }
  }
  for (const row of rows) ctx.table("object_key").push(row);
  const reasons = [
    noItem && `${noItem} keys are items absent from the item table: left out.`,
    !items && "No item table in this run: item ids not checked.",
  ].filter((r): r is string => Boolean(r));
  ctx.sourceCount({ type: "object_key", source: "Lock.dbc (2.4.3) item locks of gameobject_template", count: pairs, reasons });
}
