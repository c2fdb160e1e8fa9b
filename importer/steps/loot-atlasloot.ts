/**
 * Which boss drops each row of an AtlasLoot module, and in which mode. A row's boss is, in order:
 * a `BabbleBoss["…"]` in its own note (set pages name the boss of each piece); else the boss of
 * the last header row above it; else, before any header, the boss the table key ends with
 * ("MCLucifron", "ICCLichKing25ManHEROIC"), matched against LibBabble-Boss's English names.
 * A row or header naming its boss by an AtlasLoot `#nN#` code keeps the code instead (the code
 * table is part of AtlasLoot's code, not of the staged data; the NPC step finds the boss from the
 * items). Headers that name no boss (trash mobs, factions, sets) end the boss of the rows after them.
 */
import type { AtlasLootTable } from "../sources/atlasloot.ts";

export interface AtlasLootDrop {
  table: string;
  /** English boss names (LibBabble-Boss keys) the row may belong to: one, several when the
   * table key fits several equally well (left to the NPC step), none when it names no boss */
  bosses: string[];
  /** the `#nN#` code naming the row's boss when no name does */
  code: string | null;
  item: number;
  chance: number | null;
  /** the key says HEROIC or the row stands under a heroic-mode header */
  heroic: boolean;
  /** the mode header the row stands under, if any (pages of 5-player instances with a heroic mode) */
  section: "normal" | "heroic" | null;
  /** the key says 25Man */
  size25: boolean;
}

/** Header codes of AtlasLoot 5 that mark a mode of the same boss (Normal, Heroic, Additional Heroic Loot, Hard Mode). */
const MODE_HEADERS: Record<string, "normal" | "heroic" | "same"> = {
  "#j1#": "normal",
  "#j3#": "heroic",
  "#j27#": "heroic",
  "#j53#": "same",
};
/** Other headers that group a boss's loot without changing the boss: bonus loot, class pages. */
const SAME_BOSS_HEADER = /^(?:AL\["Bonus Loot"\]|LOCALIZED_CLASS_NAMES_MALE\["\w+"\])$/;
const BOSS = /BabbleBoss\["([^"]+)"\]/;
const named = (text: string) => {
  const boss = BOSS.exec(text)?.[1];
  return boss ? [boss] : [];
};
const BOSS_CODE = /#n\d+#/;
const codeOf = (text: string) => BOSS_CODE.exec(text)?.[0] ?? null;

export function atlasLootDrops(tables: AtlasLootTable[], bossNames: readonly string[]): AtlasLootDrop[] {
  const keyBoss = keyBossFinder(bossNames);
  const out: AtlasLootDrop[] = [];
  for (const table of tables) {
    const flags = { heroic: /HEROIC/.test(table.key), size25: /25Man/.test(table.key) };
    // A table whose rows name their bosses by code (the Bug Trio's) has no boss for the others.
    const coded = table.rows.some((r) => r.item && BOSS_CODE.test(r.note));
    let bosses = coded ? [] : keyBoss(table.key);
    let code: string | null = null;
    let section: "normal" | "heroic" | null = null;
    for (const row of table.rows) {
      const label = row.name.replace(/^=q\d=/, "").trim();
      if (!row.item) {
        const mode = MODE_HEADERS[label];
        if (mode) section = mode === "same" ? section : mode;
        else if (!SAME_BOSS_HEADER.test(label)) [bosses, code] = [named(label), codeOf(label)];
        continue;
      }
      // A set page names the boss of each piece; without a percentage the boss drops a token for it.
      const own = row.chance === null ? { bosses: [], code: null } : { bosses: named(row.note), code: codeOf(row.note) };
      const mine = own.bosses.length || own.code ? own : { bosses, code };
      out.push({
        table: table.key,
        bosses: mine.bosses,
        code: mine.code,
        item: row.item,
        chance: row.chance,
        heroic: flags.heroic || section === "heroic",
        section,
        size25: flags.size25,
      });
    }
  }
  return out;
}

/**
 * The boss a table key names: the key without its mode and page marks (HEROIC, 25Man, _A / _H,
 * page numbers) ends with some consecutive words of a boss name ("UtgardeKeepIngvar" →
 * "Ingvar the Plunderer", "UPSorrowgrave" → "Svala Sorrowgrave", "TKArcScryer" → "Wrath-Scryer
 * Soccothrates" but not "WorldEpicsWrath": a hyphenated word counts whole or by its end). The
 * longest such ending that starts one of the key's capitalised words, of three letters at least,
 * gives the candidates (several names may hold it: "Saurfang"); a whole key must be a whole name
 * ("Malygos", not "Hellfire").
 */
function keyBossFinder(bossNames: readonly string[]): (key: string) => string[] {
  const STOP = new Set(["the", "of", "and"]);
  const phrases = new Map<string, Set<string>>(); // squeezed run of words -> names holding it
  for (const name of bossNames) {
    const words = name.split(/\s+/).filter(Boolean);
    for (let i = 0; i < words.length; i++) {
      // A run may start with the end of a hyphenated word ("Scryer" of "Wrath-Scryer"), not stop at its start.
      const parts = words[i]!.split("-");
      for (let p = 0; p < parts.length; p++) {
        for (let j = i; j < words.length; j++) {
          const run = [parts.slice(p).join(""), ...words.slice(i + 1, j + 1)].map(squeeze).filter(Boolean);
          if (!run.length || run.every((w) => STOP.has(w))) continue;
          const phrase = run.join("");
          let names = phrases.get(phrase);
          if (!names) phrases.set(phrase, (names = new Set()));
          names.add(name);
        }
      }
    }
  }
  return (key) => {
    // Only endings that start a word of the key count ("BRDForgewright" does not end with "Right").
    const words = key
      .replace(/HEROIC|25Man|_[AH]$/g, "")
      .replace(/[\d_]+$/, "")
      .split(/(?<=[a-z])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])|(?<=\d)(?=[A-Za-z])/);
    for (let start = 0; start < words.length; start++) {
      const ending = squeeze(words.slice(start).join(""));
      const names = ending.length >= 3 ? [...(phrases.get(ending) ?? [])] : [];
      // A whole key that is only part of a name is a category page ("Hellfire", "Argent1").
      const fitting = start ? names : names.filter((n) => squeeze(n) === ending);
      if (fitting.length) return fitting.sort();
    }
    return [];
  };
}

function squeeze(s: string): string {
  return s.toLowerCase().replace(/[^a-z]/g, "");
}
