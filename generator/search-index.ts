/**
 * The full-text search index (GET /search), written once at the end of the build from the
 * search docs of every version (search-docs.ts): postings, names and the typo dictionary sharded
 * by prefix, game numbers sharded by modulo, and the ranked first pages of the broadest queries,
 * so that the edge loads only the parts a query needs. A result's summary is read from its list's
 * chunk files. Each part is a function of the docs; the files and encodings are described in
 * layout/search-index.ts. The docs are read from the build's state at each of a few passes, never
 * held together, so the index's memory does not grow with the data (writeSearchIndex).
 */
import { collectionFingerprint } from "../hashing/cursor.ts";
import { joined, words } from "../contract/text.ts";
import type { IndexFiles } from "../layout/dist.ts";
import {
  Flag,
  FLAG_VALUES,
  idShardFile,
  MAX_KEY,
  nameShardFile,
  prefixFile,
  SEARCH_MANIFEST,
  SEARCH_TYPES,
  SEARCH_VERSIONS,
  shardOf,
  shardsFor,
  TF_SCALE,
  termShardFile,
  topFile,
  TYPO_KEYS,
  typoShardFile,
  type SearchManifest,
} from "../layout/search-index.ts";
import { encodePostingsFile, entriesOf, forEachPosting, type PostingsEntry } from "../layout/postings.ts";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { SHARD_BYTES, shardWords, termShards, wordsOf, type WordShard } from "./search-shards.ts";
import { topLists } from "./search-top.ts";
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
const IDS_PER_SHARD = 2000;
/** Name words shorter than this are not corrected (search/typos.ts: a query word of
 * TYPO_MIN_QUERY letters may lose one). */
const TYPO_MIN_WORD = TYPO_MIN_QUERY - 1;

/** Postings of the term shards made in one pass over the docs, counted as their JSON: the bound
 * of the index's memory, whatever the size of the data; a larger index takes more passes. */
const PASS_BYTES = 48_000_000;

/** The docs of one list in its default order (by name), read again at each pass over the docs. */
export type ListDocs = (object: string, version: string) => Iterable<SearchDoc>;

/** Every doc in docId order: type (spec order), version, place in the list's default order. */
function* allDocs(list: ListDocs): Iterable<SearchDoc> {
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
const averageOf = (length: number, count: number) => Math.round((length / (count || 1)) * 10) / 10 || 1;

/** A doc's length for BM25: its French name's words, weighted, and its text's. The English name
 * is an alias, not more text. */
const lengthOf = (doc: SearchDoc) => NAME_WEIGHT * words(doc.name).length + words(doc.text).length;

/**
 * Each word of a doc with its value in the word's postings (see Postings in layout/search-index.ts):
 * the BM25 term-frequency part, where the word is (flags of the names) and the doc's own flags. A
 * name word counts once however many of the names hold it.
 */
function postingValues(doc: SearchDoc, average: number, visit: (word: string, value: number) => void): void {
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

/** What the index keeps of each doc between passes, by docId: compact, no text. */
interface DocFacts {
  count: number;
  /** game number and the doc's own flags (rogue, weight) */
  ids: Float64Array;
  flags: Uint8Array;
  /** the docs' lengths summed, and their average as BM25 takes it */
  length: number;
  average: number;
  ranges: SearchManifest["ranges"];
}

/** The first pass over the docs: their facts, and the names and name words for the name and typo shards. */
function firstPass(list: ListDocs, names: Map<string, number[]>, dictionary: Set<string>): DocFacts {
  let ids = new Float64Array(1024);
  let flags = new Uint8Array(1024);
  let length = 0;
  let count = 0;
  const ranges: SearchManifest["ranges"] = [];
  const addName = (name: string, entry: number) => {
    const docs = names.get(name);
    if (docs) docs.push(entry);
    else names.set(name, [entry]);
  };
  function* seen(): Iterable<void> {
    for (const doc of allDocs(list)) {
      const docId = count++;
      if (docId === ids.length) {
        ids = grown(ids, Float64Array);
        flags = grown(flags, Uint8Array);
      }
      ids[docId] = doc.id;
      flags[docId] = docFlags(doc);
      length += lengthOf(doc);
      const last = ranges.at(-1);
      if (!last || last[0] !== doc.object || last[1] !== doc.version) ranges.push([doc.object, doc.version, docId]);
      for (const [name, entry] of nameEntries(doc, docId)) addName(name, entry);
      for (const w of [...words(doc.name), ...(doc.english ? words(doc.english) : [])]) if (inDictionary(w)) dictionary.add(w);
      yield;
    }
  }
  for (const _ of seen());
  return { count, ids, flags, length, average: averageOf(length, count), ranges };
}

function grown<T extends Float64Array | Uint8Array>(array: T, make: new (length: number) => T): T {
  const bigger = new make(array.length * 2);
  bigger.set(array);
  return bigger;
}

/** A doc's entries in the name shards: under each name written as one word (French, then
 * English), docId * FLAG_VALUES + the doc's flags and the name's own bit. */
function nameEntries(doc: SearchDoc, docId: number): [name: string, entry: number][] {
  const entries: [string, number][] = [[joined(doc.name), docId * FLAG_VALUES + docFlags(doc) + Flag.FrenchName]];
  if (doc.english) entries.push([joined(doc.english), docId * FLAG_VALUES + docFlags(doc) + Flag.EnglishName]);
  return entries.filter(([name]) => name);
}

/** Whether a name word goes into the typo dictionary. */
const inDictionary = (word: string) => word.length >= TYPO_MIN_WORD && !/\d/.test(word);

/** The size of a word's postings as termShards counts it: the word, 4, then each entry's JSON. */
const wordSize = (word: string) => word.length + 5;
const entrySize = (docId: number, value: number) => String(docId).length + 2 + String(value).length;

/** The size of one word's postings (flat [docId, value, ...]). */
function sizeOf(word: string, flat: readonly number[]): number {
  let size = wordSize(word);
  for (let i = 0; i < flat.length; i += 2) size += entrySize(flat[i]!, flat[i + 1]!);
  return size;
}

/** The size of each word's postings, from one pass over the docs. */
function postingSizes(list: ListDocs, average: number): Map<string, number> {
  const sizes = new Map<string, number>();
  let docId = 0;
  for (const doc of allDocs(list)) {
    const id = docId++;
    postingValues(doc, average, (word, value) => sizes.set(word, (sizes.get(word) ?? wordSize(word)) + entrySize(id, value)));
  }
  return sizes;
}

/**
 * The term shards, in groups of at most PASS_BYTES of postings, each group's postings gathered
 * in one pass over the docs and its shards written before the next group's pass.
 */
async function writeTermShards(list: ListDocs, average: number, shards: Map<string, WordShard>, sizes: Map<string, number>, add: Add) {
  const all = [...shards];
  for (let start = 0; start < all.length;) {
    let end = start;
    let bytes = 0;
    do bytes += all[end]![1].words.reduce((sum, w) => sum + sizes.get(w)!, 0);
    while (++end < all.length && bytes + all[end]![1].words.reduce((sum, w) => sum + sizes.get(w)!, 0) <= PASS_BYTES);
    const postings = new Map<string, number[]>();
    for (let i = start; i < end; i++) for (const w of all[i]![1].words) postings.set(w, []);
    let docId = 0;
    for (const doc of allDocs(list)) {
      const id = docId++;
      postingValues(doc, average, (word, value) => postings.get(word)?.push(id, value));
    }
    for (let i = start; i < end; i++) {
      const [key, shard] = all[i]!;
      await add(termShardFile(key), encodePostingsFile(Object.entries(wordsOf(shard.words, (w) => postings.get(w)!))));
    }
    start = end;
  }
}

/**
 * The merged list of each prefix whose words several shards hold (see layout/search-index.ts), as the edge
 * matches that prefix over those shards (terms.ts): summed tfn, the doc's rogue bit. One way of
 * merging postings, so the merged file and the shards cannot disagree. Each is written once made.
 */
async function writeMergedPrefixes(
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
const docFlags = (doc: SearchDoc) => (doc.rogue ? Flag.Rogue : 0) | (doc.weight << Flag.WeightShift);

/** The typo dictionary: each name word of TYPO_MIN_WORD letters or more under itself and under
 * each of its deletions as long, sorted (search/typos.ts reads it). A word and its deletions are
 * distinct keys, and each word comes once: lists, not sets, are enough. */
function typosOf(dictionary: Set<string>): Map<string, string[]> {
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
async function writeShards<T>(filed: ReadonlyMap<string, T>, fileOf: (key: string) => string, add: Add, maxBytes = SHARD_BYTES) {
  const exact: Record<string, boolean> = {};
  for (const [key, shard] of termShards(filed, maxBytes)) {
    exact[key] = shard.exact;
    await add(fileOf(key), shard.words);
  }
  return exact;
}

/** The id shards, { gameNumber: (docId * 2 + rogue)[] } for the numbers of each shard, written one at a time. */
async function writeIdShards(facts: DocFacts, add: Add): Promise<number> {
  const count = Math.max(1, Math.ceil(facts.count / IDS_PER_SHARD));
  // The docIds of each shard in docId order, by a counting sort on the shard.
  const starts = new Uint32Array(count + 1);
  for (let d = 0; d < facts.count; d++) starts[(facts.ids[d]! % count) + 1]!++;
  for (let n = 0; n < count; n++) starts[n + 1]! += starts[n]!;
  const order = new Uint32Array(facts.count);
  const next = starts.slice(0, count);
  for (let d = 0; d < facts.count; d++) order[next[facts.ids[d]! % count]!++] = d;
  for (let n = 0; n < count; n++) {
    const shard: Record<number, number[]> = {};
    for (let i = starts[n]!; i < starts[n + 1]!; i++) {
      const d = order[i]!;
      (shard[facts.ids[d]!] ??= []).push(d * 2 + (facts.flags[d]! & Flag.Rogue));
    }
    await add(idShardFile(n), shard);
  }
  return count;
}

type Add = (file: string, body: unknown) => Promise<unknown>;

/**
 * Writes the index from the docs of every list (read several times, never held together), in
 * memory bounded by PASS_BYTES and what is kept by doc (a few numbers) and by name.
 */
export async function writeSearchIndex(
  writer: DistWriter,
  list: ListDocs,
  collection: string,
  changes: DocChange[] | null = null,
): Promise<SearchManifest> {
  const add: Add = (file, body) => writer.addInternal(file, body);
  if (changes) {
    const patched = await patchSearchIndex(writer, list, collection, changes, add);
    if (patched) return patched;
  }
  const names = new Map<string, number[]>();
  const dictionary = new Set<string>();
  const facts = firstPass(list, names, dictionary);

  const sizes = postingSizes(list, facts.average);
  remember(writer, facts.length, sizes, true);
  const shards = shardWords(sizes);
  await writeTermShards(list, facts.average, shards, sizes, add);
  const terms = Object.fromEntries([...shards].map(([key, shard]) => [key, shard.exact]));
  // The files written so far, read back from the build as the edge reads them.
  const merged = await writeMergedPrefixes(await writer.readBack(), terms, facts.count, add);
  const nameKeys = await writeShards(names, nameShardFile, add);
  names.clear();
  // Smaller than term shards: a corrected word reads several, each parsed whole.
  await add(TYPO_KEYS, await writeShards(typosOf(dictionary), typoShardFile, add, SHARD_BYTES / 4));
  const idShards = await writeIdShards(facts, add);

  const manifest: SearchManifest = {
    collection,
    docs: facts.count,
    id_shards: idShards,
    ranges: facts.ranges,
    terms,
    merged: Object.fromEntries(merged.map((prefix) => [prefix, true as const])),
    names: nameKeys,
  };
  // Ranked against a copy: the manifest object keys the edge's memo of decoded postings.
  const tops = await topLists(await writer.readBack(), { ...manifest }, sizes.keys());
  for (const [word, [, first]] of tops) await writer.addInternal(topFile(word), first);
  manifest.top = Object.fromEntries([...tops].map(([word, [count]]) => [word, count]));
  await writer.addInternal(SEARCH_MANIFEST, manifest);
  return manifest;
}

/** What the next build patches from: the docs' summed length and the size of each word's postings (the state's search_word). */
function remember(writer: DistWriter, length: number, sizes: ReadonlyMap<string, number>, whole: boolean): void {
  const db = writer.state.db;
  if (whole) db.exec("DELETE FROM search_word");
  const put = db.prepare("INSERT OR REPLACE INTO search_word (word, size) VALUES (?, ?)");
  const drop = db.prepare("DELETE FROM search_word WHERE word = ?");
  for (const [word, size] of sizes) {
    if (size) put.run(word, size);
    else drop.run(word);
  }
  writer.state.setInfo({ "search:length": String(length) });
}

/** A searchable doc changed in place (its flags and place unchanged): as it was and as it is. */
export interface DocChange {
  before: SearchDoc;
  after: SearchDoc;
}

/**
 * The index of an incremental build whose changed docs keep their flags and places and leave
 * the rounded average length as it was: the postings of every other word are the previous
 * build's, so only the term shards, merged lists and top files of the changed docs' words are
 * made again, from the previous build's postings with those docs' entries replaced; the name
 * shards are made again from the previous ones when a doc was renamed, the typo shards when a
 * name word appeared or went, the id shards are kept. Null when the change is not of that kind:
 * the index is made whole.
 */
async function patchSearchIndex(
  writer: DistWriter,
  list: ListDocs,
  collection: string,
  changes: DocChange[],
  add: Add,
): Promise<SearchManifest | null> {
  const db = writer.state.db;
  const dir = writer.previousDir;
  const read = (file: string) => (dir ? readFileOr(join(dir, file)) : null);
  const manifestBytes = read(SEARCH_MANIFEST);
  const typoBytes = read(TYPO_KEYS);
  const total = writer.state.info()["search:length"];
  if (!manifestBytes || !typoBytes || total === undefined) return null;
  const previous = JSON.parse(manifestBytes.toString("utf8")) as SearchManifest;
  if (!changes.every((c) => docFlags(c.before) === docFlags(c.after))) return null;
  const length = changes.reduce((sum, c) => sum + lengthOf(c.after) - lengthOf(c.before), Number(total));
  const average = averageOf(length, previous.docs);
  if (average !== averageOf(Number(total), previous.docs)) return null;

  const docIdOf = (doc: SearchDoc) =>
    previous.ranges.find(([type, version]) => type === doc.object && version === doc.version)![2] + doc.position;
  const postingsOf = previousPostings(read, previous.terms);
  const patched = patchedPostings(changes, average, docIdOf, postingsOf);
  const touched = new Set(patched.keys());
  const sizes = new Map(db.prepare("SELECT word, size FROM search_word").raw().all() as [string, number][]);
  const before = shardWords(sizes);
  for (const [word, flat] of patched) sizes.set(word, flat.length ? sizeOf(word, flat) : 0);
  const changedSizes = new Map([...patched.keys()].map((word) => [word, sizes.get(word)!]));
  for (const [word, size] of changedSizes) if (!size) sizes.delete(word);
  const shards = shardWords(sizes);

  const rewritten = new Set<string>();
  for (const [key, shard] of shards) {
    const old = before.get(key);
    if (old && old.exact === shard.exact && old.words.join("\n") === shard.words.join("\n") && !shard.words.some((w) => touched.has(w))) {
      writer.keep(termShardFile(key));
      continue;
    }
    rewritten.add(key);
    await add(termShardFile(key), encodePostingsFile(shard.words.map((w) => [w, patched.get(w) ?? postingsOf(w)])));
  }
  const terms = Object.fromEntries([...shards].map(([key, shard]) => [key, shard.exact]));
  // The same shard keys give the same merged prefixes: those over no rewritten shard are kept.
  const sameKeys = JSON.stringify(terms) === JSON.stringify(previous.terms);
  const keptPrefix = (prefix: string) => {
    const kept = sameKeys && !shardsFor(prefix, terms).some((key) => rewritten.has(key));
    if (kept) writer.keep(prefixFile(prefix));
    return kept;
  };
  const merged = await writeMergedPrefixes(await writer.readBack(), terms, previous.docs, add, keptPrefix);

  const renamed = changes.filter((c) => c.before.name !== c.after.name || c.before.english !== c.after.english);
  const names = renamed.length ? await patchNames(read, previous.names, renamed, docIdOf, add) : previous.names;
  if (!renamed.length) for (const key of Object.keys(previous.names)) writer.keep(nameShardFile(key));
  // A word is in the typo dictionary when it is a name word of some doc: its postings say so.
  const inNames = (flat: readonly number[]) =>
    flat.some((value, i) => i % 2 === 1 && ((value % FLAG_VALUES) & (Flag.FrenchName | Flag.EnglishName)) !== 0);
  const entered = [...touched].filter((w) => inDictionary(w) && inNames(postingsOf(w)) !== inNames(patched.get(w)!));
  const typoKeys = JSON.parse(typoBytes.toString("utf8")) as Record<string, boolean>;
  if (entered.length) await patchTypos(read, typoKeys, new Map(entered.map((w) => [w, inNames(patched.get(w)!)])), add);
  else {
    for (const key of Object.keys(typoKeys)) writer.keep(typoShardFile(key));
    writer.keep(TYPO_KEYS);
  }
  for (let n = 0; n < previous.id_shards; n++) writer.keep(idShardFile(n));

  const manifest: SearchManifest = {
    collection,
    docs: previous.docs,
    id_shards: previous.id_shards,
    ranges: previous.ranges,
    terms,
    merged: Object.fromEntries(merged.map((prefix) => [prefix, true as const])),
    names,
  };
  manifest.top = await patchTops(writer, manifest, previous.top ?? {}, touched);
  await writer.addInternal(SEARCH_MANIFEST, manifest);
  remember(writer, length, changedSizes, false);
  return manifest;
}

/** Every word of the changed docs, before or after, with its postings now: the previous build's, those docs' entries replaced. */
function patchedPostings(
  changes: DocChange[],
  average: number,
  docIdOf: (doc: SearchDoc) => number,
  postingsOf: (word: string) => number[],
): Map<string, number[]> {
  const changedIds = new Set(changes.map((c) => docIdOf(c.after)));
  const fresh = new Map<string, [number, number][]>();
  for (const { before, after } of changes) {
    postingValues(before, average, (word) => fresh.set(word, fresh.get(word) ?? []));
    postingValues(after, average, (word, value) => fresh.set(word, [...(fresh.get(word) ?? []), [docIdOf(after), value]]));
  }
  const patched = new Map<string, number[]>();
  for (const [word, entries] of fresh) {
    const kept: [number, number][] = [];
    const old = postingsOf(word);
    for (let i = 0; i < old.length; i += 2) if (!changedIds.has(old[i]!)) kept.push([old[i]!, old[i + 1]!]);
    patched.set(word, [...kept, ...entries].sort((a, b) => a[0] - b[0]).flat());
  }
  return patched;
}

/** The top files: only a prefix of a changed word ranks otherwise than before, so those are ranked again and the others kept. */
async function patchTops(
  writer: DistWriter,
  manifest: SearchManifest,
  previous: Record<string, number>,
  touched: ReadonlySet<string>,
): Promise<Record<string, number>> {
  const ranked = await topLists(await writer.readBack(), { ...manifest }, touched);
  const tops = new Map<string, [number, number[] | null]>();
  for (const [word, count] of Object.entries(previous)) if (![...touched].some((w) => w.startsWith(word))) tops.set(word, [count, null]);
  for (const [word, top] of ranked) tops.set(word, top);
  // In the order topLists finds them: by length, then in sort order.
  const order = [...tops.keys()].sort((a, b) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0));
  for (const word of order) {
    const first = tops.get(word)![1];
    if (first) await writer.addInternal(topFile(word), first);
    else writer.keep(topFile(word));
  }
  return Object.fromEntries(order.map((word) => [word, tops.get(word)![0]]));
}

/** The name shards made again with the renamed docs' entries moved, from the previous build's (read whole); the new shard keys. */
async function patchNames(
  read: (file: string) => Buffer | null,
  keys: Record<string, boolean>,
  renamed: DocChange[],
  docIdOf: (doc: SearchDoc) => number,
  add: Add,
): Promise<Record<string, boolean>> {
  const names = new Map<string, number[]>();
  for (const key of Object.keys(keys)) {
    const shard = JSON.parse(read(nameShardFile(key))!.toString("utf8")) as Record<string, number[]>;
    for (const [name, entries] of Object.entries(shard)) names.set(name, entries);
  }
  for (const { before, after } of renamed) {
    const docId = docIdOf(after);
    for (const [name, entry] of nameEntries(before, docId)) {
      const rest = (names.get(name) ?? []).filter((e) => e !== entry);
      if (rest.length) names.set(name, rest);
      else names.delete(name);
    }
    for (const [name, entry] of nameEntries(after, docId))
      names.set(
        name,
        [...(names.get(name) ?? []), entry].sort((a, b) => a - b),
      );
  }
  return writeShards(names, nameShardFile, add);
}

/** The typo shards made again from the previous build's dictionary (every word its shards file), `entered` words added (true) or removed. */
async function patchTypos(read: (file: string) => Buffer | null, keys: Record<string, boolean>, entered: Map<string, boolean>, add: Add) {
  const dictionary = new Set<string>();
  for (const key of Object.keys(keys)) {
    const shard = JSON.parse(read(typoShardFile(key))!.toString("utf8")) as Record<string, string[]>;
    for (const list of Object.values(shard)) for (const word of list) dictionary.add(word);
  }
  for (const [word, present] of entered) {
    if (present) dictionary.add(word);
    else dictionary.delete(word);
  }
  await add(TYPO_KEYS, await writeShards(typosOf(dictionary), typoShardFile, add, SHARD_BYTES / 4));
}

/** A word's postings in the previous build (flat [docId, value, ...]), read from its term shard; none for a new word. */
function previousPostings(read: (file: string) => Buffer | null, terms: Record<string, boolean>): (word: string) => number[] {
  const files = new Map<string, { bytes: Uint8Array; entries: Map<string, PostingsEntry> } | null>();
  return (word) => {
    const key = shardOf(word, terms);
    if (key === null) return [];
    if (!files.has(key)) {
      const bytes = read(termShardFile(key));
      files.set(key, bytes && { bytes, entries: new Map(entriesOf(bytes).map((e) => [e.word, e])) });
    }
    const file = files.get(key);
    const entry = file?.entries.get(word);
    if (!file || !entry) return [];
    const flat: number[] = [];
    forEachPosting(file.bytes, entry, (doc, value) => flat.push(doc, value));
    return flat;
  };
}

function readFileOr(path: string): Buffer | null {
  try {
    return readFileSync(path);
  } catch {
    return null;
  }
}
