/**
 * Section 7 — reads of the R2 path through the edge cache (edge/files/edge-cache.ts): the
 * production API Worker (its R2 configuration, bundled by wrangler) under Miniflare over a local
 * bucket holding the sample, with the edge cache and with EDGE_CACHE=off, beside the Worker over
 * Workers Static Assets (wrangler.jsonc) serving the same build. For a record, a filtered list and
 * a search: the R2 operations per request (counted by a wrapper around the DIST binding,
 * deploy/local.ts) and the latency over loopback HTTP,
 *   cold        new isolates, empty cache (the first request of a location)
 *   new isolate new isolates, the cache filled by an earlier request of the location
 *   warm        the same isolate again (the mean of WARM requests)
 * Under Miniflare the bucket and the cache are both files on the local disk: the latencies show
 * the Worker's own work, not R2's round trip to the bucket's region that the cache saves.
 *
 * `npx tsx bench/r2-cache.ts` runs this section alone.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { Miniflare } from "miniflare";
import { DeployClient } from "../deploy/client.ts";
import { deploy } from "../deploy/deploy.ts";
import { startLocal, type LocalWorkers } from "../deploy/local.ts";
import { LIVE_KEY, LIVE_TTL_MS } from "../layout/bucket.ts";
import { edgeCacheUrl } from "../edge/testing.ts";
import { buildSampleDatabase } from "../database/sqlite.ts";
import { buildSample } from "../test/support/deploy-builds.ts";
import { bundleWorker, startApiWorker } from "./edge.ts";
import { note, table } from "./report.ts";
import { fmt } from "./stats.ts";

/** Cold starts measured per request and path (the median is reported). */
const COLD = 3;
/** Requests of a warm isolate per request and path. */
const WARM = 30;
const BUNDLES = "bench/.out/r2-cache-bundles";

export interface PathFigures {
  /** R2 operations of one request (live.json included), and how many of them were live.json */
  r2: { cold: number; new_isolate: number | null; warm: number; live_json_warm: number };
  ms: { cold: number; new_isolate: number | null; warm: number };
}
export interface R2CacheFigures {
  targets: { kind: string; path: string }[];
  edge_cache: PathFigures[];
  no_cache: PathFigures[];
  assets: { ms: { cold: number; warm: number } }[];
  cold_runs: number;
  warm_runs: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function timed(url: string): Promise<number> {
  const t0 = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
  return performance.now() - t0;
}

function targetsOf(dist: string): { kind: string; path: string }[] {
  const npcs = JSON.parse(readFileSync(join(dist, "v1/classic/npcs.json"), "utf8")).data as { id: number }[];
  return [
    { kind: "record", path: `/v1/classic/npcs/${npcs[0]!.id}` },
    { kind: "filtered list", path: "/v1/classic/npcs?type=humanoid&sort=-level&limit=50" },
    { kind: "search", path: "/v1/search?q=vancleef" },
  ];
}

/** One path over R2: cold, then (with the cache) a new isolate, then warm. */
async function measureR2(local: LocalWorkers, path: string, cached: boolean, fetched: Set<string>): Promise<PathFigures> {
  const one = async () => {
    const ms = await timed(`${local.apiUrl}${path}`);
    const reads = await local.takeR2Reads();
    for (const key of reads) fetched.add(key);
    return { ms, reads };
  };
  const emptyCache = async () => {
    const cache = await local.edgeCache();
    // Every entry got there through a read of the bucket, which the meter recorded.
    for (const key of fetched) if (key !== LIVE_KEY) await cache.delete(edgeCacheUrl(new URL(local.apiUrl!).hostname, key));
  };
  const cold: { ms: number; reads: string[] }[] = [];
  for (let i = 0; i < COLD; i++) {
    await emptyCache();
    await local.restart();
    cold.push(await one());
  }
  let fresh: { ms: number; reads: string[] }[] | null = null;
  if (cached) {
    fresh = [];
    for (let i = 0; i < COLD; i++) {
      await local.restart();
      fresh.push(await one());
    }
  }
  await one();
  const warm: { ms: number; reads: string[] }[] = [];
  for (let i = 0; i < WARM; i++) warm.push(await one());
  const perRequest = (runs: { reads: string[] }[]) => runs.reduce((n, r) => n + r.reads.length, 0) / runs.length;
  return {
    r2: {
      cold: perRequest(cold),
      new_isolate: fresh && perRequest(fresh),
      warm: perRequest(warm),
      live_json_warm: warm.reduce((n, r) => n + r.reads.filter((k) => k === LIVE_KEY).length, 0) / warm.length,
    },
    ms: {
      cold: median(cold.map((r) => r.ms)),
      new_isolate: fresh && median(fresh.map((r) => r.ms)),
      warm: warm.reduce((s, r) => s + r.ms, 0) / warm.length,
    },
  };
}

export async function benchR2Cache(root: string, tmp: string, signal?: AbortSignal): Promise<R2CacheFigures> {
  const dist = join(tmp, "r2-cache-sample");
  await buildSample(buildSampleDatabase(join(tmp, "r2-cache-sample.sqlite")), dist);
  const targets = targetsOf(dist);
  const bucket = join(tmp, "r2-cache-bucket");
  const token = randomBytes(32).toString("hex");
  const figures: R2CacheFigures = { targets, edge_cache: [], no_cache: [], assets: [], cold_runs: COLD, warm_runs: WARM };

  for (const cached of [true, false]) {
    const local = await startLocal({
      root,
      persist: bucket,
      cachePersist: join(tmp, "r2-cache-cache"),
      bundles: BUNDLES,
      api: { vars: { RATE_LIMITS: "off", ...(cached ? {} : { EDGE_CACHE: "off" }) }, meterR2: true },
      deploy: { token },
      signal,
    });
    try {
      if (cached) await deploy({ dist, client: new DeployClient(local.deployUrl!, token), settleMs: 0, signal });
      const fetched = new Set<string>();
      for (const { path } of targets) (cached ? figures.edge_cache : figures.no_cache).push(await measureR2(local, path, cached, fetched));
    } finally {
      await local.dispose();
    }
  }

  const script = await bundleWorker(root, dist, signal);
  for (const { path } of targets) {
    const cold: number[] = [];
    let warm = 0;
    for (let i = 0; i < COLD; i++) {
      const mf: Miniflare = await startApiWorker(root, script, dist);
      try {
        const url = new URL(path, await mf.ready).href;
        cold.push(await timed(url));
        if (i === COLD - 1) {
          for (let j = 0; j < WARM; j++) warm += await timed(url);
        }
      } finally {
        await mf.dispose();
      }
    }
    figures.assets.push({ ms: { cold: median(cold), warm: warm / WARM } });
  }
  rmSync(join(root, BUNDLES), { recursive: true, force: true });
  return figures;
}

export function reportR2Cache(f: R2CacheFigures): void {
  const ops = (n: number | null) => (n === null ? "-" : fmt.num(n, 2));
  const rows: string[][] = [];
  f.targets.forEach((t, i) => {
    const c = f.edge_cache[i]!;
    const o = f.no_cache[i]!;
    const a = f.assets[i]!;
    rows.push([
      t.kind,
      "R2 + edge cache",
      ops(c.r2.cold),
      ops(c.r2.new_isolate),
      ops(c.r2.warm),
      fmt.ms(c.ms.cold),
      fmt.ms(c.ms.new_isolate ?? NaN),
      fmt.ms(c.ms.warm),
    ]);
    rows.push([t.kind, "R2, EDGE_CACHE=off", ops(o.r2.cold), "-", ops(o.r2.warm), fmt.ms(o.ms.cold), "-", fmt.ms(o.ms.warm)]);
    rows.push([t.kind, "Static Assets", "-", "-", "-", fmt.ms(a.ms.cold), "-", fmt.ms(a.ms.warm)]);
  });
  table(["request", "path", "R2 ops cold", "R2 ops new isolate", "R2 ops warm", "ms cold", "ms new isolate", "ms warm"], rows);
  for (const t of f.targets) note(`${t.kind.padEnd(14)} ${t.path}`);
  note(
    `R2 ops: gets per request, live.json included (read by every request when the isolate's ${LIVE_TTL_MS / 1000} s trust in it ran out; the bench's requests come within it)`,
  );
  note(
    `cold: new isolates and an empty cache, median of ${f.cold_runs}; new isolate: the cache kept, median of ${f.cold_runs}; warm: mean of ${f.warm_runs} requests of one isolate; latency over loopback HTTP`,
  );
  note(
    "under Miniflare the bucket and the cache are both on the local disk: the cache saves R2 operations here, and R2 round trips only in production",
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const root = fileURLToPath(new URL("..", import.meta.url));
  process.chdir(root);
  const tmp = mkdtempSync(join(tmpdir(), "grimoire-bench-r2-cache-"));
  try {
    reportR2Cache(await benchR2Cache(root, tmp));
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}
