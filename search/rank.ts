/**
 * The tiers and scores search results are ranked by, as the spec ranks them: the records of the
 * game number asked for, then exact name, then name prefix, then BM25 text score; ties by docId,
 * which is the spec's type order, then version, then game number (compareMatches in topk.ts).
 * Total and stable, so a query always gives the same order and cursor offsets never repeat or
 * skip an element.
 */

export const Tier = { Number: 0, ExactName: 1, NamePrefix: 2, Text: 3 } as const;
export type Tier = (typeof Tier)[keyof typeof Tier];

/** BM25 inverse document frequency (the non-negative variant). */
export function idf(docs: number, df: number): number {
  return Math.log(1 + (docs - df + 0.5) / (df + 0.5));
}

/** `name` and `query` are words joined by single spaces (see words() in contract/text.ts). */
export function nameTier(name: string, query: string): Tier {
  if (name === query) return Tier.ExactName;
  if (name.startsWith(query)) return Tier.NamePrefix;
  return Tier.Text;
}
