/**
 * AtlasLoot Enhanced loot modules (`AtlasLoot_Data["Key"] = { {slot, itemId, icon, name, note,
 * "", "drop %"}, …, Next = "…"; }`), one row per line. Names and notes are string literals
 * joined with `..` to library lookups (`BabbleBoss["Lucifron"]`, `AL["Trash Mobs"]`), kept here
 * as their source text so that the step can tell a boss from a code. A row with item 0 is a
 * header (a boss, a difficulty, a category) for the rows after it; `Prev` / `Next` chain the
 * pages of one instance.
 */
import { readLuaText } from "../formats/lua-table.ts";

export interface AtlasLootRow {
  slot: number;
  /** 0 on a header row */
  item: number;
  /** string parts joined, lookups kept as written: `=q6=BabbleBoss["Rhahk'Zor"]` */
  name: string;
  note: string;
  /** the last column as a percent, null when absent or not a number ("1.#INF%") */
  chance: number | null;
}

export interface AtlasLootTable {
  key: string;
  rows: AtlasLootRow[];
  /** the tables its `Prev` / `Next` fields point at: the pages of one instance, in order */
  links: string[];
}

export function readAtlasLootTables(path: string): AtlasLootTable[] {
  const tables: AtlasLootTable[] = [];
  let current: AtlasLootTable | null = null;
  for (const line of readLuaText(path).split("\n")) {
    const start = /^\s*AtlasLoot_Data\["([^"]+)"\]\s*=\s*\{\s*$/.exec(line);
    if (start) {
      current = { key: start[1]!, rows: [], links: [] };
      tables.push(current);
      continue;
    }
    if (!current) continue;
    if (/^\s*\};?\s*(--.*)?$/.test(line)) {
      current = null;
      continue;
    }
    const link = /^\s*(?:Prev|Next)\s*=\s*"([^"]+)"/.exec(line);
    if (link) current.links.push(link[1]!);
    const row = /^\s*\{(.*)\};?\s*(--.*)?$/.exec(line);
    if (row) {
      const parsed = atlasLootRow(fields(row[1]!));
      if (parsed) current.rows.push(parsed);
    }
  }
  return tables;
}

function atlasLootRow(cells: string[]): AtlasLootRow | null {
  const [slot, item, , name = "", note = "", , chance = ""] = cells;
  if (!/^\d+$/.test(slot ?? "") || !/^\d+$/.test(item ?? "")) return null; // crafting rows: "s2329"
  const percent = /^\s*(\d+(?:\.\d+)?)\s*%\s*$/.exec(chance);
  return { slot: Number(slot), item: Number(item), name, note, chance: percent ? Number(percent[1]) : null };
}

/**
 * The cells of a row: top-level commas split, each cell's `..`-joined parts concatenated
 * (string literals unquoted, anything else such as `BabbleBoss["X"]` or a number kept as is).
 */
function fields(text: string): string[] {
  const cells: string[] = [];
  let cell = "";
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '"' || c === "'") {
      const end = closingQuote(text, i);
      const literal = text.slice(i + 1, end).replace(/\\(.)/g, "$1");
      // Inside a lookup's brackets the quotes stay: the key is part of the lookup's text.
      cell += depth ? text.slice(i, end + 1) : literal;
      i = end;
    } else if (c === "[") {
      depth++;
      cell += c;
    } else if (c === "]") {
      depth--;
      cell += c;
    } else if (c === "," && !depth) {
      cells.push(cell.trim());
      cell = "";
    } else if (c === "." && text[i + 1] === "." && !depth) {
      i++;
    } else if (!/\s/.test(c) || depth) {
      cell += c;
    }
  }
  if (cell.trim()) cells.push(cell.trim());
  return cells;
}

function closingQuote(text: string, open: number): number {
  for (let i = open + 1; i < text.length; i++) {
    if (text[i] === "\\") i++;
    else if (text[i] === text[open]) return i;
  }
  return text.length;
}
