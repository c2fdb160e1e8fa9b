/** Section 9: cost as data grows, the data 1×, 2×, 4× (bench/scale.ts; BENCH_SCALES=1,2 other sizes, 0 skips;
 * BENCH_SCALE_VERSIONS=classic the records of some versions only as 1×). */
import type { Section } from "../harness.ts";
import { note, section } from "../report.ts";

export const scaleSection: Section = {
  key: "scale",
  needsBuild: true,
  async run(bench) {
    const factors = (process.env.BENCH_SCALES ?? "1,2,4")
      .split(",")
      .map(Number)
      .filter((f) => f >= 1);
    section(`9. Cost as data grows: the data ${factors.map((f) => `${f}×`).join(", ")}, build and request CPU at each size`);
    if (!factors.length) return note("skipped (BENCH_SCALES=0)");
    const { benchScale, reportScale } = await import("../scale.ts");
    const versions = process.env.BENCH_SCALE_VERSIONS?.split(",").filter(Boolean) ?? [];
    const points = await benchScale(bench.data!.path, factors, bench.tmp, bench.signal, versions);
    reportScale(points);
    bench.results.scale = points;
  },
};
