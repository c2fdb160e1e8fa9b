/**
 * Search in workerd itself: the bundled Worker under Miniflare, over Workers Static Assets
 * holding only what search reads (build facts, ETag shards, the search index and the list
 * chunks of the searchable types), which fits under Miniflare's 100,000-asset limit even when
 * the whole build does not. Each query starts a new Miniflare (a new workerd, a new isolate):
 * its first answer is the cold figure, then a few queries it has never seen, then the first
 * again. Wall times through dispatchFetch, set beside a worker answering "{}" started the same
 * way. Memory and CPU are not measured here (workerd does not report them per isolate): the
 * Node isolates of search-isolate.ts do that.
 */
import { copyFileSync, linkSync, mkdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { filesUnder } from "../lib/files.ts";
import { performance } from "node:perf_hooks";
import { chunkFile, INDEX_CHUNK, indexFile, type ListIndex } from "../layout/dist.ts";
import { RESOURCES } from "../contract/resources.ts";
import { SEARCH_VERSIONS } from "../layout/search-index.ts";
import { bundleWorker, startApiWorker, startTrivialWorker } from "./edge.ts";
import { summarize, type Summary } from "./stats.ts";

export interface WorkerdFigures {
  assets: number;
  bundle_seconds: number;
  /** first request of a new workerd: search, and the "{}" baseline */
  cold_ms: Summary;
  baseline_cold_ms: Summary;
  /** queries never seen by a warm workerd isolate */
  first_sight_ms: Summary;
  /** the first query again */
  repeated_ms: Summary;
}

/** The files search reads, hard-linked (copied where links fail) into `subset`. */
function searchSubset(dist: string, subset: string): number {
  const files = ["_meta", "_index/search"].flatMap((folder) => filesUnder(dist, folder));
  for (const res of RESOURCES.filter((r) => r.searchable)) {
    for (const version of SEARCH_VERSIONS) {
      const path = `/${version}/${res.segment}`;
      const index = JSON.parse(readFileSync(join(dist, indexFile(path)), "utf8")) as ListIndex;
      for (let n = 0; n * INDEX_CHUNK < index.count; n++) files.push(chunkFile(path, n));
    }
  }
  for (const file of files) {
    const target = join(subset, file);
    mkdirSync(dirname(target), { recursive: true });
    try {
      linkSync(join(dist, file), target);
    } catch {
      copyFileSync(join(dist, file), target);
    }
  }
  return files.length;
}

async function timedFetch(fetch: () => Promise<{ status: number; arrayBuffer(): Promise<ArrayBuffer> }>): Promise<number> {
  const t0 = performance.now();
  const response = await fetch();
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`workerd answered ${response.status}`);
  return performance.now() - t0;
}

/** `cold`: one query per new workerd; `others`: never-seen queries asked of each warm one. */
export async function benchWorkerdSearch(
  root: string,
  dist: string,
  tmp: string,
  cold: readonly string[],
  others: readonly string[],
  signal?: AbortSignal,
): Promise<WorkerdFigures> {
  const subset = join(tmp, "search-assets");
  const assets = searchSubset(dist, subset);
  const t0 = performance.now();
  const script = await bundleWorker(root, subset, signal);
  const bundleSeconds = (performance.now() - t0) / 1000;
  const url = (q: string) => `http://localhost/v1/search?q=${encodeURIComponent(q)}`;
  const coldMs: number[] = [],
    baseMs: number[] = [],
    firstSight: number[] = [],
    repeated: number[] = [];
  for (const [i, q] of cold.entries()) {
    if (signal?.aborted) break;
    const base = await startTrivialWorker(root);
    try {
      baseMs.push(await timedFetch(() => base.dispatchFetch(url(q))));
    } finally {
      await base.dispose();
    }
    const mf = await startApiWorker(root, script, subset);
    try {
      coldMs.push(await timedFetch(() => mf.dispatchFetch(url(q))));
      // Each workerd gets its own share of the never-seen queries.
      for (const other of others.filter((_, j) => j % cold.length === i))
        firstSight.push(await timedFetch(() => mf.dispatchFetch(url(other))));
      repeated.push(await timedFetch(() => mf.dispatchFetch(url(q))));
    } finally {
      await mf.dispose();
    }
  }
  return {
    assets,
    bundle_seconds: bundleSeconds,
    cold_ms: summarize(coldMs),
    baseline_cold_ms: summarize(baseMs),
    first_sight_ms: summarize(firstSight),
    repeated_ms: summarize(repeated),
  };
}
