/**
 * The SQLite database the importer writes and the generator reads: where it lives in data/, how
 * the build opens it, and the embedded sample database built from the readable SQL committed in
 * data/ (schema.sql, then data/sample/*.sql in name order).
 */
import Database from "better-sqlite3";
import { existsSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { join } from "node:path";
import { removeDeadTemporaries, temporaryOf } from "../lib/leftovers.ts";

export const DATA_DIR = new URL("../data/", import.meta.url).pathname;
export const SAMPLE_DB = join(DATA_DIR, "sample.sqlite");
/** Where the importer writes the full database (npm run import). */
export const FULL_DB = join(DATA_DIR, "wow.sqlite");

export type Db = Database.Database;

/** Writes data/sample.sqlite from the committed SQL; replaces the old file only on success. */
export function buildSampleDatabase(target = SAMPLE_DB): string {
  removeDeadTemporaries(target, "tmp");
  const temp = temporaryOf(target, "tmp");
  const db = new Database(temp);
  try {
    db.exec(readFileSync(join(DATA_DIR, "schema.sql"), "utf8"));
    const dir = join(DATA_DIR, "sample");
    const files = readdirSync(dir)
      .filter((f) => f.endsWith(".sql"))
      .sort();
    db.transaction(() => {
      for (const file of files) {
        try {
          db.exec(readFileSync(join(dir, file), "utf8"));
        } catch (error) {
          throw new Error(`data/sample/${file}: ${(error as Error).message}`);
        }
      }
    })();
    db.close();
    renameSync(temp, target);
    return target;
  } catch (error) {
    db.close();
    rmSync(temp, { force: true });
    throw error;
  }
}

export function openDatabase(path: string): Db {
  if (!existsSync(path)) throw new Error(`database not found: ${path}`);
  return new Database(path, { readonly: true, fileMustExist: true });
}
