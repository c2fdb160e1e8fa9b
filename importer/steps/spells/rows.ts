/**
 * The rows the spell step writes (data/schema.sql: spell, spell_reagent, trainer_spell) from
 * the gathered drafts. A spell no source names is not written: a record needs a name.
 */
import { isInternalName } from "../../hidden.ts";
import type { NewRow } from "../../../rows/row.ts";
import type { SpellDraft } from "./drafts.ts";
import type { NameTables } from "./names.ts";
import { talentLevel } from "./talents.ts";
import type { TrainerLink } from "./trainers.ts";

/** Spell leftovers the shared rule (hidden.ts) does not catch: "zzOLD…", "[Deprecated] …", "… OLD". */
const LEFTOVER = /^zzOLD|\[Deprecated\]|^Deprecated\b|\bOLD$/;

export function spellRow(d: SpellDraft, names: NameTables, firstRank: number | null): NewRow<"spell"> | null {
  if (!d.english) return null;
  const french = d.french ?? names.french(d.english);
  // An icon by name is the icon of every spell of that name: right for a talent (all its ranks
  // share it) and a spell without ranks, not for ranks whose icons differ (Conjure Water).
  const iconByName = d.kind === "talent" || d.rank === null ? names.icon(d.english) : null;
  return {
    id: d.id,
    name: french ?? d.english,
    english_name: d.english,
    name_is_english: french ? 0 : 1,
    kind: d.kind,
    rank: d.rank,
    rank_name: d.rank !== null ? `Rang ${d.rank}` : null,
    first_rank_id: firstRank,
    icon: d.icon ?? iconByName,
    class: d.class,
    level: d.level ?? (d.talent ? talentLevel(d.talent, d.rank, d.class) : null),
    cost: d.cost,
    english_description: d.description,
    talent_tree: d.talent?.tree ?? null,
    talent_tier: d.talent?.tier ?? null,
    talent_column: d.talent?.column ?? null,
    talent_max_rank: d.talent?.maxRank ?? null,
    glyph_type: d.glyphType,
    source_item_id: d.sourceItemId,
    profession: d.recipe?.profession ?? null,
    skill_level: d.recipe?.skill ?? null,
    created_item_id: d.recipe?.createdItemId ?? null,
    created_quantity: d.recipe?.quantity ?? null,
    rogue: d.class === "rogue" || d.recipe?.profession === "poisons" ? 1 : 0,
    internal: isInternalName(d.english) || LEFTOVER.test(d.english) ? 1 : 0,
  };
}

export function reagentRows(d: SpellDraft): NewRow<"spell_reagent">[] {
  return (d.recipe?.reagents ?? []).map((r, i) => ({ spell_id: d.id, item_id: r.itemId, quantity: r.count, position: i + 1 }));
}

export function trainerRows(links: TrainerLink[], written: Set<number>): NewRow<"trainer_spell">[] {
  const seen = new Set<string>();
  return links.flatMap((l) => {
    const key = `${l.npcId}:${l.spellId}`;
    if (!written.has(l.spellId) || seen.has(key)) return [];
    seen.add(key);
    return [{ npc_id: l.npcId, spell_id: l.spellId }];
  });
}
