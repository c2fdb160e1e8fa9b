/**
 * The ranks of a spell: the spells of one class that share an English name and carry rank
 * numbers (Fireball ranks 1 to 16; a talent's ranks; Nature's Grasp, a talent at rank 1 and
 * trained after). A group where two spells claim the same rank is left ungrouped rather than
 * guessed. spell_chain is not used: it joins differently named spells into one chain.
 */
import type { SpellDraft } from "./drafts.ts";

/**
 * spell id -> id of the first rank of its group, for groups of two ranks or more. A rank whose
 * class no source gives joins the group of its name when only one class has that name; it then
 * takes that class (`classes`).
 */
export function rankGroups(drafts: Iterable<SpellDraft>): { first: Map<number, number>; classes: Map<number, string> } {
  const byName = new Map<string, SpellDraft[]>();
  for (const d of drafts) {
    if (!d.english || d.rank === null) continue;
    const key = d.english.toLowerCase();
    (byName.get(key) ?? byName.set(key, []).get(key)!).push(d);
  }
  const first = new Map<number, number>();
  const classes = new Map<number, string>();
  for (const named of byName.values()) {
    const known = new Set(named.flatMap((d) => (d.class ? [d.class] : [])));
    const groups = known.size <= 1 ? [named] : [...known].map((c) => named.filter((d) => d.class === c));
    for (const group of groups) {
      if (group.length < 2 || new Set(group.map((d) => d.rank)).size !== group.length) continue;
      const lowest = group.reduce((a, b) => (b.rank! < a.rank! ? b : a));
      const cls = known.size === 1 ? [...known][0]! : null;
      for (const d of group) {
        first.set(d.id, lowest.id);
        if (!d.class && cls) classes.set(d.id, cls);
      }
    }
  }
  return { first, classes };
}
