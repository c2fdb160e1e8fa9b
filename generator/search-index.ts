/**
 * The full-text search index (GET /search), written once at the end of the build from the
 * search docs of every version (search-docs.ts): postings, names and the typo dictionary sharded
 * by prefix, game numbers sharded by modulo, and the ranked first pages of the broadest queries,
 * so that the edge loads only the parts a query needs. A result's summary is read from its list's
 * chunk files. Each part is a function of the docs; the files and encodings are described in
 * layout/search-index.ts. The docs are read from the build's state at each of a few passes, never
 * held together, so the index's memory does not grow with the data (writeSearchIndex). An
 * incremental build may patch the previous build's index instead (search-patch.ts); what both
 * must agree on has one home (search-rules.ts).
 */
import { VERSIONS } from "../contract/enums.ts";
import { words } from "../contract/text.ts";
import {
  Flag,
  idShardFile,
  nameShardFile,
  RECORDS_BLOCK,
  recordEntry,
  recordsFile,
  recordsFiles,
  SEARCH_MANIFEST,
  termShardFile,
  topFile,
  TYPO_KEYS,
  typoShardFile,
  type SearchManifest,
} from "../layout/search-index.ts";
import { encodePostingsFile } from "../layout/postings.ts";
import { SHARD_BYTES, shardWords, wordsOf, type WordShard } from "./search-shards.ts";
import { topLists } from "./search-top.ts";
import type { DistWriter } from "./writer.ts";
import {
  allDocs,
  averageOf,
  docFlags,
  entrySize,
  inDictionary,
  lengthOf,
  nameEntries,
  postingValues,
  remember,
  typosOf,
  wordSize,
  writeMergedPrefixes,
  writeShards,
  type Add,
  type ListDocs,
} from "./search-rules.ts";

const IDS_PER_SHARD = 2000;

/** Postings of the term shards made in one pass over the docs, counted as their JSON: the bound
 * of the index's memory, whatever the size of the data; a larger index takes more passes. */
const PASS_BYTES = 48_000_000;

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

/** The records files: each doc's game number and the versions where its type has a doc of that
 * number, so that the edge collapses a search's versions of one record without reading a summary. */
async function writeRecordFiles(facts: DocFacts, add: Add): Promise<void> {
  const versionsOf = new Map<string, number>();
  const keyOf = (d: number, type: string) => `${type}:${facts.ids[d]!}`;
  const each = (visit: (d: number, type: string, version: string) => void) =>
    facts.ranges.forEach(([type, version, first], i) => {
      const end = facts.ranges[i + 1]?.[2] ?? facts.count;
      for (let d = first; d < end; d++) visit(d, type, version);
    });
  each((d, type, version) => {
    const key = keyOf(d, type);
    versionsOf.set(key, (versionsOf.get(key) ?? 0) | (1 << VERSIONS.indexOf(version as (typeof VERSIONS)[number])));
  });
  const entries = new Int32Array(facts.count);
  each((d, type) => (entries[d] = recordEntry(facts.ids[d]!, versionsOf.get(keyOf(d, type))!)));
  for (let n = 0; n < recordsFiles(facts.count); n++) {
    const block = entries.subarray(n * RECORDS_BLOCK, (n + 1) * RECORDS_BLOCK);
    const bytes = new Uint8Array(block.length * 4);
    const view = new DataView(bytes.buffer);
    block.forEach((entry, i) => view.setInt32(i * 4, entry, true));
    await add(recordsFile(n), bytes);
  }
}

/**
 * Writes the index from the docs of every list (read several times, never held together), in
 * memory bounded by PASS_BYTES and what is kept by doc (a few numbers) and by name.
 */
export async function writeSearchIndex(writer: DistWriter, list: ListDocs, collection: string): Promise<SearchManifest> {
  const add: Add = (file, body) => writer.addInternal(file, body);
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
  await writeRecordFiles(facts, add);

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
  manifest.top_records = Object.fromEntries([...tops].map(([word, [, , records]]) => [word, records]));
  await writer.addInternal(SEARCH_MANIFEST, manifest);
  return manifest;
}
