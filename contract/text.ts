/**
 * French text folding for matching: case and accents ignored (é = e, œ = oe, ç = c), words split
 * on anything that is not a letter or digit (apostrophes and hyphens included). The generator
 * folds names into its indexes with it, the edge folds queries with it.
 */

const LIGATURES: Record<string, string> = { œ: "oe", æ: "ae", ß: "ss" };

export function fold(text: string): string {
  return text
    .toLowerCase()
    .replace(/[œæß]/g, (c) => LIGATURES[c]!)
    .normalize("NFD")
    .replace(/\p{M}+/gu, "");
}

export function words(text: string): string[] {
  return fold(text).split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

/** True when every word of the query starts a word of the text (both already split). */
export function wordsMatch(query: readonly string[], text: readonly string[]): boolean {
  return query.every((q) => text.some((w) => w.startsWith(q)));
}
