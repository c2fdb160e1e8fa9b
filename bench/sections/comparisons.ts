/**
 * Section 13: the build's cost of the comparisons between versions (bench/comparisons.ts): full
 * builds of the same data with and without them, in alternating rounds (BENCH_COMPARISON_ROUNDS,
 * 3 unless told). Issue 36's budget: at most +15 % of time and of files.
 */
import type { Section } from "../harness.ts";
import { benchDatabase } from "../build.ts";
import { note, section, table } from "../report.ts";
import { fmt } from "../stats.ts";
import type { ImportFigures } from "../import.ts";

export const comparisonsSection: Section = {
  key: "comparisons",
  async run(bench) {
    const rounds = Number(process.env.BENCH_COMPARISON_ROUNDS ?? 3);
    section(`13. The comparisons between versions: full builds with and without them, ${rounds} alternating rounds`);
    const imported = (bench.results.import as ImportFigures | null | undefined)?.path ?? null;
    const data = benchDatabase(bench.tmp, imported);
    const { benchComparisons } = await import("../comparisons.ts");
    const results = await benchComparisons(data.path, bench.tmp, rounds, bench.signal);
    const emptied = results.every((r) => r.with.page_cache_emptied && r.without.page_cache_emptied);
    note(
      `data: ${data.source} (${data.path}); each build a child process into a new folder, ` +
        `${emptied ? "started with the page cache emptied" : "the page cache not emptied (not root on Linux)"}; CPU = user + system of all its threads`,
    );
    const cost = (c: { seconds: number; cpu_seconds: number }) => `${fmt.s(c.seconds)} (${fmt.s(c.cpu_seconds)})`;
    table(
      [
        "round",
        "first",
        "without: elapsed (CPU)",
        "with: elapsed (CPU)",
        "ratio elapsed",
        "ratio CPU",
        "files without / with",
        "peak RSS without / with",
      ],
      results.map((r) => [
        String(r.round),
        r.first,
        cost(r.without),
        cost(r.with),
        fmt.x(r.ratio.seconds),
        fmt.x(r.ratio.cpu_seconds),
        `${fmt.int(r.without.files)} / ${fmt.int(r.with.files)}`,
        `${fmt.mb(r.without.peak_rss_bytes)} / ${fmt.mb(r.with.peak_rss_bytes)}`,
      ]),
    );
    const range = (values: number[]) => `${fmt.x(Math.min(...values))}–${fmt.x(Math.max(...values))}`;
    note(
      `ratios over the rounds: elapsed ${range(results.map((r) => r.ratio.seconds))}, CPU ${range(results.map((r) => r.ratio.cpu_seconds))}, ` +
        `files ${fmt.x(results[0]!.ratio.files)} (budget: 1.15× each); builds ${[...new Set(results.flatMap((r) => [r.without.build, r.with.build]))].join(", ")}`,
    );
    bench.results.comparisons = { data: data.source, rounds: results };
  },
};
