/**
 * What a build keeps of itself for the next one, beside dist/ in `<out>.state/` (never served,
 * never deployed): a SQLite database of the files it wrote with their ETags, each record's
 * files and the keys it read (catalog.ts, Reads), each list's summaries in order, and a copy of
 * the source database it was made from. The next build compares the source with that copy
 * (affected.ts) and renders again only the records whose keys changed. Holding the manifests and
 * the summaries here rather than in memory also keeps the build's memory flat in the data's size.
 *
 * The state of a full build is written to a new file and renamed over the old one once dist/ is
 * swapped; an incremental build changes the state in one transaction, committed once dist/ is
 * swapped. A build killed in between leaves a state that names another build than dist/'s: the
 * next build sees it and builds whole.
 *
 * This module is the only one that speaks SQL to the state: the build asks it for units,
 * summaries, parts, manifest entries and search words through typed methods.
 */
import Database, { type Statement } from "better-sqlite3";
import { copyFileSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync } from "node:fs";
import { join } from "node:path";
import { isAlive } from "../lib/leftovers.ts";
import { shardNumberOf } from "../hashing/fnv.ts";

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
-- the manifests: served files with ETag and next page, internal files with their hash; shard: its manifest
-- shard, null from a change of its entry until the manifests are written (manifests.ts)
-- (listed = 0: the hash manifest's own shards and build.json, which no manifest lists)
CREATE TABLE served (file TEXT PRIMARY KEY, etag TEXT NOT NULL, next TEXT, size INTEGER NOT NULL, shard INTEGER) WITHOUT ROWID;
CREATE TABLE internal (file TEXT PRIMARY KEY, hash TEXT NOT NULL, size INTEGER NOT NULL, shard INTEGER, listed INTEGER NOT NULL) WITHOUT ROWID;
-- the search index's words with the size of their postings, and (info) the docs' summed length: what search-patch.ts patches
CREATE TABLE search_word (word TEXT PRIMARY KEY, size INTEGER NOT NULL) WITHOUT ROWID;
-- each comparison's pairs of versions with their counts of game and source differences
CREATE TABLE difference_pair (res INTEGER NOT NULL, from_version TEXT NOT NULL, to_version TEXT NOT NULL, id INTEGER NOT NULL,
  game INTEGER NOT NULL, sources INTEGER NOT NULL, PRIMARY KEY (res, from_version, to_version, id)) WITHOUT ROWID;
CREATE INDEX difference_pair_record ON difference_pair (res, id);
`;

export interface StateInfo {
  build: string;
  generator: string;
  addresses: string;
}

/** A record's summary as its list holds it; position: its place in the list, null until the list is sorted. */
export interface Summary {
  name: string;
  json: string;
  rogue: number;
  facts: string | null;
  position: number | null;
}

/** What a list and search read of each summary (not its JSON). */
export interface ListedSummary {
  id: number;
  name: string;
  rogue: number;
  facts: string | null;
  position: number | null;
}

/** The two manifests: served files (ETag shards) and internal files (hash shards). */
export type Manifest = "served" | "internal";

export class BuildState {
  private readonly statements = new Map<string, Statement>();

  private constructor(
    readonly out: string,
    private readonly db: Database.Database,
    readonly path: string,
    /** the file the state goes to once the build is swapped in (a new state), or null (changed in place) */
    private readonly target: string | null,
  ) {
    db.pragma("journal_mode = DELETE");
    db.pragma("synchronous = OFF");
    db.pragma("cache_size = -32000");
    db.pragma("temp_store = FILE");
    // The manifests' shard rule, the edge's own (layout/dist.ts), for SQL to place a whole table with.
    db.function("shard_of", { deterministic: true }, (file, shards) => shardNumberOf(file as string, shards as number));
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

  /** A statement, prepared once. */
  private sql(text: string): Statement {
    let statement = this.statements.get(text);
    if (!statement) this.statements.set(text, (statement = this.db.prepare(text)));
    return statement;
  }

  info(): Partial<StateInfo> {
    try {
      const rows = this.sql("SELECT key, value FROM info").all() as { key: string; value: string }[];
      return Object.fromEntries(rows.map((r) => [r.key, r.value]));
    } catch {
      return {};
    }
  }

  setInfo(values: Partial<StateInfo>): void {
    this.put(values as Record<string, string>);
  }

  private fact(key: string): string | undefined {
    return this.sql("SELECT value FROM info WHERE key = ?").pluck().get(key) as string | undefined;
  }

  private put(values: Record<string, string>): void {
    const put = this.sql("INSERT OR REPLACE INTO info (key, value) VALUES (?, ?)");
    for (const [key, value] of Object.entries(values)) put.run(key, value);
  }

  // Facts of the build's parts, kept while the part does not change.

  /** The collection fingerprint of a list (`/versions`, `/search`, `/<version>/<segment>`). */
  collection(path: string): string | undefined {
    return this.fact(`collection:${path}`);
  }

  setCollection(path: string, collection: string): void {
    this.put({ [`collection:${path}`]: collection });
  }

  /** The fingerprint of a searchable list's search docs (search-rules.ts, listDocsFingerprint). */
  searchListFingerprint(list: string): string | undefined {
    return this.fact(`search:${list}`);
  }

  setSearchListFingerprint(list: string, fingerprint: string): void {
    this.put({ [`search:${list}`]: fingerprint });
  }

  /** The search docs' summed length, or null when no search index was recorded. */
  searchLength(): number | null {
    const length = this.fact("search:length");
    return length === undefined ? null : Number(length);
  }

  setSearchLength(length: number): void {
    this.put({ "search:length": String(length) });
  }

  /** The number of shards of a manifest in the build the state describes (0: none). */
  shards(manifest: Manifest): number {
    return Number(this.fact(`${manifest}_shards`) ?? 0);
  }

  setShards(manifest: Manifest, shards: number): void {
    this.put({ [`${manifest}_shards`]: String(shards) });
  }

  // Units: one record's files and the keys it read.

  /** The files of a record as the state has them, or null when it has none. */
  unitFiles(version: string, res: number, id: number): string[] | null {
    const files = this.sql("SELECT files FROM unit WHERE version = ? AND res = ? AND id = ?").pluck().get(version, res, id) as
      string | undefined;
    return files === undefined ? null : files.split("\n");
  }

  putUnit(version: string, res: number, id: number, reads: Uint32Array, files: readonly string[]): void {
    this.sql("INSERT OR REPLACE INTO unit (version, res, id, reads, files) VALUES (?, ?, ?, ?, ?)").run(
      version,
      res,
      id,
      Buffer.from(reads.buffer, reads.byteOffset, reads.byteLength),
      files.join("\n"),
    );
  }

  removeUnit(version: string, res: number, id: number): void {
    this.sql("DELETE FROM unit WHERE version = ? AND res = ? AND id = ?").run(version, res, id);
  }

  /** Every record with the keys it read. */
  *units(): Iterable<{ version: string; res: number; id: number; reads: Uint32Array }> {
    for (const [version, res, id, reads] of this.sql("SELECT version, res, id, reads FROM unit").raw().iterate() as Iterable<
      [string, number, number, Buffer]
    >) {
      yield { version, res, id, reads: new Uint32Array(reads.buffer, reads.byteOffset, reads.byteLength / 4) };
    }
  }

  /** The files of one version's records in the order a full build writes them (type, then game number). */
  *filesOfVersion(version: string): Iterable<string> {
    const rows = this.sql("SELECT files FROM unit WHERE version = ? ORDER BY res, id").pluck().all(version) as string[];
    for (const files of rows) yield* files.split("\n");
  }

  // Parts: the files of a part of the build that is not a record (a list, the documents, the search index).

  partFiles(owner: string): string[] | null {
    const files = this.sql("SELECT files FROM part WHERE owner = ?").pluck().get(owner) as string | undefined;
    return files === undefined ? null : files.split("\n");
  }

  putPart(owner: string, files: readonly string[]): void {
    this.sql("INSERT OR REPLACE INTO part (owner, files) VALUES (?, ?)").run(owner, files.join("\n"));
  }

  // Summaries: each list's records as it lists them, and what search reads of them.

  summary(list: string, id: number): Summary | undefined {
    return this.sql("SELECT name, json, rogue, facts, position FROM summary WHERE list = ? AND id = ?").get(list, id) as
      Summary | undefined;
  }

  putSummary(list: string, id: number, s: Summary): void {
    this.sql("INSERT OR REPLACE INTO summary (list, id, name, json, rogue, facts, position) VALUES (?, ?, ?, ?, ?, ?, ?)").run(
      list,
      id,
      s.name,
      s.json,
      s.rogue,
      s.facts,
      s.position,
    );
  }

  /** Whether there was a summary to remove. */
  removeSummary(list: string, id: number): boolean {
    return this.sql("DELETE FROM summary WHERE list = ? AND id = ?").run(list, id).changes > 0;
  }

  /** A list's summaries, in no order. */
  listSummaries(list: string): ListedSummary[] {
    return this.sql("SELECT id, name, rogue, facts, position FROM summary WHERE list = ?").all(list) as ListedSummary[];
  }

  /** A list's summaries in their place's order (every one placed). */
  summariesInOrder(list: string): Iterable<ListedSummary & { position: number }> {
    return this.sql("SELECT id, name, facts, rogue, position FROM summary WHERE list = ? ORDER BY position").iterate(list) as Iterable<
      ListedSummary & { position: number }
    >;
  }

  placeSummary(list: string, id: number, position: number): void {
    this.sql("UPDATE summary SET position = ? WHERE list = ? AND id = ?").run(position, list, id);
  }

  summaryJson(list: string, id: number): string {
    return this.sql("SELECT json FROM summary WHERE list = ? AND id = ?").pluck().get(list, id) as string;
  }

  /** How many records a list has, and how many of them are rogue. */
  listTotals(list: string): { count: number; rogue: number } {
    return this.sql("SELECT count(*) AS count, coalesce(sum(rogue), 0) AS rogue FROM summary WHERE list = ?").get(list) as {
      count: number;
      rogue: number;
    };
  }

  // Manifests: every file of the build with its ETag (served) or hash (internal), and its shard.

  served(file: string): { etag: string; next: string | null } | undefined {
    return this.sql("SELECT etag, next FROM served WHERE file = ?").get(file) as { etag: string; next: string | null } | undefined;
  }

  /** A served file the build has not had yet; false when it has. */
  addServed(file: string, etag: string, next: string | null, size: number): boolean {
    const add = "INSERT INTO served (file, etag, next, size, shard) VALUES (?, ?, ?, ?, NULL) ON CONFLICT DO NOTHING";
    return this.sql(add).run(file, etag, next, size).changes > 0;
  }

  /** A served file added or changed; its shard is placed again. */
  putServed(file: string, etag: string, next: string | null, size: number): void {
    this.sql("INSERT OR REPLACE INTO served (file, etag, next, size, shard) VALUES (?, ?, ?, ?, NULL)").run(file, etag, next, size);
  }

  internal(file: string): { hash: string; listed: number } | undefined {
    return this.sql("SELECT hash, listed FROM internal WHERE file = ?").get(file) as { hash: string; listed: number } | undefined;
  }

  /** An internal file added or changed; its shard is placed again. `listed`: in the hash manifest. */
  putInternal(file: string, hash: string, size: number, listed: boolean): void {
    this.sql("INSERT OR REPLACE INTO internal (file, hash, size, shard, listed) VALUES (?, ?, ?, NULL, ?)").run(
      file,
      hash,
      size,
      listed ? 1 : 0,
    );
  }

  /** Whether the file was in the manifest. */
  remove(manifest: Manifest, file: string): boolean {
    return this.sql(`DELETE FROM ${manifest} WHERE file = ?`).run(file).changes > 0;
  }

  /** Files in a manifest (of internal files: those the hash manifest lists). */
  count(manifest: Manifest): number {
    return this.sql(`SELECT count(*) FROM ${manifest} WHERE ${LISTED[manifest]}`).pluck().get() as number;
  }

  /** Files and bytes of the whole build. */
  totals(): { files: number; bytes: number } {
    const [files, bytes] = (["served", "internal"] as const)
      .map((table) => this.sql(`SELECT count(*) AS n, coalesce(sum(size), 0) AS b FROM ${table}`).get() as { n: number; b: number })
      .reduce(([f, b], r) => [f + r.n, b + r.b], [0, 0]);
    return { files: files!, bytes: bytes! };
  }

  /** Every served file with its ETag, in file order. */
  servedEntries(): Iterable<[file: string, etag: string]> {
    return this.pairs("served", "etag");
  }

  /** The served files under `prefix` (a folder, ending in "/") with their ETags and sizes, in file order. */
  servedUnder(prefix: string): Iterable<[file: string, etag: string, size: number]> {
    // Every name under the folder sorts between "<folder>/" and "<folder>0" ("0" follows "/").
    return this.pairs("served", "etag, size", "file < ?", [`${prefix.slice(0, -1)}0`], prefix) as Iterable<never>;
  }

  /** Every internal file with its hash, in file order. */
  internalEntries(): Iterable<[file: string, hash: string]> {
    return this.pairs("internal", "hash");
  }

  /** The internal files the hash manifest lists, but those under `outside` (a folder), with their hashes, in file order. */
  listedEntries(outside: string): Iterable<[file: string, hash: string]> {
    return this.pairs("internal", "hash", "listed = 1 AND file NOT GLOB ?", [`${outside}*`]);
  }

  /** The manifests' own files with their hashes: those no manifest lists (hash shards, build.json) and the files under `etags` (the ETag shards' folder). */
  manifestFiles(etags: string): [file: string, hash: string][] {
    return this.sql("SELECT file, hash FROM internal WHERE listed = 0 OR file GLOB ?").raw().all(`${etags}*`) as [string, string][];
  }

  /** Every file of a manifest placed in its shard out of `shards`. */
  placeAll(manifest: Manifest, shards: number): void {
    this.sql(`UPDATE ${manifest} SET shard = shard_of(file, ?) WHERE ${LISTED[manifest]}`).run(shards);
  }

  /** A file whose entry changed placed in its shard out of `shards` (it has none since it changed); its shard's number. */
  place(manifest: Manifest, file: string, shards: number): number {
    const shard = shardNumberOf(file, shards);
    this.sql(`UPDATE ${manifest} SET shard = ? WHERE file = ? AND shard IS NULL AND ${LISTED[manifest]}`).run(shard, file);
    return shard;
  }

  /** The entries of one shard of a manifest, in file order. */
  shardEntries(manifest: "served", shard: number): { file: string; etag: string; next: string | null }[];
  shardEntries(manifest: "internal", shard: number): { file: string; hash: string }[];
  shardEntries(manifest: Manifest, shard: number): unknown[] {
    // Holding what a shard shows: a shard is one range of the index, not a lookup of each of its files in the table.
    const columns = manifest === "served" ? "file, etag, next" : "file, hash, listed";
    this.db.exec(`CREATE INDEX IF NOT EXISTS ${manifest}_shard_entries ON ${manifest} (shard, ${columns})`);
    return this.sql(`SELECT ${columns} FROM ${manifest} WHERE shard = ? AND ${LISTED[manifest]} ORDER BY file`).all(shard);
  }

  /** [file, hash] pairs of a manifest table in file order (or `hash` and other columns after the file), from `from` on, read a page at a time: far quicker than row by row. */
  private *pairs(
    table: Manifest,
    hash: "etag" | "hash" | "etag, size",
    where = "1",
    params: unknown[] = [],
    from = "",
  ): Iterable<[string, string]> {
    const page = (op: ">=" | ">") =>
      this.sql(`SELECT file, ${hash} FROM ${table} WHERE file ${op} ? AND ${where} ORDER BY file LIMIT 20000`).raw();
    const [first, next] = [page(">="), page(">")];
    for (let rows = first.all(from, ...params) as [string, string][]; rows.length; rows = next.all(rows.at(-1)![0], ...params) as never)
      yield* rows;
  }

  // Search words: what the next build's search index patches from (search-patch.ts).

  /** Each word of the search index with the size of its postings. */
  searchWords(): Map<string, number> {
    return new Map(this.sql("SELECT word, size FROM search_word").raw().all() as [string, number][]);
  }

  /** The sizes of words' postings (a size of 0: the word is gone); `whole`: these are every word. */
  putSearchWords(sizes: ReadonlyMap<string, number>, whole: boolean): void {
    if (whole) this.db.exec("DELETE FROM search_word");
    const put = this.sql("INSERT OR REPLACE INTO search_word (word, size) VALUES (?, ?)");
    const drop = this.sql("DELETE FROM search_word WHERE word = ?");
    for (const [word, size] of sizes) {
      if (size) put.run(word, size);
      else drop.run(word);
    }
  }

  /** A record's pairs of versions with their counts of differences (none: it has no comparison). */
  putDifferencePairs(res: number, id: number, pairs: readonly { from: string; to: string; game: number; sources: number }[]): void {
    // By the index on (res, id): the primary key would scan every pair of the type, for each record.
    this.sql("DELETE FROM difference_pair INDEXED BY difference_pair_record WHERE res = ? AND id = ?").run(res, id);
    const put = this.sql("INSERT INTO difference_pair (res, from_version, to_version, id, game, sources) VALUES (?, ?, ?, ?, ?, ?)");
    for (const p of pairs) put.run(res, p.from, p.to, id, p.game, p.sources);
  }

  /**
   * The records of type `res` (index in RESOURCES) compared from version `from` to `to` (a pair
   * of their comparison: consecutive versions where each exists), by game number, with their
   * counts of game differences and of differences that may come from the sources.
   */
  differencePairs(res: number, from: string, to: string): { id: number; game: number; sources: number }[] {
    return this.sql("SELECT id, game, sources FROM difference_pair WHERE res = ? AND from_version = ? AND to_version = ? ORDER BY id").all(
      res,
      from,
      to,
    ) as { id: number; game: number; sources: number }[];
  }

  // Its life: kept once the build is swapped in, or given up.

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

/** The rows of a manifest its shards list: every served file, the internal files of the hash manifest. */
const LISTED: Record<Manifest, string> = { served: "1", internal: "listed = 1" };

/** Removes what builds killed while writing left in the state's folder (`<file>.tmp-<pid>`, and SQLite's
 * `<file>.tmp-<pid>-journal` of a new state killed in a transaction). */
function removeDead(dir: string): void {
  for (const entry of readdirSync(dir)) {
    const pid = Number(/\.tmp-(\d+)(?:-journal)?$/.exec(entry)?.[1]);
    if (pid && pid !== process.pid && !isAlive(pid)) rmSync(join(dir, entry), { force: true });
  }
}
