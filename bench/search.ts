/**
 * Search bench: this tree's search ("after") against a baseline commit's ("before", main unless
 * BENCH_SEARCH_BASE says otherwise: search-baseline.ts), each over its own build of the same
 * data, in one run, quoted as ratios. Every figure of time and memory is taken in fresh
 * isolates (search-isolate.ts), the two engines alternated:
 *   - index: bytes and files on disk
 *   - cold: module load and first query of a new isolate, over several isolates and queries
 *   - warm: thread CPU per query of one isolate, each query seen for the first time (first
 *     sight), then repeated; the whole request through handle() (routing, matching, ranking,
 *     summaries, JSON); by kind of query, against the Workers budget
 *   - isolate memory: V8 heap plus external memory, peak and kept after a GC (Workers: 128 MB)
 *   - the quality set (test/support/search-quality.ts): share of queries whose record meant is
 *     among the first three
 *   - after again in workerd (search-workerd.ts): cold first query of a new Worker, never-seen
 *     and repeated queries, wall time through Miniflare
 * BENCH_MINISEARCH=1 adds MiniSearch used the plain way over the same documents (its index
 * serialised at build time, loaded by the isolate on its first request), the reason for our own
 * index (bench/README.md). `npx tsx bench/search.ts DIST BASE_ROOT BASE_DIST` runs it alone.
 */
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import MiniSearch from "minisearch";
import { inIsolate } from "./isolate.ts";
import { benchWorkerdSearch } from "./search-workerd.ts";
import { note, section, table } from "./report.ts";
import type { Baseline } from "./search-baseline.ts";
import type { IsolateFigures, IsolateTask, Sample } from "./search-isolate.ts";
import { miniSearchOptions } from "./search-mini.ts";
import { qualityOver } from "./search-quality.ts";
import { benchQueries, loadCorpus, QUERY_KINDS, type BenchDoc } from "./search-queries.ts";
import { fmt, ratio, round, summarize, type Summary } from "./stats.ts";
import { qualityShare } from "../test/support/search-quality.ts";

/** Warm isolates per engine, alternated; each runs the query set once, then ROUNDS repeats. */
const PASSES = 3;
const ROUNDS = 2;
/** Fresh isolates timed cold per engine. */
const COLD = { handler: 6, minisearch: 3, workerd: 5 };
const ROOT = new URL("..", import.meta.url).pathname;
/** The Workers budget a query kind must stay under (CPU per request), and what first-sight p95
 * may grow by against the baseline. */
const TARGETS = {
  budget_us: 10_000,
  first_sight_p95_growth: 1.5,
  cold_ms: 100,
  memory_bytes: 128 * 1024 * 1024,
  /** what the isolate needs (a GC before each query), with a margin under the 128 MB */
  needed_memory_bytes: 100 * 1024 * 1024,
};

function dirBytes(dir: string): { bytes: number; files: number; largest: number } {
  let bytes = 0,
    files = 0,
    largest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const size = statSync(join(entry.parentPath, entry.name)).size;
    bytes += size;
    files++;
    largest = Math.max(largest, size);
  }
  return { bytes, files, largest };
}

const BODY = new URL("./search-isolate.ts", import.meta.url);

function isolate(task: IsolateTask, signal?: AbortSignal): Promise<IsolateFigures> {
  return inIsolate<IsolateFigures>(BODY, task, { limitMs: 600_000, signal });
}

/** `count` queries spread over the list, so every kind of query is among them. */
const spreadOf = <T>(list: readonly T[], count: number) =>
  Array.from({ length: count }, (_, i) => list[Math.floor((i * list.length) / count)]!);

const pick = (s: Summary) => ({ p50: round(s.p50), p95: round(s.p95), max: round(s.max) });

/** One engine: what its isolates run on. */
interface Side {
  name: "after" | "before" | "minisearch";
  task: Omit<IsolateTask, "mode" | "queries" | "rounds">;
}

/** Cold first queries, one fresh isolate each, the sides alternated query by query. */
async function coldRuns(sides: readonly Side[], queries: readonly string[], signal?: AbortSignal) {
  const runs = new Map<string, IsolateFigures[]>(sides.map((s) => [s.name, []]));
  for (const q of queries) {
    for (const side of sides) runs.get(side.name)!.push(await isolate({ ...side.task, mode: "cold", queries: [q] }, signal));
  }
  return Object.fromEntries(
    [...runs].map(([name, list]) => {
      const first = list.map((r) => r.first[0]!);
      return [
        name,
        {
          isolates: list.length,
          import_ms: pick(summarize(list.map((r) => r.import_ms))),
          first_query_ms: pick(summarize(first.map((s) => s.ms))),
          first_query_thread_us: pick(summarize(first.map((s) => s.thread_us))),
          peak_bytes: Math.max(...list.map((r) => r.peak_bytes)),
        },
      ];
    }),
  );
}

/** Warm passes, the sides alternated pass by pass. */
async function warmRuns(sides: readonly Side[], queries: readonly string[], passes: number, signal?: AbortSignal) {
  const runs = new Map<string, IsolateFigures[]>(sides.map((s) => [s.name, []]));
  for (let pass = 0; pass < passes; pass++) {
    for (const side of sides) {
      runs.get(side.name)!.push(await isolate({ ...side.task, mode: "warm", queries: [...queries], rounds: ROUNDS }, signal));
    }
  }
  return runs;
}

/** What each side's isolate needs: the peak of a pass with a full GC before each query (mode
 * "memory" of search-isolate.ts), the queries once then once more. */
async function neededMemory(sides: readonly Side[], queries: readonly string[], signal?: AbortSignal) {
  const needed: Record<string, number> = {};
  for (const side of sides.filter((s) => s.name !== "minisearch")) {
    needed[side.name] = (await isolate({ ...side.task, mode: "memory", queries: [...queries], rounds: 1 }, signal)).peak_bytes;
  }
  return needed;
}

/** Thread CPU figures of warm passes: per pass, and pooled by kind. */
function warmFigures(passes: readonly IsolateFigures[], kinds: readonly string[]) {
  const thread = (samples: readonly Sample[]) => summarize(samples.map((s) => s.thread_us));
  const byKind = Object.fromEntries(
    QUERY_KINDS.map((kind) => {
      const samples = passes.flatMap((p) => p.first.filter((_, i) => kinds[i] === kind));
      return [kind, { queries: samples.length / passes.length, thread_us: pick(thread(samples)) }];
    }),
  );
  return {
    first_sight_thread_us: passes.map((p) => pick(thread(p.first))),
    repeated_thread_us: passes.map((p) => pick(thread(p.repeated))),
    first_sight_by_kind: byKind,
    isolate_memory: { peak_bytes: Math.max(...passes.map((p) => p.peak_bytes)), kept_bytes: Math.max(...passes.map((p) => p.kept_bytes)) },
  };
}

/** Median and range of per-pass ratios after/before. */
function ratios(after: readonly number[], before: readonly number[]) {
  const list = after.map((a, i) => ratio(a, before[i]!)!).sort((a, b) => a - b);
  return { median: round(list[Math.floor(list.length / 2)]!), min: round(list[0]!), max: round(list.at(-1)!) };
}

/** MiniSearch built over the corpus and serialised to a file, as a build step would. */
function miniSearchIndex(docs: readonly BenchDoc[], file: string): { build_ms: number; bytes: number } {
  const t0 = performance.now();
  const index = new MiniSearch<BenchDoc>(miniSearchOptions);
  index.addAll(docs as BenchDoc[]);
  const build = performance.now() - t0;
  const json = JSON.stringify(index);
  writeFileSync(file, json);
  return { build_ms: round(build), bytes: Buffer.byteLength(json) };
}

export async function benchSearch(dist: string, baseline: Baseline, signal?: AbortSignal): Promise<Record<string, unknown>> {
  const docs = await loadCorpus(dist);
  const queries = benchQueries(docs);
  const qs = queries.map((k) => k.q);
  const kinds = queries.map((k) => k.kind);
  const tmp = mkdtempSync(join(tmpdir(), "grimoire-search-"));
  try {
    const sides: Side[] = [
      { name: "after", task: { engine: "handler", root: ROOT, dist } },
      { name: "before", task: { engine: "handler", root: baseline.root, dist: baseline.dist } },
    ];
    let mini: { build_ms: number; bytes: number } | null = null;
    if (process.env.BENCH_MINISEARCH === "1") {
      const file = join(tmp, "minisearch.json");
      mini = miniSearchIndex(docs, file);
      sides.push({ name: "minisearch", task: { engine: "minisearch", dist, miniIndex: file } });
    }
    const index = { after: dirBytes(join(dist, "_index/search")), before: dirBytes(join(baseline.dist, "_index/search")) };
    const cold = await coldRuns(sides, spreadOf(qs, COLD.handler), signal);
    const warm = await warmRuns(sides, qs, PASSES, signal);
    const after = warmFigures(warm.get("after")!, kinds);
    const before = warmFigures(warm.get("before")!, kinds);
    const needed = await neededMemory(sides, qs, signal);
    const [qualityAfter, qualityBefore] = [await qualityOver(dist, ROOT), await qualityOver(baseline.dist, baseline.root)];
    const workerd = await benchWorkerdSearch(ROOT, dist, tmp, spreadOf(qs, COLD.workerd), qs, signal);
    const p95 = (f: typeof after) => f.first_sight_thread_us.map((s) => s.p95);
    const growth = ratios(p95(after), p95(before));
    const worstKind = Math.max(...Object.values(after.first_sight_by_kind).map((k) => k.thread_us.p95));
    const figures = {
      documents: docs.length,
      queries: qs.length,
      query_kinds: Object.fromEntries(QUERY_KINDS.map((k) => [k, kinds.filter((x) => x === k).length])),
      baseline: { ref: baseline.ref, commit: baseline.commit, build_seconds: baseline.build_seconds },
      index: Object.fromEntries(
        Object.entries(index).map(([k, v]) => [k, { bytes: v.bytes, files: v.files, largest_file_bytes: v.largest }]),
      ),
      cold,
      warm: { passes: PASSES, rounds: ROUNDS, after, before },
      needed_memory_bytes: needed,
      first_sight_p95_ratio: growth,
      first_sight_p50_ratio: ratios(
        after.first_sight_thread_us.map((s) => s.p50),
        before.first_sight_thread_us.map((s) => s.p50),
      ),
      repeated_p95_ratio: ratios(
        after.repeated_thread_us.map((s) => s.p95),
        before.repeated_thread_us.map((s) => s.p95),
      ),
      quality: { after: qualityShare(qualityAfter), before: qualityShare(qualityBefore), queries: qualityAfter.length },
      minisearch: mini && { ...mini, warm: warmFigures(warm.get("minisearch")!, kinds) },
      workerd: {
        assets: workerd.assets,
        isolates: workerd.cold_ms.count,
        cold_first_query_ms: pick(workerd.cold_ms),
        baseline_cold_first_request_ms: pick(workerd.baseline_cold_ms),
        warm_first_sight_ms: pick(workerd.first_sight_ms),
        warm_repeated_ms: pick(workerd.repeated_ms),
      },
      targets: {
        ...TARGETS,
        worst_kind_p95_us: worstKind,
        met:
          growth.median <= TARGETS.first_sight_p95_growth &&
          worstKind < TARGETS.budget_us &&
          Math.max(cold.after!.first_query_ms.max, workerd.cold_ms.max) < TARGETS.cold_ms &&
          after.isolate_memory.peak_bytes < TARGETS.memory_bytes &&
          needed.after! < TARGETS.needed_memory_bytes,
      },
    };
    report(figures, after, before);
    return figures;
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

type Figures = Record<string, any>;
type Warm = ReturnType<typeof warmFigures>;

function report(f: Figures, after: Warm, before: Warm): void {
  const median = (list: { p50: number; p95: number }[], key: "p50" | "p95") => summarize(list.map((s) => s[key])).p50;
  section(
    `Search: after (this tree) vs before (${f.baseline.ref} ${String(f.baseline.commit).slice(0, 8)}), ` +
      `${fmt.int(f.documents)} documents, ${f.queries} queries, fresh isolates`,
  );
  const row = (label: string, a: number, b: number, show: (n: number) => string) => [label, show(b), show(a), fmt.x(ratio(a, b))];
  table(
    ["figure", "before", "after", "after/before"],
    [
      row("index on disk", f.index.after.bytes, f.index.before.bytes, fmt.mb),
      row("index files", f.index.after.files, f.index.before.files, fmt.int),
      row("cold first query, wall p50", f.cold.after.first_query_ms.p50, f.cold.before.first_query_ms.p50, fmt.ms),
      row("cold first query, wall max", f.cold.after.first_query_ms.max, f.cold.before.first_query_ms.max, fmt.ms),
      row(
        "first sight, thread CPU p50 (median of passes)",
        median(after.first_sight_thread_us, "p50"),
        median(before.first_sight_thread_us, "p50"),
        fmt.us,
      ),
      row(
        "first sight, thread CPU p95 (median of passes)",
        median(after.first_sight_thread_us, "p95"),
        median(before.first_sight_thread_us, "p95"),
        fmt.us,
      ),
      row("warm repeated, thread CPU p50", median(after.repeated_thread_us, "p50"), median(before.repeated_thread_us, "p50"), fmt.us),
      row("warm repeated, thread CPU p95", median(after.repeated_thread_us, "p95"), median(before.repeated_thread_us, "p95"), fmt.us),
      row("isolate memory, peak", after.isolate_memory.peak_bytes, before.isolate_memory.peak_bytes, fmt.mb),
      row("isolate memory, kept after GC", after.isolate_memory.kept_bytes, before.isolate_memory.kept_bytes, fmt.mb),
      row("isolate memory, needed (GC before each query)", f.needed_memory_bytes.after, f.needed_memory_bytes.before, fmt.mb),
      row("quality: record meant in the first three", f.quality.after.all, f.quality.before.all, (n) => `${(n * 100).toFixed(0)} %`),
    ],
  );
  const r = f.first_sight_p95_ratio;
  note(
    `first-sight p95 after/before, pass by pass: median ${fmt.x(r.median)} (${fmt.x(r.min)}–${fmt.x(r.max)}) over ${f.warm.passes} alternated passes`,
  );
  table(
    ["kind", "queries", "before p50", "before p95", "after p50", "after p95"],
    QUERY_KINDS.map((k) => {
      const [b, a] = [before.first_sight_by_kind[k]!, after.first_sight_by_kind[k]!];
      return [k, fmt.int(a.queries), fmt.us(b.thread_us.p50), fmt.us(b.thread_us.p95), fmt.us(a.thread_us.p50), fmt.us(a.thread_us.p95)];
    }),
  );
  note(
    `quality by kind, before → after: ${Object.keys(f.quality.after.byKind)
      .map((k) => `${k} ${(f.quality.before.byKind[k] * 100).toFixed(0)} → ${(f.quality.after.byKind[k] * 100).toFixed(0)} %`)
      .join(", ")}`,
  );
  if (f.minisearch) {
    note(
      `MiniSearch: index ${fmt.mb(f.minisearch.bytes)}, first sight thread CPU p95 ${fmt.us(median(f.minisearch.warm.first_sight_thread_us, "p95"))}, ` +
        `peak memory ${fmt.mb(f.minisearch.warm.isolate_memory.peak_bytes)}`,
    );
  }
  const w = f.workerd;
  note(
    `after, in workerd (Miniflare over the ${fmt.int(w.assets)} files search reads): cold first query p50 ${fmt.ms(w.cold_first_query_ms.p50)}, max ${fmt.ms(w.cold_first_query_ms.max)} ` +
      `over ${w.isolates} new Workers (a "{}" Worker's first request: ${fmt.ms(w.baseline_cold_first_request_ms.p50)}); ` +
      `never-seen queries wall p50 ${fmt.ms(w.warm_first_sight_ms.p50)}, p95 ${fmt.ms(w.warm_first_sight_ms.p95)}`,
  );
  note(
    `targets (first-sight p95 at most ${TARGETS.first_sight_p95_growth}× before, every kind's first-sight p95 under ${fmt.us(TARGETS.budget_us)}, ` +
      `cold first query < 100 ms, peak isolate memory < 128 MB, needed < 100 MB): ${f.targets.met ? "met" : "MISSED"}`,
  );
}

async function main() {
  const [dist, baseRoot, baseDist] = process.argv.slice(2);
  if (!dist || !baseRoot || !baseDist) throw new Error("usage: npx tsx bench/search.ts DIST BASE_ROOT BASE_DIST");
  const baseline: Baseline = { root: resolve(baseRoot), ref: "given", commit: "", dist: resolve(baseDist), build_seconds: null };
  console.log(JSON.stringify(await benchSearch(resolve(dist), baseline), null, 2));
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) await main();
