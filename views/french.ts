/**
 * French grammar the pages need around names they did not write: « de » and « à » contract
 * with the article a name starts with (« Les Mortemines » -> « des Mortemines », « Le Cœur du
 * Magma » -> « du Cœur du Magma ») and elide before a vowel (« d'Ulduar »).
 */

/** A name split for « de » or « à » before it: the word to write first (with its space, or
 * none after an apostrophe) and the name as it then reads. */
export interface Contracted {
  before: string;
  name: string;
}

const ARTICLE = /^(Les|Le) (.+)$/;
const VOWEL = /^[AEIOUYÀÂÉÈÊËÎÏÔŒÙÛÜaeiouyàâéèêëîïôœùûü]/;

/** « de » before `name`: « des Mortemines », « du Cœur du Magma », « d'Ulduar », « de Hurlevent ». */
export function of(name: string): Contracted {
  const article = ARTICLE.exec(name);
  if (article) return { before: article[1] === "Les" ? "des " : "du ", name: article[2]! };
  return VOWEL.test(name) ? { before: "d'", name } : { before: "de ", name };
}

/** « à » before `name`: « aux Mortemines », « au Cœur du Magma », « à Ulduar ». */
export function to(name: string): Contracted {
  const article = ARTICLE.exec(name);
  if (article) return { before: article[1] === "Les" ? "aux " : "au ", name: article[2]! };
  return { before: "à ", name };
}
