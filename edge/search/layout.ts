/**
 * The search index's files and encodings, shared by the generator (generator/search-index.ts
 * writes them) and the edge (edge/search/ reads them), so the two cannot disagree.
 *
 *   _index/search/manifest.json   SearchManifest: doc ranges per type and version, term shards
 *   _index/search/terms/<k>.json  { word: postings } for the words filed under shard key k
 *   _index/search/names/<k>.json  { name: docId[] }, names as words joined by spaces, same keys
 *   _index/search/docs/<n>.json   DocRow[] for docIds [n * doc_chunk, (n + 1) * doc_chunk)
 *   _index/search/ids/<n>.json    { gameNumber: docId[] } for numbers with number % id_shards = n
 *   _index/search/top/<w>.json    docId[]: the TOP_LIST first results of the query "w", unfiltered
 *
 * DocIds are ordered by type (the spec's list), then version, then game number: the docId is the
 * stable tie-break of the ranking, and a type or version filter is a docId range, decided from
 * the manifest alone.
 *
 * Term shards: a word is filed under its first 2 letters; a shard grown too big is split by one
 * more letter (up to MAX_KEY), and then keeps only the words exactly as long as its key. So a
 * query word reads the shards on its own path only: a prefix of 2 letters or more reads one
 * shard, or the few a split left under it; a 1-letter prefix reads every shard of its letter.
 * Names are sharded the same way, so the exact and prefix name matches of a query are found in
 * the name shards of the whole query, without reading any doc row.
 */
import { VERSIONS } from "../api/enums.ts";
import { LIST_FILTERS, type Param } from "../api/params.ts";

export const SEARCH_MANIFEST = "_index/search/manifest.json";

/** Record types in the order of the spec's `type` list: the first key of the tie-break. */
export const SEARCH_TYPES: readonly string[] = (LIST_FILTERS.search as readonly Param[]).flatMap((p) => (p.name === "type" && p.kind === "codes" ? p.values : []));
export const SEARCH_VERSIONS: readonly string[] = VERSIONS;

export const FIRST_KEY = 2;
export const MAX_KEY = 5;

/**
 * Postings of one word: flat [docGap, value, docGap, value, ...], docIds ascending and
 * delta-encoded (the first gap is from 0). value = tfn * 2 + rogue, where tfn is the word's
 * BM25 term-frequency part for that doc (name words weigh more), times TF_SCALE, at least 1,
 * and rogue is 1 for a record useful to the rogue class (so the filter needs no doc row).
 */
export type Postings = number[];
export const TF_SCALE = 100;

/** [position in its list's default order, rogue 0 or 1] */
export type DocRow = [position: number, rogue: 0 | 1];

export interface SearchManifest {
  /** fingerprint of the index: a search cursor from another build is refused. */
  collection: string;
  docs: number;
  doc_chunk: number;
  id_shards: number;
  /** [type, version, first docId]; each range runs to the next one's first docId. */
  ranges: [type: string, version: string, first: number][];
  /** term shard keys; true when the shard is "exact": it keeps only words as long as its key
   * (a split shard, or a key shorter than FIRST_KEY), so longer prefixes need not read it. */
  terms: Record<string, boolean>;
  /** name shard keys, as `terms`. */
  names: Record<string, boolean>;
  /** query word -> its total count, for the broad words ("a", "de") that have a top file: their
   * first pages need not match and rank most of the index. */
  top?: Record<string, number>;
}

/** How many first results a top file holds: the first pages at any limit. */
export const TOP_LIST = 500;

/** File name piece of a shard key: plain letters as they are, anything else in hex. */
function keyName(key: string): string {
  return /^[a-z0-9]+$/.test(key) ? key : `_${[...key].map((c) => c.codePointAt(0)!.toString(16)).join("_")}`;
}

export function termShardFile(key: string): string {
  return `_index/search/terms/${keyName(key)}.json`;
}

export function nameShardFile(key: string): string {
  return `_index/search/names/${keyName(key)}.json`;
}

export function docShardFile(n: number): string {
  return `_index/search/docs/${n}.json`;
}

export function topFile(word: string): string {
  return `_index/search/top/${keyName(word)}.json`;
}

export function idShardFile(n: number): string {
  return `_index/search/ids/${n}.json`;
}

/** The shard keys a prefix query reads: those on its path, and those below it. */
export function shardsFor(prefix: string, terms: Record<string, boolean>): string[] {
  return Object.keys(terms).filter((key) => key.startsWith(prefix) || (prefix.startsWith(key) && !terms[key]));
}
