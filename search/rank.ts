/**
 * How search results are ranked (the documentation says the same in French, generator/docs/):
 * the records of the game number asked for; then the names that are the query, French before
 * English; then the French names that start with it; then the names, French or English, that
 * hold every query word; then the records whose texts hold them. Names compare written as one
 * word, so a name typed split or joined is the same name. Among equally good name matches the
 * record a player most likely means comes first (its weight, generator/search-docs.ts), a French
 * name before an English one, then the better BM25 text score; text matches by score, then
 * weight. Ties by docId, which is the spec's type order, then version, then the list's order
 * (compareMatches in topk.ts). Total and stable, so a query always gives the same order and
 * cursor offsets never repeat or skip an element.
 */

/** How a doc was found. EnglishWords ranks as NameWords, after it only at equal weight. */
export const Tier = {
  Number: 0,
  ExactName: 1,
  ExactEnglish: 2,
  NamePrefix: 3,
  NameWords: 4,
  EnglishWords: 5,
  Text: 6,
} as const;
export type Tier = (typeof Tier)[keyof typeof Tier];

/** The rank of a tier: equal for the two kinds of name words. */
export const rankOf = (tier: number) => (tier === Tier.EnglishWords ? Tier.NameWords : tier);

/** Tiers fit in this many values (the top files write docId * TIERS + tier). */
export const TIERS = 8;

/** BM25 inverse document frequency (the non-negative variant). */
export function idf(docs: number, df: number): number {
  return Math.log(1 + (docs - df + 0.5) / (df + 0.5));
}

/** The tier of a name, written as one word (joined() of contract/text.ts), for the query
 * written the same way. */
export function nameTier(name: string, query: string, english: boolean): Tier | null {
  if (name === query) return english ? Tier.ExactEnglish : Tier.ExactName;
  if (name.startsWith(query)) return english ? Tier.EnglishWords : Tier.NamePrefix;
  return null;
}

/** Which name of the record a result was found by: null for a game number or a text match. */
export function matchedName(tier: number): "name" | "english_name" | null {
  if (tier === Tier.Number || tier === Tier.Text) return null;
  return tier === Tier.ExactEnglish || tier === Tier.EnglishWords ? "english_name" : "name";
}
