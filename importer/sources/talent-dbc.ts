/**
 * Talents of the 2.4.3 client (Talent.dbc, TalentTab.dbc): the spell of each rank of each
 * talent, its tree's class and its tier. Spell names are not in these tables (Spell.dbc is
 * absent from the staged data); the ids say which spells are talents and which ranks belong
 * together. Layouts: Talent id, TabID 1, Tier 2, Column 3, SpellRank[9] 4-12;
 * TalentTab id, Name locstring 1-17, SpellIcon 18, RaceMask 19, ClassMask 20.
 */
import type { Dbc } from "../formats/dbc.ts";

export interface TalentSpell {
  spellId: number;
  talentId: number;
  rank: number;
  tier: number;
  /** ChrClasses id of the tree's class, null when the mask names none or several. */
  classId: number | null;
}

export function readTalentSpells(talents: Dbc | null, tabs: Dbc | null): TalentSpell[] {
  const classOfTab = new Map<number, number | null>();
  for (const tab of tabs?.rows ?? []) classOfTab.set(tab[0]!, singleBit(tab[20]!));
  const out: TalentSpell[] = [];
  for (const t of talents?.rows ?? []) {
    for (let rank = 1; rank <= 9; rank++) {
      const spellId = t[3 + rank]!;
      if (spellId) out.push({ spellId, talentId: t[0]!, rank, tier: t[2]!, classId: classOfTab.get(t[1]!) ?? null });
    }
  }
  return out;
}

/** The class of a one-class mask (bit n-1 for class n). */
function singleBit(mask: number): number | null {
  if (!mask || mask & (mask - 1)) return null;
  return Math.log2(mask) + 1;
}
