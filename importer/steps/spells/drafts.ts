/**
 * The facts gathered about each spell of a version before its rows are written. Sources are
 * applied most trusted first and a fact already known is never overwritten, so the order of the
 * calls in index.ts is the precedence. Only `add` makes a spell exist; `complete` adds facts to
 * spells another source showed, for sources that may hold ids of other versions.
 */
export interface TalentPlace {
  /** French name of the tree (of the trees, for a pet talent of several), null when no source names it in French */
  tree: string | null;
  /** 1-based, as the game shows them; null for a pet talent placed differently in its trees */
  tier: number | null;
  column: number | null;
  maxRank: number;
  /** hunter pet talents: no player level applies */
  pet: boolean;
}

export interface RecipeFacts {
  profession: string | null;
  /** profession skill needed */
  skill: number | null;
  createdItemId: number | null;
  quantity: number | null;
  reagents: { itemId: number; count: number }[];
}

export interface SpellDraft {
  id: number;
  kind: string | null;
  english: string | null;
  /** French name decided by a source about this very spell (recipes, glyphs) */
  french: string | null;
  rank: number | null;
  icon: string | null;
  class: string | null;
  level: number | null;
  /** training cost, copper */
  cost: number | null;
  /** English tooltip text */
  description: string | null;
  talent: TalentPlace | null;
  glyphType: string | null;
  /** item that teaches or applies the spell (glyph, demon grimoire) */
  sourceItemId: number | null;
  recipe: RecipeFacts | null;
}

export type Facts = Partial<Omit<SpellDraft, "id">>;

/**
 * Kinds from weakest to strongest: a stronger kind replaces a weaker one (a talent rank some
 * trainer also lists stays a talent; a recipe a scraped item list names stays a recipe).
 */
const KIND_STRENGTH: readonly string[] = ["item", "ability", "recipe", "glyph", "talent"];
const strength = (kind: string | null | undefined) => (kind ? KIND_STRENGTH.indexOf(kind) : -1);

export class Drafts {
  readonly byId = new Map<number, SpellDraft>();

  /** Records that a source of this version shows the spell, with what it says about it. */
  add(id: number, facts: Facts): SpellDraft {
    let d = this.byId.get(id);
    if (!d) {
      d = {
        id,
        kind: null,
        english: null,
        french: null,
        rank: null,
        icon: null,
        class: null,
        level: null,
        cost: null,
        description: null,
        talent: null,
        glyphType: null,
        sourceItemId: null,
        recipe: null,
      };
      this.byId.set(id, d);
    }
    this.merge(d, facts);
    return d;
  }

  /** Adds facts to a spell already shown by another source; none when it is not. */
  complete(id: number, facts: Facts): void {
    const d = this.byId.get(id);
    if (d) this.merge(d, facts);
  }

  has(id: number): boolean {
    return this.byId.has(id);
  }

  private merge(d: SpellDraft, facts: Facts): void {
    for (const [key, value] of Object.entries(facts) as [keyof Facts, unknown][]) {
      if (value === null || value === undefined) continue;
      if (key === "kind") {
        if (strength(value as string) > strength(d.kind)) d.kind = value as string;
      } else if (d[key] === null) {
        (d as unknown as Record<string, unknown>)[key] = value;
      }
    }
  }
}
