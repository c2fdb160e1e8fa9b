/**
 * unique=record: a search's results collapsed to one per record (type and game number), each
 * the best ranked of its versions, with the versions the record exists in. A doc's game number
 * and its record's versions are read from the records files of the index (layout/search-index.ts),
 * a block of docIds at a time, never from a summary. The total counts the records of every result:
 * marked in a bitmap per type (RecordTally), or for a broad word summed from its record sets.
 */
import { VERSIONS } from "../contract/enums.ts";
import { partitionPoint } from "../lib/bisect.ts";
import type { IndexFiles } from "../layout/dist.ts";
import { Flag, RECORDS_BLOCK, recordsFile, SEARCH_TYPES, type SearchManifest } from "../layout/search-index.ts";
import { rangeOf, summariesOf } from "./docs.ts";
import { memoized } from "./memo.ts";
import { TIERS } from "./rank.ts";

/** The records entries of the docs of one block (game number * 8 + versions), and the greatest
 * game number among them (what an array by the block's numbers must hold). */
interface Block {
  entries: Int32Array;
  maxId: number;
}

/** Records block n, kept in the search memo. */
function block(files: IndexFiles, manifest: SearchManifest, n: number): Promise<Block> {
  return memoized(
    manifest,
    `r:${n}`,
    async () => {
      const bytes = await files.bytes(recordsFile(n));
      if (!bytes) throw new Error(`search index: ${recordsFile(n)} is missing`);
      const entries = littleEndianInt32s(bytes);
      let max = 0;
      for (let i = 0; i < entries.length; i++) max = Math.max(max, entries[i]!);
      return { entries, maxId: max >> 3 };
    },
    (b) => b.entries.byteLength,
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
  const blocks = new Map(await Promise.all([...needed].map(async (n) => [n, (await block(files, manifest, n)).entries] as const)));
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
 * Calls visit(i, j, range, block, base) for each segment of docs[from, to) (docIds ascending):
 * the docs [i, j) within one docId range of the manifest (one type and version) and one records
 * block, whose entry of doc d is block.entries[d - base]. A segment's range and block are found
 * once: the loops over its docs look up and mark without a branch (whether a number is already
 * marked cannot be foreseen, so a branch on it is often mispredicted).
 */
async function forEachSegment(
  files: IndexFiles,
  manifest: SearchManifest,
  docs: Int32Array,
  from: number,
  to: number,
  visit: (i: number, j: number, range: number, block: Block, base: number) => void,
): Promise<void> {
  const ranges = manifest.ranges;
  for (let i = from; i < to;) {
    const doc = docs[i]!;
    const at = Math.max(0, partitionPoint(0, ranges.length, (r) => ranges[r]![2] <= doc) - 1);
    const n = (doc / RECORDS_BLOCK) | 0;
    const base = n * RECORDS_BLOCK;
    const end = Math.min(ranges[at + 1]?.[2] ?? manifest.docs, base + RECORDS_BLOCK);
    const j = partitionPoint(i + 1, to, (k) => docs[k]! < end);
    visit(i, j, at, await block(files, manifest, n), base);
    i = j;
  }
}

/** The array of a type (its place in SEARCH_TYPES), at least `length` long: grown, its contents
 * kept, when shorter. */
function grownTo<A extends Uint8Array | Uint32Array>(arrays: A[], type: number, length: number, make: (n: number) => A): A {
  let array = arrays[type] ?? make(0);
  if (array.length < length) {
    const grown = make(Math.max(length, array.length * 2));
    grown.set(array);
    arrays[type] = array = grown;
  }
  return array;
}

/** The records (type and game number) of the docs added to it, counted as they come: each type's
 * game numbers marked in a bitmap. */
export class RecordTally {
  /** the distinct records of the docs added */
  records = 0;
  private readonly bitmaps: Uint32Array[] = [];

  constructor(
    private readonly files: IndexFiles,
    private readonly manifest: SearchManifest,
  ) {}

  /** Adds docs[from, to) (docIds ascending). */
  async add(docs: Int32Array, from: number, to: number): Promise<void> {
    await forEachSegment(this.files, this.manifest, docs, from, to, (i, j, range, { entries, maxId }, base) => {
      const type = SEARCH_TYPES.indexOf(this.manifest.ranges[range]![0]);
      const bits = grownTo(this.bitmaps, type, (maxId >>> 5) + 1, (n) => new Uint32Array(n));
      this.records += marked(docs, i, j, entries, base, bits);
    });
  }
}

/** Marks the game numbers of docs[i, j) (their entries from base on) in bits: how many were not yet. */
function marked(docs: Int32Array, i: number, j: number, entries: Int32Array, base: number, bits: Uint32Array): number {
  let found = 0;
  for (; i < j; i++) {
    const id = entries[docs[i]! - base]! >>> 3;
    const word = bits[id >>> 5]!;
    // The shifts take the number's low five bits: its bit in its word.
    found += ((word >>> id) & 1) ^ 1;
    bits[id >>> 5] = word | (1 << id);
  }
  return found;
}

/** The (version, rogue) pairs a doc can be: bit VERSIONS index * 2 + rogue of a set of them. */
export const PAIR_SETS = 1 << (2 * VERSIONS.length);

/**
 * A word's records by where their docs are: for each search type, how many of its records have
 * docs in exactly each set of (version, rogue) pairs (a count per set, PAIR_SETS of them). Any
 * filter of type, version and rogue keeps a record when it keeps one of its pairs, so the records
 * the filter keeps are a sum of these counts, whatever the filter. From `runs` of docs (docIds
 * ascending in each) with their flags: the docs are read twice, the pairs of each record marked
 * by its number, then each record counted once and its mark cleared.
 */
export async function recordSets(
  files: IndexFiles,
  manifest: SearchManifest,
  runs: readonly (readonly [docs: Int32Array, flags: Uint8Array])[],
): Promise<Uint32Array[]> {
  const marks: Uint8Array[] = [];
  const counts = SEARCH_TYPES.map(() => new Uint32Array(PAIR_SETS));
  const typeOf = (range: number) => SEARCH_TYPES.indexOf(manifest.ranges[range]![0]);
  for (const [docs, flags] of runs) {
    await forEachSegment(files, manifest, docs, 0, docs.length, (i, j, range, { entries, maxId }, base) => {
      const pairs = grownTo(marks, typeOf(range), maxId + 1, (n) => new Uint8Array(n));
      const shift = 2 * VERSIONS.indexOf(manifest.ranges[range]![1] as (typeof VERSIONS)[number]);
      for (; i < j; i++) {
        const id = entries[docs[i]! - base]! >>> 3;
        pairs[id] = pairs[id]! | (1 << (shift + (flags[i]! & Flag.Rogue)));
      }
    });
  }
  for (const [docs] of runs) {
    await forEachSegment(files, manifest, docs, 0, docs.length, (i, j, range, { entries }, base) => {
      const type = typeOf(range);
      const pairs = marks[type]!,
        count = counts[type]!;
      for (; i < j; i++) {
        const id = entries[docs[i]! - base]! >>> 3;
        // Counted at its first doc: the set 0 counts nothing.
        count[pairs[id]!]!++;
        pairs[id] = 0;
      }
    });
  }
  counts.forEach((count) => (count[0] = 0));
  return counts;
}

/** How many records the docs are (docIds ascending). */
export async function recordCount(files: IndexFiles, manifest: SearchManifest, docs: Int32Array, count: number): Promise<number> {
  const tally = new RecordTally(files, manifest);
  await tally.add(docs, 0, count);
  return tally.records;
}

/** The summaries of collapsed results (summariesOf), each with the versions its record exists in. */
export async function recordSummariesOf(files: IndexFiles, manifest: SearchManifest, results: readonly number[]): Promise<unknown[]> {
  const docs = results.map((result) => Math.floor(result / TIERS));
  const [summaries, records] = await Promise.all([summariesOf(files, manifest, results), recordsOf(files, manifest, docs)]);
  return summaries.map((summary, i) => ({ ...(summary as object), versions: records.versionsOf(docs[i]!) }));
}
