/**
 * The docs one query word matches as a prefix of an indexed word, read from the term shards on
 * that word's path only (see shardsFor in layout.ts). A prefix matches several indexed words
 * ("epe" -> "epee", "epees"): their term frequencies add up, in shard then word order, so the
 * float sums (and so the ranking) are the same on every run. The result is kept as sorted typed
 * arrays in the search memo: a 1-letter prefix matches most docs, and decoding its postings on
 * each request was the bulk of its cost.
 */
import type { ReadJson } from "../lists/engine.ts";
import { shardsFor, termShardFile, TF_SCALE, type Postings, type SearchManifest } from "./layout.ts";
import { memoized } from "./memo.ts";

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

function matchOf(shards: readonly Record<string, Postings>[], prefix: string, docCount: number): WordMatch {
  let total = 0;
  for (const shard of shards) for (const word in shard) if (word.startsWith(prefix)) total += shard[word]!.length >> 1;
  const visit = (add: (doc: number, tf: number, rogue: number) => void) => {
    for (const shard of shards) {
      for (const word in shard) {
        if (!word.startsWith(prefix)) continue;
        const postings = shard[word]!;
        for (let i = 0, doc = 0; i < postings.length; i += 2) {
          doc += postings[i]!;
          const value = postings[i + 1]!;
          add(doc, (value >> 1) / TF_SCALE, value & 1);
        }
      }
    }
  };
  if (total < SPARSE) {
    const sums = new Map<number, [tf: number, rogue: number]>();
    visit((doc, tf, rogue) => {
      const seen = sums.get(doc);
      if (seen) (seen[0] += tf), (seen[1] = rogue);
      else sums.set(doc, [tf, rogue]);
    });
    const docs = Int32Array.from(sums.keys()).sort();
    return { docs, tf: Float64Array.from(docs, (d) => sums.get(d)![0]), rogue: Uint8Array.from(docs, (d) => sums.get(d)![1]) };
  }
  const sums = new Float64Array(docCount);
  const flags = new Uint8Array(docCount);
  visit((doc, tf, rogue) => {
    sums[doc]! += tf;
    flags[doc] = 2 | rogue;
  });
  let size = 0;
  for (let d = 0; d < docCount; d++) if (flags[d]) size++;
  const docs = new Int32Array(size), tf = new Float64Array(size), rogue = new Uint8Array(size);
  for (let d = 0, n = 0; d < docCount; d++) {
    if (!flags[d]) continue;
    docs[n] = d;
    tf[n] = sums[d]!;
    rogue[n++] = flags[d]! & 1;
  }
  return { docs, tf, rogue };
}

export function matchPrefix(read: ReadJson, manifest: SearchManifest, prefix: string): Promise<WordMatch> {
  return memoized(manifest, `t:${prefix}`, async () => {
    const shards = await Promise.all(shardsFor(prefix, manifest.terms).map((key) => read(termShardFile(key))));
    if (shards.some((s) => !s)) throw new Error(`search index: a term shard of "${prefix}" is missing`);
    return matchOf(shards as Record<string, Postings>[], prefix, manifest.docs);
  }, (m) => m.docs.length * 13 + 64);
}
