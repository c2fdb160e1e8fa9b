/** Section 5: search after this tree's changes against a baseline commit's, each over its own
 * build of the same data (bench/search.ts prints its own tables). */
import type { Section } from "../harness.ts";

export const searchSection: Section = {
  key: "search",
  needsBuild: true,
  async run(bench) {
    const { benchSearch } = await import("../search.ts");
    const { prepareBaseline } = await import("../search-baseline.ts");
    const baseline = await prepareBaseline(
      bench.root,
      bench.tmp,
      bench.data!.path,
      (name, release) => bench.hold(name, release),
      bench.signal,
    );
    bench.results.search = await benchSearch(bench.data!.dist, baseline, bench.signal);
  },
};
