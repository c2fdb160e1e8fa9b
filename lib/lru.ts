/**
 * The least-recently-used memory of the edge, bounded in what its caller counts: the Build's
 * cache of checked files (dist.ts), the search memo of decoded postings (search/memo.ts) and the
 * dist pack's blocks count bytes (JSON text length, binary size, a typed array's bytes); the
 * R2 store's ETag shards (files/r2.ts) count one each.
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
