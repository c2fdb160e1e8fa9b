/**
 * What a build keeps of itself for the next one, beside dist/ in `<out>.state/` (never served,
 * never deployed): a SQLite database of the files it wrote with their ETags, each record's
 * files and the keys it read (catalog.ts, Reads), each list's summaries in order, and a copy of
 * the source database it was made from. The next build compares the source with that copy
 * (changes.ts) and renders again only the records whose keys changed. Holding the manifests and
 * the summaries here rather than in memory also keeps the build's memory flat in the data's size.
 *
 * The state of a full build is written to a new file and renamed over the old one once dist/ is
 * swapped; an incremental build changes the state in one transaction, committed once dist/ is
 * swapped. A build killed in between leaves a state that names another build than dist/'s: the
 * next build sees it and builds whole.
 */
import Database from "better-sqlite3";
import { copyFileSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync } from "node:fs";
import { join } from "node:path";
import { isAlive } from "../lib/leftovers.ts";

export const stateDir = (out: string) => `${out}.state`;
const STATE_FILE = "state.sqlite";
/** The copy of the source database a build was made from, named by its build. */
const sourceFile = (build: string) => `source-${build}.sqlite`;

const SCHEMA = `
CREATE TABLE info (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
-- one record: its files (record, then sub-list pages) and the keys it read
CREATE TABLE unit (version TEXT NOT NULL, res INTEGER NOT NULL, id INTEGER NOT NULL, reads BLOB NOT NULL, files TEXT NOT NULL,
  PRIMARY KEY (version, res, id)) WITHOUT ROWID;
-- files of the other parts of a build: a list, the documents, the search index
CREATE TABLE part (owner TEXT PRIMARY KEY, files TEXT NOT NULL) WITHOUT ROWID;
-- the listed summary of each record, and what search reads of it (search-docs.ts); position: its place in the list
CREATE TABLE summary (list TEXT NOT NULL, id INTEGER NOT NULL, name TEXT NOT NULL, json TEXT NOT NULL, rogue INTEGER NOT NULL,
  facts TEXT, position INTEGER, PRIMARY KEY (list, id)) WITHOUT ROWID;
-- the manifests: served files with ETag and next page, internal files with their hash; shard: see commit
-- (listed = 0: the hash manifest's own shards and build.json, which no manifest lists)
CREATE TABLE served (file TEXT PRIMARY KEY, etag TEXT NOT NULL, next TEXT, size INTEGER NOT NULL, fnv INTEGER NOT NULL, shard INTEGER) WITHOUT ROWID;
CREATE TABLE internal (file TEXT PRIMARY KEY, hash TEXT NOT NULL, size INTEGER NOT NULL, fnv INTEGER NOT NULL, shard INTEGER,
  listed INTEGER NOT NULL) WITHOUT ROWID;
-- the search index's words with the size of their postings, and (info) the docs' summed length: what search-index.ts patches
CREATE TABLE search_word (word TEXT PRIMARY KEY, size INTEGER NOT NULL) WITHOUT ROWID;
`;

export interface StateInfo {
  build: string;
  generator: string;
  addresses: string;
}

export class BuildState {
  private constructor(
    readonly out: string,
    readonly db: Database.Database,
    readonly path: string,
    /** the file the state goes to once the build is swapped in (a new state), or null (changed in place) */
    private readonly target: string | null,
  ) {
    db.pragma("journal_mode = DELETE");
    db.pragma("synchronous = OFF");
    db.pragma("cache_size = -32000");
    db.pragma("temp_store = FILE");
  }

  /** A new, empty state for a full build of `out`. */
  static create(out: string): BuildState {
    const dir = stateDir(out);
    mkdirSync(dir, { recursive: true });
    removeDead(dir);
    const path = join(dir, `${STATE_FILE}.tmp-${process.pid}`);
    rmSync(path, { force: true });
    const db = new Database(path);
    db.exec(SCHEMA);
    const state = new BuildState(out, db, path, join(dir, STATE_FILE));
    db.exec("BEGIN");
    return state;
  }

  /** The state of the build in `out`, to change in one transaction; null when there is none or it cannot be read. */
  static open(out: string): BuildState | null {
    const path = join(stateDir(out), STATE_FILE);
    if (!existsSync(path)) return null;
    removeDead(stateDir(out));
    try {
      const db = new Database(path, { fileMustExist: true, timeout: 0 });
      const state = new BuildState(out, db, path, null);
      db.exec("BEGIN IMMEDIATE");
      return state;
    } catch {
      return null;
    }
  }

  info(): Partial<StateInfo> & Record<string, string> {
    try {
      const rows = this.db.prepare("SELECT key, value FROM info").all() as { key: string; value: string }[];
      return Object.fromEntries(rows.map((r) => [r.key, r.value]));
    } catch {
      return {};
    }
  }

  setInfo(values: Record<string, string>): void {
    const put = this.db.prepare("INSERT OR REPLACE INTO info (key, value) VALUES (?, ?)");
    for (const [key, value] of Object.entries(values)) put.run(key, value);
  }

  /** The copy of the source database of the build this state describes, or null. */
  sourceCopy(): string | null {
    const build = this.info().build;
    const path = build && join(stateDir(this.out), sourceFile(build));
    return path && existsSync(path) ? path : null;
  }

  /**
   * Once dist/ holds build `build`: keeps a copy of its source database, commits the state (or
   * renames the new one in place) and removes the copies of earlier builds.
   */
  finish(build: string, source: string): void {
    const dir = stateDir(this.out);
    const copy = join(dir, sourceFile(build));
    if (!existsSync(copy)) {
      copyFileSync(source, `${copy}.tmp-${process.pid}`);
      renameSync(`${copy}.tmp-${process.pid}`, copy);
    }
    this.setInfo({ build });
    this.db.exec("COMMIT");
    this.db.close();
    if (this.target) renameSync(this.path, this.target);
    for (const entry of readdirSync(dir)) {
      if (entry.startsWith("source-") && entry !== sourceFile(build)) rmSync(join(dir, entry), { force: true });
    }
  }

  /** Gives up: the changes roll back, a new state is removed. */
  abandon(): void {
    try {
      if (this.db.inTransaction) this.db.exec("ROLLBACK");
    } finally {
      this.db.close();
      if (this.target) rmSync(this.path, { force: true });
    }
  }
}

/** Removes what builds killed while writing left in the state's folder (`<file>.tmp-<pid>`). */
function removeDead(dir: string): void {
  for (const entry of readdirSync(dir)) {
    const pid = Number(/\.tmp-(\d+)$/.exec(entry)?.[1]);
    if (pid && pid !== process.pid && !isAlive(pid)) rmSync(join(dir, entry), { force: true });
  }
}
