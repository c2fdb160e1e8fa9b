/**
 * Tells an English text among French ones. AzerothCore's frFR locale rows are partly English
 * texts copied from Wowhead (with its `&lt;name&gt;` for the character's name); served as French
 * they would break the rule that texts are French, so they are left out. The test counts the
 * commonest short words of each language, which any sentence of a quest text is full of.
 */

const ENGLISH = new Set([
  "the",
  "you",
  "your",
  "you're",
  "you've",
  "you'll",
  "and",
  "to",
  "of",
  "is",
  "it",
  "it's",
  "i",
  "i'm",
  "i'll",
  "i've",
  "my",
  "we",
  "have",
  "has",
  "with",
  "this",
  "that",
  "for",
  "are",
  "will",
  "be",
  "was",
  "what",
  "thank",
  "thanks",
  "here",
  "they",
  "them",
  "now",
  "not",
  "but",
  "can",
  "just",
  "in",
  "these",
  "those",
  "our",
  "from",
  "do",
  "been",
]);
const FRENCH = new Set([
  "vous",
  "votre",
  "vos",
  "le",
  "la",
  "les",
  "de",
  "des",
  "du",
  "et",
  "est",
  "une",
  "un",
  "pour",
  "que",
  "qui",
  "je",
  "j'ai",
  "il",
  "elle",
  "nous",
  "ce",
  "cette",
  "pas",
  "ne",
  "au",
  "aux",
  "avec",
  "sur",
  "dans",
  "merci",
  "bien",
  "mais",
  "tu",
  "ton",
  "ta",
  "mon",
  "ma",
  "c'est",
  "n'est",
  "d'un",
  "d'une",
  "à",
]);
/** Wowhead's English stand-ins for the character's name, class and race. */
const WOWHEAD_PLACEHOLDER = /&lt;(name|class|race)&gt;|<(name|class|race)>/gi;

export function looksEnglish(text: string): boolean {
  let english = (text.match(WOWHEAD_PLACEHOLDER) ?? []).length;
  let french = 0;
  for (const word of text
    .toLowerCase()
    .replace(/[’]/g, "'")
    .match(/[a-zàâçéèêëîïôûùüÿœ']+/g) ?? []) {
    if (ENGLISH.has(word)) english++;
    else if (FRENCH.has(word)) french++;
  }
  return english > french;
}
