/**
 * Streaming reader of MySQL dump files (.sql or .sql.gz): the mysqldump `CREATE TABLE` /
 * `INSERT INTO ... VALUES (...),(...);` statements of MaNGOS and AzerothCore, and the
 * `UPDATE ... SET col='...' WHERE entry=N;` statements of the MOTE French translation files.
 * The text is decompressed and split into statements on the fly, so a dump is never held
 * whole in memory; only one statement at a time is.
 */
import { createReadStream } from "node:fs";
import { createGunzip } from "node:zlib";

export type SqlValue = string | number | null;

/** One row of an INSERT; `columns` come from the INSERT's own list, else from the CREATE TABLE. */
export interface InsertRow {
  kind: "insert";
  table: string;
  columns: string[] | null;
  values: SqlValue[];
}

/** One UPDATE statement: the assigned columns and the WHERE equalities. */
export interface UpdateRow {
  kind: "update";
  table: string;
  set: Record<string, SqlValue>;
  where: Record<string, SqlValue>;
}

export type DumpRecord = InsertRow | UpdateRow;

/** Names the values of an insert by its columns (positional names `c0`.. when unknown). */
export function named(row: InsertRow): Record<string, SqlValue> {
  const out: Record<string, SqlValue> = {};
  row.values.forEach((v, i) => (out[row.columns?.[i] ?? `c${i}`] = v));
  return out;
}

/** Reads every INSERT row and UPDATE statement of a dump, in file order. */
export async function* readDump(path: string): AsyncGenerator<DumpRecord> {
  const input = createReadStream(path);
  const stream = path.endsWith(".gz") ? input.pipe(createGunzip()) : input;
  stream.setEncoding("utf8");
  const createColumns = new Map<string, string[]>();
  for await (const statement of statements(stream as AsyncIterable<string>)) {
    yield* parseStatement(statement, createColumns);
  }
}

/**
 * Splits SQL text into statements at `;` outside quotes, dropping `--` and `/* *\/` comments
 * (mysqldump wraps its SET lines in `/*!40101 ... *\/`, which are not data either).
 */
export async function* statements(chunks: AsyncIterable<string>): AsyncGenerator<string> {
  let buf = "";
  let quote: string | null = null;
  let escaped = false;
  let comment: "line" | "block" | null = null;
  let prev = "";
  for await (const chunk of chunks) {
    for (let i = 0; i < chunk.length; i++) {
      const c = chunk[i]!;
      if (comment === "line") {
        if (c === "\n") comment = null;
        prev = c;
        continue;
      }
      if (comment === "block") {
        if (prev === "*" && c === "/") {
          comment = null;
          prev = "";
          continue;
        }
        prev = c;
        continue;
      }
      if (quote) {
        buf += c;
        if (escaped) escaped = false;
        else if (c === "\\") escaped = true;
        else if (c === quote) quote = null;
        prev = c;
        continue;
      }
      if (c === "'" || c === '"' || c === "`") {
        quote = c;
        buf += c;
        prev = c;
        continue;
      }
      // `--` starts a comment only at a token boundary (mysql requires a following blank).
      if (c === "-" && prev === "-" && (buf.length === 1 || /\s/.test(buf[buf.length - 2]!))) {
        buf = buf.slice(0, -1);
        comment = "line";
        prev = c;
        continue;
      }
      if (c === "*" && prev === "/") {
        buf = buf.slice(0, -1);
        comment = "block";
        prev = "";
        continue;
      }
      if (c === ";") {
        const s = buf.trim();
        if (s) yield s;
        buf = "";
        prev = c;
        continue;
      }
      buf += c;
      prev = c;
    }
  }
  const rest = buf.trim();
  if (rest) yield rest;
}

function* parseStatement(sql: string, createColumns: Map<string, string[]>): Generator<DumpRecord> {
  const head = sql.slice(0, 40).toUpperCase();
  if (head.startsWith("CREATE TABLE")) {
    const m = /^CREATE TABLE\s+(?:IF NOT EXISTS\s+)?`?(\w+)`?\s*\(([\s\S]*)\)/i.exec(sql);
    if (m) {
      const cols = [...m[2]!.matchAll(/^\s*`(\w+)`\s+\w/gm)].map((x) => x[1]!);
      createColumns.set(m[1]!, cols);
    }
    return;
  }
  if (head.startsWith("INSERT")) {
    const m = /^INSERT\s+(?:IGNORE\s+)?INTO\s+`?(\w+)`?\s*(\(([^)]*)\))?\s*VALUES\s*/i.exec(sql);
    if (!m) return;
    const table = m[1]!;
    const columns = m[3] ? m[3].split(",").map((c) => c.trim().replace(/`/g, "")) : (createColumns.get(table) ?? null);
    for (const values of parseTuples(sql, m[0].length)) yield { kind: "insert", table, columns, values };
    return;
  }
  if (head.startsWith("UPDATE")) {
    const m = /^UPDATE\s+`?(\w+)`?\s+SET\s+/i.exec(sql);
    if (!m) return;
    const lexer = new Lexer(sql, m[0].length);
    const set = lexer.assignments(",", /^WHERE\b/i);
    const where = lexer.assignments("AND", null);
    yield { kind: "update", table: m[1]!, set, where };
  }
}

/** Parses `(v, v, ...), (v, ...)` from `start` to the end of the statement. */
function* parseTuples(sql: string, start: number): Generator<SqlValue[]> {
  const lexer = new Lexer(sql, start);
  while (lexer.skipBlank() && lexer.peek() === "(") {
    lexer.pos++;
    const row: SqlValue[] = [];
    for (;;) {
      lexer.skipBlank();
      row.push(lexer.value());
      lexer.skipBlank();
      const c = sql[lexer.pos++];
      if (c === ")") break;
      if (c !== ",") throw new Error(`mysql dump: unexpected '${c}' at ${lexer.pos} in a VALUES tuple`);
    }
    yield row;
    lexer.skipBlank();
    if (lexer.peek() === ",") lexer.pos++;
  }
}

const ESCAPES: Record<string, string> = { n: "\n", r: "\r", t: "\t", "0": "\0", Z: "\x1a", b: "\b" };

class Lexer {
  constructor(
    readonly sql: string,
    public pos: number,
  ) {}

  peek(): string | undefined {
    return this.sql[this.pos];
  }

  /** Skips white space; false at the end of the text. */
  skipBlank(): boolean {
    while (this.pos < this.sql.length && /\s/.test(this.sql[this.pos]!)) this.pos++;
    return this.pos < this.sql.length;
  }

  value(): SqlValue {
    const c = this.peek();
    if (c === "'" || c === '"') return this.string(c);
    const m = /^(NULL|[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?)/i.exec(this.sql.slice(this.pos, this.pos + 64));
    if (!m) throw new Error(`mysql dump: unreadable value at ${this.pos}: ${this.sql.slice(this.pos, this.pos + 20)}`);
    this.pos += m[0].length;
    return m[0].toUpperCase() === "NULL" ? null : Number(m[0]);
  }

  string(q: string): string {
    let out = "";
    let i = this.pos + 1;
    const s = this.sql;
    for (;;) {
      if (i >= s.length) throw new Error("mysql dump: unterminated string");
      const c = s[i];
      if (c === "\\") {
        const n = s[i + 1] ?? "";
        out += ESCAPES[n] ?? n;
        i += 2;
      } else if (c === q) {
        // a doubled quote is the SQL-standard escape of the quote itself
        if (s[i + 1] === q) {
          out += q;
          i += 2;
        } else {
          i++;
          break;
        }
      } else {
        out += c;
        i++;
      }
    }
    this.pos = i;
    return out;
  }

  /** `col = value` pairs separated by `sep`, up to `stop` or the end. */
  assignments(sep: string, stop: RegExp | null): Record<string, SqlValue> {
    const out: Record<string, SqlValue> = {};
    for (;;) {
      if (!this.skipBlank()) return out;
      const rest = this.sql.slice(this.pos);
      if (stop) {
        const m = stop.exec(rest);
        if (m) {
          this.pos += m[0].length;
          return out;
        }
      }
      const col = /^`?(\w+)`?\s*=\s*/.exec(rest);
      if (!col) throw new Error(`mysql dump: unreadable assignment: ${rest.slice(0, 40)}`);
      this.pos += col[0].length;
      out[col[1]!] = this.value();
      this.skipBlank();
      if (this.sql.startsWith(sep, this.pos)) this.pos += sep.length;
      else if (sep === "AND" && /^and\b/i.test(this.sql.slice(this.pos))) this.pos += 3;
    }
  }
}
