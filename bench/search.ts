/**
 * Search bench: the sharded search index (generator/search-index.ts, search/) against
 * MiniSearch used the plain way over the same documents (its index serialised at build time and
 * loaded by the isolate on its first request), in one run, quoted as ratios. Every figure of
 * time and memory is taken in fresh isolates (search-isolate.ts):
 *   - index: bytes and files on disk, build time in memory
 *   - cold: module load and first query of a new isolate, over several isolates and queries
 *   - warm: wall and CPU per query of one isolate, each query seen for the first time, then
 *     repeated; ours is the whole request through handle() (routing, ranking, summaries, JSON),
 *     and its ranking alone (searchDocs) is set beside MiniSearch's search
 *   - isolate memory: V8 heap plus external memory, peak and kept after a GC (Workers: 128 MB)
 *   - ours again in workerd (search-workerd.ts): cold first query of a new Worker, never-seen
 *     and repeated queries, wall time through Miniflare
 * Targets of issue 4: warm p95 CPU under 5 ms, cold first query under 100 ms, memory under 128 MB.
 * `npx tsx bench/search.ts [dist]` runs it alone (without a dist, on the sample built in a temp
 * directory); bench/run.ts calls benchSearch(dist).
 */
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import MiniSearch from "minisearch";
import { writeSearchIndex } from "../generator/search-index.ts";
import { filesUnder } from "../lib/files.ts";
import type { DistWriter } from "../generator/writer.ts";
import { inIsolate } from "./isolate.ts";
import { benchWorkerdSearch } from "./search-workerd.ts";
import { note, section, table } from "./report.ts";
import type { Engine, IsolateFigures, IsolateTask, Sample } from "./search-isolate.ts";
import { miniSearchOptions } from "./search-mini.ts";
import { benchQueries, loadCorpus, type BenchDoc } from "./search-queries.ts";
import { fmt, ratio, round, summarize, type Summary } from "./stats.ts";

/** Repeated warm passes over the whole query set, after the first-sight pass. */
const ROUNDS = 2;
/** Fresh isolates timed cold: ours, and MiniSearch (whose cold start loads its whole index). */
const COLD = { ours: 8, minisearch: 3, workerd: 5 };
const ROOT = new URL("..", import.meta.url).pathname;
const TARGETS = { warm_cpu_p95_us: 5000, cold_ms: 100, memory_bytes: 128 * 1024 * 1024 };

function dirBytes(dir: string): { bytes: number; files: number; largest: number } {
  let bytes = 0,
    files = 0,
    largest = 0;
  for (const file of filesUnder(dir)) {
    const size = statSync(join(dir, file)).size;
    bytes += size;
    files++;
    largest = Math.max(largest, size);
  }
  return { bytes, files, largest };
}

/** Time of writeSearchIndex over the corpus, files discarded (MiniSearch's build writes none either). */
async function ourBuildMs(docs: readonly BenchDoc[]): Promise<number> {
  const discard = { addInternal: async () => {} } as unknown as DistWriter;
  const t0 = performance.now();
  await writeSearchIndex(discard, docs);
  return performance.now() - t0;
}

/** MiniSearch built over the corpus and serialised to a file, as a build step would. */
function miniSearchIndex(docs: readonly BenchDoc[], file: string): { buildMs: number; bytes: number } {
  const t0 = performance.now();
  const index = new MiniSearch<BenchDoc>(miniSearchOptions);
  index.addAll(docs as BenchDoc[]);
  const buildMs = performance.now() - t0;
  const json = JSON.stringify(index);
  writeFileSync(file, json);
  return { buildMs, bytes: Buffer.byteLength(json) };
}

const BODY = new URL("./search-isolate.ts", import.meta.url);

function isolate(task: IsolateTask, signal?: AbortSignal): Promise<IsolateFigures> {
  return inIsolate<IsolateFigures>(BODY, task, { limitMs: 600_000, signal });
}

/** `count` queries spread over the list, so every kind of query is among them. */
const spreadOf = <T>(list: readonly T[], count: number) =>
  Array.from({ length: count }, (_, i) => list[Math.floor((i * list.length) / count)]!);

async function coldRuns(
  engine: Engine,
  task: Omit<IsolateTask, "engine" | "mode" | "queries">,
  queries: readonly string[],
  signal?: AbortSignal,
) {
  const runs: IsolateFigures[] = [];
  for (const q of queries) runs.push(await isolate({ ...task, engine, mode: "cold", queries: [q] }, signal));
  const first = runs.map((r) => r.first[0]!);
  return {
    queries: first.map((s) => s.q),
    import_ms: summarize(runs.map((r) => r.import_ms)),
    first_ms: summarize(first.map((s) => s.ms)),
    first_cpu_us: summarize(first.map((s) => s.cpu_us)),
    first_thread_us: summarize(first.map((s) => s.thread_us)),
    peak_bytes: Math.max(...runs.map((r) => r.peak_bytes)),
  };
}

const pick = (s: Summary) => ({ p50: round(s.p50), p95: round(s.p95), max: round(s.max) });

export async function benchSearch(dist: string, signal?: AbortSignal): Promise<Record<string, unknown>> {
  const docs = await loadCorpus(dist);
  const kinds = benchQueries(docs);
  const queries = kinds.map((k) => k.q);
  const disk = dirBytes(join(dist, "_index/search"));
  const buildMs = await ourBuildMs(docs);
  const tmp = mkdtempSync(join(tmpdir(), "grimoire-search-"));
  try {
    const miniIndex = join(tmp, "minisearch.json");
    const mini = miniSearchIndex(docs, miniIndex);
    const task = { dist, miniIndex };

    const cold = {
      ours: await coldRuns("ours", task, spreadOf(queries, COLD.ours), signal),
      minisearch: await coldRuns("minisearch", task, spreadOf(queries, COLD.minisearch), signal),
    };
    const warm = {
      ours: await isolate({ ...task, engine: "ours", mode: "warm", queries, rounds: ROUNDS }, signal),
      minisearch: await isolate({ ...task, engine: "minisearch", mode: "warm", queries, rounds: ROUNDS }, signal),
    };
    const stats = (samples: readonly Sample[]) => ({
      ms: summarize(samples.map((s) => s.ms)),
      cpu: summarize(samples.map((s) => s.cpu_us)),
      thread: summarize(samples.map((s) => s.thread_us)),
    });
    const ours = { first: stats(warm.ours.first), repeated: stats(warm.ours.repeated), ranking: stats(warm.ours.ranking) };
    const theirs = { first: stats(warm.minisearch.first.slice(1)), repeated: stats(warm.minisearch.repeated) };
    const byKind = Object.fromEntries(
      ["word", "prefix", "name", "number", "none"].map((kind) => {
        const samples = warm.ours.first.filter((_, i) => kinds[i]!.kind === kind);
        return [
          kind,
          {
            queries: samples.length,
            thread_us: pick(summarize(samples.map((s) => s.thread_us))),
            cpu_us: pick(summarize(samples.map((s) => s.cpu_us))),
          },
        ];
      }),
    );
    const workerd = await benchWorkerdSearch(ROOT, dist, tmp, spreadOf(queries, COLD.workerd), queries, signal);
    // Same hit count for a query in both engines (game numbers are ours only: left out).
    const comparable = kinds.map((k, i) => ({ k, i })).filter(({ k }) => k.kind !== "number");
    const agree = comparable.filter(({ i }) => warm.ours.first[i]!.hits === warm.minisearch.first[i]!.hits).length;

    const figures = {
      documents: docs.length,
      queries: queries.length,
      query_kinds: Object.fromEntries(
        ["word", "prefix", "name", "number", "none"].map((k) => [k, kinds.filter((q) => q.kind === k).length]),
      ),
      index: { bytes: disk.bytes, files: disk.files, largest_file_bytes: disk.largest, build_ms: round(buildMs) },
      cold: {
        isolates: cold.ours.queries.length,
        import_ms: pick(cold.ours.import_ms),
        first_query_ms: pick(cold.ours.first_ms),
        first_query_cpu_us: pick(cold.ours.first_cpu_us),
        first_query_thread_us: pick(cold.ours.first_thread_us),
      },
      warm_first_sight: { ms: pick(ours.first.ms), thread_us: pick(ours.first.thread), cpu_us: pick(ours.first.cpu) },
      warm_repeated: { ms: pick(ours.repeated.ms), thread_us: pick(ours.repeated.thread), cpu_us: pick(ours.repeated.cpu) },
      warm_ranking_only_ms: pick(ours.ranking.ms),
      warm_first_sight_cpu_by_kind: byKind,
      isolate_memory: { peak_bytes: warm.ours.peak_bytes, kept_bytes: warm.ours.kept_bytes },
      minisearch: {
        build_ms: round(mini.buildMs),
        index_json_bytes: mini.bytes,
        cold: {
          isolates: cold.minisearch.queries.length,
          first_query_ms: pick(cold.minisearch.first_ms),
          first_query_cpu_us: pick(cold.minisearch.first_cpu_us),
          first_query_thread_us: pick(cold.minisearch.first_thread_us),
        },
        warm_first_sight: { ms: pick(theirs.first.ms), thread_us: pick(theirs.first.thread), cpu_us: pick(theirs.first.cpu) },
        warm_repeated: { ms: pick(theirs.repeated.ms), thread_us: pick(theirs.repeated.thread), cpu_us: pick(theirs.repeated.cpu) },
        isolate_memory: { peak_bytes: warm.minisearch.peak_bytes, kept_bytes: warm.minisearch.kept_bytes },
      },
      workerd: {
        assets: workerd.assets,
        isolates: workerd.cold_ms.count,
        cold_first_query_ms: pick(workerd.cold_ms),
        baseline_cold_first_request_ms: pick(workerd.baseline_cold_ms),
        warm_first_sight_ms: pick(workerd.first_sight_ms),
        warm_repeated_ms: pick(workerd.repeated_ms),
      },
      same_hit_count: round(agree / (comparable.length || NaN)),
      targets: {
        warm_cpu_p95_us: TARGETS.warm_cpu_p95_us,
        cold_ms: TARGETS.cold_ms,
        memory_bytes: TARGETS.memory_bytes,
        met:
          ours.first.thread.p95 < TARGETS.warm_cpu_p95_us &&
          Math.max(cold.ours.first_ms.max, workerd.cold_ms.max) < TARGETS.cold_ms &&
          warm.ours.peak_bytes < TARGETS.memory_bytes,
      },
    };
    const f = figures,
      m = f.minisearch;
    section(`Search: sharded index vs MiniSearch (${fmt.int(f.documents)} documents, ${f.queries} queries, fresh isolates)`);
    const row = (label: string, a: number, b: number, show: (n: number) => string) => [label, show(a), show(b), fmt.x(ratio(a, b))];
    table(
      ["figure", "ours", "MiniSearch", "ratio"],
      [
        row("index on disk", f.index.bytes, m.index_json_bytes, fmt.mb),
        row("build (in memory)", f.index.build_ms, m.build_ms, fmt.ms),
        row("cold first query, wall max", f.cold.first_query_ms.max, m.cold.first_query_ms.max, fmt.ms),
        row("cold first query, thread CPU max", f.cold.first_query_thread_us.max, m.cold.first_query_thread_us.max, fmt.us),
        row("warm first sight, thread CPU p50", f.warm_first_sight.thread_us.p50, m.warm_first_sight.thread_us.p50, fmt.us),
        row("warm first sight, thread CPU p95", f.warm_first_sight.thread_us.p95, m.warm_first_sight.thread_us.p95, fmt.us),
        row("warm first sight, process CPU p95", f.warm_first_sight.cpu_us.p95, m.warm_first_sight.cpu_us.p95, fmt.us),
        row("warm first sight, wall p95", f.warm_first_sight.ms.p95, m.warm_first_sight.ms.p95, fmt.ms),
        row("warm repeated, thread CPU p50", f.warm_repeated.thread_us.p50, m.warm_repeated.thread_us.p50, fmt.us),
        row("warm repeated, thread CPU p95", f.warm_repeated.thread_us.p95, m.warm_repeated.thread_us.p95, fmt.us),
        row("warm, ranking only, wall p95", f.warm_ranking_only_ms.p95, m.warm_repeated.ms.p95, fmt.ms),
        row("isolate memory, peak", f.isolate_memory.peak_bytes, m.isolate_memory.peak_bytes, fmt.mb),
        row("isolate memory, kept", f.isolate_memory.kept_bytes, m.isolate_memory.kept_bytes, fmt.mb),
      ],
    );
    note(
      `ours is the whole request (summaries and JSON included); MiniSearch ranks only. Ranking alone, ours: p50 ${fmt.ms(f.warm_ranking_only_ms.p50)}, p95 ${fmt.ms(f.warm_ranking_only_ms.p95)}`,
    );
    note(
      `index: ${fmt.int(f.index.files)} files, largest ${fmt.int(f.index.largest_file_bytes)} bytes; cold: module load p50 ${fmt.ms(f.cold.import_ms.p50)}, ` +
        `first query p50 ${fmt.ms(f.cold.first_query_ms.p50)} over ${f.cold.isolates} fresh isolates (MiniSearch's includes loading its index)`,
    );
    note(
      `warm first-sight thread CPU p95 by kind: ${Object.entries(f.warm_first_sight_cpu_by_kind)
        .map(([k, v]) => `${k} ${fmt.us(v.thread_us.p95)}`)
        .join(", ")}`,
    );
    note(
      "thread CPU: the isolate's own thread, what Workers bill; process CPU adds V8's background compiler and GC helpers and the threads reading files",
    );
    const w = f.workerd;
    note(
      `in workerd (Miniflare over the ${fmt.int(w.assets)} files search reads): cold first query p50 ${fmt.ms(w.cold_first_query_ms.p50)}, max ${fmt.ms(w.cold_first_query_ms.max)} ` +
        `over ${w.isolates} new Workers (a "{}" Worker's first request: ${fmt.ms(w.baseline_cold_first_request_ms.p50)}); ` +
        `never-seen queries wall p50 ${fmt.ms(w.warm_first_sight_ms.p50)}, p95 ${fmt.ms(w.warm_first_sight_ms.p95)}; repeated p50 ${fmt.ms(w.warm_repeated_ms.p50)}`,
    );
    note(
      `same hit count in both engines: ${(f.same_hit_count * 100).toFixed(0)}% of the queries that are not game numbers (MiniSearch does not find those)`,
    );
    note(
      `targets (warm first-sight thread CPU p95 < 5 ms, cold first query < 100 ms in Node and workerd, peak isolate memory < 128 MB): ${f.targets.met ? "met" : "MISSED"}`,
    );
    return figures;
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

async function main() {
  const given = process.argv[2];
  if (given) return void console.log(JSON.stringify(await benchSearch(resolve(given)), null, 2));
  const tmp = mkdtempSync(join(tmpdir(), "grimoire-search-bench-"));
  try {
    const { generate } = await import("../generator/generate.ts");
    const { buildSampleDatabase, openDatabase } = await import("../generator/database.ts");
    const { Progress } = await import("../generator/progress.ts");
    const { addressesFromEnv } = await import("../contract/addresses.ts");
    const db = openDatabase(buildSampleDatabase(join(tmp, "sample.sqlite")));
    await generate(db, addressesFromEnv(process.env), join(tmp, "dist"), new Progress(true));
    db.close();
    console.log(JSON.stringify(await benchSearch(join(tmp, "dist")), null, 2));
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) await main();
