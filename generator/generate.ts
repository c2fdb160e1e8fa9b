/**
 * Generating a build: reads the database of data/ and writes every file of the API into dist/ —
 * documents, list pages, records and sub-lists, list indexes and the search index, and the
 * documentation site (web/docs/) and the public site (web/, site/bundle.ts) — through the DistWriter.
 *
 * Over a previous build it can continue from (changes.ts), the build is incremental: only the
 * records a data change affects are rendered again (read through a catalog that queries the
 * database key by key), then the lists whose summaries changed, the search index when a
 * searchable record changed, and the documents; every other file is the previous build's. The
 * result is the very build a full build gives, file for file. What a build keeps for the next
 * one is its state (state.ts).
 */
import type { Db } from "../database/sqlite.ts";
import type { Row } from "../rows/row.ts";
import { Catalog, dataSources, gameVersions, meta, Reads, recordIds } from "./catalog.ts";
import { rendererOf } from "./render/index.ts";
import { compareText, recordPath, type Context } from "./render/refs.ts";
import { dataSourceCredit, rootDocument, statsDocument, versionRecord, type VersionCounts } from "./render/meta.ts";
import { pagesOf, type Slices } from "./pages.ts";
import { collectionFingerprint } from "../hashing/cursor.ts";
import { DistWriter } from "./writer.ts";
import { collectGarbage, withTightHeap } from "./heap.ts";
import { openapiDocument } from "./openapi.ts";
import { llmsText } from "./llms.ts";
import { docsFiles } from "./docs/site.ts";
import { siteFiles } from "../site/bundle.ts";
import { docsExamples } from "./docs/examples.ts";
import { chunkFile, fileOf, INDEX_CHUNK, indexFile, type BuildInfo, type ListIndex } from "../layout/dist.ts";
import { encodeChunk } from "../layout/chunks.ts";
import { RESOURCES, type Resource } from "../contract/resources.ts";
import type { Addresses } from "../contract/addresses.ts";
import type { Progress } from "./progress.ts";
import { columnsOf } from "./indexes.ts";
import { writeSubList } from "./sublists.ts";
import type { ListName } from "../contract/params.ts";
import { writeBulkFiles, type BulkRecords } from "./bulk.ts";
import { writeChanges } from "./changes.ts";
import { writePack } from "./pack.ts";
import { searchFactsOf, type SearchDoc, type SearchFacts } from "./search-docs.ts";
import { listDocsFingerprint, searchCollection, writeSearchIndex, type DocChange, type ListDocs } from "./search-index.ts";
import { PACK_FACTS, PACK_FILE } from "../layout/bulk.ts";
import { BuildState } from "./state.ts";
import { changesSince, generatorVersion, refusal, type Affected } from "./affected.ts";
import { currentBuildDir } from "./swap.ts";

export interface GenerateResult {
  info: BuildInfo;
  /** files and bytes of the build, internal files included. */
  files: number;
  bytes: number;
  /** files written; the others were the previous build's, linked unchanged */
  written: number;
  /** records rendered (all of them in a full build) */
  rendered: number;
  /** "full", or "incremental" when the build continued from the previous one */
  kind: "full" | "incremental";
  /** why the build was full when a previous build was there */
  reason: string | null;
}

export interface GenerateOptions {
  /** a full build whatever the previous build (--full) */
  full?: boolean;
  /** an incremental build links the previous build's unchanged directories (tree.ts) when it
   * has at least this many files; a smaller one links every file */
  shareFrom?: number;
}

/** Builds below this many files are served by Workers Static Assets, which wants no symbolic links. */
const SHARE_FROM = 100_000;

/** Generates a build of the database into `out` (dist/), swapped in whole once complete. */
export function generate(
  db: Db,
  addresses: Addresses,
  out: string,
  progress: Progress,
  options: GenerateOptions = {},
): Promise<GenerateResult> {
  return withTightHeap(() => writeBuild(db, addresses, out, progress, options));
}

/** One build under way: what every step shares. */
interface Run {
  db: Db;
  addresses: Addresses;
  writer: DistWriter;
  state: BuildState;
  progress: Progress;
  versions: string[];
  /** lists whose summaries changed (all of them in a full build) */
  dirtyLists: Set<string>;
  /** a searchable record's name, search facts or place changed */
  searchDirty: boolean;
  /** a searchable record added, removed or moved in its list: every search doc's number may change */
  searchMoved: boolean;
  /** searchable records whose summary changed, by list and id: what search read of them before */
  searchBefore: Map<string, { name: string; facts: string | null; rogue: number }>;
  rendered: number;
  sql: ReturnType<typeof statements>;
}

/** The state's statements a build runs for each record. */
function statements(state: BuildState) {
  const db = state.db;
  return {
    unitFiles: db.prepare("SELECT files FROM unit WHERE version = ? AND res = ? AND id = ?").pluck(),
    putUnit: db.prepare("INSERT OR REPLACE INTO unit (version, res, id, reads, files) VALUES (?, ?, ?, ?, ?)"),
    removeUnit: db.prepare("DELETE FROM unit WHERE version = ? AND res = ? AND id = ?"),
    summary: db.prepare("SELECT name, json, rogue, facts, position FROM summary WHERE list = ? AND id = ?"),
    // Its place as it was, until the list is sorted again (writeList): a record that stays in place has not moved.
    putSummary: db.prepare("INSERT OR REPLACE INTO summary (list, id, name, json, rogue, facts, position) VALUES (?, ?, ?, ?, ?, ?, ?)"),
    removeSummary: db.prepare("DELETE FROM summary WHERE list = ? AND id = ?"),
  };
}

async function writeBuild(
  db: Db,
  addresses: Addresses,
  out: string,
  progress: Progress,
  options: GenerateOptions,
): Promise<GenerateResult> {
  const generator = generatorVersion();
  const addressText = JSON.stringify(addresses);
  const plan = planBuild(db, out, options, generator, addressText);
  const state = plan.state ?? BuildState.create(out);
  const writer = new DistWriter(
    out,
    state,
    plan.state
      ? {
          kind: "incremental",
          previousDir: plan.previousDir!,
          share: plan.files! >= (options.shareFrom ?? SHARE_FROM),
          // Written into the build after its manifests (pack.ts): never the previous build's.
          outside: [PACK_FILE, PACK_FACTS],
        }
      : { kind: "full", previousDamaged: plan.damaged },
  );
  try {
    // Required rather than defaulted to today: the same data must give the same files.
    const updated = meta(db).data_updated;
    if (!updated) throw new Error("meta.data_updated (YYYY-MM-DD) is missing from the database");
    const versions = gameVersions(db);
    const run: Run = {
      db,
      addresses,
      writer,
      state,
      progress,
      versions: versions.map((v) => v.id),
      dirtyLists: new Set(),
      searchDirty: !plan.state,
      searchMoved: false,
      searchBefore: new Map(),
      rendered: 0,
      sql: statements(state),
    };
    if (plan.state)
      progress.log(`build incrémental : ${[...plan.affected!.values()].reduce((n, s) => n + s.size, 0)} enregistrements touchés`);
    if (plan.state) await renderAffected(run, plan.affected!);
    else await renderAll(run);
    const counts = await writeLists(run);
    // The last version's catalog is garbage now, before the search index is built.
    collectGarbage();
    await writeDocuments(run, versions, counts, updated);
    if (run.searchDirty) {
      await owning(run, "search", async () =>
        setCollection(
          state,
          "/search",
          (await writeSearchIndex(writer, searchDocs(run), searchCollectionOf(run), searchChanges(run))).collection,
        ),
      );
      progress.log(`  index de recherche (${progress.elapsed().toFixed(1)} s, ${progress.memory()})`);
    }
    await writeDocumentation(run, updated);
    const bulk = await writeDownloads(run, updated);
    state.setInfo({ generator, addresses: addressText });
    const info = await writer.commit(
      { data_updated: updated, addresses, collections: collections(state, run.versions) },
      async (dir, previousDir, files) => {
        const pack = await writePack(dir, previousDir, files, bulk);
        progress.log(
          `  archive ${pack.blocks} blocs, ${pack.reused} repris, ${pack.taken} des fichiers en bloc (${progress.elapsed().toFixed(1)} s, ${progress.memory()})`,
        );
      },
    );
    const totals = writer.totals();
    // The data the build was made from, for the next build to compare with (not for a database in memory).
    if (source(db)) state.finish(info.build, source(db)!);
    else state.abandon();
    return {
      info,
      ...totals,
      written: writer.written,
      rendered: run.rendered,
      kind: plan.state ? "incremental" : "full",
      reason: plan.reason,
    };
  } catch (error) {
    await writer.abort();
    state.abandon();
    throw error;
  }
}

/** The top-level lists whose summaries changed, written again; every list's counts. */
async function writeLists(run: Run): Promise<Map<string, VersionCounts>> {
  const counts = new Map<string, VersionCounts>();
  for (const v of run.versions) {
    const c: VersionCounts = { counts: {}, rogue: { items: 0, quests: 0, game_objects: 0 } };
    for (const res of RESOURCES) {
      const path = `/${v}/${res.segment}`;
      const { count, rogue } = run.dirtyLists.has(path) ? await writeList(run, path, res.plural as ListName) : listCounts(run.state, path);
      c.counts[res.plural] = count;
      if (res.plural in c.rogue) (c.rogue as Record<string, number>)[res.plural] = rogue;
    }
    counts.set(v, c);
  }
  return counts;
}

/** The documents made from the counts: versions, root, stats, OpenAPI; and the public site. */
async function writeDocuments(run: Run, versions: Row<"game_version">[], counts: Map<string, VersionCounts>, updated: string) {
  const { addresses, writer, state, db } = run;
  await owning(run, "documents", async () => {
    const versionDocs = versions.map((v) => versionRecord(addresses, v, counts.get(v.id)!));
    for (const doc of versionDocs) await writer.add(fileOf(`/versions/${doc.id}`), doc);
    const collection = collectionFingerprint(versionDocs);
    setCollection(state, "/versions", collection);
    for (const page of pagesOf(addresses, "/versions", versionDocs)) await writer.add(page.file, page.body, page.next);
    await writeIndex(writer, "/versions", "versions", versionDocs, collection);
    const sources = dataSources(db);
    await writer.add(fileOf("/"), rootDocument(addresses, versions, updated, sources));
    await writer.add(fileOf("/stats"), statsDocument(versions, counts, updated));
    await writer.add(fileOf("/openapi.json"), openapiDocument(addresses, updated));
    for (const [file, text] of Object.entries(await siteFiles(addresses, sources.map(dataSourceCredit)))) await writer.add(file, text);
  });
}

/** The documentation site and llms.txt: they show real answers, read or computed from the files
 * written before them. */
async function writeDocumentation(run: Run, updated: string) {
  const { addresses, writer, state, db } = run;
  await owning(run, "documentation", async () => {
    const sources = dataSources(db);
    const examples = await docsExamples(await writer.readBack(), unitFiles(state, run.versions[0]!), addresses.base_url, run.versions);
    await writer.add(fileOf("/llms.txt"), llmsText(addresses, updated, sources, examples));
    const facts = {
      baseUrl: addresses.base_url,
      siteUrl: addresses.site_url,
      dataUpdated: updated,
      sources: sources.map(dataSourceCredit),
    };
    for (const [file, text] of docsFiles(facts, examples)) await writer.add(file, text);
  });
}

/** Last, from the files written before: the bulk files and the change history (the dist pack
 * follows once the build is complete, writer.commit, and takes the records from the bulk files). */
async function writeDownloads(run: Run, updated: string): Promise<BulkRecords[]> {
  const { writer, db, progress } = run;
  let records: BulkRecords[] = [];
  await owning(run, "bulk", async () => {
    ({ records } = await writeBulkFiles({
      servedUnder: (prefix) => writer.servedUnder(prefix),
      changed: writer.changedServed()?.map(([file]) => file) ?? null,
      files: await writer.readBack(),
      // Its file, read a chunk at a time; a database in memory has only its bytes.
      database: source(db) ?? db.serialize(),
      versions: run.versions,
      dataUpdated: updated,
      previousDir: writer.previousDir,
      add: async (file, bytes) => void (await writer.addInternal(file, bytes)),
      addWritten: async (file, write) => void (await writer.addInternalWritten(file, write)),
      keep: (file) => writer.keep(file),
    }));
  });
  progress.log(`  fichiers en bloc (${progress.elapsed().toFixed(1)} s, ${progress.memory()})`);
  await owning(run, "changes", async () => {
    await writeChanges({
      served: () => writer.servedEntries(),
      changed: writer.changedServed(),
      previousDir: writer.previousDir,
      add: async (file, text) => void (await writer.addInternal(file, text)),
    });
  });
  return records;
}

/** The file of the database, or null when it has none. */
const source = (db: Db): string | null => (db.memory || !db.name ? null : db.name);

interface Plan {
  /** the previous build's state, to continue from; null for a full build */
  state: BuildState | null;
  previousDir?: string;
  files?: number;
  affected?: Affected;
  /** why the build is full although a previous build is there */
  reason: string | null;
  damaged?: boolean;
}

/** A full build, or what an incremental one renders again (changes.ts). */
function planBuild(db: Db, out: string, options: GenerateOptions, generator: string, addresses: string): Plan {
  const previousDir = currentBuildDir(out);
  if (!previousDir) return { state: null, reason: null };
  if (options.full) return { state: null, reason: "--full" };
  if (!source(db)) return { state: null, reason: "base de données sans fichier" };
  const state = BuildState.open(out);
  if (!state) return { state: null, reason: "pas d'état enregistré du build précédent" };
  const refused = refusal(state, previousDir, generator, addresses);
  const changes = refused ?? changesSince(db, state.sourceCopy()!, state);
  if (typeof changes === "string" || "reason" in changes) {
    state.abandon();
    return typeof changes === "string" ? { state: null, reason: changes } : { state: null, ...changes };
  }
  const files = state.db.prepare("SELECT count(*) FROM served").pluck().get() as number;
  return { state, previousDir, files, affected: changes.affected, reason: null };
}

/** Every record of every version, each version's catalog read by blocks of game numbers. */
async function renderAll(run: Run): Promise<void> {
  for (const version of run.versions) {
    // The previous version's catalog is garbage now: let it go before loading the next one.
    collectGarbage();
    const reads = new Reads();
    const cat = new Catalog(run.db, version, { mode: "blocks", reads, versions: run.versions });
    const ctx: Context = { cat, addresses: run.addresses, version, presence: cat.presence };
    for (const [index, res] of RESOURCES.entries()) {
      const ids = recordIds(run.db, res.object, version);
      const task = run.progress.task(`${version} ${res.plural}`, ids.length);
      for (const id of ids) {
        await renderRecord(run, ctx, reads, index, id);
        task.tick();
      }
      run.dirtyLists.add(`/${version}/${res.segment}`);
      task.done();
    }
  }
}

/** The records a change affects, each version's catalog queried key by key. */
async function renderAffected(run: Run, affected: Affected): Promise<void> {
  const total = [...affected.values()].reduce((n, set) => n + set.size, 0);
  const task = run.progress.task("enregistrements touchés", total);
  for (const version of run.versions) {
    const records = affected.get(version);
    if (!records) continue;
    const reads = new Reads();
    const cat = new Catalog(run.db, version, { mode: "queried", reads, versions: run.versions });
    const ctx: Context = { cat, addresses: run.addresses, version, presence: cat.presence };
    const ordered = [...records].map((r) => r.split(":").map(Number) as [number, number]).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    for (const [index, id] of ordered) {
      await renderRecord(run, ctx, reads, index, id);
      task.tick();
    }
  }
  task.done();
}

/**
 * One record: its file, its sub-lists, its summary in its list and what search reads of it; what it read
 * and the files it has are recorded in the state. A record whose row is gone is removed.
 */
async function renderRecord(run: Run, ctx: Context, reads: Reads, index: number, id: number): Promise<void> {
  const res = RESOURCES[index]!;
  const renderer = rendererOf(res.object);
  const { state, writer } = run;
  const list = `/${ctx.version}/${res.segment}`;
  const before = run.sql.unitFiles.get(ctx.version, index, id) as string | undefined;
  const { result, reads: keys } = reads.during(() => {
    const row = renderer.rows(ctx.cat).get(id);
    if (!row) return null;
    const summary = renderer.summary(ctx, row);
    const record = renderer.record(ctx, row) as Record<string, unknown>;
    return { summary, record, sublists: renderer.sublists?.(ctx, row) ?? [] };
  });
  const files: string[] = [];
  if (result) {
    run.rendered++;
    const file = fileOf(recordPath(res, ctx.version, id));
    files.push(file);
    await writer.add(file, result.record);
    for (const sub of result.sublists) files.push(...(await writeSubList(writer, run.addresses, sub)));
    const { summary } = result;
    if (summary.internal) removeSummary(run, list, id);
    else {
      const facts = res.searchable ? JSON.stringify(searchFactsOf(res.object, result.record)) : null;
      putSummary(run, res, list, id, summary.name, JSON.stringify(summary), summary.rogue ? 1 : 0, facts);
    }
    run.sql.putUnit.run(ctx.version, index, id, Buffer.from(keys.buffer, keys.byteOffset, keys.byteLength), files.join("\n"));
  } else {
    removeSummary(run, list, id);
    run.sql.removeUnit.run(ctx.version, index, id);
  }
  if (before) {
    const now = new Set(files);
    for (const file of before.split("\n")) if (!now.has(file)) writer.remove(file);
  }
}

function putSummary(
  run: Run,
  res: Resource,
  list: string,
  id: number,
  name: string,
  json: string,
  rogue: number,
  facts: string | null,
): void {
  const old = run.sql.summary.get(list, id) as
    { name: string; json: string; rogue: number; facts: string | null; position: number | null } | undefined;
  if (old && old.json === json && old.facts === facts) return;
  run.sql.putSummary.run(list, id, name, json, rogue, facts, old?.position ?? null);
  run.dirtyLists.add(list);
  if (res.searchable) {
    run.searchDirty = true;
    if (!old) run.searchMoved = true;
    else if (!run.searchBefore.has(`${list}\n${id}`)) run.searchBefore.set(`${list}\n${id}`, old);
  }
}

function removeSummary(run: Run, list: string, id: number): void {
  if (run.sql.removeSummary.run(list, id).changes) {
    run.dirtyLists.add(list);
    if (searchableList(list)) run.searchDirty = run.searchMoved = true;
  }
}

/** Whether a top-level list (`/<version>/<segment>`) holds searchable records. */
const searchableList = (list: string) => RESOURCES.some((r) => r.searchable && list.endsWith(`/${r.segment}`));

/** Summaries read from the state at a time, to fingerprint a list. */
const READ_STEP = 1000;

/**
 * A top-level list from the summaries of the state: its pages, index and chunks, in French name
 * order. Its summaries are read from the state a page or a chunk at a time, never held together.
 */
async function writeList(run: Run, path: string, list: ListName): Promise<{ count: number; rogue: number }> {
  const db = run.state.db;
  const rows = db.prepare("SELECT id, name, rogue, facts, position FROM summary WHERE list = ?").all(path) as SummaryRow[];
  rows.sort((a, b) => compareText(a.name, b.name) || a.id - b.id);
  const place = db.prepare("UPDATE summary SET position = ? WHERE list = ? AND id = ?");
  rows.forEach((r, position) => {
    if (r.position !== position) {
      place.run(position, path, r.id);
      if (searchableList(path)) run.searchDirty = run.searchMoved = true;
    }
  });
  if (searchableList(path)) run.state.setInfo({ [`search:${path}`]: listDocsFingerprint(docsOfList(path, rows)) });
  const ids = Float64Array.from(rows, (r) => r.id);
  const rogue = rows.reduce((n, r) => n + r.rogue, 0);
  const json = db.prepare("SELECT json FROM summary WHERE list = ? AND id = ?").pluck();
  const summaries: Slices = {
    length: ids.length,
    slice: (start, end) => Array.from(ids.subarray(start, end), (id) => JSON.parse(json.get(path, id) as string) as unknown),
  };
  await owning(run, `list:${path}`, async () => {
    const collection = collectionFingerprint(stepsOf(summaries));
    setCollection(run.state, path, collection);
    for (const page of pagesOf(run.addresses, path, summaries, [], collection)) await run.writer.add(page.file, page.body, page.next);
    await writeIndex(run.writer, path, list, summaries, collection);
  });
  return { count: ids.length, rogue };
}

/** The elements of a collection, read READ_STEP at a time. */
function* stepsOf(elements: Slices): Iterable<unknown> {
  for (let at = 0; at < elements.length; at += READ_STEP) yield* elements.slice(at, at + READ_STEP);
}

function listCounts(state: BuildState, path: string): { count: number; rogue: number } {
  const row = state.db.prepare("SELECT count(*) AS count, coalesce(sum(rogue), 0) AS rogue FROM summary WHERE list = ?").get(path) as {
    count: number;
    rogue: number;
  };
  return row;
}

/** A list's index: its columns, made a chunk at a time, then its chunks. */
async function writeIndex(writer: DistWriter, path: string, list: ListName, elements: Slices, collection: string) {
  const columns = columnsOf(list, []);
  for (let at = 0; at < elements.length; at += INDEX_CHUNK) {
    for (const [name, values] of Object.entries(columnsOf(list, elements.slice(at, at + INDEX_CHUNK)))) {
      for (const value of values) columns[name]!.push(value);
    }
  }
  const index: ListIndex = { collection, count: elements.length, chunk: INDEX_CHUNK, columns };
  await writer.addInternal(indexFile(path), index);
  for (let i = 0; i * INDEX_CHUNK < elements.length; i++) {
    await writer.addInternal(chunkFile(path, i), encodeChunk(elements.slice(i * INDEX_CHUNK, (i + 1) * INDEX_CHUNK)));
  }
}

/**
 * Runs a part of the build that writes a set of files of its own (a list, the documents, the
 * search index): the files it wrote before and does not write now are removed.
 */
async function owning(run: Run, owner: string, work: () => Promise<void>): Promise<void> {
  const { writer, state } = run;
  const files: string[] = [];
  const add = writer.add.bind(writer);
  const addInternal = writer.addInternal.bind(writer);
  const addInternalWritten = writer.addInternalWritten.bind(writer);
  const keep = writer.keep.bind(writer);
  writer.add = (file, body, next) => (files.push(file), add(file, body, next));
  writer.addInternal = (file, body, listed) => (files.push(file), addInternal(file, body, listed));
  writer.addInternalWritten = (file, write) => (files.push(file), addInternalWritten(file, write));
  writer.keep = (file) => (files.push(file), keep(file));
  try {
    await work();
  } finally {
    writer.add = add;
    writer.addInternal = addInternal;
    writer.addInternalWritten = addInternalWritten;
    writer.keep = keep;
  }
  const before = state.db.prepare("SELECT files FROM part WHERE owner = ?").pluck().get(owner) as string | undefined;
  if (before) {
    const now = new Set(files);
    for (const file of before.split("\n")) if (!now.has(file)) writer.remove(file);
  }
  state.db.prepare("INSERT OR REPLACE INTO part (owner, files) VALUES (?, ?)").run(owner, files.join("\n"));
}

function setCollection(state: BuildState, path: string, collection: string): void {
  state.setInfo({ [`collection:${path}`]: collection });
}

/** The collection fingerprint of every list, by path, in the order a full build finds them. */
function collections(state: BuildState, versions: readonly string[]): Record<string, string> {
  const info = state.info() as Record<string, string>;
  const paths = [...versions.flatMap((v) => RESOURCES.map((r) => `/${v}/${r.segment}`)), "/versions", "/search"];
  return Object.fromEntries(paths.map((path) => [path, info[`collection:${path}`]!]));
}

/** What search reads of a record's summary in the state. */
interface SummaryDoc {
  id: number;
  name: string;
  facts: string | null;
  rogue: number;
  position: number;
}

/** A summary as the state holds it: the place of a record added is not known until its list is sorted. */
type SummaryRow = Omit<SummaryDoc, "position"> & { position: number | null };

const NO_FACTS: SearchFacts = { text: "", english: null, weight: 0 };

const docOf = (object: string, version: string, r: SummaryDoc): SearchDoc => ({
  object,
  version,
  id: r.id,
  position: r.position,
  name: r.name,
  ...(r.facts ? (JSON.parse(r.facts) as SearchFacts) : NO_FACTS),
  rogue: Boolean(r.rogue),
});

/** The searchable records of one list, in its order, from the state (read again at each pass of the search index). */
function searchDocs(run: Run): ListDocs {
  const select = run.state.db.prepare("SELECT id, name, facts, rogue, position FROM summary WHERE list = ? ORDER BY position");
  return function* (object, version) {
    const list = searchList(run, object, version);
    if (list) for (const r of select.iterate(list) as Iterable<SummaryDoc>) yield docOf(object, version, r);
  };
}

/** The version and record type of a top-level list (`/<version>/<segment>`). */
function listOf(path: string): { version: string; object: string } {
  const [, version, segment] = path.split("/") as [string, string, string];
  return { version, object: RESOURCES.find((r) => r.segment === segment)!.object };
}

/** A list's search docs, from its summaries sorted in its order. */
function* docsOfList(path: string, rows: readonly SummaryRow[]): Iterable<SearchDoc> {
  const { version, object } = listOf(path);
  for (const [position, r] of rows.entries()) yield docOf(object, version, { ...r, position });
}

/** The search index's collection fingerprint, from those of its lists (writeList). */
function searchCollectionOf(run: Run): string {
  const info = run.state.info() as Record<string, string>;
  return searchCollection((object, version) => {
    const list = searchList(run, object, version);
    return list && info[`search:${list}`]!;
  });
}

/** The top-level list of a record type's search docs in a version, or null when the build has none. */
function searchList(run: Run, object: string, version: string): string | null {
  const res = RESOURCES.find((r) => r.object === object);
  return res?.searchable && run.versions.includes(version) ? `/${version}/${res.segment}` : null;
}

/** The search docs an incremental build changed in place, as they were and as they are; null
 * when a doc was added, removed or moved (search-index.ts then makes the index whole). */
function searchChanges(run: Run): DocChange[] | null {
  if (!run.writer.incremental || run.searchMoved) return null;
  const select = run.state.db.prepare("SELECT id, name, facts, rogue, position FROM summary WHERE list = ? AND id = ?");
  const changes: DocChange[] = [];
  for (const [key, old] of run.searchBefore) {
    const [list, id] = key.split("\n") as [string, string];
    const { version, object } = listOf(list);
    const now = select.get(list, Number(id)) as SummaryDoc | undefined;
    if (!now) return null;
    const [before, after] = [docOf(object, version, { ...now, ...old }), docOf(object, version, now)];
    if (JSON.stringify(before) !== JSON.stringify(after)) changes.push({ before, after });
  }
  return changes;
}

/** The files of one version's records in the order a full build writes them (type, then game number). */
function* unitFiles(state: BuildState, version: string): Iterable<string> {
  const rows = state.db.prepare("SELECT files FROM unit WHERE version = ? ORDER BY res, id").pluck().all(version) as string[];
  for (const files of rows) yield* files.split("\n");
}
