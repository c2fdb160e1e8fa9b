/**
 * unique=record: a search's results collapsed to one per record (type and game number), each
 * the best ranked of its versions, with the versions the record exists in. A doc's game number
 * and its record's versions are read from the records files of the index (layout/search-index.ts),
 * a block of docIds at a time, never from a summary.
 */
import { VERSIONS } from "../contract/enums.ts";
import { partitionPoint } from "../lib/bisect.ts";
import type { IndexFiles } from "../layout/dist.ts";
import { Flag, RECORDS_BLOCK, recordsFile, SEARCH_TYPES, type SearchManifest } from "../layout/search-index.ts";
import { rangeOf, summariesOf } from "./docs.ts";
import { memoized } from "./memo.ts";
import { TIERS } from "./rank.ts";

/** The records entries of the docs of one block (game number * 8 + versions), and the greatest
 * game number among them (what a bitmap of the block's numbers must hold), kept in the search memo. */
interface Block {
  entries: Int32Array;
  maxId: number;
}

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
 * The records (type and game number) of the docs added to it, counted as they come: each type's
 * game numbers marked in a bitmap. Docs are taken a segment at a time, a segment being the docs
 * within one docId range of the manifest (one type) and one records block: its type, its block
 * and its bitmap's size are found once, and each of its docs costs a lookup and a mark without a
 * branch (whether a number is already marked, or a doc's rogue bit the one asked for, cannot be
 * foreseen, so a branch on it is often mispredicted).
 */
export class RecordTally {
  /** the docs added (those the rogue filter kept) */
  docs = 0;
  /** the distinct records among them */
  records = 0;
  private readonly bitmaps = new Map<string, Uint32Array>();

  constructor(
    private readonly files: IndexFiles,
    private readonly manifest: SearchManifest,
  ) {}

  /** Adds docs[from, to) (docIds in ascending runs); with `flags`, only those whose rogue bit
   * (flags[i] & Flag.Rogue) is `rogue`. */
  async add(docs: Int32Array, from: number, to: number, flags: Uint8Array | null = null, rogue: 0 | 1 = 0): Promise<void> {
    const ranges = this.manifest.ranges;
    // 1 for a doc whose rogue bit is the one asked for, once xor-ed with it.
    const other = rogue ^ Flag.Rogue;
    for (let i = from; i < to;) {
      const doc = docs[i]!;
      const at = Math.max(0, partitionPoint(0, ranges.length, (r) => ranges[r]![2] <= doc) - 1);
      const n = (doc / RECORDS_BLOCK) | 0;
      const base = n * RECORDS_BLOCK;
      const first = Math.max(ranges[at]![2], base),
        end = Math.min(ranges[at + 1]?.[2] ?? this.manifest.docs, base + RECORDS_BLOCK);
      const { entries, maxId } = await block(this.files, this.manifest, n);
      const bits = this.bitmapOf(ranges[at]![0], maxId);
      let added = 0,
        found = 0;
      // The shifts take a number's low five bits: its bit in its word.
      if (flags === null) {
        for (; i < to; i++) {
          const d = docs[i]!;
          if (d < first || d >= end) break;
          const id = entries[d - base]! >>> 3;
          const word = bits[id >>> 5]!;
          found += ((word >>> id) & 1) ^ 1;
          bits[id >>> 5] = word | (1 << id);
          added++;
        }
      } else {
        for (; i < to; i++) {
          const d = docs[i]!;
          if (d < first || d >= end) break;
          const kept = (flags[i]! & Flag.Rogue) ^ other;
          const id = entries[d - base]! >>> 3;
          const word = bits[id >>> 5]!;
          found += kept & (((word >>> id) & 1) ^ 1);
          bits[id >>> 5] = word | (kept << id);
          added += kept;
        }
      }
      this.docs += added;
      this.records += found;
    }
  }

  /** The bitmap of a type's game numbers, holding at least maxId. */
  private bitmapOf(type: string, maxId: number): Uint32Array {
    let bits = this.bitmaps.get(type) ?? new Uint32Array(0);
    if (bits.length <= maxId >>> 5) {
      const grown = new Uint32Array(Math.max((maxId >>> 5) + 1, bits.length * 2));
      grown.set(bits);
      this.bitmaps.set(type, (bits = grown));
    }
    return bits;
  }
}

/** How many records the docs are (docIds in ascending runs). */
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
