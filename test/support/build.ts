/**
 * A build of a database file into a folder, quiet, at the default addresses: what the tests that
 * compare builds (full against incremental, before against after a change) run for each side, and
 * the edited copy of a database the second side is built from.
 */
import { readFileSync, writeFileSync } from "node:fs";
import Database from "better-sqlite3";
import { DEFAULT_ADDRESSES } from "../../contract/addresses.ts";
import { openDatabase } from "../../database/sqlite.ts";
import { generate, type GenerateResult } from "../../generator/generate.ts";
import { Progress } from "../../generator/progress.ts";

const quiet = new Progress(true);

export async function buildInto(db: string, out: string, options: Parameters<typeof generate>[4] = {}): Promise<GenerateResult> {
  const handle = openDatabase(db);
  try {
    return await generate(handle, DEFAULT_ADDRESSES, out, quiet, options);
  } finally {
    handle.close();
  }
}

/** A copy of the database `from` at `to`, with `sql` run on it. */
export function editedCopy(from: string, to: string, sql: string): string {
  writeFileSync(to, readFileSync(from));
  const db = new Database(to);
  db.exec(sql);
  db.close();
  return to;
}
