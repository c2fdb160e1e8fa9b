/**
 * The full-text search index (GET /search), written once at the end of the build from the
 * searchable records of every version: postings and names sharded by prefix, game numbers
 * sharded by modulo, and the ranked first pages of the broadest queries, so that the edge loads
 * only the parts a query needs. A result's summary is read from its list's chunk files. The
 * files and encodings are described in layout/search-index.ts.
 */
import { collectionFingerprint } from "../contract/cursor.ts";
import { RESOURCES } from "../contract/resources.ts";
import { words } from "../contract/text.ts";
import type { IndexFiles } from "../layout/dist.ts";
import {
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
  type SearchManifest,
} from "../layout/search-index.ts";
import { encodePostingsFile } from "../layout/postings.ts";
import { shardTerms } from "./search-shards.ts";
import { topLists } from "./search-top.ts";
import { matchPrefix } from "../search/terms.ts";
import type { DistWriter } from "./writer.ts";
import { IndexReuse, namesAndIds, type PreviousIndex } from "./search-reuse.ts";

/** Changing how the index is built must change its fingerprint, so old cursors are refused. */
const FORMAT = 5;
/** A name word counts as this many tooltip words. */
const NAME_WEIGHT = 3;
/** BM25 constants, the usual ones. */
const K1 = 1.2;
const B = 0.75;
const IDS_PER_SHARD = 2000;

/** The text fields of each full record that search reads besides the name. */
const TEXT_FIELDS: Record<string, readonly string[]> = {
  item: ["description", "tooltip"],
  spell: ["description"],
  quest: ["objectives", "description"],
  npc: ["subtitle"],
  faction: ["description"],
};

/** One searchable record, reduced to what the index needs. */
export interface SearchDoc {
  object: string;
  version: string;
  id: number;
  /** place in its list's default order, to find its summary in the list's chunk files */
  position: number;
  name: string;
  text: string;
  rogue: boolean;
}

/** The words of a full record's tooltip fields, as one text. */
export function searchTextOf(object: string, record: Record<string, unknown>): string {
  return (TEXT_FIELDS[object] ?? []).flatMap((field) => record[field] ?? []).join(" ");
}

/** The search docs of one list: its summaries in default order, with the texts of their records. */
export function searchDocsOf(
  object: string,
  version: string,
  summaries: readonly { id: number; name: string; rogue?: unknown }[],
  texts: ReadonlyMap<number, string>,
): SearchDoc[] {
  if (!RESOURCES.some((r) => r.object === object && r.searchable)) return [];
  return summaries.map((s, position) => ({
    object,
    version,
    id: s.id,
    position,
    name: s.name,
    text: texts.get(s.id) ?? "",
    rogue: Boolean(s.rogue),
  }));
}

/** docId order: type (spec order), version, place in the list's default order (by name). */
function ordered(docs: readonly SearchDoc[]): SearchDoc[] {
  const rank = (d: SearchDoc) => SEARCH_TYPES.indexOf(d.object) * SEARCH_VERSIONS.length + SEARCH_VERSIONS.indexOf(d.version);
  return [...docs].sort((a, b) => rank(a) - rank(b) || a.position - b.position);
}

/** Each word's postings (see Postings in search-index.ts). One pass over the docs, keeping no doc's
 * words: each posting holds the word's raw frequency until the average doc length is known. */
function postingsOf(docs: readonly SearchDoc[]): Map<string, number[]> {
  const lengths = new Uint32Array(docs.length);
  const postings = new Map<string, number[]>();
  docs.forEach((doc, docId) => {
    const name = words(doc.name);
    const text = words(doc.text);
    lengths[docId] = NAME_WEIGHT * name.length + text.length;
    const tf = new Map<string, number>();
    for (const w of name) tf.set(w, (tf.get(w) ?? 0) + NAME_WEIGHT);
    for (const w of text) tf.set(w, (tf.get(w) ?? 0) + 1);
    for (const [word, f] of tf) {
      let list = postings.get(word);
      if (!list) postings.set(word, (list = []));
      list.push(docId, f);
    }
  });
  const average = lengths.reduce((s, l) => s + l, 0) / (lengths.length || 1) || 1;
  for (const list of postings.values()) {
    for (let i = 0; i < list.length; i += 2) {
      const docId = list[i]!;
      const f = list[i + 1]!;
      const norm = K1 * (1 - B + (B * lengths[docId]!) / average);
      const tfn = Math.max(1, Math.round(((f * (K1 + 1)) / (f + norm)) * TF_SCALE));
      list[i + 1] = tfn * 2 + (docs[docId]!.rogue ? 1 : 0);
    }
  }
  return postings;
}

/**
 * The merged list of each prefix whose words several shards hold (see layout/search-index.ts), as the edge
 * matches that prefix over those shards (terms.ts): summed tfn, the doc's rogue bit. One way of
 * merging postings, so the merged file and the shards cannot disagree.
 */
async function mergedPrefixes(
  files: IndexFiles,
  terms: Record<string, boolean>,
  docCount: number,
  reuse: IndexReuse,
): Promise<Map<string, number[] | null>> {
  // A manifest of the shards alone, and its own search memo, so matching reads shards only.
  const shardsOnly = { docs: docCount, terms, merged: {} } as unknown as SearchManifest;
  const candidates = new Set(
    Object.keys(terms).flatMap((key) => Array.from({ length: Math.min(key.length, MAX_KEY) }, (_, i) => key.slice(0, i + 1))),
  );
  const merged = new Map<string, number[] | null>();
  for (const prefix of [...candidates].sort()) {
    if (shardsFor(prefix, terms).length < 2) continue;
    // null: the previous build's file, kept (search-reuse.ts).
    if (reuse.keepsMerged(prefix, terms)) {
      merged.set(prefix, null);
      continue;
    }
    const match = await matchPrefix(files, shardsOnly, prefix);
    const flat: number[] = [];
    match.docs.forEach((doc, i) => flat.push(doc, Math.round(match.tf[i]! * TF_SCALE) * 2 + match.rogue[i]!));
    merged.set(prefix, flat);
  }
  return merged;
}

/**
 * Writes the index of `all`. `previous`: the previous build's index, whose files whose inputs did
 * not change are kept rather than computed again (search-reuse.ts). Returns the manifest and
 * the fingerprints the next build compares with.
 */
export async function writeSearchIndex(
  writer: DistWriter,
  all: readonly SearchDoc[],
  previous: PreviousIndex | null = null,
): Promise<SearchManifest & { fingerprints: { names: string; ids: string } }> {
  // Kept as written, for ranking the top files with the edge's code (search-top.ts); the files
  // kept from the previous build are read there.
  const written = new Map<string, unknown>();
  const files: IndexFiles = {
    json: async (file) => written.get(file) ?? (previous ? previous.files.json(file) : null),
    bytes: async (file) => (written.get(file) as Uint8Array | undefined) ?? (previous ? previous.files.bytes(file) : null),
  };
  const add = async (file: string, body: unknown) => {
    written.set(file, body);
    return writer.addInternal(file, body);
  };
  const docs = ordered(all);
  const ranges: SearchManifest["ranges"] = [];
  docs.forEach((d, docId) => {
    const last = ranges.at(-1);
    if (!last || last[0] !== d.object || last[1] !== d.version) ranges.push([d.object, d.version, docId]);
  });

  const same =
    previous !== null && previous.manifest.docs === docs.length && JSON.stringify(previous.manifest.ranges) === JSON.stringify(ranges);
  const reuse = new IndexReuse(previous, same, namesAndIds(docs));

  const postings = postingsOf(docs);
  const shards = shardTerms(postings);
  for (const [key, shard] of shards)
    if (await add(termShardFile(key), encodePostingsFile(Object.entries(shard.words)))) reuse.changedTerms.add(key);
  const terms = Object.fromEntries([...shards].map(([key, shard]) => [key, shard.exact]));
  reuse.termsWritten(terms);
  const merged = await mergedPrefixes(files, terms, docs.length, reuse);
  for (const [prefix, flat] of merged)
    await (flat ? add(prefixFile(prefix), encodePostingsFile([[prefix, flat]])) : writer.keep(prefixFile(prefix)));

  const nameKeys = reuse.namesSame ? previous!.manifest.names : await writeNames(docs, add);
  const idShards = Math.max(1, Math.ceil(docs.length / IDS_PER_SHARD));
  if (reuse.idsSame && previous!.manifest.id_shards === idShards) for (let n = 0; n < idShards; n++) writer.keep(idShardFile(n));
  else await writeIds(docs, idShards, add);
  if (reuse.namesSame) for (const key of Object.keys(nameKeys)) writer.keep(nameShardFile(key));

  const manifest: SearchManifest = {
    collection: collectionFingerprint(docs, `${FORMAT}\n`),
    docs: docs.length,
    id_shards: idShards,
    ranges,
    terms,
    merged: Object.fromEntries([...merged.keys()].map((prefix) => [prefix, true as const])),
    names: nameKeys,
  };
  // Ranked against a copy: the manifest object keys the edge's memo of decoded postings.
  const tops = await topLists(files, { ...manifest }, postings.keys(), (prefix) => reuse.previousTop(prefix, terms));
  for (const [word, [, first]] of tops) await (first ? writer.addInternal(topFile(word), first) : writer.keep(topFile(word)));
  manifest.top = Object.fromEntries([...tops].map(([word, [count]]) => [word, count]));
  await writer.addInternal(SEARCH_MANIFEST, manifest);
  return { ...manifest, fingerprints: reuse.fingerprints };
}

/** The name shards: { name: docIds } by prefix of the name; their keys. */
async function writeNames(
  docs: readonly SearchDoc[],
  add: (file: string, body: unknown) => Promise<boolean>,
): Promise<Record<string, boolean>> {
  const names = new Map<string, number[]>();
  docs.forEach((d, docId) => {
    const name = words(d.name).join(" ");
    if (!name) return;
    const list = names.get(name);
    if (list) list.push(docId);
    else names.set(name, [docId]);
  });
  const nameShards = shardTerms(names);
  for (const [key, shard] of nameShards) await add(nameShardFile(key), shard.words);
  return Object.fromEntries([...nameShards].map(([key, shard]) => [key, shard.exact]));
}

/** The number shards: { game number: (docId * 2 + rogue)[] } by number modulo the shard count. */
async function writeIds(
  docs: readonly SearchDoc[],
  idShards: number,
  add: (file: string, body: unknown) => Promise<boolean>,
): Promise<void> {
  const byShard = Array.from({ length: idShards }, () => ({}) as Record<number, number[]>);
  docs.forEach((d, docId) => (byShard[d.id % idShards]![d.id] ??= []).push(docId * 2 + (d.rogue ? 1 : 0)));
  for (let n = 0; n < idShards; n++) await add(idShardFile(n), byShard[n]);
}
