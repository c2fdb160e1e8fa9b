/**
 * A small least-recently-used memory of decoded search data, one per search manifest object:
 * a warm isolate answers broad prefixes ("a", "de") from typed arrays decoded once instead of
 * re-walking their postings on every request (and so a query's next pages cheaply too).
 * Keyed by the manifest object (held by the Dist cache), so a new build or a new isolate starts
 * empty and a cold query is really cold. Bounded in bytes (lib/lru.ts): isolates have 128 MB.
 */
import { LruCache } from "../lib/lru.ts";
import type { SearchManifest } from "../layout/search-index.ts";

/** Beside the Dist's cache of files (CACHE_BYTES of edge/files/dist.ts), within the 128 MB of an
 * isolate: bench/search.ts measures the two together. */
const MEMO_BYTES = 32 * 1024 * 1024;

const memos = new WeakMap<SearchManifest, LruCache<unknown>>();

/** The value under key for this manifest, computed (and kept) on a miss. */
export async function memoized<T>(
  manifest: SearchManifest,
  key: string,
  compute: () => Promise<T>,
  bytesOf: (value: T) => number,
): Promise<T> {
  let memo = memos.get(manifest);
  if (!memo) memos.set(manifest, (memo = new LruCache(MEMO_BYTES, MEMO_BYTES / 2)));
  const hit = memo.get(key) as T | undefined;
  if (hit !== undefined) return hit;
  const value = await compute();
  memo.set(key, value, bytesOf(value));
  return value;
}
