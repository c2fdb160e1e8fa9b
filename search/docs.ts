/**
 * From docIds to what search answers with. DocIds are ordered by type, version, then the
 * list's default order (layout/dist.ts), so a doc's type and version are a range of the manifest and
 * its place in its list is its distance from the range's start: no file is read to know them.
 * Its summary is then the element of its list, read from the list's chunk files, with the name
 * the query found it by (`matched_name`), which its tier tells.
 */
import { chunkFile, INDEX_CHUNK, type IndexFiles } from "../layout/dist.ts";
import { resourceOf } from "../contract/resources.ts";
import { elementsAt } from "../layout/chunks.ts";
import { partitionPoint } from "../lib/bisect.ts";
import type { SearchManifest } from "../layout/search-index.ts";
import { matchedName, TIERS } from "./rank.ts";

/** The manifest range holding a doc: [type, version, first docId]. */
export function rangeOf(manifest: SearchManifest, doc: number): SearchManifest["ranges"][number] {
  const ranges = manifest.ranges;
  // The last range starting at or before the doc: the one before the first starting after it.
  return ranges[Math.max(0, partitionPoint(0, ranges.length, (i) => ranges[i]![2] <= doc) - 1)]!;
}

/** The docId ranges the `version` and `type` filters keep (comma lists, absent = all), sorted
 * [first, end) ranges, neighbours joined. */
export function keptRanges(manifest: SearchManifest, versions?: string, types?: string): [number, number][] {
  const kept: [number, number][] = [];
  manifest.ranges.forEach(([type, version, first], i) => {
    if ((versions && !versions.split(",").includes(version)) || (types && !types.split(",").includes(type))) return;
    const end = manifest.ranges[i + 1]?.[2] ?? manifest.docs;
    if (kept.length && kept[kept.length - 1]![1] === first) kept[kept.length - 1]![1] = end;
    else kept.push([first, end]);
  });
  return kept;
}

/** The summaries of results (docId * TIERS + tier), in the order given: each one the element of
 * its list, with the name it was found by. */
export async function summariesOf(files: IndexFiles, manifest: SearchManifest, results: readonly number[]): Promise<unknown[]> {
  const places = results.map((result) => {
    const [type, version, first] = rangeOf(manifest, Math.floor(result / TIERS));
    const position = Math.floor(result / TIERS) - first;
    return { file: chunkFile(`/${version}/${resourceOf(type).segment}`, Math.floor(position / INDEX_CHUNK)), at: position % INDEX_CHUNK };
  });
  const elements = await elementsAt(files, places);
  return elements.map((element, i) => {
    const by = matchedName(results[i]! % TIERS);
    return by ? { ...(element as object), matched_name: by } : element;
  });
}
