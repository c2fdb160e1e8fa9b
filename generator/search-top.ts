/**
 * The top files of the search index (see layout/search-index.ts): for each broad word prefix
 * ("a", "de", "la"...), the first TOP_LIST results of the unfiltered query, ranked at build time
 * by the edge's own code over the index files just written, so the order is the edge's exactly.
 * A broad prefix matches a large part of the index; without its top file, a cold isolate reads
 * and ranks all of that for a first page of 20.
 */
import type { IndexFiles } from "../layout/dist.ts";
import { words } from "../contract/text.ts";
import { TOP_LIST, type SearchManifest } from "../layout/search-index.ts";
import { searchRecordCount, searchTop } from "../search/query.ts";
import { matchPrefix } from "../search/terms.ts";

/** Longest prefix considered: whole frequent words ("minerai", "pierre") included. */
const MAX_PREFIX = 16;
/** A prefix gets a top file when it matches at least this many docs (and this share of them):
 * below that, its postings are small enough to read and rank on demand. */
const MIN_DOCS = 50;
const MIN_SHARE = 1 / 300;

/** word -> [total count, first TOP_LIST results (docId * TIERS + tier), records count (unique=record)],
 * for the broad prefixes of the dictionary. */
export async function topLists(
  files: IndexFiles,
  manifest: SearchManifest,
  dictionary: Iterable<string>,
): Promise<Map<string, [number, number[], number]>> {
  const threshold = Math.max(MIN_DOCS, manifest.docs * MIN_SHARE);
  const tops = new Map<string, [number, number[], number]>();
  // A prefix matches at most what its parent matches: only children of broad parents are tried.
  let level = new Set<string>();
  const all = [...dictionary];
  for (let length = 1; length <= MAX_PREFIX && (length === 1 || level.size > 0); length++) {
    const next = new Set<string>();
    for (const word of all) {
      if (word.length < length) continue;
      const prefix = word.slice(0, length);
      if (length > 1 && !level.has(prefix.slice(0, -1))) continue;
      next.add(prefix);
    }
    level = new Set();
    for (const prefix of [...next].sort()) {
      // Only a prefix that is a query word as the edge folds it can be asked for.
      if (words(prefix).join(" ") !== prefix) continue;
      const count = (await matchPrefix(files, manifest, prefix)).docs.length;
      if (count < threshold) continue;
      level.add(prefix);
      const { count: total, results } = await searchTop(files, manifest, { q: prefix }, TOP_LIST);
      tops.set(prefix, [total, results, await searchRecordCount(files, manifest, { q: prefix })]);
    }
  }
  return tops;
}
