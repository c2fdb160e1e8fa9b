/**
 * The docs one query word matches as a prefix of an indexed word, read from the term shards on
 * that word's path only (see shardsFor in layout.ts). A prefix matches several indexed words
 * ("epe" -> "epee", "epees"): their term frequencies add up.
 */
import type { ReadJson } from "../lists/engine.ts";
import { shardsFor, termShardFile, TF_SCALE, type Postings, type SearchManifest } from "./layout.ts";

export interface WordMatch {
  /** docId -> summed BM25 term-frequency part (already scaled back from TF_SCALE) */
  tf: Map<number, number>;
  /** docId -> 1 when the record is useful to the rogue class, else 0 */
  rogue: Map<number, number>;
}

export async function matchPrefix(read: ReadJson, manifest: SearchManifest, prefix: string): Promise<WordMatch> {
  const tf = new Map<number, number>();
  const rogue = new Map<number, number>();
  const shards = await Promise.all(shardsFor(prefix, manifest.terms).map((key) => read(termShardFile(key))));
  for (const shard of shards as (Record<string, Postings> | null)[]) {
    if (!shard) throw new Error(`search index: a term shard of "${prefix}" is missing`);
    for (const word in shard) {
      if (!word.startsWith(prefix)) continue;
      const postings = shard[word]!;
      for (let i = 0, doc = 0; i < postings.length; i += 2) {
        doc += postings[i]!;
        const value = postings[i + 1]!;
        tf.set(doc, (tf.get(doc) ?? 0) + (value >> 1) / TF_SCALE);
        rogue.set(doc, value & 1);
      }
    }
  }
  return { tf, rogue };
}
