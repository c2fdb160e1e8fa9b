/**
 * Spell records: summary and full record.
 */
import type { Row } from "../catalog.ts";
import { CLASSES, SPELL_SCHOOLS, label } from "../../edge/api/enums.ts";
import { common, questRef, refTo, tail, type Context } from "./refs.ts";

export function spellSummary(ctx: Context, spell: Row) {
  return {
    ...common(ctx, "spell", spell),
    rank_name: spell.rank_name ?? null,
    school: spell.school ?? null,
    school_name: label(SPELL_SCHOOLS, spell.school),
    class: spell.class ?? null,
    class_name: label(CLASSES, spell.class),
    level: spell.level ?? null,
    rogue: Boolean(spell.rogue),
    internal: Boolean(spell.internal),
  };
}

export function spellRecord(ctx: Context, spell: Row) {
  const sets = new Map<number, Row>();
  for (const bonus of ctx.cat.setsBySpell.get(spell.id) ?? []) {
    const set = ctx.cat.itemSets.get(bonus.item_set_id);
    if (set) sets.set(set.id, set);
  }
  return {
    ...spellSummary(ctx, spell),
    english_name: spell.english_name ?? null,
    description: spell.description ?? null,
    rewarded_by: (ctx.cat.questsBySpell.get(spell.id) ?? []).filter((q) => !q.internal).flatMap((q) => questRef(ctx, q.id) ?? []),
    item_sets: [...sets.values()].map((s) => refTo(ctx, "item_set", s)!),
    ...tail(ctx, "spell", spell),
  };
}
