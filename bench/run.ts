/**
 * `npm run bench`: performance figures of the build and of the edge, each compared with a
 * baseline measured in the same run and quoted as a ratio (absolute figures on a shared 2-core
 * machine mean little on their own).
 *   0. import of ../shared/data (when present): time, records      (bench/import.ts)
 *   1. build()            vs  writing the same files with mkdirSync + writeFileSync
 *      rebuild after one NPC changed: files written, time          (bench/rebuild.ts)
 *   2. Worker (Miniflare) vs  a worker answering "{}"        record, list page, filtered list
 *   3. handle() CPU µs per request in-process (the Workers limit is 10 ms CPU) and warm heap
 *   4. Node mirror        vs  nginx serving the same files over loopback (wrk), in rounds: record,
 *      list page, the mirror naming itself, computed list alone and under mixed load (bench/mirror.ts)
 *   5. search index       vs  MiniSearch over the same documents (bench/search.ts)
 *   6. npm run deploy to a local R2 bucket: full and one-record-change deploys, upload
 *      throughput, time to switch builds                          (bench/deploy.ts)
 *   7. the API Worker over R2 with and without the edge cache vs Static Assets, on the sample:
 *      R2 operations per request and latency, cold and warm      (bench/r2-cache.ts)
 *   8. public site in Chromium: first render of a boss's page after the API answers vs the
 *      same markup parsed and laid out; sizes of the site's files    (bench/site.ts)
 *   9. the data 1×, 2×, 4×: build seconds and peak RSS, request CPU of a record, a filtered
 *      list and a search, each as a ratio to 1× (BENCH_SCALES=1,2 other sizes, 0 skips) (bench/scale.ts)
 * Data: a fresh import of ../shared/data when present (BENCH_IMPORT=0 skips it), else
 * data/wow.sqlite when imported, else the sample built from data/sample/*.sql. Every
 * loop is bounded in count and time; tables on stdout, every figure in bench/.out/last.json.
 * Child processes, Miniflare and the temp directory are released at the end, also on error
 * and on Ctrl-C.
 */
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, cpus, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { RESOURCES } from "../contract/resources.ts";
import { benchBuild } from "./build.ts";
import { benchImport } from "./import.ts";
import { benchRebuild } from "./rebuild.ts";
import { benchHandlerCpu, BASELINE as CPU_BASELINE, type Target } from "./cpu.ts";
import { runLoad, unexpected, type LoadResult, type RequestFn } from "./load.ts";
import { benchMirror, MIRROR_LIMITS } from "./mirror.ts";
import { note, section, table } from "./report.ts";
import { fmt, ratio, round } from "./stats.ts";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
process.chdir(ROOT);
const OUT = join(ROOT, "bench/.out");

/** Bounds of every loop: request counts, and seconds per measured run (and per warm-up). */
const LIMITS = {
  edge: { requests: 300, warmup: 30, maxSeconds: 20, concurrency: 8 },
  cpu: { requests: 2000, warmup: 50, maxSeconds: 10 },
  mirror: MIRROR_LIMITS,
};
/** Miniflare refuses more asset files than this (MAX_ASSET_COUNT). */
const MAX_ASSETS = 100_000;
/** Workers: CPU time per request (free plan) and isolate memory. */
const CPU_LIMIT_US = 10_000;
const ISOLATE_BYTES = 128 * 1024 * 1024;

const results: Record<string, unknown> = {
  started: new Date().toISOString(),
  machine: { cpus: availableParallelism(), cpu_model: cpus()[0]?.model ?? null, node: process.version, platform: process.platform },
  limits: LIMITS,
};
const failures: string[] = [];

/**
 * Things to release at the end (last acquired first), or earlier through the function hold()
 * returns. `now` is the synchronous version used on Ctrl-C: Miniflare's own signal handler
 * exits the process right after ours (stopping workerd through its exit hook), so nothing
 * asynchronous would get to run.
 */
interface Held {
  name: string;
  run: () => Promise<unknown> | unknown;
  now?: () => void;
}
const held: Held[] = [];
function hold(name: string, run: Held["run"], now?: Held["now"]): () => Promise<void> {
  const entry = { name, run, now };
  held.push(entry);
  return async () => {
    const at = held.indexOf(entry);
    if (at >= 0) await release(held.splice(at, 1)[0]!);
  };
}
/** Runs one release, bounded in time: a Miniflare whose workerd already died may never settle. */
async function release({ name, run }: Held): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const timeout = new Promise((_, fail) => (timer = setTimeout(() => fail(new Error("timed out after 10 s")), 10_000)));
    await Promise.race([Promise.resolve().then(run), timeout]);
  } catch (error) {
    console.error(`bench: could not release ${name}: ${(error as Error).message}`);
  } finally {
    clearTimeout(timer);
  }
}
async function releaseAll(): Promise<void> {
  while (held.length) await release(held.pop()!);
}

/** Aborted on Ctrl-C: load loops and child tools (wrangler, wrk) stop at once. */
const stopping = new AbortController();
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  // `on`, not `once`: Ctrl-C can arrive twice (from the terminal and relayed by tsx), and a
  // second signal without a listener would kill the process in the middle of the cleanup.
  process.on(signal, () => {
    if (stopping.signal.aborted) return;
    console.error(`\nbench: ${signal}, stopping`);
    stopping.abort();
    while (held.length) {
      const { name, now } = held.pop()!;
      try {
        now?.();
      } catch (error) {
        console.error(`bench: could not release ${name}: ${(error as Error).message}`);
      }
    }
    process.exit(130);
  });
}

/** Runs one section; a failure is reported and recorded, and the next sections still run. */
async function step(name: string, run: () => Promise<void>): Promise<void> {
  if (stopping.signal.aborted) return;
  try {
    await run();
  } catch (error) {
    note(`FAILED: ${(error as Error).message ?? error}`);
    results[name] = { ...(results[name] as object), error: (error as Error).message, stack: (error as Error).stack };
    failures.push(name);
  }
}

/** The three requests of sections 2 and 3, from what the build holds. */
function targetsOf(dist: string): { targets: Target[]; remark: string | null } {
  const listed = (segment: string): { id: number }[] => {
    try {
      return (JSON.parse(readFileSync(join(dist, `v1/classic/${segment}.json`), "utf8")).data ?? []) as { id: number }[];
    } catch {
      return [];
    }
  };
  const npcs = listed("npcs");
  if (npcs.length) {
    return {
      remark: null,
      targets: [
        { kind: "record", path: `/v1/classic/npcs/${npcs[0]!.id}` },
        { kind: "list page", path: "/v1/classic/npcs" },
        { kind: "filtered list", path: "/v1/classic/npcs?type=humanoid&sort=-level&limit=50" },
      ],
    };
  }
  for (const res of RESOURCES) {
    const data = listed(res.segment);
    if (data.length) {
      return {
        remark: `no NPC in this build: measuring /v1/classic/${res.segment} instead`,
        targets: [
          { kind: "record", path: `/v1/classic/${res.segment}/${data[0]!.id}` },
          { kind: "list page", path: `/v1/classic/${res.segment}` },
          { kind: "filtered list", path: `/v1/classic/${res.segment}?sort=-name&limit=50` },
        ],
      };
    }
  }
  return {
    remark: "no classic record in this build: measuring /v1/versions instead",
    targets: [
      { kind: "record", path: "/v1/versions/classic" },
      { kind: "list page", path: "/v1/versions" },
      { kind: "filtered list", path: "/v1/versions?limit=1" },
    ],
  };
}

function loadFigures(r: LoadResult) {
  return {
    requests: r.requests,
    concurrency: r.concurrency,
    seconds: r.seconds,
    rps: r.rps,
    mean_ms: r.latency.mean,
    p50_ms: r.latency.p50,
    p95_ms: r.latency.p95,
    p99_ms: r.latency.p99,
    statuses: r.statuses,
    stopped_by_time: r.stoppedByTime,
  };
}

function warnStatuses(label: string, r: LoadResult): void {
  const odd = unexpected(r.statuses);
  if (odd) note(`! ${label}: unexpected answers ${odd}`);
  if (r.stoppedByTime) note(`! ${label}: stopped by the time bound after ${r.requests} requests`);
}

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const tmp = mkdtempSync(join(tmpdir(), "grimoire-bench-"));
  // On Ctrl-C the directory is removed by a detached `rm`: removing thousands of files here
  // would block the signal report tsx waits for, and tsx would kill this process half-way.
  hold(
    tmp,
    () => rmSync(tmp, { recursive: true, force: true }),
    () => spawn("rm", ["-rf", tmp], { detached: true, stdio: "ignore" }).unref(),
  );
  process.stdout.write(`grimoire-api bench — ${availableParallelism()} CPUs, Node ${process.version}, temp ${tmp}\n`);

  // 0. Import --------------------------------------------------------------------------------
  section("0. Import of the public data (../shared/data) into SQLite");
  const imp = await benchImport(ROOT, tmp);
  results.import = imp;
  if (!imp) note("skipped: ../shared/data is absent (or BENCH_IMPORT=0)");
  else {
    note(`runImport ${fmt.s(imp.seconds)} (target: under 60 s), database ${fmt.mb(imp.bytes)} (${imp.from})`);
    note(
      `baseline: reading and decompressing the ${imp.files} files it read, ${fmt.s(imp.baseline_seconds)}; import/baseline ${fmt.x(imp.seconds / imp.baseline_seconds)}`,
    );
    const types = [...new Set(Object.values(imp.records).flatMap((r) => Object.keys(r)))];
    table(
      ["version", ...types],
      Object.entries(imp.records).map(([v, r]) => [v, ...types.map((t) => fmt.int(r[t] ?? 0))]),
    );
  }

  // 1. Build ---------------------------------------------------------------------------------
  section("1. Build: generator build() vs plain writeFileSync of the same files");
  const { figures: b, dist } = await benchBuild(tmp, imp?.path ?? null);
  results.build = b;
  note(
    `data: ${b.data.source === "import" ? "the import of section 0" : b.data.source === "full" ? "data/wow.sqlite" : "sample"} (${b.data.path})` +
      (b.data.sample_db_seconds !== null ? `, sample database built in ${fmt.s(b.data.sample_db_seconds)} (not counted)` : ""),
  );
  table(
    ["", "seconds", "peak RSS", "files", "bytes", "files/s", "MB/s"],
    [
      [
        "build()",
        fmt.s(b.build.seconds),
        fmt.mb(b.build.peak_rss_bytes),
        fmt.int(b.build.files),
        fmt.mb(b.build.bytes),
        fmt.int(b.build.files_per_second),
        fmt.num(b.build.mb_per_second),
      ],
      [
        "baseline writeFileSync",
        fmt.s(b.baseline.seconds),
        "",
        fmt.int(b.baseline.files),
        fmt.mb(b.baseline.bytes),
        fmt.int(b.baseline.files_per_second),
        fmt.num(b.baseline.mb_per_second),
      ],
      ["ratio build/baseline", fmt.x(b.ratio), "", "", "", "", ""],
    ],
  );
  if (b.build.runs.length > 1)
    note(
      `seconds: medians of ${b.build.runs.length} runs each (build ${b.build.runs.map(fmt.s).join(", ")}; baseline ${b.baseline.runs.map(fmt.s).join(", ")})`,
    );
  note(`served files: ${fmt.int(b.build.served_files)}; baseline directories: ${fmt.int(b.baseline.dirs)}`);
  note(
    `RSS: ${fmt.mb(b.build.rss_before_bytes)} before build(), peak ${fmt.mb(b.build.peak_rss_bytes)} during it, ` +
      `+${fmt.mb(b.build.peak_rss_bytes - b.build.rss_before_bytes)} (sampled every 5 ms; kernel high-water mark ${fmt.mb(b.build.max_rss_bytes)})`,
  );
  if (b.baseline.files !== b.build.files) note(`! build() reported ${b.build.files} files, ${b.baseline.files} found on disk`);
  // What the bucket would hold of this build, before the rebuild replaces it (section 6).
  const { plannedKeysOf } = await import("./deploy.ts");
  const deployedBefore = (() => {
    try {
      return plannedKeysOf(dist).keys;
    } catch (error) {
      note(`! could not plan a deploy of the build: ${(error as Error).message}`);
      return null;
    }
  })();
  const re = await benchRebuild(b.data.path, dist, tmp);
  results.rebuild = re;
  table(
    ["rebuild after a small change", "seconds", "files", "written", "vs full build"],
    [[re.changed, fmt.s(re.seconds), fmt.int(re.files), fmt.int(re.written), fmt.x(ratio(re.seconds, b.build.seconds))]],
  );

  const { targets, remark } = targetsOf(dist);
  results.targets = targets;

  // 2. Edge through Miniflare -----------------------------------------------------------------
  await step("edge", async () => {
    section('2. Worker under Miniflare (dispatchFetch) vs a worker answering "{}"');
    if (remark) note(remark);
    if (b.baseline.files > MAX_ASSETS) {
      note(
        `skipped: ${fmt.int(b.baseline.files)} files in dist/, Miniflare serves at most ${fmt.int(MAX_ASSETS)} assets (production reads R2); sections 3 and 4 still measure the handler`,
      );
      results.edge = { skipped: `more than ${MAX_ASSETS} files` };
      return;
    }
    // Imported here, not on top: Miniflare weighs ~100 MB of RSS that section 1 would count.
    const { BENCH_RATE_LIMITS, bundleWorker, dispatcher, startApiWorker, startTrivialWorker } = await import("./edge.ts");
    const t0 = performance.now();
    const script = await bundleWorker(ROOT, dist, stopping.signal);
    const bundleSeconds = (performance.now() - t0) / 1000;
    const releases: (() => Promise<void>)[] = [];
    try {
      note(`bundle ${script} (wrangler deploy --dry-run, ${fmt.s(bundleSeconds)}); RATE_LIMITS=${BENCH_RATE_LIMITS}`);
      const base = await startTrivialWorker(ROOT);
      // No synchronous release: Miniflare's exit hook stops workerd when the process exits.
      releases.push(hold("baseline Miniflare", () => base.dispose()));
      const api = await startApiWorker(ROOT, script, dist);
      releases.push(hold("API Miniflare", () => api.dispose()));
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
      const baseOne = dispatcher(base, `${origin}${rec.path}`);

      // Warm both isolates on every kind first, so that the first kind measured pays no start-up.
      const o = LIMITS.edge;
      const warmEnd = performance.now() + o.maxSeconds * 1000;
      for (let i = 0; i < o.warmup && performance.now() < warmEnd && !stopping.signal.aborted; i++) {
        for (const one of [baseOne, ...kinds.map((k) => k.one)]) await one().catch(() => 0);
      }

      const measure = async (label: string, one: RequestFn) => {
        const seq = await runLoad(one, { ...o, concurrency: 1, signal: stopping.signal });
        warnStatuses(`${label} sequential`, seq);
        const conc = await runLoad(one, { ...o, signal: stopping.signal });
        warnStatuses(`${label} concurrency ${o.concurrency}`, conc);
        return { seq, conc };
      };
      const baseline = await measure("baseline", baseOne);
      const rows: { kind: string; path: string; header?: string; seq: LoadResult; conc: LoadResult }[] = [];
      for (const k of kinds) rows.push({ kind: k.kind, path: k.path, header: k.header, ...(await measure(k.kind, k.one)) });

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
      results.edge = {
        bundle: script,
        bundle_seconds: bundleSeconds,
        rate_limits: BENCH_RATE_LIMITS,
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
  });

  // 3. Handler CPU ------------------------------------------------------------------------------
  await step("cpu", async () => {
    section("3. handle() in-process over the file system: CPU per request (Workers limit: 10 ms CPU)");
    const c = await benchHandlerCpu(dist, targets, { ...LIMITS.cpu, signal: stopping.signal });
    const base = c.rows.find((r) => r.kind === CPU_BASELINE)!;
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
    results.cpu = { ...c, cpu_limit_us: CPU_LIMIT_US, isolate_bytes: ISOLATE_BYTES };
  });

  // 4. Node mirror beside nginx (bench/mirror.ts prints its own tables) ---------------------------
  await step("mirror", async () => {
    results.mirror = await benchMirror(ROOT, dist, tmp, targets, { ...MIRROR_LIMITS, signal: stopping.signal }, hold);
  });

  // 5. Search (bench/search.ts prints its own table) ---------------------------------------------
  await step("search", async () => {
    const { benchSearch } = await import("./search.ts");
    results.search = await benchSearch(dist, stopping.signal);
  });

  // 6. Deploy to a local R2 bucket ---------------------------------------------------------------
  await step("deploy", async () => {
    section("6. npm run deploy: deploy Worker and API Worker under Miniflare over a local R2 bucket");
    const { benchDeploy } = await import("./deploy.ts");
    const d = await benchDeploy(ROOT, tmp, dist, deployedBefore, stopping.signal);
    results.deploy = d;
    const s = d.subset;
    const row = (name: string, objects: number, bytes: number, a: number, bReads: number, seconds: string) => [
      name,
      fmt.int(objects),
      fmt.mb(bytes),
      fmt.int(a),
      fmt.int(bReads),
      seconds,
    ];
    const measured = (x: typeof d.sample.full) => fmt.s(x.seconds.total);
    table(
      ["deploy", "objects uploaded", "bytes", "R2 class A", "R2 class B", "seconds"],
      [
        row(
          `full build (${fmt.int(d.full.files)} files)`,
          d.full.objects + d.full.manifests,
          d.full.bytes,
          d.full.class_a,
          d.full.class_b,
          `~${fmt.s(d.full.upload_seconds_extrapolated)}`,
        ),
        ...(d.change
          ? [
              row(
                re.changed,
                d.change.objects + d.change.manifests,
                d.change.bytes,
                d.change.class_a,
                d.change.class_b,
                `~${fmt.s(d.change.upload_seconds_extrapolated)}`,
              ),
            ]
          : []),
        row(
          "sample: full build",
          d.sample.full.uploaded.objects + d.sample.full.uploaded.manifests,
          d.sample.full.uploaded.bytes,
          d.sample.full.r2_class_a,
          d.sample.full.r2_class_b,
          measured(d.sample.full),
        ),
        row(
          "sample: one NPC changed",
          d.sample.change.uploaded.objects + d.sample.change.uploaded.manifests,
          d.sample.change.uploaded.bytes,
          d.sample.change.r2_class_a,
          d.sample.change.r2_class_b,
          measured(d.sample.change),
        ),
      ],
    );
    note(
      `first rows: this build, planned as the deploy plans it (objects = distinct contents + manifest shards; R2 operations estimated, bench/deploy.ts);` +
        ` seconds extrapolated from the upload of ${fmt.int(s.objects)} of its objects below`,
    );
    note(`sample rows: measured end to end, into an empty bucket then incrementally (R2 operations counted by the deploy Worker)`);
    note(
      `upload throughput to the local bucket: ${fmt.int(s.objects)} objects, ${fmt.mb(s.bytes)} in ${fmt.s(s.seconds)}: ${fmt.int(s.objects_per_second)} objects/s, ` +
        `${fmt.num(s.mb_per_second)} MB/s (${s.concurrency} requests of ${s.batch_objects} objects in flight); listing ${fmt.int(s.listed_keys)} keys took ${fmt.s(s.list_seconds)}, ` +
        `deleting them ${fmt.s(s.delete_seconds)}`,
    );
    note(
      `switch: the /switch call took ${fmt.ms(d.sample.switch_call_ms)}; the API Worker, which had read live.json just before the deploy, served the changed record ` +
        `of the new build ${fmt.s(d.sample.served_after_ms / 1000)} after the switch (each isolate trusts live.json for ${fmt.s(d.sample.live_ttl_ms / 1000)})`,
    );
    note(`plan of the build: ${fmt.s(d.full.plan_seconds)} (ETag shards read, internal files hashed, every object's size)`);
  });

  // 7. R2 reads through the edge cache -------------------------------------------------------------
  await step("r2_cache", async () => {
    section("7. API Worker over R2: edge cache vs EDGE_CACHE=off vs Static Assets (sample, Miniflare)");
    const { benchR2Cache, reportR2Cache } = await import("./r2-cache.ts");
    const f = await benchR2Cache(ROOT, tmp, stopping.signal);
    results.r2_cache = f;
    reportR2Cache(f);
  });

  // 8. Public site in a browser -------------------------------------------------------------------
  await step("site", async () => {
    const { benchSite, reportSite } = await import("./site.ts");
    const figures = await benchSite(dist);
    results.site = figures;
    reportSite(figures);
  });

  // 9. Cost as data grows (bench/scale.ts) ------------------------------------------------------
  await step("scale", async () => {
    const factors = (process.env.BENCH_SCALES ?? "1,2,4")
      .split(",")
      .map(Number)
      .filter((f) => f >= 1);
    section(`9. Cost as data grows: the data ${factors.map((f) => `${f}×`).join(", ")}, build and request CPU at each size`);
    if (!factors.length) return note("skipped (BENCH_SCALES=0)");
    const { benchScale, reportScale } = await import("./scale.ts");
    const points = await benchScale(b.data.path, factors, tmp, stopping.signal);
    reportScale(points);
    results.scale = points;
  });
}

const started = performance.now();
let fatal: unknown = null;
try {
  await main();
} catch (error) {
  fatal = error;
  console.error(`bench failed: ${(error as Error).stack ?? error}`);
} finally {
  results.finished = new Date().toISOString();
  results.seconds = (performance.now() - started) / 1000;
  results.failed_sections = failures;
  if (fatal) results.error = (fatal as Error).message;
  try {
    mkdirSync(OUT, { recursive: true });
    const json = JSON.stringify(
      results,
      (_key, value) => (typeof value === "number" && !Number.isInteger(value) ? round(value) : value),
      2,
    );
    writeFileSync(join(OUT, "last.json"), `${json}\n`);
    process.stdout.write(`\nbench took ${fmt.s(results.seconds as number)}; figures written to bench/.out/last.json\n`);
  } catch (error) {
    console.error(`bench: could not write last.json: ${(error as Error).message}`);
  }
  await releaseAll();
}
process.exitCode = fatal || failures.length ? 1 : 0;
