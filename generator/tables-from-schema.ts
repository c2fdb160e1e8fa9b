/**
 * generator/tables.ts from data/schema.sql: one TypeScript row type per table, so the rows the
 * generator reads (catalog.ts) are typed by the schema itself. `npx tsx generator/tables-from-schema.ts`
 * rewrites the file; test/node/tables.test.ts fails when it is not what the schema gives.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import Database from "better-sqlite3";

const SQL_TYPES: Record<string, string> = { INTEGER: "number", REAL: "number", TEXT: "string" };

/** The source of generator/tables.ts for this schema text, as SQLite itself reads the schema. */
export function tablesSource(schema: string): string {
  const db = new Database(":memory:");
  db.exec(schema);
  const out = [
    "/**",
    " * The row of each table of data/schema.sql as the generator reads it (SELECT *). Written by",
    " * generator/tables-from-schema.ts from the schema: do not edit, run it again.",
    " */",
    "export interface Tables {",
  ];
  const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY rowid").pluck().all() as string[];
  for (const table of tables) {
    out.push(`  ${table}: {`);
    const columns = db.prepare(`PRAGMA table_info(${table})`).all() as { name: string; type: string; notnull: number; pk: number }[];
    for (const c of columns) {
      const type = SQL_TYPES[c.type];
      if (!type) throw new Error(`${table}.${c.name}: no TypeScript type for ${c.type}`);
      out.push(`    ${c.name}: ${type}${c.notnull || c.pk ? "" : " | null"};`);
    }
    out.push("  };");
  }
  db.close();
  out.push("}", "", "export type TableName = keyof Tables;", "");
  return out.join("\n");
}

export const TABLES_FILE = fileURLToPath(new URL("./tables.ts", import.meta.url));
export const SCHEMA_FILE = fileURLToPath(new URL("../data/schema.sql", import.meta.url));

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(TABLES_FILE, tablesSource(readFileSync(SCHEMA_FILE, "utf8")));
}
