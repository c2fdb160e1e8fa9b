/**
 * French text folding for matching, the one rule of the API: search and the `q` filter of lists
 * fold queries with it, the generator folds names and texts into its indexes with it. Case and
 * accents are ignored (é = e, ç = c), ligatures are spelled out (œ = oe, æ = ae), and every
 * apostrophe (' ’ ʼ ‘), hyphen (- ‐ ‑ – —) and space (non-breaking ones included) is one of
 * its kind; words are split on anything that is not a letter or a digit, so « Kel’Thuzad »,
 * « kel'thuzad » and « KEL-THUZAD » give the same words. Words split or joined (« van cleef »,
 * « vancleef ») are the search's business: `joined` gives the form they share.
 */

const LIGATURES: Record<string, string> = { œ: "oe", æ: "ae", ß: "ss" };

/** Characters that are the same sign written another way, as the accents are. */
const SIGNS: [RegExp, string][] = [
  [/[’ʼ‘`´′ʹ]/g, "'"],
  [/[‐‑‒–—―−]/g, "-"],
  [/[\u00a0\u2007\u202f\u2009\u200a\u2002-\u2006\u3000]/g, " "],
];

export function fold(text: string): string {
  let folded = text
    .toLowerCase()
    .replace(/[œæß]/g, (c) => LIGATURES[c]!)
    .normalize("NFD")
    .replace(/\p{M}+/gu, "");
  for (const [signs, sign] of SIGNS) folded = folded.replace(signs, sign);
  return folded;
}

export function words(text: string): string[] {
  return fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** The words of a text written as one: « Kel'Thuzad », « kel thuzad » and « kelthuzad » all give
 * "kelthuzad". Names compare on it, so a name typed split or joined is the same name. */
export function joined(text: string): string {
  return words(text).join("");
}

/** A list as French writes it: « a, b et c ». */
export function inFrench(items: readonly string[]): string {
  return items.length < 2 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} et ${items.at(-1)}`;
}
