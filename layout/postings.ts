/**
 * The binary postings files of the search index (term shards and merged prefix lists, see
 * search-index.ts), written by the generator and read by the edge. Binary because the edge reads
 * them on a query's first sight: JSON arrays of numbers cost a parse of every number of the
 * file, where this costs a small header parse and a varint pass over the matching words only.
 *
 *   u32 little-endian   H, the byte length of the header
 *   H bytes             UTF-8 JSON header: [word, postings count, byte length][], in file order
 *   then, per word      its postings: (docId gap, value) pairs, unsigned LEB128 varints, docIds
 *                       ascending (the first gap is from 0); value as in search-index.ts (Postings)
 */

/** One word of a postings file: where its postings are. */
export interface PostingsEntry {
  word: string;
  count: number;
  start: number;
  end: number;
}

function varintLength(n: number): number {
  let length = 1;
  while (n >= 0x80) {
    n = Math.floor(n / 128);
    length++;
  }
  return length;
}

/** `entries`: word -> flat [docId, value, docId, value, ...], docIds absolute and ascending. */
export function encodePostingsFile(entries: Iterable<readonly [string, readonly number[]]>): Uint8Array {
  const list = [...entries];
  const sizes = list.map(([, flat]) => {
    let bytes = 0;
    for (let i = 0, prev = 0; i < flat.length; i += 2) {
      bytes += varintLength(flat[i]! - prev) + varintLength(flat[i + 1]!);
      prev = flat[i]!;
    }
    return bytes;
  });
  const header = new TextEncoder().encode(JSON.stringify(list.map(([word, flat], i) => [word, flat.length / 2, sizes[i]])));
  const out = new Uint8Array(4 + header.length + sizes.reduce((s, n) => s + n, 0));
  new DataView(out.buffer).setUint32(0, header.length, true);
  out.set(header, 4);
  let at = 4 + header.length;
  const put = (n: number) => {
    while (n >= 0x80) {
      out[at++] = (n % 128) | 0x80;
      n = Math.floor(n / 128);
    }
    out[at++] = n;
  };
  for (const [, flat] of list) {
    for (let i = 0, prev = 0; i < flat.length; i += 2) {
      put(flat[i]! - prev);
      put(flat[i + 1]!);
      prev = flat[i]!;
    }
  }
  return out;
}

/** The words of a postings file, with the byte range of each one's postings. */
export function entriesOf(bytes: Uint8Array): PostingsEntry[] {
  const length = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0, true);
  const header = JSON.parse(new TextDecoder().decode(bytes.subarray(4, 4 + length))) as [string, number, number][];
  let at = 4 + length;
  return header.map(([word, count, size]) => {
    const entry = { word, count, start: at, end: at + size };
    at += size;
    return entry;
  });
}

/** Calls visit(docId, value) for each posting of an entry, docIds ascending. */
export function forEachPosting(bytes: Uint8Array, entry: PostingsEntry, visit: (doc: number, value: number) => void): void {
  let at = entry.start,
    doc = 0;
  const next = () => {
    let n = 0,
      scale = 1,
      byte: number;
    do {
      byte = bytes[at++]!;
      n += (byte & 0x7f) * scale;
      scale *= 128;
    } while (byte & 0x80);
    return n;
  };
  while (at < entry.end) {
    doc += next();
    visit(doc, next());
  }
}
