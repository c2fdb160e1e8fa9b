/**
 * One typo in a query word: the name words one insertion, deletion, substitution or
 * transposition away from it. The index files each name word under itself and under each of its
 * one-letter deletions (the typo shards, generator/search-index.ts), so two words one edit apart
 * always share a key: the word itself, or the same deletion of both. A query word reads the
 * shard of each of its keys only (a few files on three prefix paths), then keeps the words really
 * one edit away.
 */
import type { IndexFiles } from "../layout/dist.ts";
import { shardOf, TYPO_KEYS, typoShardFile, type SearchManifest } from "../layout/search-index.ts";
import { memoized } from "./memo.ts";

/** A query word this long or longer is corrected when nothing matches it. */
export const TYPO_MIN_QUERY = 5;
/** The corrections kept of one word, the first in alphabetical order: a query reads the postings
 * of each. */
const MAX_CORRECTIONS = 8;

/** The words one letter shorter than `word`, each once, at least `min` letters long. */
export function deletions(word: string, min: number): string[] {
  if (word.length - 1 < min) return [];
  const found = new Set<string>();
  for (let i = 0; i < word.length; i++) found.add(word.slice(0, i) + word.slice(i + 1));
  return [...found];
}

/** Whether a and b are one insertion, deletion, substitution or transposition of two
 * neighbouring letters apart (and not equal). */
export function oneEditApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length,
    endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const restA = a.slice(start, endA),
    restB = b.slice(start, endB);
  if (restA.length + restB.length <= 1) return true; // one inserted or deleted letter
  if (restA.length === 1 && restB.length === 1) return true; // one substituted
  return restA.length === 2 && restB.length === 2 && restA[0] === restB[1] && restA[1] === restB[0];
}

/** The name words one edit away from `word`, alphabetical, at most MAX_CORRECTIONS; none for a
 * word shorter than TYPO_MIN_QUERY or with a digit. Kept in the search memo. */
export function corrections(files: IndexFiles, manifest: SearchManifest, word: string): Promise<string[]> {
  return memoized(
    manifest,
    `c:${word}`,
    async () => {
      if (word.length < TYPO_MIN_QUERY || /\d/.test(word)) return [];
      const typoKeys = (await files.json(TYPO_KEYS)) as Record<string, boolean> | null;
      if (!typoKeys) throw new Error(`search index: ${TYPO_KEYS} is missing`);
      const keys = [word, ...deletions(word, TYPO_MIN_QUERY - 1)];
      const shardKeys = [...new Set(keys.flatMap((key) => shardOf(key, typoKeys) ?? []))];
      const shards = await Promise.all(
        shardKeys.map(async (key) => {
          const shard = (await files.json(typoShardFile(key))) as Record<string, string[]> | null;
          if (!shard) throw new Error(`search index: ${typoShardFile(key)} is missing`);
          return shard;
        }),
      );
      const found = new Set<string>();
      for (const shard of shards) for (const key of keys) for (const w of Object.hasOwn(shard, key) ? shard[key]! : []) found.add(w);
      return [...found]
        .filter((w) => oneEditApart(word, w))
        .sort()
        .slice(0, MAX_CORRECTIONS);
    },
    (list) => 64 + list.reduce((s, w) => s + 2 * w.length + 16, 0),
  );
}
