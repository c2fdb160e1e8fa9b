/**
 * The body of one search measure, run by bench/search.ts in a fresh isolate (isolate.ts), for
 * one engine:
 *   - "handler": GET /search through handle() of a source tree (this one's, or the baseline's,
 *     search-baseline.ts) over the file system store of its build (the whole request:
 *     validation, matching, ranking, summaries, JSON), as the Worker runs it;
 *   - "minisearch": MiniSearch used the plain way on the edge: its index, serialised at build
 *     time, loaded with loadJSON on the first request, then searched (ranking only).
 * Mode "cold": module load, then the first query, as a new isolate pays them. Mode "warm": every
 * query once (first sight: warm isolate, query never seen), then `rounds` repeated passes.
 * CPU is taken twice: the isolate's own thread (Linux /proc/thread-self/schedstat, nanoseconds),
 * the closest figure to what Workers bill a request, and the whole process (process.cpuUsage:
 * also V8's background compiler and GC helpers, and the libuv threads reading files, which a
 * Worker's storage does outside the isolate), an upper bound.
 * Memory is the isolate's own: V8 heap used plus external memory (typed arrays, buffers), both
 * counted by the 128 MB Workers limit; peak is sampled after every query, kept after a full GC.
 * That peak is mostly garbage V8 has not collected yet: an isolate without a memory limit lets
 * it grow (external memory by 64 MB between collections). Mode "memory" runs the queries as
 * "warm" does with a full GC before each one, so its peak is what the isolate needs: what it
 * keeps, plus the most any one request holds at once.
 */
import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { getHeapStatistics } from "node:v8";
import { parentPort, workerData } from "node:worker_threads";
import { collectGarbage } from "../generator/heap.ts";

export type Engine = "handler" | "minisearch";

export interface IsolateTask {
  engine: Engine;
  mode: "cold" | "warm" | "memory";
  dist: string;
  /** the source tree whose handler answers (engine "handler") */
  root?: string;
  /** MiniSearch's serialised index (engine "minisearch") */
  miniIndex?: string;
  queries: string[];
  rounds?: number;
}

export interface Sample {
  q: string;
  ms: number;
  /** CPU of the isolate's thread; process CPU where Linux does not tell it */
  thread_us: number;
  /** CPU of the whole process */
  cpu_us: number;
  hits: number;
}

export interface IsolateFigures {
  import_ms: number;
  /** cold: the first query; warm: each query seen for the first time, then the repeated passes */
  first: Sample[];
  repeated: Sample[];
  /** ranking only, warm, engine "handler" (searchDocs without summaries): to set beside MiniSearch */
  ranking: Sample[];
  peak_bytes: number;
  peak_heap_bytes: number;
  peak_external_bytes: number;
  kept_bytes: number;
}

const task = workerData as IsolateTask;
const isolateBytes = () => {
  const h = getHeapStatistics();
  return h.used_heap_size + h.external_memory;
};
let peak = isolateBytes();
/** The two parts' own peaks: V8's heap, and the external memory (typed arrays, file bytes). */
let peakHeap = 0,
  peakExternal = 0;

/** Nanoseconds this thread has run, or null off Linux. */
function threadNs(): number | null {
  try {
    return Number(readFileSync("/proc/thread-self/schedstat", "utf8").split(" ")[0]);
  } catch {
    return null;
  }
}

async function timed(q: string, run: () => Promise<number>): Promise<Sample> {
  if (task.mode === "memory") collectGarbage(1);
  const n0 = threadNs(),
    c0 = process.cpuUsage(),
    t0 = performance.now();
  const hits = await run();
  const ms = performance.now() - t0;
  const c = process.cpuUsage(c0),
    n1 = threadNs();
  peak = Math.max(peak, isolateBytes());
  const h = getHeapStatistics();
  peakHeap = Math.max(peakHeap, h.used_heap_size);
  peakExternal = Math.max(peakExternal, h.external_memory);
  const cpu = c.user + c.system;
  return { q, ms, thread_us: n0 === null || n1 === null ? cpu : (n1 - n0) / 1000, cpu_us: cpu, hits };
}

const t0 = performance.now();
let search: (q: string) => Promise<number>;
let ranking: ((q: string) => Promise<number>) | null = null;
if (task.engine === "handler") {
  const from = (path: string) => pathToFileURL(resolve(task.root!, path)).href;
  const { handle } = (await import(from("edge/handler.ts"))) as typeof import("../edge/handler.ts");
  const { fsStore } = (await import(from("edge/files/fs.ts"))) as typeof import("../edge/testing.ts");
  const files = fsStore(task.dist);
  search = async (q) => {
    const response = await handle(new Request(`http://127.0.0.1:8787/v1/search?q=${encodeURIComponent(q)}&include_total=true`), {
      files,
      clientAddress: null,
    });
    if (response.status !== 200) throw new Error(`search ${q}: status ${response.status}`);
    return ((await response.json()) as { total_count: number }).total_count;
  };
  const { Dist } = (await import(from("edge/files/dist.ts"))) as typeof import("../edge/testing.ts");
  const { searchDocs } = (await import(from("search/query.ts"))) as typeof import("../search/query.ts");
  const { SEARCH_MANIFEST } = (await import(from("layout/search-index.ts"))) as typeof import("../layout/search-index.ts");
  const dist = new Dist(files);
  ranking = async (q) => {
    const build = await dist.open();
    const manifest = (await build.json(SEARCH_MANIFEST)) as import("../layout/search-index.ts").SearchManifest;
    return (await searchDocs(build, manifest, { q })).length;
  };
} else {
  const { default: MiniSearch } = await import("minisearch");
  const { miniSearchOptions, MINI_QUERY } = await import("./search-mini.ts");
  let index: InstanceType<typeof MiniSearch> | null = null;
  search = async (q) => {
    index ??= MiniSearch.loadJSON(await readFile(task.miniIndex!, "utf8"), miniSearchOptions);
    return index.search(q, MINI_QUERY).length;
  };
}
const importMs = performance.now() - t0;

const first: Sample[] = [];
for (const q of task.queries) first.push(await timed(q, () => search(q)));
const repeated: Sample[] = [];
const ranked: Sample[] = [];
if (task.mode !== "cold") {
  for (let r = 0; r < (task.rounds ?? 1); r++) for (const q of task.queries) repeated.push(await timed(q, () => search(q)));
}
const peakBytes = peak;
collectGarbage();
const kept = isolateBytes();
if (task.mode === "warm" && ranking) {
  for (const q of task.queries) await ranking(q);
  for (const q of task.queries) ranked.push(await timed(q, () => ranking!(q)));
}

const figures: IsolateFigures = {
  import_ms: importMs,
  first,
  repeated,
  ranking: ranked,
  peak_bytes: peakBytes,
  peak_heap_bytes: peakHeap,
  peak_external_bytes: peakExternal,
  kept_bytes: kept,
};
parentPort!.postMessage(figures);
