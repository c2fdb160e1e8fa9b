/**
 * unique=record: a search's results collapsed to one per record (type and game number), each
 * the best ranked of its versions, with the versions the record exists in. A doc's game number
 * and its record's versions are read from the records files of the index (layout/search-index.ts),
 * a block of docIds at a time, never from a summary.
 */
import { VERSIONS } from "../contract/enums.ts";
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
      const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      return Int32Array.from({ length: bytes.byteLength / 4 }, (_, i) => view.getInt32(i * 4, true));
    },
    (entries) => entries.byteLength,
  );
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

/** How many records the docs are: distinct game numbers, type by type (small integers hash fastest). */
export async function recordCount(files: IndexFiles, manifest: SearchManifest, docs: ArrayLike<number>, count: number): Promise<number> {
  const records = await recordsOf(files, manifest, Array.prototype.slice.call(docs, 0, count) as number[]);
  const byType = new Map<number, Set<number>>();
  for (let i = 0; i < count; i++) {
    const key = records.keyOf(docs[i]!);
    const type = Math.floor(key / 2 ** 32);
    let ids = byType.get(type);
    if (!ids) byType.set(type, (ids = new Set()));
    ids.add(key - type * 2 ** 32);
  }
  let total = 0;
  for (const ids of byType.values()) total += ids.size;
  return total;
}

/** The summaries of collapsed results (summariesOf), each with the versions its record exists in. */
export async function recordSummariesOf(files: IndexFiles, manifest: SearchManifest, results: readonly number[]): Promise<unknown[]> {
  const docs = results.map((result) => Math.floor(result / TIERS));
  const [summaries, records] = await Promise.all([summariesOf(files, manifest, results), recordsOf(files, manifest, docs)]);
  return summaries.map((summary, i) => ({ ...(summary as object), versions: records.versionsOf(docs[i]!) }));
}
