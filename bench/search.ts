/**
 * Search bench: the sharded search index (generator/search-index.ts, edge/search/) against
 * MiniSearch used the plain way over the same documents, in one run, quoted as ratios.
 *   - index: bytes and files on disk, against MiniSearch's index serialised as JSON
 *   - cold: first query through handle() with a fresh Dist over a fresh fs store (empty caches,
 *     as in a new isolate; the JIT is warm though, a new process would add module loading)
 *   - warm: p50/p95 wall and CPU (process.cpuUsage) per query of handle() (whole request:
 *     routing, ranking, summaries, JSON), of the ranking alone (searchDocs), and of MiniSearch
 *   - heap kept by the handler's caches once warm, and by the MiniSearch instance
 * `npx tsx bench/search.ts [dist]` runs it alone (without a dist, on the sample built in a temp
 * directory); bench/run.ts calls benchSearch(dist).
 */
import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import MiniSearch from "minisearch";
import { fold } from "../edge/api/text.ts";
import { Dist } from "../edge/files/dist.ts";
import { fsStore } from "../edge/files/fs.ts";
import { handle } from "../edge/handler.ts";
import { SEARCH_MANIFEST, type SearchManifest } from "../edge/search/layout.ts";
import { searchDocs } from "../edge/search/query.ts";
import { writeSearchIndex } from "../generator/search-index.ts";
import type { DistWriter } from "../generator/writer.ts";
import { collectGarbage } from "./memory.ts";
import { note, section, table } from "./report.ts";
import { benchQueries, loadCorpus, type BenchDoc, type BenchQuery } from "./search-queries.ts";
import { fmt, ratio, round, summarize, type Summary } from "./stats.ts";

/** Warm passes over the whole query set (after one warm-up pass). */
const ROUNDS = 3;
/** Queries timed cold, each with fresh caches. */
const COLD = 10;

function dirBytes(dir: string): { bytes: number; files: number; largest: number } {
  let bytes = 0, files = 0, largest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const size = statSync(join(entry.parentPath, entry.name)).size;
    bytes += size;
    files++;
    largest = Math.max(largest, size);
  }
  return { bytes, files, largest };
}

/** Wall ms and CPU µs of each call, over `rounds` passes of the queries. */
async function timed(queries: readonly BenchQuery[], rounds: number, run: (q: BenchQuery) => Promise<unknown> | unknown) {
  const wall: number[] = [], cpu: number[] = [];
  for (let r = 0; r < rounds; r++) {
    for (const query of queries) {
      const c0 = process.cpuUsage(), t0 = performance.now();
      await run(query);
      wall.push(performance.now() - t0);
      const c = process.cpuUsage(c0);
      cpu.push(c.user + c.system);
    }
  }
  return { wall: summarize(wall), cpu: summarize(cpu) };
}

const request = (q: BenchQuery) => new Request(`http://127.0.0.1:8787/v1/search?q=${encodeURIComponent(q.q)}`);

async function answer(files: ReturnType<typeof fsStore>, q: BenchQuery): Promise<string[]> {
  const response = await handle(request(q), { files, clientAddress: null });
  if (response.status !== 200) throw new Error(`search ${q.q}: status ${response.status}`);
  return ((await response.json()) as { data: { key: string }[] }).data.map((e) => e.key);
}

function miniSearch(docs: readonly BenchDoc[]) {
  const t0 = performance.now();
  const index = new MiniSearch<BenchDoc>({ idField: "key", fields: ["name", "text"], processTerm: (term) => fold(term) });
  index.addAll(docs as BenchDoc[]);
  return { index, buildMs: performance.now() - t0 };
}

/** Time of writeSearchIndex over the corpus, files discarded (MiniSearch's build writes none either). */
async function ourBuildMs(docs: readonly BenchDoc[]): Promise<number> {
  const discard = { addInternal: async () => {} } as unknown as DistWriter;
  const t0 = performance.now();
  await writeSearchIndex(discard, docs);
  return performance.now() - t0;
}

const searchOptions = { prefix: true, combineWith: "AND", boost: { name: 3 } } as const;

export async function benchSearch(dist: string): Promise<Record<string, unknown>> {
  const docs = await loadCorpus(dist);
  const queries = benchQueries(docs);
  const disk = dirBytes(join(dist, "_index/search"));
  const buildMs = await ourBuildMs(docs);

  // Cold: a fresh store is a fresh Dist in handle(), so nothing of the build is cached yet.
  const cold: number[] = [];
  for (const q of queries.filter((_, i) => i % Math.floor(queries.length / COLD) === 0).slice(0, COLD)) {
    const t0 = performance.now();
    await answer(fsStore(dist), q);
    cold.push(performance.now() - t0);
  }

  collectGarbage();
  const heap0 = process.memoryUsage().heapUsed;
  const files = fsStore(dist);
  const ours = new Map<string, string[]>();
  for (const q of queries) ours.set(q.q, await answer(files, q));
  const handler = await timed(queries, ROUNDS, (q) => answer(files, q));
  collectGarbage();
  const heapHandler = process.memoryUsage().heapUsed - heap0;

  const direct = new Dist(fsStore(dist));
  const read = (file: string) => direct.json(file);
  const manifest = (await read(SEARCH_MANIFEST)) as SearchManifest;
  for (const q of queries) await searchDocs(read, manifest, { q: q.q });
  const core = await timed(queries, ROUNDS, (q) => searchDocs(read, manifest, { q: q.q }));

  collectGarbage();
  const heap1 = process.memoryUsage().heapUsed;
  const mini = miniSearch(docs);
  const miniBytes = Buffer.byteLength(JSON.stringify(mini.index));
  for (const q of queries) mini.index.search(q.q, searchOptions);
  const miniTimes = await timed(queries, ROUNDS, (q) => mini.index.search(q.q, searchOptions).slice(0, 20));
  collectGarbage();
  const heapMini = process.memoryUsage().heapUsed - heap1;

  // How far the two agree: share of MiniSearch's first 20 results that ours also returns first.
  let shared = 0, compared = 0;
  for (const q of queries) {
    const theirs = mini.index.search(q.q, searchOptions).slice(0, 20).map((r) => String(r.id));
    const mine = new Set(ours.get(q.q));
    compared += theirs.length;
    shared += theirs.filter((k) => mine.has(k)).length;
  }

  const ms = (s: Summary) => ({ p50: round(s.p50), p95: round(s.p95) });
  const figures = {
    documents: docs.length,
    queries: queries.length,
    query_kinds: Object.fromEntries(["word", "prefix", "name", "number", "none"].map((k) => [k, queries.filter((q) => q.kind === k).length])),
    index: { bytes: disk.bytes, files: disk.files, largest_file_bytes: disk.largest, build_ms: round(buildMs) },
    cold_first_query_ms: { first: round(cold[0]!), ...ms(summarize(cold)) },
    warm_handler_ms: ms(handler.wall),
    warm_handler_cpu_us: { p50: round(handler.cpu.p50, 0), p95: round(handler.cpu.p95, 0), mean: round(handler.cpu.mean, 0) },
    warm_rank_ms: ms(core.wall),
    heap_handler_bytes: heapHandler,
    minisearch: { build_ms: round(mini.buildMs), index_json_bytes: miniBytes, warm_ms: ms(miniTimes.wall), heap_bytes: heapMini },
    ratios: {
      index_bytes: round(ratio(disk.bytes, miniBytes) ?? NaN),
      build: round(ratio(buildMs, mini.buildMs) ?? NaN),
      rank_p50: round(ratio(core.wall.p50, miniTimes.wall.p50) ?? NaN),
      rank_p95: round(ratio(core.wall.p95, miniTimes.wall.p95) ?? NaN),
      handler_p50: round(ratio(handler.wall.p50, miniTimes.wall.p50) ?? NaN),
      heap: round(ratio(heapHandler, heapMini) ?? NaN),
    },
    agreement_top20: round(compared ? shared / compared : NaN),
  };
  const f = figures;
  section(`Search: sharded index vs MiniSearch (${f.documents} documents, ${f.queries} queries)`);
  table(["figure", "ours", "MiniSearch", "ratio"], [
    ["index size", fmt.mb(f.index.bytes), fmt.mb(f.minisearch.index_json_bytes), fmt.x(f.ratios.index_bytes)],
    ["build (in memory)", fmt.ms(f.index.build_ms), fmt.ms(f.minisearch.build_ms), fmt.x(f.ratios.build)],
    ["warm p50, ranking only", fmt.ms(f.warm_rank_ms.p50), fmt.ms(f.minisearch.warm_ms.p50), fmt.x(f.ratios.rank_p50)],
    ["warm p95, ranking only", fmt.ms(f.warm_rank_ms.p95), fmt.ms(f.minisearch.warm_ms.p95), fmt.x(f.ratios.rank_p95)],
    ["warm p50, whole request", fmt.ms(f.warm_handler_ms.p50), fmt.ms(f.minisearch.warm_ms.p50), fmt.x(f.ratios.handler_p50)],
    ["heap kept", fmt.mb(f.heap_handler_bytes), fmt.mb(f.minisearch.heap_bytes), fmt.x(f.ratios.heap)],
  ]);
  note(`index: ${f.index.files} files, largest ${fmt.int(f.index.largest_file_bytes)} bytes; cold first query ${fmt.ms(f.cold_first_query_ms.first)} (p50 ${fmt.ms(f.cold_first_query_ms.p50)} over fresh caches)`);
  note(`whole request: p95 ${fmt.ms(f.warm_handler_ms.p95)}, CPU p50 ${fmt.us(f.warm_handler_cpu_us.p50)} p95 ${fmt.us(f.warm_handler_cpu_us.p95)} per query`);
  note(`top-20 agreement with MiniSearch: ${(f.agreement_top20 * 100).toFixed(0)}% (MiniSearch does not find game numbers)`);
  return figures;
}

async function main() {
  const given = process.argv[2];
  if (given) return void console.log(JSON.stringify(await benchSearch(resolve(given)), null, 2));
  const tmp = mkdtempSync(join(tmpdir(), "grimoire-search-bench-"));
  try {
    const { build } = await import("../generator/build.ts");
    const { buildSampleDatabase, openDatabase } = await import("../generator/database.ts");
    const { Progress } = await import("../generator/progress.ts");
    const { siteFromEnv } = await import("../edge/api/site.ts");
    const db = openDatabase(buildSampleDatabase(join(tmp, "sample.sqlite")));
    await build(db, siteFromEnv(process.env), join(tmp, "dist"), new Progress(true));
    db.close();
    console.log(JSON.stringify(await benchSearch(join(tmp, "dist")), null, 2));
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) await main();
