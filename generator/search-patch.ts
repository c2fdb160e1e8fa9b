/**
 * The search index of an incremental build patched from the previous build's rather than made
 * whole (search-index.ts), when the docs changed keep their places: only the files of the words,
 * names and typo keys those docs changed are made again, by the rules the full index follows
 * (search-rules.ts).
 */
import {
  Flag,
  FLAG_VALUES,
  idShardFile,
  nameShardFile,
  recordsFile,
  recordsFiles,
  prefixFile,
  SEARCH_MANIFEST,
  shardOf,
  shardsFor,
  termShardFile,
  topFile,
  TYPO_KEYS,
  typoShardFile,
  type SearchManifest,
} from "../layout/search-index.ts";
import { encodePostingsFile, entriesOf, forEachPosting, type PostingsEntry } from "../layout/postings.ts";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { SHARD_BYTES, shardWords } from "./search-shards.ts";
import { topLists } from "./search-top.ts";
import type { SearchDoc } from "./search-docs.ts";
import type { DistWriter } from "./writer.ts";
import {
  averageOf,
  docFlags,
  inDictionary,
  lengthOf,
  nameEntries,
  postingValues,
  remember,
  sizeOf,
  typosOf,
  writeMergedPrefixes,
  writeShards,
  type Add,
  type DocChange,
} from "./search-rules.ts";

/**
 * The index of an incremental build whose changed docs keep their flags and places and leave
 * the rounded average length as it was: the postings of every other word are the previous
 * build's, so only the term shards, merged lists and top files of the changed docs' words are
 * made again, from the previous build's postings with those docs' entries replaced; the name
 * shards are made again from the previous ones when a doc was renamed, the typo shards when a
 * name word appeared or went, the id shards are kept. Null when the change is not of that kind:
 * the index is made whole.
 */
export async function patchSearchIndex(writer: DistWriter, collection: string, changes: DocChange[]): Promise<SearchManifest | null> {
  const add: Add = (file, body) => writer.addInternal(file, body);
  const dir = writer.previousDir;
  const read = (file: string) => (dir ? readFileOr(join(dir, file)) : null);
  const manifestBytes = read(SEARCH_MANIFEST);
  const typoBytes = read(TYPO_KEYS);
  const total = writer.state.searchLength();
  if (!manifestBytes || !typoBytes || total === null) return null;
  const previous = JSON.parse(manifestBytes.toString("utf8")) as SearchManifest;
  if (!changes.every((c) => docFlags(c.before) === docFlags(c.after))) return null;
  const length = changes.reduce((sum, c) => sum + lengthOf(c.after) - lengthOf(c.before), total);
  const average = averageOf(length, previous.docs);
  if (average !== averageOf(total, previous.docs)) return null;

  const docIdOf = (doc: SearchDoc) =>
    previous.ranges.find(([type, version]) => type === doc.object && version === doc.version)![2] + doc.position;
  const postingsOf = previousPostings(read, previous.terms);
  const patched = patchedPostings(changes, average, docIdOf, postingsOf);
  const touched = new Set(patched.keys());
  const sizes = writer.state.searchWords();
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
  // The docs keep their places, numbers and versions: so do the records files.
  for (let n = 0; n < recordsFiles(previous.docs); n++) writer.keep(recordsFile(n));

  const manifest: SearchManifest = {
    collection,
    docs: previous.docs,
    id_shards: previous.id_shards,
    ranges: previous.ranges,
    terms,
    merged: Object.fromEntries(merged.map((prefix) => [prefix, true as const])),
    names,
  };
  const tops = await patchTops(writer, manifest, previous, touched);
  manifest.top = Object.fromEntries(Object.entries(tops).map(([word, [count]]) => [word, count]));
  manifest.top_records = Object.fromEntries(Object.entries(tops).map(([word, [, records]]) => [word, records]));
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
  previous: SearchManifest,
  touched: ReadonlySet<string>,
): Promise<Record<string, [count: number, records: number]>> {
  const ranked = await topLists(await writer.readBack(), { ...manifest }, touched);
  const tops = new Map<string, [number, number[] | null, number]>();
  for (const [word, count] of Object.entries(previous.top ?? {}))
    if (![...touched].some((w) => w.startsWith(word))) tops.set(word, [count, null, previous.top_records?.[word] ?? 0]);
  for (const [word, top] of ranked) tops.set(word, top);
  // In the order topLists finds them: by length, then in sort order.
  const order = [...tops.keys()].sort((a, b) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0));
  for (const word of order) {
    const first = tops.get(word)![1];
    if (first) await writer.addInternal(topFile(word), first);
    else writer.keep(topFile(word));
  }
  return Object.fromEntries(order.map((word) => [word, [tops.get(word)![0], tops.get(word)![2]]]));
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
