/**
 * Game texts (quest descriptions, objectives, progress and completion texts) as the API shows
 * them. The sources keep the client's placeholders, which the game fills in for the reader; a
 * reference has no reader, so each is written the way French guides write it:
 *
 * | source                          | shown                      |
 * |---------------------------------|----------------------------|
 * | `$N` `$n` (character's name)    | `<nom>`                    |
 * | `$C` `$c` (class)               | `<classe>`                 |
 * | `$R` `$r` (race)                | `<race>`                   |
 * | `$B` `$b` (line break)          | a new line                 |
 * | `$Gmasculin:féminin;` (gender)  | `masculin/féminin`         |
 * | `$2063w` (a world counter)      | `<nombre>`                 |
 * | `$4354k` `$6318d` (time left)   | `<durée>`                  |
 *
 * The gender form also comes with a third part naming the word it agrees with (`$Gun:une:c;`,
 * "un/une" before the class), which is dropped. Web-scraped rows of one AzerothCore file carry
 * HTML (`&lt;`, `&nbsp;`, `<br>`), written back as the characters they stand for. Any other `$`
 * code (a test quest's `$T`) is left as the source wrote it.
 */

const PLACEHOLDERS: [RegExp, string][] = [
  [/\$\d+w/gi, "<nombre>"],
  [/\$\d+[dk]/gi, "<durée>"],
  [/\$n/gi, "<nom>"],
  [/\$c/gi, "<classe>"],
  [/\$r/gi, "<race>"],
];

const ENTITIES: Record<string, string> = { lt: "<", gt: ">", nbsp: " ", amp: "&", quot: '"' };

/** A source's game text as the API serves it, or null when nothing is left. */
export function gameText(raw: unknown): string | null {
  if (typeof raw !== "string") return null;
  let text = raw
    // A `<br>` right after `$B` repeats the same break.
    .replace(/(\$b)?<br\s*[:/]?\s*>/gi, "\n")
    .replace(/&(lt|gt|nbsp|amp|quot);/g, (_, name: string) => ENTITIES[name]!)
    .replace(/\$b/gi, "\n");
  // Names first: a gender form may hold one (`$Gle $C:la $C;`).
  for (const [code, shown] of PLACEHOLDERS) text = text.replace(code, shown);
  text = text
    .replace(/\$g([^:;$]*):([^:;$]*)(?::[^:;$]*)?;/gi, (_, male: string, female: string) => `${male.trim()}/${female.trim()}`)
    .trim();
  return text || null;
}
