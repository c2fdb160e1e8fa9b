/** Section 7: the API Worker over R2 with and without the edge cache, beside Static Assets, on the sample. */
import type { Section } from "../harness.ts";
import { section } from "../report.ts";

export const r2CacheSection: Section = {
  key: "r2_cache",
  async run(bench) {
    section("7. API Worker over R2: edge cache vs EDGE_CACHE=off vs Static Assets (sample, Miniflare)");
    const { benchR2Cache, reportR2Cache } = await import("../r2-cache.ts");
    const figures = await benchR2Cache(bench.root, bench.tmp, bench.signal);
    bench.results.r2_cache = figures;
    reportR2Cache(figures);
  },
};
