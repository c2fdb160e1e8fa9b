/**
 * SkillLineAbility.dbc of the 2.4.3 client: which spells each skill (class tree, profession,
 * weapon skill) teaches, for which classes. It tells which spell ids exist in 2.4.3 and the
 * class of a class spell. Layout: id, SkillLine 1, Spell 2, RaceMask 3, ClassMask 4.
 */
import type { Dbc } from "../formats/dbc.ts";

export interface SkillSpell {
  spellId: number;
  skillId: number;
  classMask: number;
}

export function readSkillSpells(dbc: Dbc | null): SkillSpell[] {
  return (dbc?.rows ?? []).map((r) => ({ spellId: r[2]!, skillId: r[1]!, classMask: r[4]! }));
}
