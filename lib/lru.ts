/**
 * The least-recently-used memory of the edge, bounded in bytes: the Build's cache of checked
 * files (dist.ts) and the search memo of decoded postings (search/memo.ts) are each one of
 * these. Sizes are what the caller counts (JSON text length, binary size, a typed array's bytes).
 */
export class LruCache<V> {
  /** least recently used first */
  private readonly entries = new Map<string, { value: V; bytes: number }>();
  private bytes = 0;

  /** `maxEntryBytes`: a larger value is not kept (it would push everything else out). */
  constructor(
    private readonly maxBytes: number,
    private readonly maxEntryBytes = maxBytes,
  ) {}

  /** The value under key, now the most recently used; undefined when absent. */
  get(key: string): V | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    this.entries.delete(key);
    this.entries.set(key, hit);
    return hit.value;
  }

  /** Keeps the value, dropping the least recently used beyond the bound. */
  set(key: string, value: V, bytes: number): void {
    const old = this.entries.get(key);
    if (old) this.bytes -= old.bytes;
    this.entries.delete(key);
    if (bytes > this.maxEntryBytes) return;
    this.entries.set(key, { value, bytes });
    this.bytes += bytes;
    for (const [k, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(k);
      this.bytes -= entry.bytes;
    }
  }
}
