/**
 * The body of section 3, run in a worker thread started by cpu.ts: a V8 isolate of its own, so
 * that its heap figures are the handler's alone (code and caches, as in a Workers isolate) and
 * not whatever the build left in the main thread. Receives { dist, targets, options } as
 * workerData and posts back the CpuFigures.
 */
import { parentPort, workerData } from "node:worker_threads";
import { collectGarbage } from "../generator/heap.ts";
import { runLoad, type RequestFn } from "./load.ts";
import type { CpuFigures, CpuOptions, Target } from "./cpu.ts";

const { dist, targets, options, baseline } = workerData as { dist: string; targets: Target[]; options: CpuOptions; baseline: string };

const heapUsed = () => {
  collectGarbage();
  return process.memoryUsage().heapUsed;
};

const heapEmpty = heapUsed();
const { handle } = await import("../edge/handler.ts");
const { fsStore } = await import("../edge/testing.ts");
const heapLoaded = heapUsed();

const files = fsStore(dist);
const requester =
  (path: string): RequestFn =>
  async () => {
    const response = await handle(new Request(`http://127.0.0.1:8787${path}`), { files, clientAddress: null });
    await response.arrayBuffer();
    return response.status;
  };
// Warm every kind first, so that the heap figure covers what all of them keep.
for (const target of targets) for (let i = 0; i < options.warmup; i++) await requester(target.path)();
const heapWarm = heapUsed();

// Baseline: the same loop around the cheapest Response there is, read the same way.
const trivial: RequestFn = async () => {
  const response = new Response("{}", { headers: { "Content-Type": "application/json" } });
  await response.arrayBuffer();
  return response.status;
};
const rows: CpuFigures["rows"] = [];
for (const target of [{ kind: baseline, path: "(no handler)", one: trivial }, ...targets.map((t) => ({ ...t, one: requester(t.path) }))]) {
  collectGarbage();
  const r = await runLoad(target.one, {
    requests: options.requests,
    warmup: options.warmup,
    concurrency: 1,
    maxSeconds: options.maxSeconds,
  });
  rows.push({
    kind: target.kind,
    path: target.path,
    requests: r.requests,
    cpu_us_per_request: r.cpuMicros / r.requests,
    wall_mean_ms: r.latency.mean,
    wall_p95_ms: r.latency.p95,
    statuses: r.statuses,
  });
}

const figures: CpuFigures = {
  rows,
  heap_empty_bytes: heapEmpty,
  heap_code_bytes: heapLoaded - heapEmpty,
  heap_caches_bytes: heapWarm - heapLoaded,
};
parentPort!.postMessage(figures);
