/**
 * A small least-recently-used memory of decoded search data, one per search manifest object:
 * a warm isolate answers broad prefixes ("a", "de") from typed arrays decoded once instead of
 * re-walking their postings on every request (and so a query's next pages cheaply too).
 * Keyed by the manifest object (held by the Dist cache), so a new build or a new isolate starts
 * empty and a cold query is really cold. Bounded in bytes: isolates have 128 MB.
 */
import type { SearchManifest } from "./layout.ts";

/** Beside the Dist's 24 MB of cached files: 55 MB kept and 96 MB at peak on the full data
 * (bench/search.ts), within the 128 MB of an isolate. */
const MEMO_BYTES = 32 * 1024 * 1024;

interface Entry {
  value: unknown;
  bytes: number;
}

class Memo {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  get<T>(key: string): T | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    this.entries.delete(key);
    this.entries.set(key, hit);
    return hit.value as T;
  }

  set(key: string, value: unknown, bytes: number): void {
    const old = this.entries.get(key);
    if (old) this.bytes -= old.bytes;
    this.entries.delete(key);
    if (bytes > MEMO_BYTES / 2) return;
    this.entries.set(key, { value, bytes });
    this.bytes += bytes;
    for (const [k, e] of this.entries) {
      if (this.bytes <= MEMO_BYTES) break;
      this.entries.delete(k);
      this.bytes -= e.bytes;
    }
  }
}

const memos = new WeakMap<SearchManifest, Memo>();

/** The value under key for this manifest, computed (and kept) on a miss. */
export async function memoized<T>(manifest: SearchManifest, key: string, compute: () => Promise<T>, bytesOf: (value: T) => number): Promise<T> {
  let memo = memos.get(manifest);
  if (!memo) memos.set(manifest, (memo = new Memo()));
  const hit = memo.get<T>(key);
  if (hit !== undefined) return hit;
  const value = await compute();
  memo.set(key, value, bytesOf(value));
  return value;
}
