/**
 * Item records: summary, full record (tooltip lines, damage, effects and the other facts of the
 * tooltip, set, sources, uses, recipes that create or consume it) and the dropped-by sub-list.
 * Every code and JSON column of the row is read through RowCodes (codes.ts): a value outside the
 * contract fails the build.
 */
import type { ApiShape } from "../../contract/schemas.ts";
import type { Row } from "../../rows/row.ts";
import {
  BONDINGS,
  CLASSES,
  ITEM_CLASSES,
  ITEM_EFFECT_TRIGGERS,
  ITEM_SLOTS,
  ITEM_STATS,
  PROFESSIONS,
  QUALITIES,
  SOCKET_COLORS,
  SPELL_SCHOOLS,
  TEXT_LANGS,
  TOOLTIP_LINE_KINDS,
  label,
} from "../../contract/enums.ts";
import { RowCodes } from "./codes.ts";
import { resourceOf } from "../../contract/resources.ts";
import { embedded } from "../pages.ts";
import type { SubList } from "../sublists.ts";
import { dropsOf } from "./loot.ts";
import { costOf } from "./vendor.ts";
import { common, compareText, itemTypeName, npcRef, objectRef, questRef, recordPath, refTo, spellRef, tail, type Context } from "./refs.ts";

const ITEM = resourceOf("item");

export function itemSummary(ctx: Context, item: Row<"item">): ApiShape<"item_summary"> {
  const codes = RowCodes.of("item", ctx.version, item.id);
  return {
    ...common(ctx, "item", item),
    quality: codes.code(QUALITIES, item.quality),
    quality_name: codes.name(QUALITIES, item.quality),
    item_level: item.item_level ?? null,
    required_level: item.required_level ?? null,
    class: codes.optional(ITEM_CLASSES, item.class),
    type_name: itemTypeName(item),
    slot: codes.optional(ITEM_SLOTS, item.slot),
    slot_name: item.slot_name ?? null,
    dps: item.dps ?? null,
    speed: item.speed ?? null,
    armor: item.armor ?? null,
    rogue: Boolean(item.rogue),
    internal: Boolean(item.internal),
  };
}

/** The `code=value,...` column as stat objects; null (no source) stays null. */
function itemStats(codes: RowCodes, text: string | null) {
  if (text == null) return null;
  return text
    .split(",")
    .filter(Boolean)
    .map((pair) => {
      const [stat = "", value] = pair.split("=");
      const number = value !== undefined && /^-?\d+$/.test(value) ? Number(value) : pair;
      return { stat: codes.code(ITEM_STATS, stat), name: codes.name(ITEM_STATS, stat), value: codes.number("stats", number) };
    });
}

/** The tooltip's lines: the JSON column, each line's codes checked; none when no source gives them. */
function tooltipLines(codes: RowCodes, text: string | null): ApiShape<"tooltip_line">[] {
  return (codes.objects("tooltip", text) ?? []).map((l) => ({
    text: codes.text("tooltip", l.text),
    right: l.right == null ? null : codes.text("tooltip", l.right),
    lang: codes.code(TEXT_LANGS, l.lang as string),
    kind: codes.code(TOOLTIP_LINE_KINDS, l.kind as string),
  }));
}

/** The weapon's damage line, then its extra ones; null for none. */
function damageLines(codes: RowCodes, text: string | null): ApiShape<"item_damage">[] | null {
  const lines = codes.objects("damage", text);
  if (!lines?.length) return null;
  return lines.map((d) => ({
    min: codes.number("damage", d.min),
    max: codes.number("damage", d.max),
    school: codes.code(SPELL_SCHOOLS, d.school as string),
    school_name: codes.name(SPELL_SCHOOLS, d.school as string),
  }));
}

/** The Equip / Use / Chance on hit effects, with their spell when the build has it. */
function effectsOf(ctx: Context, codes: RowCodes, text: string | null): ApiShape<"item_effect">[] | null {
  return (
    codes.objects("effects", text)?.map((e) => ({
      trigger: codes.code(ITEM_EFFECT_TRIGGERS, e.trigger as string),
      trigger_name: codes.name(ITEM_EFFECT_TRIGGERS, e.trigger as string),
      text: codes.text("effects", e.text),
      lang: codes.code(TEXT_LANGS, e.lang as string),
      spell: e.spell_id == null ? null : spellRef(ctx, codes.number("effects", e.spell_id)),
    })) ?? null
  );
}

export function itemRecord(ctx: Context, item: Row<"item">): ApiShape<"item"> {
  const path = recordPath(ITEM, ctx.version, item.id);
  const codes = RowCodes.of("item", ctx.version, item.id);
  return {
    ...itemSummary(ctx, item),
    english_name: item.english_name ?? null,
    bonding: codes.optional(BONDINGS, item.bonding),
    stack_size: item.stack_size ?? null,
    sell_price: item.sell_price ?? null,
    description: item.description ?? null,
    tooltip: tooltipLines(codes, item.tooltip),
    damage: damageLines(codes, item.damage),
    block: item.block ?? null,
    durability: item.durability ?? null,
    stats: itemStats(codes, item.stats),
    sockets: codes.list(SOCKET_COLORS, item.sockets)?.map((color) => ({ color, color_name: SOCKET_COLORS[color]! })) ?? null,
    socket_bonus: itemStats(codes, item.socket_bonus),
    classes: codes.list(CLASSES, item.classes)?.map((c) => ({ class: c, name: CLASSES[c]! })) ?? null,
    effects: effectsOf(ctx, codes, item.effects),
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
