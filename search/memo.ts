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
export const MEMO_BYTES = 24 * 1024 * 1024;

/**
 * What an entry costs beside its payload, as V8 holds it: the key, the LRU's map entry and record,
 * the value's object and its typed arrays' headers (three empty typed arrays under a short key
 * weigh this much). Counted, it bounds the number of entries too, whatever their payload.
 */
export const ENTRY_BYTES = 720;

/** The bytes an entry under `key` is counted for, `payload` being what its value holds. */
export const entryBytes = (key: string, payload: number) => ENTRY_BYTES + 2 * key.length + payload;

const memos = new WeakMap<SearchManifest, LruCache<unknown>>();

/** The value under key for this manifest, computed (and kept) on a miss. `bytesOf`: the
 * bytes of the value's own data (its typed arrays' elements). */
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
  memo.set(key, value, entryBytes(key, bytesOf(value)));
  return value;
}
