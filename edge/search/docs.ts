/**
 * From docIds to what search answers with: the type and version of a doc (a docId range of the
 * manifest, no file read), its doc row (list position and rogue flag)
 * and its summary, which is the element of its list, read from the list's chunk files.
 */
import { chunkFile, INDEX_CHUNK } from "../api/layout.ts";
import { resourceOf } from "../api/resources.ts";
import type { ReadJson } from "../lists/engine.ts";
import { docShardFile, type DocRow, type SearchManifest } from "./layout.ts";

/** The manifest range holding a doc: [type, version, first docId]. */
function rangeOf(manifest: SearchManifest, doc: number): SearchManifest["ranges"][number] {
  const ranges = manifest.ranges;
  let lo = 0, hi = ranges.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (ranges[mid]![2] <= doc) lo = mid;
    else hi = mid - 1;
  }
  return ranges[lo]!;
}

/** A test of the `version` and `type` filters (comma lists, absent = all) on docIds. */
export function rangeFilter(manifest: SearchManifest, versions?: string, types?: string): (doc: number) => boolean {
  if (!versions && !types) return () => true;
  const bounds = manifest.ranges.map((r, i) => [r, manifest.ranges[i + 1]?.[2] ?? manifest.docs] as const);
  const kept = bounds
    .filter(([[type, version]]) => (!versions || versions.split(",").includes(version)) && (!types || types.split(",").includes(type)))
    .map(([[, , first], end]) => [first, end] as const);
  return (doc) => kept.some(([first, end]) => doc >= first && doc < end);
}

/** The doc rows of some docs, reading each doc shard once. */
export async function docRows(read: ReadJson, manifest: SearchManifest, docs: Iterable<number>): Promise<Map<number, DocRow>> {
  const wanted = [...docs];
  const shards = new Map<number, DocRow[]>();
  await Promise.all([...new Set(wanted.map((d) => Math.floor(d / manifest.doc_chunk)))].map(async (n) => {
    const rows = (await read(docShardFile(n))) as DocRow[] | null;
    if (!rows) throw new Error(`search index: ${docShardFile(n)} is missing`);
    shards.set(n, rows);
  }));
  return new Map(wanted.map((d) => [d, shards.get(Math.floor(d / manifest.doc_chunk))![d % manifest.doc_chunk]!]));
}

/** The summaries of docs, in the order given: each one the element of its list. */
export async function summariesOf(read: ReadJson, manifest: SearchManifest, docs: readonly number[]): Promise<unknown[]> {
  const rows = await docRows(read, manifest, docs);
  const places = docs.map((doc) => {
    const [type, version] = rangeOf(manifest, doc);
    const position = rows.get(doc)![0];
    return { file: chunkFile(`/${version}/${resourceOf(type).segment}`, Math.floor(position / INDEX_CHUNK)), at: position % INDEX_CHUNK };
  });
  const chunks = new Map<string, unknown[]>();
  await Promise.all([...new Set(places.map((p) => p.file))].map(async (file) => {
    const chunk = (await read(file)) as unknown[] | null;
    if (!chunk) throw new Error(`search index: ${file} is missing`);
    chunks.set(file, chunk);
  }));
  return places.map((p) => chunks.get(p.file)![p.at]);
}
