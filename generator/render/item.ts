/**
 * Item records: summary, full record (tooltip, set, sources, uses, recipes that create or
 * consume it) and the dropped-by sub-list.
 */
import type { ApiShape } from "../../contract/schemas.ts";
import type { Row } from "../../rows/row.ts";
import { ITEM_STATS, PROFESSIONS, QUALITIES, label } from "../../contract/enums.ts";
import { resourceOf } from "../../contract/resources.ts";
import { embedded } from "../pages.ts";
import type { SubList } from "../sublists.ts";
import { dropsOf } from "./loot.ts";
import { costOf } from "./vendor.ts";
import { common, compareText, itemTypeName, npcRef, objectRef, questRef, recordPath, refTo, spellRef, tail, type Context } from "./refs.ts";

const ITEM = resourceOf("item");

export function itemSummary(ctx: Context, item: Row<"item">): ApiShape<"item_summary"> {
  return {
    ...common(ctx, "item", item),
    quality: item.quality,
    quality_name: QUALITIES[item.quality]!,
    item_level: item.item_level ?? null,
    required_level: item.required_level ?? null,
    class: item.class ?? null,
    type_name: itemTypeName(item),
    slot: item.slot ?? null,
    slot_name: item.slot_name ?? null,
    rogue: Boolean(item.rogue),
    internal: Boolean(item.internal),
  };
}

/** The `code=value,...` column as stat objects; null (no source) stays null. */
function itemStats(text: unknown) {
  if (typeof text !== "string") return null;
  return text
    .split(",")
    .filter(Boolean)
    .map((pair) => {
      const [stat, value] = pair.split("=") as [string, string];
      return { stat, name: label(ITEM_STATS, stat) ?? stat, value: Number(value) };
    });
}

export function itemRecord(ctx: Context, item: Row<"item">): ApiShape<"item"> {
  const path = recordPath(ITEM, ctx.version, item.id);
  return {
    ...itemSummary(ctx, item),
    english_name: item.english_name ?? null,
    bonding: item.bonding ?? null,
    stack_size: item.stack_size ?? null,
    sell_price: item.sell_price ?? null,
    description: item.description ?? null,
    tooltip: item.tooltip ? String(item.tooltip).split("\n").filter(Boolean) : [],
    stats: itemStats(item.stats),
    socket_bonus: itemStats(item.socket_bonus),
    item_set: refTo(ctx, "item_set", ctx.cat.itemSets.get(item.item_set_id)),
    starts_quest: questRef(ctx, item.start_quest_id),
    summons: (ctx.cat.summonsByItem.get(item.id) ?? []).flatMap((s) => {
      const npc = npcRef(ctx, s.npc_id);
      return npc ? [{ npc, type: s.type }] : [];
    }),
    dropped_by: embedded(ctx.addresses, `${path}/dropped-by`, dropsOf(ctx, item.id)),
    sold_by: (ctx.cat.vendorByItem.get(item.id) ?? []).flatMap((v) => {
      const npc = npcRef(ctx, v.npc_id);
      return npc ? [{ npc, name: npc.name, cost: costOf(ctx, v) }] : [];
    }),
    reward_of: (ctx.cat.rewardsByItem.get(item.id) ?? [])
      .filter((r) => !ctx.cat.quests.get(r.quest_id)?.internal)
      .flatMap((r) => questRef(ctx, r.quest_id) ?? []),
    opens: (ctx.cat.keysByItem.get(item.id) ?? []).flatMap((k) => objectRef(ctx, k.object_id) ?? []),
    created_by: createdBy(ctx, item.id),
    reagent_for: recipesUsing(ctx, item.id),
    ...tail(ctx, "item", item),
  };
}

export function itemSublists(ctx: Context, item: Row<"item">): SubList[] {
  return [{ path: `${recordPath(ITEM, ctx.version, item.id)}/dropped-by`, elements: dropsOf(ctx, item.id), alsoFrom: [10] }];
}

const byName = (a: Row<"spell">, b: Row<"spell">) => compareText(a.name, b.name) || a.id - b.id;

/** The recipes that create the item, with their profession and the count made. */
function createdBy(ctx: Context, itemId: number) {
  return (ctx.cat.spellsByCreatedItem.get(itemId) ?? [])
    .filter((s) => !s.internal)
    .sort(byName)
    .map((s) => ({
      spell: spellRef(ctx, s.id)!,
      profession_name: label(PROFESSIONS, s.profession),
      skill_level: s.skill_level ?? null,
      quantity: s.created_quantity ?? null,
    }));
}

/** The recipes that consume the item. */
function recipesUsing(ctx: Context, itemId: number) {
  const spells = new Map<number, Row<"spell">>();
  for (const r of ctx.cat.reagentsByItem.get(itemId) ?? []) {
    const spell = ctx.cat.spells.get(r.spell_id);
    if (spell && !spell.internal) spells.set(spell.id, spell);
  }
  return [...spells.values()].sort(byName).map((s) => spellRef(ctx, s.id)!);
}
