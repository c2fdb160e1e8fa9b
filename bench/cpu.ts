/**
 * Section 3 — CPU time per request of the handler itself: handle() from edge/handler.ts called
 * in-process under Node with the file-system store (edge/files/fs.ts) over the built dist/, the
 * same code the Worker runs over its assets. Workers bill (and limit, 10 ms on the free plan)
 * CPU time per request, not wall time: this is the figure to hold against that limit. Baseline:
 * the same loop around a bare `new Response("{}")`.
 * Also the heap of the handler once warm — its code, and its caches of build facts, ETag shards
 * and list indexes — a proxy for the memory of a Workers isolate (128 MB). The measure runs in
 * a worker thread (cpu-worker.ts, through isolate.ts) so that it has an isolate of its own.
 */
import { inIsolate } from "./isolate.ts";

export interface Target {
  kind: string;
  path: string;
}

export interface CpuOptions {
  requests: number;
  warmup: number;
  maxSeconds: number;
}

/** The kind of the baseline row. */
export const BASELINE = 'new Response("{}")';

export interface CpuFigures {
  rows: {
    kind: string;
    path: string;
    requests: number;
    cpu_us_per_request: number;
    wall_mean_ms: number;
    wall_p95_ms: number;
    statuses: Record<string, number>;
  }[];
  /** heapUsed of the fresh worker isolate (Node and tsx), after a full GC */
  heap_empty_bytes: number;
  /** heapUsed growth from importing the handler and the fs store */
  heap_code_bytes: number;
  /** heapUsed growth from warming every kind up: code compiled on first use, Node internals, the handler's caches */
  heap_caches_bytes: number;
}

export function benchHandlerCpu(
  dist: string,
  targets: readonly Target[],
  options: CpuOptions & { signal?: AbortSignal },
): Promise<CpuFigures> {
  const { signal, ...plain } = options;
  // Bounded: a worker that neither answers nor fails within the sum of its time bounds is stopped.
  const limitMs = (targets.length + 1) * (options.maxSeconds * 2 + 5) * 1000 + 30_000;
  return inIsolate(new URL("./cpu-worker.ts", import.meta.url), { dist, targets, options: plain, baseline: BASELINE }, { limitMs, signal });
}
