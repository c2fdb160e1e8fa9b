/** Section 5: search against MiniSearch in fresh isolates (bench/search.ts prints its own table). */
import type { Section } from "../harness.ts";

export const searchSection: Section = {
  key: "search",
  needsBuild: true,
  async run(bench) {
    const { benchSearch } = await import("../search.ts");
    bench.results.search = await benchSearch(bench.data!.dist, bench.signal);
  },
};
