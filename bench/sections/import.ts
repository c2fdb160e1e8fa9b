/** Section 0: the import of ../shared/data (bench/import.ts), when it is there. */
import type { Section } from "../harness.ts";
import { benchImport } from "../import.ts";
import { note, section, table } from "../report.ts";
import { fmt } from "../stats.ts";

export const importSection: Section = {
  key: "import",
  async run(bench) {
    section("0. Import of the public data (../shared/data) into SQLite");
    const imp = await benchImport(bench.root, bench.tmp);
    bench.results.import = imp;
    if (!imp) return note("skipped: ../shared/data is absent (or BENCH_IMPORT=0)");
    note(`runImport ${fmt.s(imp.seconds)} (target: under 60 s), database ${fmt.mb(imp.bytes)} (${imp.from})`);
    note(
      `baseline: reading and decompressing the ${imp.files} files it read, ${fmt.s(imp.baseline_seconds)}; import/baseline ${fmt.x(imp.seconds / imp.baseline_seconds)}`,
    );
    const types = [...new Set(Object.values(imp.records).flatMap((r) => Object.keys(r)))];
    table(
      ["version", ...types],
      Object.entries(imp.records).map(([v, r]) => [v, ...types.map((t) => fmt.int(r[t] ?? 0))]),
    );
  },
};
