/**
 * The search isolate's memory alone, quicker than the whole search section: the bench queries
 * (search-queries.ts) once then once more through handle() of each source tree given, in fresh
 * isolates (search-isolate.ts), the trees alternated: peak and kept-after-GC bytes, and the peak
 * with a GC before each query (mode "memory": what the isolate needs).
 *   npx tsx bench/search-memory.ts DIST ROOT [ROOT...] [--passes N]
 */
import { resolve } from "node:path";
import { inIsolate } from "./isolate.ts";
import type { IsolateFigures, Sample } from "./search-isolate.ts";
import { benchQueries, loadCorpus } from "./search-queries.ts";
import { fmt, summarize } from "./stats.ts";

const args = process.argv.slice(2);
const passesAt = args.indexOf("--passes");
const passes = passesAt >= 0 ? Number(args.splice(passesAt, 2)[1]) : 1;
const [dist, ...roots] = args.map((a) => resolve(a));
if (!dist || roots.length === 0) throw new Error("usage: search-memory.ts DIST ROOT [ROOT...] [--passes N]");
const queries = benchQueries(await loadCorpus(dist)).map((q) => q.q);
const cpu = (samples: readonly Sample[]) => {
  const s = summarize(samples.map((x) => x.thread_us));
  return `${fmt.us(s.p50)} / ${fmt.us(s.p95)}`;
};
const body = new URL("./search-isolate.ts", import.meta.url);
for (let pass = 0; pass < passes; pass++) {
  for (const root of roots) {
    const run = (mode: "warm" | "memory") =>
      inIsolate<IsolateFigures>(body, { engine: "handler", mode, dist, root, queries, rounds: 1 }, { limitMs: 600_000 });
    const [f, needed] = [await run("warm"), await run("memory")];
    console.log(
      `${root}: needed ${fmt.mb(needed.peak_bytes)}; without a GC before each query: peak ${fmt.mb(f.peak_bytes)} ` +
        `(heap ${fmt.mb(f.peak_heap_bytes)}, external ${fmt.mb(f.peak_external_bytes)}), kept after GC ${fmt.mb(f.kept_bytes)} ` +
        `(${queries.length} queries, then once more); thread CPU p50 / p95: first sight ${cpu(f.first)}, repeated ${cpu(f.repeated)}`,
    );
  }
}
