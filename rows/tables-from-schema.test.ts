// @vitest-environment node
/**
 * rows/tables.ts, the row types the importer writes the database with and the generator reads
 * it with, is what data/schema.sql gives (as SQLite reads it): a column added, removed, renamed,
 * made nullable or given a default in the schema without regenerating the file fails here, and
 * then in the type check.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SCHEMA_FILE, TABLES_FILE, tablesSource } from "./tables-from-schema.ts";

describe("rows/tables.ts", () => {
  it("is the schema's row types (npx tsx rows/tables-from-schema.ts rewrites it)", () => {
    expect(readFileSync(TABLES_FILE, "utf8")).toBe(tablesSource(readFileSync(SCHEMA_FILE, "utf8")));
  });

  it("types a NOT NULL column without null, a nullable one with it", () => {
    const source = tablesSource("CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT NOT NULL, note TEXT, x REAL);");
    expect(source).toContain("  t: {\n    id: number;\n    name: string;\n    note: string | null;\n    x: number | null;\n  };");
  });

  it("lists the NOT NULL columns with a DEFAULT, never a nullable one", () => {
    const source = tablesSource(
      "CREATE TABLE t (a INTEGER NOT NULL DEFAULT 0, b TEXT NOT NULL DEFAULT 'x', c TEXT DEFAULT 'y', d TEXT NOT NULL);",
    );
    expect(source).toContain('export interface Defaulted {\n  t: "a" | "b";\n}');
    expect(tablesSource("CREATE TABLE u (d TEXT NOT NULL);")).toContain("export interface Defaulted {\n  u: never;\n}");
  });
});
