/**
 * 32-bit FNV-1a as 8 hex digits: small, fast, synchronous and the same on every runtime. It
 * places files in manifest shards (the build's ETag and hash manifests, the bucket's manifest)
 * and names queries and collections in cursors; never a content hash (that is SHA-256, etag.ts).
 */

export function hash8(text: string): string {
  return hash8OfParts([text]);
}

/** hash8 of the concatenated parts, hashed one part at a time: the whole text never exists. */
export function hash8OfParts(parts: Iterable<string>): string {
  let h = 0x811c9dc5;
  for (const text of parts) h = fnvStep(h, text);
  return (h >>> 0).toString(16).padStart(8, "0");
}

function fnvStep(h: number, text: string): number {
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h;
}

/** The hash as an unsigned 32-bit number, never written in hex. */
export function fnv32(text: string): number {
  return fnvStep(0x811c9dc5, text) >>> 0;
}

/** The shard, out of `shards`, that holds the entry of `name`. */
export function shardNumberOf(name: string, shards: number): number {
  return fnv32(name) % shards;
}
