/**
 * The order of search results, as the spec ranks them: the records of the game number asked
 * for, then exact name, then name prefix, then BM25 text score; ties by docId, which is the
 * spec's type order, then version, then game number. Total and stable, so a query always gives
 * the same order and cursor offsets never repeat or skip an element.
 */

export const Tier = { Number: 0, ExactName: 1, NamePrefix: 2, Text: 3 } as const;
export type Tier = (typeof Tier)[keyof typeof Tier];

export interface Ranked {
  doc: number;
  tier: Tier;
  score: number;
}

/** BM25 inverse document frequency (the non-negative variant). */
export function idf(docs: number, df: number): number {
  return Math.log(1 + (docs - df + 0.5) / (df + 0.5));
}

/** `name` and `query` are words joined by single spaces (see words() in api/text.ts). */
export function nameTier(name: string, query: string): Tier {
  if (name === query) return Tier.ExactName;
  if (name.startsWith(query)) return Tier.NamePrefix;
  return Tier.Text;
}

/** Within a tier, the score orders name prefixes and text matches only: exact matches (of the
 * number or of the name) are equally exact, and read best in type and version order. */
export function compareRanked(a: Ranked, b: Ranked): number {
  if (a.tier !== b.tier) return a.tier - b.tier;
  return (a.tier >= Tier.NamePrefix ? b.score - a.score : 0) || a.doc - b.doc;
}
