/**
 * Files the words of the search dictionary, and the names, into shards by prefix (see
 * layout/search-index.ts):
 * first 2 letters, and one letter more wherever a shard would be bigger than a file the edge
 * should parse for one query word. Deterministic: the same words give the same shards.
 */
import { FIRST_KEY, MAX_KEY, type Postings } from "../layout/search-index.ts";

/** Size, counted as JSON (about twice the binary postings of a term shard), above which a
 * shard is split: the edge reads a whole shard per query word, and parses its word list. */
export const SHARD_BYTES = 48_000;

export interface TermShard<T = Postings> {
  /** holds only words exactly as long as its key */
  exact: boolean;
  words: Record<string, T>;
}

/** A shard's words, before what is filed under them. */
export interface WordShard {
  exact: boolean;
  words: string[];
}

/** `postings`: what is filed under each word (postings, a name's docs, a typo key's words). The
 * shards in key order, each made when it is asked for: a caller writing them one at a time holds
 * one, not a second copy of everything filed. */
export function* termShards<T = Postings>(
  postings: ReadonlyMap<string, T>,
  maxBytes = SHARD_BYTES,
): Iterable<[key: string, shard: TermShard<T>]> {
  const sizes = new Map<string, number>();
  for (const [word, filed] of postings) sizes.set(word, word.length + 4 + jsonLength(filed));
  for (const [key, shard] of shardWords(sizes, maxBytes)) {
    yield [key, { exact: shard.exact, words: wordsOf(shard.words, (w) => postings.get(w)!) }];
  }
}

/** A shard's words with what is filed under each, as an object (the order JSON writes them in). */
export const wordsOf = <T>(words: readonly string[], filed: (word: string) => T): Record<string, T> =>
  Object.fromEntries(words.map((w) => [w, filed(w)]));

/** The shards of words by the size of each (its word, 4, and its JSON): key -> its words, sorted, in key order. */
export function shardWords(sizes: ReadonlyMap<string, number>, maxBytes = SHARD_BYTES): Map<string, WordShard> {
  const shards = new Map<string, WordShard>();
  const emit = (key: string, members: readonly string[], exact: boolean) => {
    if (members.length === 0) return;
    shards.set(key, { exact, words: [...members] });
  };
  const place = (key: string, members: readonly string[]): void => {
    if (key.length < FIRST_KEY) return emit(key, members, true);
    if (key.length >= MAX_KEY || members.reduce((s, w) => s + sizes.get(w)!, 0) <= maxBytes) return emit(key, members, false);
    emit(
      key,
      members.filter((w) => w.length === key.length),
      true,
    );
    for (const [sub, group] of groupByPrefix(
      members.filter((w) => w.length > key.length),
      key.length + 1,
    ))
      place(sub, group);
  };
  for (const [key, group] of groupByPrefix([...sizes.keys()].sort(), FIRST_KEY)) place(key, group);
  return new Map([...shards].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

function groupByPrefix(sorted: readonly string[], length: number): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const word of sorted) {
    const key = word.slice(0, length);
    let group = groups.get(key);
    if (!group) groups.set(key, (group = []));
    group.push(word);
  }
  return groups;
}

/** The length of JSON.stringify(value), counted without writing it for a list of whole numbers (postings). */
export function jsonLength(value: unknown): number {
  if (!Array.isArray(value) || !value.every((n) => Number.isSafeInteger(n) && n >= 0)) return JSON.stringify(value).length;
  let length = 2 + Math.max(0, value.length - 1);
  for (const n of value as number[]) {
    let digits = 1;
    for (let rest = n; rest >= 10; rest = Math.floor(rest / 10)) digits++;
    length += digits;
  }
  return length;
}
