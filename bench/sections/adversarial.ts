/**
 * Section 10: adversarial requests (bench/adversarial.ts), this code against the baseline's
 * (BENCH_BASELINE, `main` by default) in the same run and over the same build: CPU per request
 * in-process and on the mirror, and its ratio to the ordinary request of its route. Targets: no
 * hostile request above 10× its route's ordinary one (closer for many records by number:
 * ROUTE_TARGETS), none above the Workers 10 ms of CPU. BENCH_PROBES=<routes> runs the probes of some routes only.
 * Runs alone over any build: `BENCH_DIST=DIR npm run bench -- --only adversarial` (else the
 * build of the run, else dist/).
 */
import { join, resolve } from "node:path";
import { extractCode, inProcess, longSubList, overMirror, toolsOf, type ProbeRow } from "../adversarial.ts";
import { PROBES } from "../adversarial-requests.ts";
import type { Section } from "../harness.ts";
import { note, section, table } from "../report.ts";
import { fmt, ratio } from "../stats.ts";

const LIMITS = { requests: 300, warmup: 3, maxSeconds: 4 };
const CPU_BUDGET_US = 10_000;
const RATIO_TARGET = 10;
/** Routes held to a closer ratio: many records by number cost at most this many pages of as many. */
const ROUTE_TARGETS: Record<string, number> = { ids: 3 };

/** Each row's ratio to its yardstick: the request it is measured against, else the ordinary request of its route. */
function withRatios(rows: ProbeRow[]) {
  return rows.map((row) => {
    const against = probeOf(row)?.against;
    const yardstick = rows.find((r) => (against ? r.name === against : r.route === row.route && r.ordinary));
    return { ...row, ratio: ratio(row.cpu_us, yardstick?.cpu_us) };
  });
}

const probeOf = (row: ProbeRow) => PROBES.find((p) => p.name === row.name);
/** The ratio a row is held to. */
const targetOf = (row: ProbeRow) => probeOf(row)?.within ?? ROUTE_TARGETS[row.route] ?? RATIO_TARGET;

function report(title: string, before: ProbeRow[], after: ProbeRow[]) {
  const b = withRatios(before),
    a = withRatios(after);
  table(
    [title, "before: status", "CPU", "×ordinary", "after: status", "CPU", "×ordinary", "targets"],
    a.map((row) => {
      const old = b.find((r) => r.name === row.name);
      const ok = row.ordinary || ((row.ratio ?? 0) <= targetOf(row) && row.cpu_us <= CPU_BUDGET_US);
      return [
        `${row.route}: ${row.name}`,
        old ? String(old.status) : "-",
        old ? fmt.us(old.cpu_us) : "-",
        old?.ordinary ? "" : fmt.x(old?.ratio ?? null),
        String(row.status),
        fmt.us(row.cpu_us),
        row.ordinary ? "" : fmt.x(row.ratio),
        row.ordinary ? "" : ok ? "met" : "MISSED",
      ];
    }),
  );
  return { before: b, after: a };
}

export const adversarialSection: Section = {
  key: "adversarial",
  async run(bench) {
    section("10. Adversarial requests: CPU per request against the ordinary request of the route (or the one named), before and after");
    const dist = resolve(process.env.BENCH_DIST ?? bench.data?.dist ?? join(bench.root, "dist"));
    const ref = process.env.BENCH_BASELINE ?? "main";
    const baseline = join(bench.tmp, "baseline");
    const commit = extractCode(bench.root, ref, baseline);
    const sub = longSubList(dist);
    note(
      `build ${dist}; before: ${ref} (${commit}) extracted to ${baseline}; after: this worktree; long sub-list ${sub.path} (${sub.length})`,
    );
    const inBefore = await inProcess(baseline, dist, sub, LIMITS, bench.signal);
    const inAfter = await inProcess(bench.root, dist, sub, LIMITS, bench.signal);
    const handler = report("handler in-process", inBefore, inAfter);
    const mirBefore = await overMirror(baseline, dist, sub, LIMITS, await toolsOf(baseline, dist, sub));
    const mirAfter = await overMirror(bench.root, dist, sub, LIMITS, await toolsOf(bench.root, dist, sub));
    const mirror = report("mirror over HTTP", mirBefore, mirAfter);
    note(
      `CPU: in-process, this process per request (user + system, after ${LIMITS.warmup} warm-up requests, at most ${LIMITS.requests} requests or ${LIMITS.maxSeconds} s);`,
    );
    note(
      `on the mirror, its process per request, from /proc (10 ms ticks). Targets: ≤ ${RATIO_TARGET}× the route's ordinary request (${Object.entries(
        ROUTE_TARGETS,
      )
        .map(([route, target]) => `${route}: ≤ ${target}×`)
        .join(
          ", ",
        )}; a collapsed search, patch notes and a comparison: ≤ their own target against the request they are measured against), ≤ ${CPU_BUDGET_US / 1000} ms.`,
    );
    bench.results.adversarial = { dist, baseline: { ref, commit }, sub_list: sub, limits: LIMITS, handler, mirror };
  },
};
