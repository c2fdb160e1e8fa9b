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
  return fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** A list as French writes it: « a, b et c ». */
export function inFrench(items: readonly string[]): string {
  return items.length < 2 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} et ${items.at(-1)}`;
}
