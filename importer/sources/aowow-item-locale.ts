/**
 * The French item tooltip templates of aowow's localization/locale_frfr.php (the `item` section
 * and a few `game` lists): armour, block, damage, speed, DPS, durability, required level,
 * bonding, slots, sockets, triggers (« Équipé : »), stat lines (ITEM_MOD_*), resistances, schools,
 * races, subclasses. item-lines.ts writes the fixed lines of an item's tooltip with them.
 */
import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";

export interface ItemLocale {
  /** single strings of the `item` section by key: armor "Armure : %s", speed "Vitesse", itemLevel, reqMinLevel, ... */
  text: Map<string, string>;
  /** lists of the `item` section and of `game` (`game.ra`, `game.sc`, `game.resistances`, `game.rep`), by key; a PHP null is null */
  lists: Map<string, (string | null)[]>;
}

const ITEM_TEXTS = [
  "armor",
  "block",
  "charges",
  "locked",
  "heroic",
  "startQuest",
  "containerSlots",
  "durability",
  "realTime",
  "conjured",
  "itemLevel",
  "randEnchant",
  "setBonus",
  "reqMinLevel",
  "speed",
  "dps",
  "socketBonus",
];
const ITEM_LISTS = [
  "cooldown",
  "unique",
  "uniqueEquipped",
  "glyphType",
  "duration",
  "single",
  "range",
  "ammo",
  "socket",
  "trigger",
  "bonding",
  "inventoryType",
  "statType",
];
const GAME_LISTS = ["ra", "sc", "resistances", "rep"];
/** The subclass lists of `item.subClass`, keyed by aowow's class constant, stored under the lower-case class word. */
const SUBCLASS_LISTS = ["WEAPON", "ARMOR", "CONTAINER", "AMMUNITION", "QUIVER", "MISC"];

export function readAowowItemLocale(path: string): ItemLocale {
  const raw = readFileSync(path);
  return parseAowowItemLocale((path.endsWith(".gz") ? gunzipSync(raw) : raw).toString("utf8"));
}

export function parseAowowItemLocale(php: string): ItemLocale {
  const item = section(php, "item");
  const game = section(php, "game");
  const text = new Map<string, string>();
  for (const key of ITEM_TEXTS) {
    const m = new RegExp(`'${key}'\\s*=>\\s*(${QUOTED})`).exec(item);
    if (m) text.set(key, unquote(m[1]!));
  }
  const lists = new Map<string, (string | null)[]>();
  for (const key of ITEM_LISTS) {
    const list = listOf(item, key);
    if (list) lists.set(key, list);
  }
  for (const key of SUBCLASS_LISTS) {
    const list = listOf(item, `ITEM_CLASS_${key}`);
    if (list) lists.set(key.toLowerCase(), list);
  }
  for (const key of GAME_LISTS) {
    const list = listOf(game, key);
    if (list) lists.set(key, list);
  }
  return { text, lists };
}

const QUOTED = `"(?:[^"\\\\]|\\\\.)*"|'(?:[^'\\\\]|\\\\.)*'`;

/** The body of a top-level `'name' => array(` section, up to the next one. */
function section(php: string, name: string): string {
  const m = new RegExp(`^    '${name}'\\s*=>\\s*array\\(`, "m").exec(php);
  if (!m) return "";
  const rest = php.slice(m.index + m[0].length);
  const next = /^    '[a-z]+'\s*=>\s*array\(/m.exec(rest);
  return next ? rest.slice(0, next.index) : rest;
}

/** The strings (and nulls) of `'key' => array(...)` or `'key' => [...]`, in order; PHP comments skipped. */
function listOf(body: string, key: string): (string | null)[] | null {
  const m = new RegExp(`(?:'${key}'|\\b${key}\\b)\\s*=>\\s*(array\\(|\\[)`).exec(body);
  if (!m) return null;
  const close = m[1] === "[" ? "]" : ")";
  const open = m[1] === "[" ? "[" : "(";
  const out: (string | null)[] = [];
  const token = new RegExp(`${QUOTED}|null|//[^\\n]*|[\\[\\]()]`, "g");
  token.lastIndex = m.index + m[0].length;
  let depth = 1;
  for (let t = token.exec(body); t; t = token.exec(body)) {
    const s = t[0];
    if (s.startsWith("//")) continue;
    if (s === open || s === "[" || s === "(") depth++;
    else if (s === close || s === "]" || s === ")") {
      if (--depth === 0) break;
    } else out.push(s === "null" ? null : unquote(s));
  }
  return out;
}

/** A PHP string literal's value, its HTML entities decoded (aowow writes "&lt;" for "<"). */
function unquote(s: string): string {
  return s
    .slice(1, -1)
    .replace(/\\(.)/g, "$1")
    .replace(/&lt;?/g, "<")
    .replace(/&gt;?/g, ">")
    .replace(/&nbsp;/g, "\u00a0");
}
