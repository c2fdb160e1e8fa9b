/**
 * The full-text search index (GET /search), written once at the end of the build from the
 * search docs of every version (search-docs.ts): postings, names and the typo dictionary sharded
 * by prefix, game numbers sharded by modulo, and the ranked first pages of the broadest queries,
 * so that the edge loads only the parts a query needs. A result's summary is read from its list's
 * chunk files. Each part is a function of the docs; the files and encodings are described in
 * layout/search-index.ts.
 */
import { collectionFingerprint } from "../contract/cursor.ts";
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
  shardsFor,
  TF_SCALE,
  termShardFile,
  topFile,
  TYPO_KEYS,
  typoShardFile,
  type SearchManifest,
} from "../layout/search-index.ts";
import { encodePostingsFile } from "../layout/postings.ts";
import { SHARD_BYTES, shardTerms } from "./search-shards.ts";
import { topLists } from "./search-top.ts";
import { matchPrefix } from "../search/terms.ts";
import { deletions, TYPO_MIN_QUERY } from "../search/typos.ts";
import type { SearchDoc } from "./search-docs.ts";
import type { DistWriter } from "./writer.ts";

/** Changing how the index is built must change its fingerprint, so old cursors are refused. */
const FORMAT = 6;
/** A name word counts as this many tooltip words. */
const NAME_WEIGHT = 3;
/** BM25 constants, the usual ones. */
const K1 = 1.2;
const B = 0.75;
const IDS_PER_SHARD = 2000;
/** Name words shorter than this are not corrected (search/typos.ts: a query word of
 * TYPO_MIN_QUERY letters may lose one). */
const TYPO_MIN_WORD = TYPO_MIN_QUERY - 1;

/** docId order: type (spec order), version, place in the list's default order (by name). */
function ordered(docs: readonly SearchDoc[]): SearchDoc[] {
  const rank = (d: SearchDoc) => SEARCH_TYPES.indexOf(d.object) * SEARCH_VERSIONS.length + SEARCH_VERSIONS.indexOf(d.version);
  return [...docs].sort((a, b) => rank(a) - rank(b) || a.position - b.position);
}

/** The docId ranges of each type and version (docs in docId order). */
function rangesOf(docs: readonly SearchDoc[]): SearchManifest["ranges"] {
  const ranges: SearchManifest["ranges"] = [];
  docs.forEach((d, docId) => {
    const last = ranges.at(-1);
    if (!last || last[0] !== d.object || last[1] !== d.version) ranges.push([d.object, d.version, docId]);
  });
  return ranges;
}

/** How many times each word is in a list of words. */
function counts(list: readonly string[]): Map<string, number> {
  const found = new Map<string, number>();
  for (const w of list) found.set(w, (found.get(w) ?? 0) + 1);
  return found;
}

/** Each word's postings (see Postings in layout/search-index.ts). One pass over the docs, keeping
 * no doc's words: each posting holds the word's raw frequency and where it was (flags of the
 * names) until the average doc length is known. A name word counts once however many of the
 * names hold it; the English name is an alias, not more text, so the doc's length is its
 * French name's and its text's. */
function postingsOf(docs: readonly SearchDoc[]): Map<string, number[]> {
  const lengths = new Uint32Array(docs.length);
  const postings = new Map<string, number[]>();
  docs.forEach((doc, docId) => {
    const [nameWords, textWords] = [words(doc.name), words(doc.text)];
    const french = counts(nameWords);
    const english = counts(doc.english ? words(doc.english) : []);
    const text = counts(textWords);
    lengths[docId] = NAME_WEIGHT * nameWords.length + textWords.length;
    for (const word of new Set([...french.keys(), ...english.keys(), ...text.keys()])) {
      const inName = Math.max(french.get(word) ?? 0, english.get(word) ?? 0);
      const f = NAME_WEIGHT * inName + (text.get(word) ?? 0);
      const where = (french.has(word) ? Flag.FrenchName : 0) | (english.has(word) ? Flag.EnglishName : 0);
      let list = postings.get(word);
      if (!list) postings.set(word, (list = []));
      list.push(docId, f * FLAG_VALUES + where);
    }
  });
  const average = lengths.reduce((s, l) => s + l, 0) / (lengths.length || 1) || 1;
  for (const list of postings.values()) {
    for (let i = 0; i < list.length; i += 2) {
      const docId = list[i]!;
      const f = Math.floor(list[i + 1]! / FLAG_VALUES);
      const norm = K1 * (1 - B + (B * lengths[docId]!) / average);
      const tfn = Math.max(1, Math.round(((f * (K1 + 1)) / (f + norm)) * TF_SCALE));
      const flags = (list[i + 1]! % FLAG_VALUES) | docFlags(docs[docId]!);
      list[i + 1] = tfn * FLAG_VALUES + flags;
    }
  }
  return postings;
}

/**
 * The merged list of each prefix whose words several shards hold (see layout/search-index.ts), as the edge
 * matches that prefix over those shards (terms.ts): summed tfn, the doc's rogue bit. One way of
 * merging postings, so the merged file and the shards cannot disagree.
 */
async function mergedPrefixes(files: IndexFiles, terms: Record<string, boolean>, docCount: number): Promise<Map<string, number[]>> {
  // A manifest of the shards alone, and its own search memo, so matching reads shards only.
  const shardsOnly = { docs: docCount, terms, merged: {} } as unknown as SearchManifest;
  const candidates = new Set(
    Object.keys(terms).flatMap((key) => Array.from({ length: Math.min(key.length, MAX_KEY) }, (_, i) => key.slice(0, i + 1))),
  );
  const merged = new Map<string, number[]>();
  for (const prefix of [...candidates].sort()) {
    if (shardsFor(prefix, terms).length < 2) continue;
    const match = await matchPrefix(files, shardsOnly, prefix);
    const flat: number[] = [];
    match.docs.forEach((doc, i) => flat.push(doc, Math.round(match.tf[i]! * TF_SCALE) * FLAG_VALUES + match.flags[i]!));
    merged.set(prefix, flat);
  }
  return merged;
}

/** The flags of a doc itself (Flag of layout/search-index.ts): rogue and weight. */
const docFlags = (doc: SearchDoc) => (doc.rogue ? Flag.Rogue : 0) | (doc.weight << Flag.WeightShift);

/** Every French and English name, written as one word, with its docs: docId * FLAG_VALUES + the
 * doc's flags and the name's own bit. */
function namesOf(docs: readonly SearchDoc[]): Map<string, number[]> {
  const names = new Map<string, number[]>();
  const add = (name: string, entry: number) => {
    if (!name) return;
    const list = names.get(name);
    if (list) list.push(entry);
    else names.set(name, [entry]);
  };
  docs.forEach((d, docId) => {
    add(joined(d.name), docId * FLAG_VALUES + docFlags(d) + Flag.FrenchName);
    if (d.english) add(joined(d.english), docId * FLAG_VALUES + docFlags(d) + Flag.EnglishName);
  });
  return names;
}

/** The typo dictionary: each name word of TYPO_MIN_WORD letters or more under itself and under
 * each of its deletions as long, sorted (search/typos.ts reads it). */
function typosOf(docs: readonly SearchDoc[]): Map<string, string[]> {
  const dictionary = new Set<string>();
  for (const d of docs) {
    for (const w of [...words(d.name), ...(d.english ? words(d.english) : [])]) {
      if (w.length >= TYPO_MIN_WORD && !/\d/.test(w)) dictionary.add(w);
    }
  }
  const keys = new Map<string, Set<string>>();
  for (const word of [...dictionary].sort()) {
    for (const key of [word, ...deletions(word, TYPO_MIN_WORD)]) {
      let list = keys.get(key);
      if (!list) keys.set(key, (list = new Set()));
      list.add(word);
    }
  }
  return new Map([...keys].map(([key, list]) => [key, [...list]]));
}

/** The docs of each game number, by shard: docId * 2 + rogue. */
function idShardsOf(docs: readonly SearchDoc[]): Record<number, number[]>[] {
  const count = Math.max(1, Math.ceil(docs.length / IDS_PER_SHARD));
  const byShard = Array.from({ length: count }, () => ({}) as Record<number, number[]>);
  docs.forEach((d, docId) => (byShard[d.id % count]![d.id] ??= []).push(docId * 2 + (d.rogue ? 1 : 0)));
  return byShard;
}

export async function writeSearchIndex(writer: DistWriter, all: readonly SearchDoc[]): Promise<SearchManifest> {
  // Kept as written, for ranking the top files with the edge's code (search-top.ts).
  const written = new Map<string, unknown>();
  const files: IndexFiles = {
    json: async (file) => written.get(file) ?? null,
    bytes: async (file) => (written.get(file) as Uint8Array | undefined) ?? null,
  };
  const add = async (file: string, body: unknown) => {
    written.set(file, body);
    await writer.addInternal(file, body);
  };
  const docs = ordered(all);

  const postings = postingsOf(docs);
  const shards = shardTerms(postings);
  for (const [key, shard] of shards) await add(termShardFile(key), encodePostingsFile(Object.entries(shard.words)));
  const terms = Object.fromEntries([...shards].map(([key, shard]) => [key, shard.exact]));
  const merged = await mergedPrefixes(files, terms, docs.length);
  for (const [prefix, flat] of merged) await add(prefixFile(prefix), encodePostingsFile([[prefix, flat]]));

  const nameShards = shardTerms(namesOf(docs));
  for (const [key, shard] of nameShards) await add(nameShardFile(key), shard.words);
  // Smaller than term shards: a corrected word reads several, each parsed whole.
  const typoShards = shardTerms(typosOf(docs), SHARD_BYTES / 4);
  for (const [key, shard] of typoShards) await add(typoShardFile(key), shard.words);
  await add(TYPO_KEYS, Object.fromEntries([...typoShards].map(([key, shard]) => [key, shard.exact])));
  const idShards = idShardsOf(docs);
  for (let n = 0; n < idShards.length; n++) await add(idShardFile(n), idShards[n]);

  const manifest: SearchManifest = {
    collection: collectionFingerprint(docs, `${FORMAT}\n`),
    docs: docs.length,
    id_shards: idShards.length,
    ranges: rangesOf(docs),
    terms,
    merged: Object.fromEntries([...merged.keys()].map((prefix) => [prefix, true as const])),
    names: Object.fromEntries([...nameShards].map(([key, shard]) => [key, shard.exact])),
  };
  // Ranked against a copy: the manifest object keys the edge's memo of decoded postings.
  const tops = await topLists(files, { ...manifest }, postings.keys());
  for (const [word, [, first]] of tops) await writer.addInternal(topFile(word), first);
  manifest.top = Object.fromEntries([...tops].map(([word, [count]]) => [word, count]));
  await writer.addInternal(SEARCH_MANIFEST, manifest);
  return manifest;
}
