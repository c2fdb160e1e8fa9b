/** Section 3: CPU per request of the handler in-process (bench/cpu.ts), and its warm heap. */
import { BASELINE, benchHandlerCpu } from "../cpu.ts";
import type { Section } from "../harness.ts";
import { unexpected } from "../load.ts";
import { note, section, table } from "../report.ts";
import { fmt, ratio } from "../stats.ts";

const LIMITS = { requests: 2000, warmup: 50, maxSeconds: 10 };
/** Workers: CPU time per request (free plan) and isolate memory. */
const CPU_LIMIT_US = 10_000;
const ISOLATE_BYTES = 128 * 1024 * 1024;

export const cpuSection: Section = {
  key: "cpu",
  needsBuild: true,
  async run(bench) {
    section("3. handle() in-process over the file system: CPU per request (Workers limit: 10 ms CPU)");
    const c = await benchHandlerCpu(bench.data!.dist, bench.data!.targets, { ...LIMITS, signal: bench.signal });
    const base = c.rows.find((r) => r.kind === BASELINE)!;
    table(
      ["request", "requests", "CPU/request", "×base", "% of 10 ms", "wall mean", "wall p95"],
      c.rows.map((r) => [
        r.kind,
        fmt.int(r.requests),
        fmt.us(r.cpu_us_per_request),
        fmt.x(ratio(r.cpu_us_per_request, base.cpu_us_per_request)),
        `${fmt.num((100 * r.cpu_us_per_request) / CPU_LIMIT_US)} %`,
        fmt.ms(r.wall_mean_ms),
        fmt.ms(r.wall_p95_ms),
      ]),
    );
    for (const r of c.rows) {
      const odd = unexpected(r.statuses);
      if (odd) note(`! ${r.kind}: unexpected answers ${odd}`);
    }
    note(`CPU is this whole process (user + system, all threads: file reads included, which Workers do not bill)`);
    note(
      `heap of a fresh worker isolate: ${fmt.mb(c.heap_empty_bytes)} (Node, tsx); importing the handler adds ${fmt.mb(c.heap_code_bytes)}, ` +
        `warming it up ${fmt.mb(c.heap_caches_bytes)} more (functions compiled on first use, Node's fetch and stream internals, ` +
        `the handler's caches of build facts, ETag shards and list indexes)`,
    );
    note(
      `handler total: ${fmt.mb(c.heap_code_bytes + c.heap_caches_bytes)} = ` +
        `${fmt.num((100 * (c.heap_code_bytes + c.heap_caches_bytes)) / ISOLATE_BYTES)} % of a 128 MB Workers isolate`,
    );
    bench.results.cpu = { ...c, limits: LIMITS, cpu_limit_us: CPU_LIMIT_US, isolate_bytes: ISOLATE_BYTES };
  },
};
