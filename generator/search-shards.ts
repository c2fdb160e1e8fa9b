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

/** `postings`: what is filed under each word (postings, a name's docs, a typo key's words). */
export function shardTerms<T = Postings>(postings: ReadonlyMap<string, T>, maxBytes = SHARD_BYTES): Map<string, TermShard<T>> {
  // Each word's size is needed once per level it is split at: measured once.
  const sizes = new Map<string, number>();
  const size = (word: string) => {
    let bytes = sizes.get(word);
    if (bytes === undefined) sizes.set(word, (bytes = word.length + 4 + jsonLength(postings.get(word))));
    return bytes;
  };
  const shards = new Map<string, TermShard<T>>();
  const emit = (key: string, members: readonly string[], exact: boolean) => {
    if (members.length === 0) return;
    shards.set(key, { exact, words: Object.fromEntries(members.map((w) => [w, postings.get(w)!])) });
  };
  const place = (key: string, members: readonly string[]): void => {
    if (key.length < FIRST_KEY) return emit(key, members, true);
    if (key.length >= MAX_KEY || members.reduce((s, w) => s + size(w), 0) <= maxBytes) return emit(key, members, false);
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
  for (const [key, group] of groupByPrefix([...postings.keys()].sort(), FIRST_KEY)) place(key, group);
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
