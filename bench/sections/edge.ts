/**
 * Section 2: the Worker driven by Miniflare directly (not the wrangler dev proxy) for a record,
 * a list page, a filtered list and a rate-limited record, against a worker answering "{}".
 * Skipped above Miniflare's asset limit.
 */
import type { Section } from "../harness.ts";
import { loadFigures, runLoad, unexpected, type LoadResult, type RequestFn } from "../load.ts";
import { note, section, table } from "../report.ts";
import { fmt, ratio } from "../stats.ts";

/** Miniflare refuses more asset files than this (MAX_ASSET_COUNT). */
const MAX_ASSETS = 100_000;
const LIMITS = { requests: 300, warmup: 30, maxSeconds: 20, concurrency: 8 };

function warnStatuses(label: string, r: LoadResult): void {
  const odd = unexpected(r.statuses);
  if (odd) note(`! ${label}: unexpected answers ${odd}`);
  if (r.stoppedByTime) note(`! ${label}: stopped by the time bound after ${r.requests} requests`);
}

/** One kind of request measured, alone (sequential) and at LIMITS.concurrency. */
interface Measured {
  kind: string;
  path: string;
  header?: string;
  seq: LoadResult;
  conc: LoadResult;
}

export const edgeSection: Section = {
  key: "edge",
  needsBuild: true,
  async run(bench) {
    const { dist, targets, targetsRemark } = bench.data!;
    section('2. Worker under Miniflare (dispatchFetch) vs a worker answering "{}"');
    if (targetsRemark) note(targetsRemark);
    const files = (bench.results.build as { baseline: { files: number } }).baseline.files;
    if (files > MAX_ASSETS) {
      note(
        `skipped: ${fmt.int(files)} files in dist/, Miniflare serves at most ${fmt.int(MAX_ASSETS)} assets (production reads R2); sections 3 and 4 still measure the handler`,
      );
      bench.results.edge = { skipped: `more than ${MAX_ASSETS} files` };
      return;
    }
    // Imported here, not on top: Miniflare's own memory would count in the build section's RSS.
    const { BENCH_RATE_LIMITS, bundleWorker, dispatcher, startApiWorker, startTrivialWorker } = await import("../edge.ts");
    const t0 = performance.now();
    const script = await bundleWorker(bench.root, dist, bench.signal);
    const bundleSeconds = (performance.now() - t0) / 1000;
    const releases: (() => Promise<void>)[] = [];
    try {
      note(`bundle ${script} (wrangler deploy --dry-run, ${fmt.s(bundleSeconds)}); RATE_LIMITS=${BENCH_RATE_LIMITS}`);
      const base = await startTrivialWorker(bench.root);
      // No synchronous release: Miniflare's exit hook stops workerd when the process exits.
      releases.push(bench.hold("baseline Miniflare", () => base.dispose()));
      const api = await startApiWorker(bench.root, script, dist);
      releases.push(bench.hold("API Miniflare", () => api.dispose()));
      const origin = "http://localhost";
      const rec = targets[0]!;
      const kinds = [
        ...targets.map((t) => ({ ...t, header: undefined as string | undefined, one: dispatcher(api, origin + t.path) })),
        // The same record with CF-Connecting-IP set, so the rate limiter's Durable Object is called.
        {
          kind: "record + rate limiter",
          path: rec.path,
          header: "CF-Connecting-IP: 203.0.113.7",
          one: dispatcher(api, origin + rec.path, { "CF-Connecting-IP": "203.0.113.7" }),
        },
      ];
      const { baseline, rows } = await measureAll(dispatcher(base, `${origin}${rec.path}`), kinds, bench.signal);
      report(baseline, rows);
      bench.results.edge = {
        bundle: script,
        bundle_seconds: bundleSeconds,
        rate_limits: BENCH_RATE_LIMITS,
        limits: LIMITS,
        baseline: { sequential: loadFigures(baseline.seq), concurrent: loadFigures(baseline.conc) },
        requests: rows.map((r) => ({
          kind: r.kind,
          path: r.path,
          header: r.header ?? null,
          sequential: loadFigures(r.seq),
          concurrent: loadFigures(r.conc),
          ratio_mean_latency: {
            sequential: ratio(r.seq.latency.mean, baseline.seq.latency.mean),
            concurrent: ratio(r.conc.latency.mean, baseline.conc.latency.mean),
          },
          ratio_rps: { sequential: ratio(r.seq.rps, baseline.seq.rps), concurrent: ratio(r.conc.rps, baseline.conc.rps) },
        })),
      };
    } finally {
      // Free workerd's memory for the next sections.
      for (const release of releases.reverse()) await release();
    }
  },
};

/** The baseline and every kind, each alone then concurrent, after warming both isolates on every kind. */
async function measureAll(
  baseOne: RequestFn,
  kinds: { kind: string; path: string; header?: string; one: RequestFn }[],
  signal: AbortSignal,
): Promise<{ baseline: { seq: LoadResult; conc: LoadResult }; rows: Measured[] }> {
  // Warm both isolates on every kind first, so that the first kind measured pays no start-up.
  const warmEnd = performance.now() + LIMITS.maxSeconds * 1000;
  for (let i = 0; i < LIMITS.warmup && performance.now() < warmEnd && !signal.aborted; i++) {
    for (const one of [baseOne, ...kinds.map((k) => k.one)]) await one().catch(() => 0);
  }
  const measure = async (label: string, one: RequestFn) => {
    const seq = await runLoad(one, { ...LIMITS, concurrency: 1, signal });
    warnStatuses(`${label} sequential`, seq);
    const conc = await runLoad(one, { ...LIMITS, signal });
    warnStatuses(`${label} concurrency ${LIMITS.concurrency}`, conc);
    return { seq, conc };
  };
  const baseline = await measure("baseline", baseOne);
  const rows: Measured[] = [];
  for (const k of kinds) rows.push({ kind: k.kind, path: k.path, header: k.header, ...(await measure(k.kind, k.one)) });
  return { baseline, rows };
}

function report(baseline: { seq: LoadResult; conc: LoadResult }, rows: Measured[]): void {
  const line = (name: string, r: LoadResult, base: LoadResult) => [
    name,
    String(r.concurrency),
    fmt.int(r.requests),
    fmt.ms(r.latency.mean),
    fmt.ms(r.latency.p95),
    fmt.int(r.rps),
    fmt.x(ratio(r.latency.mean, base.latency.mean)),
    fmt.x(ratio(r.rps, base.rps)),
  ];
  table(
    ["request", "conc", "requests", "mean", "p95", "req/s", "mean ×base", "req/s ×base"],
    [
      line('baseline "{}"', baseline.seq, baseline.seq),
      ...rows.map((r) => line(r.kind, r.seq, baseline.seq)),
      line('baseline "{}"', baseline.conc, baseline.conc),
      ...rows.map((r) => line(r.kind, r.conc, baseline.conc)),
    ],
  );
  for (const r of rows) note(`${r.kind.padEnd(21)} ${r.path}${r.header ? `  (${r.header})` : ""}`);
}
