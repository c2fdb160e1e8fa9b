/**
 * The search index's files and encodings, shared by the generator (generator/search-index.ts
 * writes them) and the edge (search/ reads them), so the two cannot disagree.
 *
 *   _index/search/manifest.json     SearchManifest: doc ranges per type and version, shard keys
 *   _index/search/terms/<k>.bin     postings of the words filed under shard key k (postings.ts)
 *   _index/search/prefixes/<p>.bin  one list: the postings of every word starting with p, merged
 *   _index/search/names/<k>.json    { name: (docId * FLAG_VALUES + flags)[] }, French and English
 *                                   names written as one word (joined() of contract/text.ts), the
 *                                   flags as in postings with the name's own bit; same keys
 *   _index/search/typos.json        the typo shard keys, as the manifest's `terms` (read only when a
 *                                   query is corrected, so a cold start need not parse them)
 *   _index/search/typos/<k>.json    { key: word[] }: the name words one deletion away from key, or
 *                                   equal to it, for typo tolerance (search/typos.ts), same keys
 *   _index/search/ids/<n>.json      { gameNumber: (docId * 2 + rogue)[] } for numbers % id_shards = n
 *   _index/search/top/<w>.json      (docId * 8 + tier)[]: the TOP_LIST first results of the query
 *                                   "w", unfiltered, with the tier each was found at (rank.ts)
 *   _index/search/records/<n>.bin   for the docs of block n (RECORDS_BLOCK docIds each), one
 *                                   little-endian int32 each: game number * 8 + the versions where
 *                                   a doc of the same type and number exists (bit i: VERSIONS[i]),
 *                                   so that a search answers each record once (unique=record)
 *
 * DocIds are ordered by type (the spec's list), then version, then the list's default order
 * (name, then game number): the docId is the stable tie-break of the ranking, a type or version
 * filter is a docId range decided from the manifest alone, and a doc's summary is the element
 * at (docId - first docId of its range) of its list's chunks (layout/chunks.ts).
 *
 * Term shards: a word is filed under its first 2 letters; a shard grown too big is split by one
 * more letter (up to MAX_KEY), and then keeps only the words exactly as long as its key. So a
 * query word reads the shards on its own path only. A prefix whose words are spread over several
 * shards (a 1-letter prefix, or a key that was split) has its merged list written apart, so
 * every query word reads one postings file, whatever its length. Names are sharded the same
 * way, so the exact and prefix name matches of a query are found in the name shards of the
 * whole query, without reading any summary.
 */
import { VERSIONS } from "../contract/enums.ts";
import { LIST_FILTERS, SEARCH_DEPTH_MAX, type Param } from "../contract/params.ts";
import { partitionPoint } from "../lib/bisect.ts";

export const SEARCH_MANIFEST = "_index/search/manifest.json";
export const TYPO_KEYS = "_index/search/typos.json";

/** Record types in the order of the spec's `type` list: the first key of the tie-break. */
export const SEARCH_TYPES: readonly string[] = (LIST_FILTERS.search as readonly Param[]).flatMap((p) =>
  p.name === "type" && p.kind === "codes" ? p.values : [],
);
export const SEARCH_VERSIONS: readonly string[] = VERSIONS;

export const FIRST_KEY = 2;
export const MAX_KEY = 5;

/**
 * Postings of one word: flat [docId, value, docId, value, ...], docIds ascending (stored as
 * gaps, see postings.ts). value = tfn * FLAG_VALUES + flags, where tfn is the word's BM25
 * term-frequency part for that doc (name words weigh more), times TF_SCALE and rounded, at least
 * 1; in a merged prefix list, the sum of the tfn of its words. The flags (Flag) say where the
 * word is in the doc and carry two facts of the doc itself, so that neither the filter nor the
 * ranking reads a doc row: rogue (useful to the rogue class) and its weight (0 to 7, how likely
 * a player means it among equal name matches: generator/search-docs.ts).
 */
export type Postings = number[];
export const TF_SCALE = 100;
export const Flag = { Rogue: 1, FrenchName: 2, EnglishName: 4, WeightShift: 3 } as const;
export const FLAG_VALUES = 64;
/** The weight bits of a doc's flags. */
export const weightOf = (flags: number) => (flags >> Flag.WeightShift) & 7;

export interface SearchManifest {
  /** fingerprint of the index: a search cursor from another build is refused. */
  collection: string;
  docs: number;
  id_shards: number;
  /** [type, version, first docId]; each range runs to the next one's first docId. */
  ranges: [type: string, version: string, first: number][];
  /** term shard keys; true when the shard is "exact": it keeps only words as long as its key
   * (a split shard, or a key shorter than FIRST_KEY), so longer prefixes need not read it. */
  terms: Record<string, boolean>;
  /** prefixes that have a merged list (prefixFile): those whose words several shards hold. */
  merged: Record<string, true>;
  /** name shard keys, as `terms`. */
  names: Record<string, boolean>;
  /** query word -> its total count, for the broad words ("a", "de") that have a top file: their
   * first pages need not match and rank most of the index. */
  top?: Record<string, number>;
  /** top word -> how many records (type and game number) its docs are, for unique=record's total. */
  top_records?: Record<string, number>;
}

/** How many first results a top file holds: every page a search reaches (SEARCH_DEPTH_MAX), so
 * that no page of a broad query ranks the index at a request. */
export const TOP_LIST = SEARCH_DEPTH_MAX;

/** File name piece of a shard key: plain letters as they are, anything else in hex. */
function keyName(key: string): string {
  return /^[a-z0-9]+$/.test(key) ? key : `_${[...key].map((c) => c.codePointAt(0)!.toString(16)).join("_")}`;
}

export function termShardFile(key: string): string {
  return `_index/search/terms/${keyName(key)}.bin`;
}

export function prefixFile(prefix: string): string {
  return `_index/search/prefixes/${keyName(prefix)}.bin`;
}

export function nameShardFile(key: string): string {
  return `_index/search/names/${keyName(key)}.json`;
}

export function topFile(word: string): string {
  return `_index/search/top/${keyName(word)}.json`;
}

export function typoShardFile(key: string): string {
  return `_index/search/typos/${keyName(key)}.json`;
}

/** DocIds per records file: the first pages of a search read a few of them. */
export const RECORDS_BLOCK = 16384;

export function recordsFile(n: number): string {
  return `_index/search/records/${n}.bin`;
}

/** How many records files an index of `docs` docs has. */
export const recordsFiles = (docs: number) => Math.ceil(docs / RECORDS_BLOCK);

/** A doc's entry in its records file: its game number and its record's versions (a bit each). */
export const recordEntry = (id: number, versions: number) => id * 8 + versions;

export function idShardFile(n: number): string {
  return `_index/search/ids/${n}.json`;
}

/** The one shard that holds `word` itself if any does: the longest key on its path, when that
 * shard keeps every word starting with its key or the word is as long as the key. */
export function shardOf(word: string, terms: Record<string, boolean>): string | null {
  for (let length = Math.min(word.length, MAX_KEY); length >= 1; length--) {
    const key = word.slice(0, length);
    if (Object.hasOwn(terms, key)) return !terms[key] || key.length === word.length ? key : null;
  }
  return null;
}

/** Sorted shard keys, once per manifest map. */
const sortedKeys = new WeakMap<Record<string, boolean>, string[]>();

/** The shard keys a prefix query reads: those on its path, and those below it. */
export function shardsFor(prefix: string, terms: Record<string, boolean>): string[] {
  let keys = sortedKeys.get(terms);
  if (!keys) sortedKeys.set(terms, (keys = Object.keys(terms).sort()));
  const found: string[] = [];
  for (let length = 1; length < prefix.length && length <= MAX_KEY; length++) {
    const key = prefix.slice(0, length);
    if (Object.hasOwn(terms, key) && !terms[key]) found.push(key);
  }
  // Keys that start with the prefix sort together, from the first one >= prefix.
  for (let i = partitionPoint(0, keys.length, (at) => keys[at]! < prefix); i < keys.length && keys[i]!.startsWith(prefix); i++)
    found.push(keys[i]!);
  return found;
}
