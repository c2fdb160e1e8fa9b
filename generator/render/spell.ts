/**
 * Spell records: summary, full record (ranks, talent place, glyph, recipe, who teaches it) and
 * the spells an NPC teaches. Every code of the row is read through RowCodes (codes.ts): a value
 * outside the contract fails the build.
 */
import type { ApiShape } from "../../contract/schemas.ts";
import type { Row } from "../../rows/row.ts";
import { CLASSES, GLYPH_TYPES, PROFESSIONS, SPELL_KINDS, SPELL_SCHOOLS } from "../../contract/enums.ts";
import { RowCodes } from "./codes.ts";
import { common, compareText, itemRef, npcRef, questRef, ref, refTo, tail, type Context } from "./refs.ts";

export function spellSummary(ctx: Context, spell: Row<"spell">): ApiShape<"spell_summary"> {
  const codes = RowCodes.of("spell", ctx.version, spell.id);
  return {
    ...common(ctx, "spell", spell),
    kind: codes.optional(SPELL_KINDS, spell.kind),
    kind_name: codes.optionalName(SPELL_KINDS, spell.kind),
    rank_name: spell.rank_name ?? null,
    school: codes.optional(SPELL_SCHOOLS, spell.school),
    school_name: codes.optionalName(SPELL_SCHOOLS, spell.school),
    class: codes.optional(CLASSES, spell.class),
    class_name: codes.optionalName(CLASSES, spell.class),
    level: spell.level ?? null,
    rogue: Boolean(spell.rogue),
    internal: Boolean(spell.internal),
  };
}

/** An item of a recipe (created or consumed): its reference, or its number when not in the database. */
function itemLine(ctx: Context, itemId: number, quantity: number | null) {
  const item = itemRef(ctx, itemId);
  return { item, name: item?.name ?? `Objet ${itemId}`, quantity };
}

function recipeOf(ctx: Context, codes: RowCodes, spell: Row<"spell">) {
  if (spell.kind !== "recipe") return null;
  return {
    profession: codes.optional(PROFESSIONS, spell.profession),
    profession_name: codes.optionalName(PROFESSIONS, spell.profession),
    skill_level: spell.skill_level ?? null,
    creates: spell.created_item_id == null ? null : itemLine(ctx, spell.created_item_id, spell.created_quantity ?? null),
    reagents: (ctx.cat.reagentsBySpell.get(spell.id) ?? []).map((r) => itemLine(ctx, r.item_id, r.quantity)),
  };
}

/** Every rank of the spell, itself included, lowest first. */
function ranksOf(ctx: Context, spell: Row<"spell">) {
  if (spell.first_rank_id == null) return [];
  return (ctx.cat.spellsByFirstRank.get(spell.first_rank_id) ?? [])
    .filter((s) => s.rank != null)
    .sort((a, b) => a.rank! - b.rank! || a.id - b.id)
    .map((s) => ({ rank: s.rank as number, spell: ref(ctx, "spell", s.id, s.name) }));
}

function talentOf(spell: Row<"spell">) {
  if (spell.talent_max_rank == null) return null;
  return {
    tree: spell.talent_tree ?? null,
    tier: spell.talent_tier ?? null,
    column: spell.talent_column ?? null,
    rank: spell.rank ?? null,
    max_rank: spell.talent_max_rank,
  };
}

export function spellRecord(ctx: Context, spell: Row<"spell">): ApiShape<"spell"> {
  const sets = new Map<number, Row<"item_set">>();
  for (const bonus of ctx.cat.setsBySpell.get(spell.id) ?? []) {
    const set = ctx.cat.itemSets.get(bonus.item_set_id);
    if (set) sets.set(set.id, set);
  }
  const trainers = (ctx.cat.trainersBySpell.get(spell.id) ?? [])
    .flatMap((t) => npcRef(ctx, t.npc_id) ?? [])
    .sort((a, b) => compareText(a.name, b.name) || a.id - b.id);
  const codes = RowCodes.of("spell", ctx.version, spell.id);
  return {
    ...spellSummary(ctx, spell),
    english_name: spell.english_name ?? null,
    rank: spell.rank ?? null,
    cost: spell.cost ?? null,
    description: spell.description ?? null,
    english_description: spell.english_description ?? null,
    ranks: ranksOf(ctx, spell),
    talent: talentOf(spell),
    glyph: spell.glyph_type
      ? { type: codes.code(GLYPH_TYPES, spell.glyph_type), type_name: codes.name(GLYPH_TYPES, spell.glyph_type) }
      : null,
    recipe: recipeOf(ctx, codes, spell),
    trainers,
    taught_by_item: itemRef(ctx, spell.source_item_id),
    rewarded_by: (ctx.cat.questsBySpell.get(spell.id) ?? []).filter((q) => !q.internal).flatMap((q) => questRef(ctx, q.id) ?? []),
    item_sets: [...sets.values()].map((s) => refTo(ctx, "item_set", s)!),
    ...tail(ctx, "spell", spell),
  };
}

/** The spells an NPC teaches, as list summaries: by level (unknown last), then name. */
export function spellsTaughtBy(ctx: Context, npcId: number): ApiShape<"spell_summary">[] {
  return (ctx.cat.trainersByNpc.get(npcId) ?? [])
    .flatMap((t) => {
      const spell = ctx.cat.spells.get(t.spell_id);
      return spell && !spell.internal ? [spell] : [];
    })
    .sort((a, b) => (a.level ?? Infinity) - (b.level ?? Infinity) || compareText(a.name, b.name) || a.id - b.id)
    .map((s) => spellSummary(ctx, s));
}
