// @vitest-environment node
/**
 * generator/tables.ts, the row types the generator reads the database with, is what
 * data/schema.sql gives (as SQLite reads it): a column added, removed, renamed or made nullable
 * in the schema without regenerating the file fails here, and then in the type check.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SCHEMA_FILE, TABLES_FILE, tablesSource } from "../../generator/tables-from-schema.ts";

describe("generator/tables.ts", () => {
  it("is the schema's row types (npx tsx generator/tables-from-schema.ts rewrites it)", () => {
    expect(readFileSync(TABLES_FILE, "utf8")).toBe(tablesSource(readFileSync(SCHEMA_FILE, "utf8")));
  });

  it("types a NOT NULL column without null, a nullable one with it", () => {
    const source = tablesSource("CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT NOT NULL, note TEXT, x REAL);");
    expect(source).toContain("  t: {\n    id: number;\n    name: string;\n    note: string | null;\n    x: number | null;\n  };");
  });
});
