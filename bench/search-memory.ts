/**
 * The search isolate's memory alone, quicker than the whole search section: one warm pass of the
 * bench queries (search-queries.ts) through handle() of each source tree given, each in a fresh
 * isolate (search-isolate.ts), the trees alternated; peak and kept-after-GC bytes per pass.
 *   npx tsx bench/search-memory.ts DIST ROOT [ROOT...] [--passes N]
 */
import { resolve } from "node:path";
import { inIsolate } from "./isolate.ts";
import type { IsolateFigures } from "./search-isolate.ts";
import { benchQueries, loadCorpus } from "./search-queries.ts";
import { fmt } from "./stats.ts";

const args = process.argv.slice(2);
const passesAt = args.indexOf("--passes");
const passes = passesAt >= 0 ? Number(args.splice(passesAt, 2)[1]) : 1;
const [dist, ...roots] = args.map((a) => resolve(a));
if (!dist || roots.length === 0) throw new Error("usage: search-memory.ts DIST ROOT [ROOT...] [--passes N]");
const queries = benchQueries(await loadCorpus(dist)).map((q) => q.q);
const body = new URL("./search-isolate.ts", import.meta.url);
for (let pass = 0; pass < passes; pass++) {
  for (const root of roots) {
    const f = await inIsolate<IsolateFigures>(
      body,
      { engine: "handler", mode: "warm", dist, root, queries, rounds: 1 },
      { limitMs: 600_000 },
    );
    console.log(`${root}: peak ${fmt.mb(f.peak_bytes)}, kept after GC ${fmt.mb(f.kept_bytes)} (${queries.length} queries, then once more)`);
  }
}
