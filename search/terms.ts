/**
 * The docs one query word matches as a prefix of an indexed word, read from one postings file:
 * the prefix's merged list when it has one, else the shard on its path (see layout/search-index.ts). A
 * prefix matches several indexed words ("epe" -> "epee", "epees"): their scaled term
 * frequencies add up as integers, the very sums the merged lists hold, so both ways give the
 * same floats (and so the same ranking). The result is kept as sorted typed arrays in the
 * search memo: decoding a broad prefix's postings on each request was the bulk of its cost.
 */
import type { IndexFiles } from "../layout/dist.ts";
import { prefixFile, shardsFor, termShardFile, TF_SCALE, type SearchManifest } from "../layout/search-index.ts";
import { memoized } from "./memo.ts";
import { entriesOf, forEachPosting, type PostingsEntry } from "../layout/postings.ts";

export interface WordMatch {
  /** matched docIds, ascending */
  docs: Int32Array;
  /** summed BM25 term-frequency part of docs[i] (already scaled back from TF_SCALE) */
  tf: Float64Array;
  /** 1 when docs[i] is useful to the rogue class, else 0 */
  rogue: Uint8Array;
}

/** Below this many postings a Map is cheaper than a pass over an array of every doc. */
const SPARSE = 4096;

type Part = [bytes: Uint8Array, entry: PostingsEntry];

function matchOf(parts: readonly Part[], docCount: number): WordMatch {
  const total = parts.reduce((s, [, e]) => s + e.count, 0);
  if (parts.length === 1) {
    // One word (or one merged list): docIds are already unique and ascending.
    const docs = new Int32Array(total),
      tf = new Float64Array(total),
      rogue = new Uint8Array(total);
    let n = 0;
    forEachPosting(parts[0]![0], parts[0]![1], (doc, value) => {
      docs[n] = doc;
      tf[n] = Math.floor(value / 2) / TF_SCALE;
      rogue[n++] = value & 1;
    });
    return { docs, tf, rogue };
  }
  const visit = (add: (doc: number, value: number) => void) => {
    for (const [bytes, entry] of parts) forEachPosting(bytes, entry, add);
  };
  if (total < SPARSE) {
    const sums = new Map<number, number>();
    // value = tfn * 2 + rogue: tfn add up, the rogue bit is the doc's own.
    visit((doc, value) => {
      const seen = sums.get(doc);
      sums.set(doc, seen === undefined ? value : seen + value - (value & 1));
    });
    const docs = Int32Array.from(sums.keys()).sort();
    return {
      docs,
      tf: Float64Array.from(docs, (d) => Math.floor(sums.get(d)! / 2) / TF_SCALE),
      rogue: Uint8Array.from(docs, (d) => (sums.get(d)! & 1) as 0 | 1),
    };
  }
  const sums = new Float64Array(docCount);
  const flags = new Uint8Array(docCount);
  visit((doc, value) => {
    sums[doc]! += Math.floor(value / 2);
    flags[doc] = 2 | (value & 1);
  });
  let size = 0;
  for (let d = 0; d < docCount; d++) if (flags[d]) size++;
  const docs = new Int32Array(size),
    tf = new Float64Array(size),
    rogue = new Uint8Array(size);
  for (let d = 0, n = 0; d < docCount; d++) {
    if (!flags[d]) continue;
    docs[n] = d;
    tf[n] = sums[d]! / TF_SCALE;
    rogue[n++] = flags[d]! & 1;
  }
  return { docs, tf, rogue };
}

export function matchPrefix(files: IndexFiles, manifest: SearchManifest, prefix: string): Promise<WordMatch> {
  return memoized(
    manifest,
    `t:${prefix}`,
    async () => {
      const names = Object.hasOwn(manifest.merged, prefix) ? [prefixFile(prefix)] : shardsFor(prefix, manifest.terms).map(termShardFile);
      const parts: Part[] = [];
      for (const file of names) {
        const bytes = await files.bytes(file);
        if (!bytes) throw new Error(`search index: ${file} is missing`);
        for (const entry of entriesOf(bytes)) if (entry.word.startsWith(prefix)) parts.push([bytes, entry]);
      }
      return matchOf(parts, manifest.docs);
    },
    // docs (4 bytes), tf (8) and rogue (1) per match
    (m) => m.docs.length * 13,
  );
}
