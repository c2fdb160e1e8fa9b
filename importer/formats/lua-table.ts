/**
 * Reader of the Lua data files of pfQuest and Questie: table constructors
 * (`{ [key] = value, name = value, value, ... }`) with strings, numbers, nil and booleans.
 * Not a Lua interpreter: it finds table literals (after `=`, or inside `[[return {...}]]`
 * strings that Questie passes to loadstring) and turns them into JS values.
 */
import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";

export type LuaValue = string | number | boolean | null | LuaTable;
/** A Lua table: keys are strings or numbers (positional entries get 1, 2, ...), holes stay absent. */
export type LuaTable = Map<string | number, LuaValue>;

/** Reads a .lua or .lua.gz file as text. */
export function readLuaText(path: string): string {
  const raw = readFileSync(path);
  return (path.endsWith(".gz") ? gunzipSync(raw) : raw).toString("utf8");
}

/**
 * Every top-level assignment `target = { ... }` of the file, by target text (e.g.
 * `pfDB["units"]["data"]`, `QuestieDB.npcData`). A value given as `[[return {...}]]` or
 * `loadstring([[return {...}]])` is parsed as the table inside.
 */
export function readAssignments(text: string): Map<string, LuaTable> {
  const out = new Map<string, LuaTable>();
  const re = /^([A-Za-z_][\w.]*(?:\[[^\]\n]*\])*)\s*=\s*(?:loadstring\()?\s*(\[(=*)\[\s*return\s*)?\{/gm;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) {
    const start = m.index + m[0].length - 1;
    const parser = new LuaParser(text, start);
    out.set(m[1]!.replace(/\s+/g, ""), parser.table());
    re.lastIndex = parser.pos;
  }
  return out;
}

/** Parses one Lua table literal (text starting at `{`). */
export function parseLuaTable(text: string): LuaTable {
  return new LuaParser(text, text.indexOf("{")).table();
}

/** The entries of a table as a plain number-keyed list, for id -> row tables. */
export function entries(table: LuaTable | undefined): [number, LuaValue][] {
  if (!table) return [];
  const out: [number, LuaValue][] = [];
  for (const [k, v] of table) if (typeof k === "number") out.push([k, v]);
  return out;
}

/** Lua's white space: space, \t, \n, \v, \f, \r. */
function isSpace(c: number): boolean {
  return c === 32 || (c >= 9 && c <= 13);
}

const ESCAPES: Record<string, string> = { n: "\n", t: "\t", r: "\r", "\\": "\\", '"': '"', "'": "'", "\n": "\n" };

class LuaParser {
  /** Where the next backslash is at or after the last string read (-1: none left), so that
   * a file without escapes is not searched to its end once per string. */
  private backslash = -2;

  constructor(
    readonly s: string,
    public pos: number,
  ) {}

  private blank(): void {
    const s = this.s;
    for (;;) {
      while (this.pos < s.length && isSpace(s.charCodeAt(this.pos))) this.pos++;
      if (s.startsWith("--", this.pos)) {
        const long = /^--\[(=*)\[/.exec(s.slice(this.pos, this.pos + 8));
        if (long) {
          const end = s.indexOf(`]${long[1]}]`, this.pos);
          this.pos = end < 0 ? s.length : end + long[1]!.length + 2;
        } else {
          const end = s.indexOf("\n", this.pos);
          this.pos = end < 0 ? s.length : end + 1;
        }
        continue;
      }
      return;
    }
  }

  private fail(what: string): never {
    throw new Error(`lua: ${what} at ${this.pos}: ${JSON.stringify(this.s.slice(this.pos, this.pos + 30))}`);
  }

  table(): LuaTable {
    const t: LuaTable = new Map();
    if (this.s[this.pos] !== "{") this.fail("expected {");
    this.pos++;
    let index = 1;
    for (;;) {
      this.blank();
      const c = this.s[this.pos];
      if (c === "}") {
        this.pos++;
        return t;
      }
      let key: string | number | null = null;
      if (c === "[" && this.s[this.pos + 1] !== "[" && this.s[this.pos + 1] !== "=") {
        this.pos++;
        this.blank();
        const k = this.value();
        this.blank();
        if (this.s[this.pos] !== "]") this.fail("expected ]");
        this.pos++;
        this.blank();
        if (this.s[this.pos] !== "=") this.fail("expected =");
        this.pos++;
        if (typeof k !== "string" && typeof k !== "number") this.fail("unsupported key");
        key = k;
      } else {
        const name = /^([A-Za-z_]\w*)\s*=(?!=)/.exec(this.s.slice(this.pos, this.pos + 80));
        if (name) {
          key = name[1]!;
          this.pos += name[0].length;
        }
      }
      this.blank();
      const v = this.value();
      if (key === null) key = index++;
      if (v !== null) t.set(key, v);
      this.blank();
      const sep = this.s[this.pos];
      if (sep === "," || sep === ";") this.pos++;
      else if (sep !== "}") this.fail("expected , or }");
    }
  }

  value(): LuaValue {
    this.blank();
    const s = this.s;
    const c = s[this.pos];
    if (c === "{") return this.table();
    if (c === '"' || c === "'") return this.string(c);
    if (c === "[") {
      const long = /^\[(=*)\[/.exec(s.slice(this.pos, this.pos + 8));
      if (!long) this.fail("unexpected [");
      const open = this.pos + long[0].length;
      const end = s.indexOf(`]${long[1]}]`, open);
      if (end < 0) this.fail("unterminated long string");
      this.pos = end + long[1]!.length + 2;
      return s.slice(s[open] === "\n" ? open + 1 : open, end);
    }
    const word = /^(nil|true|false|-?0x[0-9a-fA-F]+|-?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?)/.exec(s.slice(this.pos, this.pos + 40));
    if (!word) this.fail("unreadable value");
    this.pos += word[0].length;
    if (word[0] === "nil") return null;
    if (word[0] === "true") return true;
    if (word[0] === "false") return false;
    return Number(word[0]);
  }

  /**
   * A quoted string. Lua strings are bytes: a run of decimal escapes (`\195\169`) is the
   * UTF-8 encoding of one character, so escaped bytes are gathered and decoded together.
   */
  private string(q: string): string {
    const s = this.s;
    let i = this.pos + 1;
    let out = "";
    let bytes: number[] = [];
    const flush = () => {
      if (bytes.length) out += Buffer.from(bytes).toString("utf8");
      bytes = [];
    };
    for (;;) {
      const j = s.indexOf(q, i);
      if (this.backslash !== -1 && this.backslash < i) this.backslash = s.indexOf("\\", i);
      const b = this.backslash;
      if (j < 0) this.fail("unterminated string");
      if (b >= 0 && b < j) {
        if (b > i) {
          flush();
          out += s.slice(i, b);
        }
        const n = s[b + 1] ?? "";
        const digits = /^\d{1,3}/.exec(s.slice(b + 1, b + 4));
        if (digits) {
          bytes.push(Number(digits[0]) & 255);
          i = b + 1 + digits[0].length;
        } else {
          flush();
          out += ESCAPES[n] ?? n;
          i = b + 2;
        }
        continue;
      }
      flush();
      out += s.slice(i, j);
      this.pos = j + 1;
      return out;
    }
  }
}
