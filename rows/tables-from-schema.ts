/**
 * rows/tables.ts from data/schema.sql: the TypeScript row type of every table and the columns
 * that take a default, so that the rows the importer writes and the generator reads are typed
 * by the schema itself. `npx tsx rows/tables-from-schema.ts` rewrites the file;
 * rows/tables-from-schema.test.ts fails when it is not what the schema gives.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import Database from "better-sqlite3";

const SQL_TYPES: Record<string, string> = { INTEGER: "number", REAL: "number", TEXT: "string" };

interface Column {
  name: string;
  type: string;
  notnull: number;
  dflt_value: string | null;
  pk: number;
}

/** The source of rows/tables.ts for this schema text, as SQLite itself reads the schema. */
export function tablesSource(schema: string): string {
  const db = new Database(":memory:");
  db.exec(schema);
  const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY rowid").pluck().all() as string[];
  const columns = new Map(tables.map((table) => [table, db.prepare(`PRAGMA table_info(${table})`).all() as Column[]]));
  db.close();
  const out = [
    "/**",
    " * The row of each table of data/schema.sql as SQLite reads it (SELECT *), and the columns",
    " * that take a default when a row is written without them. Written by",
    " * rows/tables-from-schema.ts from the schema: do not edit, run it again.",
    " */",
    "export interface Tables {",
  ];
  for (const [table, cols] of columns) {
    out.push(`  ${table}: {`);
    for (const c of cols) {
      const type = SQL_TYPES[c.type];
      if (!type) throw new Error(`${table}.${c.name}: no TypeScript type for ${c.type}`);
      out.push(`    ${c.name}: ${type}${c.notnull || c.pk ? "" : " | null"};`);
    }
    out.push("  };");
  }
  out.push("}", "", "/** The NOT NULL columns of each table that have a DEFAULT. */", "export interface Defaulted {");
  for (const [table, cols] of columns) {
    const defaulted = cols.filter((c) => c.notnull && c.dflt_value !== null).map((c) => JSON.stringify(c.name));
    out.push(`  ${table}: ${defaulted.join(" | ") || "never"};`);
  }
  out.push("}", "", "export type TableName = keyof Tables;", "");
  return out.join("\n");
}

export const TABLES_FILE = fileURLToPath(new URL("./tables.ts", import.meta.url));
export const SCHEMA_FILE = fileURLToPath(new URL("../data/schema.sql", import.meta.url));

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(TABLES_FILE, tablesSource(readFileSync(SCHEMA_FILE, "utf8")));
}
