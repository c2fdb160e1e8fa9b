/**
 * From docIds to what search answers with. DocIds are ordered by type, version, then the
 * list's default order (layout/dist.ts), so a doc's type and version are a range of the manifest and
 * its place in its list is its distance from the range's start: no file is read to know them.
 * Its summary is then the element of its list, read from the list's chunk files, with the name
 * the query found it by (`matched_name`): its tier tells which, and an English name is read from
 * the index's English names, only for the results found by one.
 */
import { chunkFile, INDEX_CHUNK, type IndexFiles } from "../layout/dist.ts";
import { resourceOf } from "../contract/resources.ts";
import { elementsAt } from "../lists/engine.ts";
import { partitionPoint } from "../lib/bisect.ts";
import { ENGLISH_BLOCK, englishFile, type SearchManifest } from "../layout/search-index.ts";
import { matchedName, TIERS } from "./rank.ts";

/** The manifest range holding a doc: [type, version, first docId]. */
function rangeOf(manifest: SearchManifest, doc: number): SearchManifest["ranges"][number] {
  const ranges = manifest.ranges;
  // The last range starting at or before the doc: the one before the first starting after it.
  return ranges[Math.max(0, partitionPoint(0, ranges.length, (i) => ranges[i]![2] <= doc) - 1)]!;
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

/** The English names of docs, each block file read once. */
async function englishNames(files: IndexFiles, docs: readonly number[]): Promise<Map<number, string>> {
  const blocks = new Map<string, (string | null)[]>();
  await Promise.all(
    [...new Set(docs.map(englishFile))].map(async (file) => {
      const block = (await files.json(file)) as (string | null)[] | null;
      if (!block) throw new Error(`search index: ${file} is missing`);
      blocks.set(file, block);
    }),
  );
  return new Map(docs.map((doc) => [doc, blocks.get(englishFile(doc))![doc % ENGLISH_BLOCK] ?? ""]));
}

/** The summaries of results (docId * TIERS + tier), in the order given: each one the element of
 * its list, with the name it was found by. */
export async function summariesOf(files: IndexFiles, manifest: SearchManifest, results: readonly number[]): Promise<unknown[]> {
  const found = results.map((result) => ({ doc: Math.floor(result / TIERS), by: matchedName(result % TIERS) }));
  const places = found.map(({ doc }) => {
    const [type, version, first] = rangeOf(manifest, doc);
    const position = doc - first;
    return { file: chunkFile(`/${version}/${resourceOf(type).segment}`, Math.floor(position / INDEX_CHUNK)), at: position % INDEX_CHUNK };
  });
  const [elements, english] = await Promise.all([
    elementsAt(files, places),
    englishNames(
      files,
      found.filter((f) => f.by === "english_name").map((f) => f.doc),
    ),
  ]);
  return elements.map((element, i) => {
    const { doc, by } = found[i]!;
    if (!by) return element;
    const summary = element as { name: string };
    return { ...summary, matched_name: { field: by, text: by === "name" ? summary.name : english.get(doc)! } };
  });
}
