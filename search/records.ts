/**
 * unique=record: a search's results collapsed to one per record (type and game number), each
 * the best ranked of its versions, with the versions the record exists in. A doc's game number
 * and its record's versions are read from the records files of the index (layout/search-index.ts),
 * a block of docIds at a time, never from a summary.
 */
import { VERSIONS } from "../contract/enums.ts";
import { partitionPoint } from "../lib/bisect.ts";
import type { IndexFiles } from "../layout/dist.ts";
import { RECORDS_BLOCK, recordsFile, SEARCH_TYPES, type SearchManifest } from "../layout/search-index.ts";
import { rangeOf, summariesOf } from "./docs.ts";
import { memoized } from "./memo.ts";
import { TIERS } from "./rank.ts";

/** The records entries of the docs of one block (game number * 8 + versions), kept in the search memo. */
function block(files: IndexFiles, manifest: SearchManifest, n: number): Promise<Int32Array> {
  return memoized(
    manifest,
    `r:${n}`,
    async () => {
      const bytes = await files.bytes(recordsFile(n));
      if (!bytes) throw new Error(`search index: ${recordsFile(n)} is missing`);
      return littleEndianInt32s(bytes);
    },
    (entries) => entries.byteLength,
  );
}

const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

/** Little-endian 32-bit integers: the bytes copied once into an array of the platform's order
 * (every platform the edge runs on is little-endian; the other reads them one by one). */
function littleEndianInt32s(bytes: Uint8Array): Int32Array {
  if (LITTLE_ENDIAN) return new Int32Array(bytes.slice().buffer, 0, bytes.byteLength >> 2);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return Int32Array.from({ length: bytes.byteLength >> 2 }, (_, i) => view.getInt32(i * 4, true));
}

/** A doc's record, as one number: its type's place in the search types, and its game number. */
export interface Records {
  keyOf(doc: number): number;
  /** the versions the doc's record exists in, in their order */
  versionsOf(doc: number): string[];
}

/** The records of the given docs (any order): the blocks they fall in are read once. */
export async function recordsOf(files: IndexFiles, manifest: SearchManifest, docs: Iterable<number>): Promise<Records> {
  const needed = new Set<number>();
  for (const doc of docs) needed.add(Math.floor(doc / RECORDS_BLOCK));
  const blocks = new Map(await Promise.all([...needed].map(async (n) => [n, await block(files, manifest, n)] as const)));
  const entryOf = (doc: number) => blocks.get(Math.floor(doc / RECORDS_BLOCK))![doc % RECORDS_BLOCK]!;
  return {
    keyOf: (doc) => SEARCH_TYPES.indexOf(rangeOf(manifest, doc)[0]) * 2 ** 32 + Math.floor(entryOf(doc) / 8),
    versionsOf: (doc) => VERSIONS.filter((_, i) => entryOf(doc) & (1 << i)),
  };
}

/** Ranked results (docId * TIERS + tier) collapsed to the first of each record, in their order. */
export async function collapsed(files: IndexFiles, manifest: SearchManifest, results: readonly number[]): Promise<number[]> {
  const records = await recordsOf(
    files,
    manifest,
    results.map((result) => Math.floor(result / TIERS)),
  );
  const seen = new Set<number>();
  return results.filter((result) => {
    const key = records.keyOf(Math.floor(result / TIERS));
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * How many records the docs are: distinct game numbers, type by type, each type's numbers marked
 * in a bitmap. The docs' blocks are read once; the type of a doc is its docId range's, found
 * again only when a doc leaves the range of the one before.
 */
export async function recordCount(files: IndexFiles, manifest: SearchManifest, docs: ArrayLike<number>, count: number): Promise<number> {
  const needed = new Set<number>();
  for (let i = 0, last = -1; i < count; i++) {
    const n = (docs[i]! / RECORDS_BLOCK) | 0;
    if (n !== last) needed.add((last = n));
  }
  const blocks = new Map(await Promise.all([...needed].map(async (n) => [n, await block(files, manifest, n)] as const)));
  const seen = new Map<number, Uint8Array>();
  let [first, end, blockAt] = [0, -1, -1];
  let bits: Uint8Array = new Uint8Array(0);
  let entries: Int32Array = new Int32Array(0);
  let total = 0;
  for (let i = 0; i < count; i++) {
    const doc = docs[i]!;
    if (doc < first || doc >= end) {
      const at = Math.max(0, partitionPoint(0, manifest.ranges.length, (r) => manifest.ranges[r]![2] <= doc) - 1);
      [first, end] = [manifest.ranges[at]![2], manifest.ranges[at + 1]?.[2] ?? manifest.docs];
      const type = SEARCH_TYPES.indexOf(manifest.ranges[at]![0]);
      bits = seen.get(type) ?? new Uint8Array(0);
      seen.set(type, bits);
    }
    const n = (doc / RECORDS_BLOCK) | 0;
    if (n !== blockAt) [entries, blockAt] = [blocks.get(n)!, n];
    const id = entries[doc - n * RECORDS_BLOCK]! >> 3;
    if (id >> 3 >= bits.length) {
      const grown = new Uint8Array(Math.max((id >> 3) + 1, bits.length * 2));
      grown.set(bits);
      for (const [type, old] of seen) if (old === bits) seen.set(type, grown);
      bits = grown;
    }
    const mask = 1 << (id & 7);
    if (!(bits[id >> 3]! & mask)) {
      bits[id >> 3] = bits[id >> 3]! | mask;
      total++;
    }
  }
  return total;
}

/** The summaries of collapsed results (summariesOf), each with the versions its record exists in. */
export async function recordSummariesOf(files: IndexFiles, manifest: SearchManifest, results: readonly number[]): Promise<unknown[]> {
  const docs = results.map((result) => Math.floor(result / TIERS));
  const [summaries, records] = await Promise.all([summariesOf(files, manifest, results), recordsOf(files, manifest, docs)]);
  return summaries.map((summary, i) => ({ ...(summary as object), versions: records.versionsOf(docs[i]!) }));
}
