/**
 * Tiny source files for the unit tests of the importer's adapters (importer/sources/): a test
 * writes a few literal lines of a source's format under the file name the adapter expects (its
 * extension decides whether the adapter gunzips it), and the folder goes when the file's tests end.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll } from "vitest";
import { readDbc, type Dbc } from "../../importer/formats/dbc.ts";
import { dbcTable } from "./importer-fixtures.ts";

/** A writer of files into a fresh folder, removed after the calling test file's tests. */
export function sourceFiles(): (name: string, content: string | Buffer) => string {
  const dir = mkdtempSync(join(tmpdir(), "grimoire-source-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return (name, content) => {
    const path = join(dir, name);
    writeFileSync(path, content);
    return path;
  };
}

/** A WDBC table read back: rows of `fields` cells, strings stored in its string block. */
export function dbcOf(fields: number, rows: (number | string)[][]): Dbc {
  return readDbc(dbcTable(fields, rows));
}
