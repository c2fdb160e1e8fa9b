/**
 * The tables a data change left alone, found from the database files' pages rather than from
 * their rows: a table whose b-tree is the very same pages in both files, byte for byte, holds the
 * same rows. An update made in place (a maintainer's fix, the bench's edits) rewrites the pages of
 * the tables it touches only; comparing the two files page by page and asking SQLite's dbstat
 * which table owns each page costs a read of the files, where comparing every row of every table
 * (affected.ts) costs a scan of both databases row by row. A table found different here, or any
 * table when the files cannot be compared so (another page size, a write-ahead log not yet
 * merged into its file), is compared row by row as before.
 */
import { closeSync, existsSync, openSync, readSync, statSync } from "node:fs";
import type { Db } from "../database/sqlite.ts";

/** Bytes of each file read at a time. */
const CHUNK = 1 << 20;

/**
 * Of `tables`, those whose pages are the same in the database `main` of `db` and the attached
 * `old`, whose files are `mainFile` and `oldFile`.
 */
export function samePagedTables(db: Db, mainFile: string, oldFile: string, tables: Iterable<string>): Set<string> {
  const same = new Set<string>();
  const pageSize = db.pragma("main.page_size", { simple: true }) as number;
  if (pageSize !== db.pragma("old.page_size", { simple: true }) || pendingLog(mainFile) || pendingLog(oldFile)) return same;
  const differ = differentPages(mainFile, oldFile, pageSize);
  const pages = (schema: string) => {
    const byTable = new Map<string, number[]>();
    for (const [name, page] of db.prepare("SELECT name, pageno FROM dbstat(?) ORDER BY name, path").raw().iterate(schema) as Iterable<
      [string, number]
    >) {
      let list = byTable.get(name);
      if (!list) byTable.set(name, (list = []));
      list.push(page);
    }
    return byTable;
  };
  const [now, before] = [pages("main"), pages("old")];
  for (const table of tables) {
    const [a, b] = [now.get(table) ?? [], before.get(table) ?? []];
    if (a.length === b.length && a.every((page, i) => page === b[i] && !differ.has(page))) same.add(table);
  }
  return same;
}

/** Whether a database has a write-ahead log beside its file: its file alone is not its content. */
function pendingLog(file: string): boolean {
  return existsSync(`${file}-wal`) && statSync(`${file}-wal`).size > 0;
}

/** The numbers (from 1) of the pages that differ between two files, those past the end of the shorter one included. */
function differentPages(a: string, b: string, pageSize: number): Set<number> {
  const differ = new Set<number>();
  const [fa, fb] = [openSync(a, "r"), openSync(b, "r")];
  try {
    const step = Math.max(pageSize, CHUNK - (CHUNK % pageSize));
    const [ba, bb] = [Buffer.allocUnsafe(step), Buffer.allocUnsafe(step)];
    const pages = Math.ceil(Math.max(statSync(a).size, statSync(b).size) / pageSize);
    for (let at = 0; at < pages * pageSize; at += step) {
      const [na, nb] = [readSync(fa, ba, 0, step, at), readSync(fb, bb, 0, step, at)];
      for (let off = 0; off < Math.max(na, nb); off += pageSize) {
        const end = off + pageSize;
        if (end > na || end > nb || ba.compare(bb, off, end, off, end) !== 0) differ.add((at + off) / pageSize + 1);
      }
    }
  } finally {
    closeSync(fa);
    closeSync(fb);
  }
  return differ;
}
