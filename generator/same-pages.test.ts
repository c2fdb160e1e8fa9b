/** samePagedTables on real SQLite files: an edit made in place leaves the other tables' pages as they were. */
import Database from "better-sqlite3";
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { samePagedTables } from "./same-pages.ts";

const work = mkdtempSync(join(tmpdir(), "grimoire-same-pages-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const TABLES = ["item", "npc", "quest"];

/** A database of three tables, each of many pages. */
function made(name: string): string {
  const path = join(work, `${name}.sqlite`);
  const db = new Database(path);
  for (const table of TABLES) {
    db.exec(`CREATE TABLE ${table} (id INTEGER PRIMARY KEY, name TEXT NOT NULL)`);
    const put = db.prepare(`INSERT INTO ${table} (id, name) VALUES (?, ?)`);
    db.transaction(() => {
      for (let id = 1; id <= 2000; id++) put.run(id, `${table} numéro ${id}`);
    })();
  }
  db.close();
  return path;
}

/** A copy of `from` with `sql` run on it, and the tables samePagedTables finds the same. */
function sameAfter(from: string, name: string, sql: string, journal = "DELETE"): Set<string> {
  const path = join(work, `${name}.sqlite`);
  copyFileSync(from, path);
  const edit = new Database(path);
  edit.pragma(`journal_mode = ${journal}`);
  edit.exec(sql);
  // A write-ahead log stays beside the file until it is merged: the reader below sees it.
  const db = new Database(path);
  db.exec(`ATTACH DATABASE '${from}' AS old`);
  try {
    return samePagedTables(db, path, from, TABLES);
  } finally {
    db.close();
    edit.close();
  }
}

describe("samePagedTables", () => {
  const original = made("original");

  it("finds every table the same in an unchanged copy", () => {
    expect([...sameAfter(original, "copy", "SELECT 1")].sort()).toEqual(["item", "npc", "quest"]);
  });

  it("leaves out the table an update made in place changed, and only it", () => {
    expect([...sameAfter(original, "renamed", "UPDATE npc SET name = 'Edwin VanCleef' WHERE id = 639")].sort()).toEqual(["item", "quest"]);
  });

  it("leaves out a table that grew past the end of the file", () => {
    const sql = "INSERT INTO quest (id, name) SELECT id + 2000, name FROM quest";
    expect([...sameAfter(original, "grown", sql)].sort()).toEqual(["item", "npc"]);
  });

  it("finds none the same while a write-ahead log holds changes its file does not", () => {
    expect([...sameAfter(original, "logged", "UPDATE item SET name = 'Étoffe de lin' WHERE id = 1589", "WAL")]).toEqual([]);
  });

  it("finds none the same in a database written afresh, whose pages are elsewhere", () => {
    const fresh = join(work, "fresh.sqlite");
    const db = new Database(fresh);
    for (const table of [...TABLES].reverse()) db.exec(`CREATE TABLE ${table} (id INTEGER PRIMARY KEY, name TEXT NOT NULL)`);
    db.exec(`ATTACH DATABASE '${original}' AS src`);
    for (const table of TABLES) db.exec(`INSERT INTO main.${table} SELECT * FROM src.${table}`);
    db.exec("DETACH DATABASE src");
    db.exec(`ATTACH DATABASE '${original}' AS old`);
    try {
      expect([...samePagedTables(db, fresh, original, TABLES)]).toEqual([]);
    } finally {
      db.close();
    }
  });
});
