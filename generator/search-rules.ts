/**
 * What the full search index (search-index.ts) and its patch (search-patch.ts) must agree on, so
 * that a patched index is the very index a full build writes: the docs' order and the index's
 * fingerprint, each doc's postings (BM25 values and flags), its length and the rounded average
 * length, its name entries, the typo dictionary's words and keys, the size a word's postings
 * count for sharding, the merged prefixes, and what the state keeps for the next patch.
 */
import { collectionFingerprint } from "../hashing/cursor.ts";
import { joined, words } from "../contract/text.ts";
import type { IndexFiles } from "../layout/dist.ts";
import {
  Flag,
  FLAG_VALUES,
  MAX_KEY,
  prefixFile,
  SEARCH_TYPES,
  SEARCH_VERSIONS,
  shardsFor,
  TF_SCALE,
  type SearchManifest,
} from "../layout/search-index.ts";
import { encodePostingsFile } from "../layout/postings.ts";
import { SHARD_BYTES, termShards } from "./search-shards.ts";
import { matchPrefix } from "../search/terms.ts";
import { deletions, TYPO_MIN_QUERY } from "../search/typos.ts";
import type { SearchDoc } from "./search-docs.ts";
import type { DistWriter } from "./writer.ts";

/** Changing how the index is built must change its fingerprint, so old cursors are refused. */
const FORMAT = 7;
/** A name word counts as this many tooltip words. */
const NAME_WEIGHT = 3;
/** BM25 constants, the usual ones. */
const K1 = 1.2;
const B = 0.75;
/** Name words shorter than this are not corrected (search/typos.ts: a query word of
 * TYPO_MIN_QUERY letters may lose one). */
const TYPO_MIN_WORD = TYPO_MIN_QUERY - 1;

/** The docs of one list in its default order (by name), read again at each pass over the docs. */
export type ListDocs = (object: string, version: string) => Iterable<SearchDoc>;

/** Every doc in docId order: type (spec order), version, place in the list's default order. */
export function* allDocs(list: ListDocs): Iterable<SearchDoc> {
  for (const [object, version] of indexLists()) yield* list(object, version);
}

/** The lists of the index, [type, version], in its order. */
function* indexLists(): Iterable<[object: string, version: string]> {
  for (const object of SEARCH_TYPES) for (const version of SEARCH_VERSIONS) yield [object, version];
}

/** The fingerprint of one list's search docs, in their order: a searchable list's, made when the
 * list is (generate.ts writeList) and kept while it does not change. */
export const listDocsFingerprint = (docs: Iterable<SearchDoc>): string => collectionFingerprint(docs);

/** The index's collection fingerprint, from its lists' (listDocsFingerprint) in the index's order
 * (indexLists): any doc changed, added, removed or moved changes its list's, and so the index's; a
 * search cursor of another index is refused. A rebuild reads again only the lists it changed. */
export function searchCollection(fingerprintOf: (object: string, version: string) => string | null): string {
  const lists = [...indexLists()].map(([object, version]) => fingerprintOf(object, version)).filter((f) => f !== null);
  return collectionFingerprint(lists, `${FORMAT}\n`);
}

/** How many times each word is in a list of words. */
function counts(list: readonly string[]): Map<string, number> {
  const found = new Map<string, number>();
  for (const w of list) found.set(w, (found.get(w) ?? 0) + 1);
  return found;
}

/**
 * The average doc length of BM25, to one decimal: so rounded, one doc's text changed almost never
 * moves it, and the postings of the words that doc does not hold stay as they were (an
 * incremental build then writes again only the shards of its words, patchSearchIndex).
 */
export const averageOf = (length: number, count: number) => Math.round((length / (count || 1)) * 10) / 10 || 1;

/** A doc's length for BM25: its French name's words, weighted, and its text's. The English name
 * is an alias, not more text. */
export const lengthOf = (doc: SearchDoc) => NAME_WEIGHT * words(doc.name).length + words(doc.text).length;

/**
 * Each word of a doc with its value in the word's postings (see Postings in layout/search-index.ts):
 * the BM25 term-frequency part, where the word is (flags of the names) and the doc's own flags. A
 * name word counts once however many of the names hold it.
 */
export function postingValues(doc: SearchDoc, average: number, visit: (word: string, value: number) => void): void {
  const french = counts(words(doc.name));
  const english = counts(doc.english ? words(doc.english) : []);
  const text = counts(words(doc.text));
  const norm = K1 * (1 - B + (B * lengthOf(doc)) / average);
  for (const word of new Set([...french.keys(), ...english.keys(), ...text.keys()])) {
    const inName = Math.max(french.get(word) ?? 0, english.get(word) ?? 0);
    const f = NAME_WEIGHT * inName + (text.get(word) ?? 0);
    const where = (french.has(word) ? Flag.FrenchName : 0) | (english.has(word) ? Flag.EnglishName : 0);
    const tfn = Math.max(1, Math.round(((f * (K1 + 1)) / (f + norm)) * TF_SCALE));
    visit(word, tfn * FLAG_VALUES + (where | docFlags(doc)));
  }
}

/** A doc's entries in the name shards: under each name written as one word (French, then
 * English), docId * FLAG_VALUES + the doc's flags and the name's own bit. */
export function nameEntries(doc: SearchDoc, docId: number): [name: string, entry: number][] {
  const entries: [string, number][] = [[joined(doc.name), docId * FLAG_VALUES + docFlags(doc) + Flag.FrenchName]];
  if (doc.english) entries.push([joined(doc.english), docId * FLAG_VALUES + docFlags(doc) + Flag.EnglishName]);
  return entries.filter(([name]) => name);
}

/** Whether a name word goes into the typo dictionary. */
export const inDictionary = (word: string) => word.length >= TYPO_MIN_WORD && !/\d/.test(word);

/** The size of a word's postings as termShards counts it: the word, 4, then each entry's JSON. */
export const wordSize = (word: string) => word.length + 5;
export const entrySize = (docId: number, value: number) => String(docId).length + 2 + String(value).length;

/** The size of one word's postings (flat [docId, value, ...]). */
export function sizeOf(word: string, flat: readonly number[]): number {
  let size = wordSize(word);
  for (let i = 0; i < flat.length; i += 2) size += entrySize(flat[i]!, flat[i + 1]!);
  return size;
}

/**
 * The merged list of each prefix whose words several shards hold (see layout/search-index.ts), as the edge
 * matches that prefix over those shards (terms.ts): summed tfn, the doc's rogue bit. One way of
 * merging postings, so the merged file and the shards cannot disagree. Each is written once made.
 */
export async function writeMergedPrefixes(
  files: IndexFiles,
  terms: Record<string, boolean>,
  docCount: number,
  add: Add,
  kept: (prefix: string) => boolean = () => false,
): Promise<string[]> {
  // A manifest of the shards alone, and its own search memo, so matching reads shards only.
  const shardsOnly = { docs: docCount, terms, merged: {} } as unknown as SearchManifest;
  const candidates = new Set(
    Object.keys(terms).flatMap((key) => Array.from({ length: Math.min(key.length, MAX_KEY) }, (_, i) => key.slice(0, i + 1))),
  );
  const merged: string[] = [];
  for (const prefix of [...candidates].sort()) {
    if (shardsFor(prefix, terms).length < 2) continue;
    merged.push(prefix);
    if (kept(prefix)) continue;
    const match = await matchPrefix(files, shardsOnly, prefix);
    const flat: number[] = [];
    match.docs.forEach((doc, i) => flat.push(doc, Math.round(match.tf[i]! * TF_SCALE) * FLAG_VALUES + match.flags[i]!));
    await add(prefixFile(prefix), encodePostingsFile([[prefix, flat]]));
  }
  return merged;
}

/** The flags of a doc itself (Flag of layout/search-index.ts): rogue and weight. */
export const docFlags = (doc: SearchDoc) => (doc.rogue ? Flag.Rogue : 0) | (doc.weight << Flag.WeightShift);

/** The typo dictionary: each name word of TYPO_MIN_WORD letters or more under itself and under
 * each of its deletions as long, sorted (search/typos.ts reads it). A word and its deletions are
 * distinct keys, and each word comes once: lists, not sets, are enough. */
export function typosOf(dictionary: Set<string>): Map<string, string[]> {
  const keys = new Map<string, string[]>();
  for (const word of [...dictionary].sort()) {
    for (const key of [word, ...deletions(word, TYPO_MIN_WORD)]) {
      const list = keys.get(key);
      if (list) list.push(word);
      else keys.set(key, [word]);
    }
  }
  return keys;
}

/** Writes the shards of what is filed under each word (termShards) one at a time; each shard's
 * key and whether it holds only words as long as its key, in key order, as the manifests list them. */
export async function writeShards<T>(filed: ReadonlyMap<string, T>, fileOf: (key: string) => string, add: Add, maxBytes = SHARD_BYTES) {
  const exact: Record<string, boolean> = {};
  for (const [key, shard] of termShards(filed, maxBytes)) {
    exact[key] = shard.exact;
    await add(fileOf(key), shard.words);
  }
  return exact;
}

export type Add = (file: string, body: unknown) => Promise<unknown>;

/** What the next build patches from: the docs' summed length and the size of each word's postings (the state's search_word). */
export function remember(writer: DistWriter, length: number, sizes: ReadonlyMap<string, number>, whole: boolean): void {
  writer.state.putSearchWords(sizes, whole);
  writer.state.setSearchLength(length);
}

/** A searchable doc changed in place (its flags and place unchanged): as it was and as it is. */
export interface DocChange {
  before: SearchDoc;
  after: SearchDoc;
}
