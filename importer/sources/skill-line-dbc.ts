/**
 * French names of the skills of the 2.4.3 client (SkillLine.dbc: professions, weapon skills,
 * class trees, lockpicking...), keyed by skill id as quests and SkillLineAbility name them.
 */
import type { Dbc } from "../formats/dbc.ts";

/** First locstring field (display name); French is slot 2 of the 16 locale slots. */
const NAME = 3;
const FR = 2;

export function skillNames(dbc: Dbc | null): Map<number, string> {
  const out = new Map<number, string>();
  for (const row of dbc?.rows ?? []) {
    const name = dbc!.text(row[NAME + FR]!);
    if (name) out.set(row[0]!, name);
  }
  return out;
}
