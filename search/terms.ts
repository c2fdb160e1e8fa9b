/**
 * The docs one query word matches as a prefix of an indexed word, read from one postings file:
 * the prefix's merged list when it has one, else the shard on its path (see layout/search-index.ts). A
 * prefix matches several indexed words ("epe" -> "epee", "epees"): their scaled term
 * frequencies add up as integers, the very sums the merged lists hold, so both ways give the
 * same floats (and so the same ranking), and their flags add up as a union (the doc has the
 * prefix in its French name when one of its words there starts with it). The result is kept as
 * sorted typed arrays in the search memo: decoding a broad prefix's postings is the bulk of a
 * request's cost. A whole word (matchWord) is read the same way, its own postings only.
 */
import type { IndexFiles } from "../layout/dist.ts";
import { FLAG_VALUES, prefixFile, shardOf, shardsFor, termShardFile, TF_SCALE, type SearchManifest } from "../layout/search-index.ts";
import { memoized } from "./memo.ts";
import { entriesOf, forEachPosting, type PostingsEntry } from "../layout/postings.ts";

export interface WordMatch {
  /** matched docIds, ascending */
  docs: Int32Array;
  /** summed BM25 term-frequency part of docs[i] (already scaled back from TF_SCALE) */
  tf: Float64Array;
  /** the flags of docs[i] (Flag of layout/search-index.ts): where the word is, and the doc's own */
  flags: Uint8Array;
}

/** Below this many postings a Map is cheaper than a pass over an array of every doc. */
const SPARSE = 4096;

type Part = [bytes: Uint8Array, entry: PostingsEntry];

/** Per-doc sums and flags for merging many words' postings, one pair per isolate, left zeroed
 * after each use: a fresh pair per broad prefix was most of a query's garbage (its external
 * memory, which V8 collects late). matchOf is synchronous, so no two uses overlap. */
let scratch: { sums: Float64Array; seen: Uint8Array } | null = null;

function scratchOf(docCount: number): { sums: Float64Array; seen: Uint8Array } {
  if (scratch?.seen.length !== docCount) scratch = { sums: new Float64Array(docCount), seen: new Uint8Array(docCount) };
  return scratch;
}

function matchOf(parts: readonly Part[], docCount: number): WordMatch {
  const total = parts.reduce((s, [, e]) => s + e.count, 0);
  if (parts.length === 1) {
    // One word (or one merged list): docIds are already unique and ascending.
    const docs = new Int32Array(total),
      tf = new Float64Array(total),
      flags = new Uint8Array(total);
    let n = 0;
    forEachPosting(parts[0]![0], parts[0]![1], (doc, value) => {
      docs[n] = doc;
      tf[n] = Math.floor(value / FLAG_VALUES) / TF_SCALE;
      flags[n++] = value % FLAG_VALUES;
    });
    return { docs, tf, flags };
  }
  const visit = (add: (doc: number, value: number) => void) => {
    for (const [bytes, entry] of parts) forEachPosting(bytes, entry, add);
  };
  if (total < SPARSE) {
    // value = tfn * FLAG_VALUES + flags: tfn add up, flags join.
    const sums = new Map<number, number>();
    const joined = new Map<number, number>();
    visit((doc, value) => {
      sums.set(doc, (sums.get(doc) ?? 0) + Math.floor(value / FLAG_VALUES));
      joined.set(doc, (joined.get(doc) ?? 0) | (value % FLAG_VALUES));
    });
    const docs = Int32Array.from(sums.keys()).sort();
    return {
      docs,
      tf: Float64Array.from(docs, (d) => sums.get(d)! / TF_SCALE),
      flags: Uint8Array.from(docs, (d) => joined.get(d)!),
    };
  }
  const { sums, seen } = scratchOf(docCount);
  visit((doc, value) => {
    sums[doc]! += Math.floor(value / FLAG_VALUES);
    seen[doc] = seen[doc]! | FLAG_VALUES | (value % FLAG_VALUES);
  });
  let size = 0;
  for (let d = 0; d < docCount; d++) if (seen[d]) size++;
  const docs = new Int32Array(size),
    tf = new Float64Array(size),
    flags = new Uint8Array(size);
  for (let d = 0, n = 0; d < docCount; d++) {
    if (!seen[d]) continue;
    docs[n] = d;
    tf[n] = sums[d]! / TF_SCALE;
    flags[n++] = seen[d]! % FLAG_VALUES;
    // Left zeroed for the next use.
    sums[d] = 0;
    seen[d] = 0;
  }
  return { docs, tf, flags };
}

/** The word list of a postings file, kept in the search memo: the words of a query (a word, the
 * pairs it joins, the halves it splits into) often read the same shard. Its bytes stay in the
 * build's own cache (files), not here. */
async function postingsFile(
  files: IndexFiles,
  manifest: SearchManifest,
  file: string,
): Promise<{ bytes: Uint8Array; entries: PostingsEntry[] }> {
  const bytes = await files.bytes(file);
  if (!bytes) throw new Error(`search index: ${file} is missing`);
  const entries = await memoized(
    manifest,
    `f:${file}`,
    async () => entriesOf(bytes),
    (list) => list.reduce((sum, e) => sum + 2 * e.word.length, 0) + list.length * 96,
  );
  return { bytes, entries };
}

function readMatch(files: IndexFiles, manifest: SearchManifest, word: string, whole: boolean): Promise<WordMatch> {
  return memoized(
    manifest,
    `${whole ? "w" : "t"}:${word}`,
    async () => {
      const shard = whole ? shardOf(word, manifest.terms) : null;
      const names = whole
        ? shard === null
          ? []
          : [termShardFile(shard)]
        : Object.hasOwn(manifest.merged, word)
          ? [prefixFile(word)]
          : shardsFor(word, manifest.terms).map(termShardFile);
      const parts: Part[] = [];
      for (const file of names) {
        const { bytes, entries } = await postingsFile(files, manifest, file);
        for (const entry of entries) if (whole ? entry.word === word : entry.word.startsWith(word)) parts.push([bytes, entry]);
      }
      return matchOf(parts, manifest.docs);
    },
    // docs (4 bytes), tf (8) and rogue (1) per match
    (m) => m.docs.length * 13,
  );
}

/** The docs with a word starting with `prefix`. */
export function matchPrefix(files: IndexFiles, manifest: SearchManifest, prefix: string): Promise<WordMatch> {
  return readMatch(files, manifest, prefix, false);
}

/** The docs with the word `word` itself. */
export function matchWord(files: IndexFiles, manifest: SearchManifest, word: string): Promise<WordMatch> {
  return readMatch(files, manifest, word, true);
}
