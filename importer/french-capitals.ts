/**
 * Accented capitals the game's French sources leave out: the client's labels read « Epées »,
 * « Etoffe », « Equipé », where French writes « Épées », « Étoffe », « Équipé ». A table of the
 * French words that take an accent on their capital, applied to whole words only, so that a
 * name the table does not know stays as the source wrote it.
 */

/** Each word as the sources write it, its accented form after. */
const WORDS: Record<string, string> = Object.fromEntries(
  [
    "Écaille",
    "Écailles",
    "Écharpe",
    "Éclat",
    "Écorce",
    "Écu",
    "Écus",
    "Élément",
    "Éléments",
    "Élémentaire",
    "Élémentaires",
    "Élixir",
    "Élixirs",
    "Émeraude",
    "Énergie",
    "Épaulières",
    "Épée",
    "Épées",
    "Épique",
    "Équipé",
    "Équipement",
    "Étendard",
    "État",
    "Étoffe",
    "Étui",
  ].map((w) => [w.normalize("NFD").replace(/\p{M}/u, "").normalize("NFC"), w]),
);

const UNACCENTED = new RegExp(`(?<!\\p{L})(${Object.keys(WORDS).join("|")})(?!\\p{L})`, "gu");

/** `text` with the capitals of the table's words accented: « Epées à une main » -> « Épées à une main ». */
export function accentCapitals(text: string): string {
  return text.replace(UNACCENTED, (word) => WORDS[word]!);
}
