/**
 * GET /search: every query word must be a prefix of a word of the record (its French or English
 * name, or its tooltip text), folded by contract/text.ts, with tolerance for words split or
 * joined and for one typo (match.ts); a query that is a game number also finds the records of
 * that number. Results are ranked (rank.ts) and paged by the list engine like any computed list
 * (computed/answer.ts), so the envelope, cursors, include_total and Link are the same as
 * everywhere else; each says which of its names was found (docs.ts).
 *
 * Matching walks the rarest word's docs within the filters' docId ranges and looks each up in
 * the other words' sorted arrays; only the page's offset + limit first matches are ranked in
 * order (topk.ts); each word's matches are kept in the search memo, so a query's next pages only
 * match again. The first pages of the broadest one-word queries, filtered or not, are read
 * ready-ranked from their top file.
 */
import { isGameId } from "../contract/game-id.ts";
import { words } from "../contract/text.ts";
import type { IndexFiles } from "../layout/dist.ts";
import { keptRanges } from "./docs.ts";
import {
  Flag,
  idShardFile,
  SEARCH_MANIFEST,
  SEARCH_TYPES,
  SEARCH_VERSIONS,
  TOP_LIST,
  topFile,
  type SearchManifest,
} from "../layout/search-index.ts";
import { keeps, oneWordFilter, oneWordRecords, queryMatches, type Keep } from "./match.ts";
import { collapsed, recordCount } from "./records.ts";
import { Tier, TIERS } from "./rank.ts";
import { topK, type Matches } from "./topk.ts";

/** Results in rank order, docId * TIERS + tier: only the slices asked for get ordered. */
export interface Ranking {
  readonly length: number;
  slice(start: number, end: number): number[] | Promise<number[]>;
}

/** The game number a query finds, when it is one as typed ("12", not "12." nor "012"). */
function gameNumberOf(q: string): number | null {
  return isGameId(q) ? Number(q) : null;
}

/** The docs of a game number in every type and version, when the query is one. */
async function numberMatches(files: IndexFiles, manifest: SearchManifest, q: string, keep: Keep): Promise<number[]> {
  const id = gameNumberOf(q);
  if (id === null) return [];
  const shard = (await files.json(idShardFile(id % manifest.id_shards))) as Record<string, number[]> | null;
  // Each entry is docId * 2 + rogue.
  return (shard?.[String(id)] ?? []).filter((entry) => keeps(keep, entry >> 1, entry & Flag.Rogue)).map((entry) => entry >> 1);
}

/** What the filters of a search keep: criteria version, type, rogue (validated). */
function keepOf(manifest: SearchManifest, criteria: Record<string, string>): Keep {
  const { version, type, rogue } = criteria;
  return { ranges: keptRanges(manifest, version, type), rogue: rogue === undefined ? null : rogue === "true" ? 1 : 0 };
}

/** Every match of a search, unordered: criteria q, version, type, rogue (validated). Not kept
 * itself: its words' matches are (terms.ts), and matching from them is a pass over the rarest. */
async function matchesOf(files: IndexFiles, manifest: SearchManifest, criteria: Record<string, string>): Promise<Matches> {
  const q = criteria.q ?? "",
    keep = keepOf(manifest, criteria);
  const found = await queryMatches(files, manifest, words(q), keep);
  const extra = (await numberMatches(files, manifest, q, keep)).filter((doc) => {
    const at = found.indexOf(doc);
    if (at >= 0) found.tiers[at] = Tier.Number;
    return at < 0;
  });
  for (const doc of extra) found.push(doc, Tier.Number, 0, 0);
  return found;
}

/** A ranked result as the pages and the top files carry it: its docId and its tier. */
const resultOf = (m: Matches, i: number) => m.docs[i]! * TIERS + m.tiers[i]!;

/** The ranked docIds of a search, all of them (the bench compares whole rankings). */
export async function searchDocs(files: IndexFiles, manifest: SearchManifest, criteria: Record<string, string>): Promise<number[]> {
  const m = await matchesOf(files, manifest, criteria);
  return Array.from(topK(m, m.count), (i) => m.docs[i]!);
}

/** The k first ranked results of a search, docId * TIERS + tier (the generator writes the top
 * files with it). */
export async function searchTop(
  files: IndexFiles,
  manifest: SearchManifest,
  criteria: Record<string, string>,
  k: number,
): Promise<{ count: number; results: number[] }> {
  const m = await matchesOf(files, manifest, criteria);
  return { count: m.count, results: Array.from(topK(m, Math.min(k, m.count)), (i) => resultOf(m, i)) };
}

/** The ranked results as the list engine pages them: only the first `end` get ordered. */
function rankedPositions(m: Matches): Ranking {
  return {
    length: m.count,
    slice: (start, end) => Array.from(topK(m, Math.min(end, m.count)).subarray(start), (i) => resultOf(m, i)),
  };
}

/** The word of a one-word query that has a top file, else null. A number's results depend on q
 * as typed ("12" finds game number 12, "12." does not), then q must be the word; and a filter
 * does not know their rogue bit (the id shards hold it), so a filtered number has none. */
function topWord(manifest: SearchManifest, criteria: Record<string, string>): string | null {
  if (!manifest.top) return null;
  const w = words(criteria.q ?? "");
  if (w.length !== 1 || !Object.hasOwn(manifest.top, w[0]!)) return null;
  const filtered = Object.keys(criteria).some((k) => k !== "q");
  return /^\d+$/.test(w[0]!) && (filtered || criteria.q !== w[0]) ? null : w[0]!;
}

/**
 * Pages within the top file are read from it; deeper ones are matched and ranked. Filters do not
 * change a doc's rank, only which docs are kept: the top file's results the filters keep are
 * the first of the filtered ranking, and their count is read from the word's flags
 * (oneWordFilter), so a broad word with a filter ranks nothing either.
 */
export async function searchRanking(files: IndexFiles, manifest: SearchManifest, criteria: Record<string, string>): Promise<Ranking> {
  const word = topWord(manifest, criteria);
  if (word === null) return rankedPositions(await matchesOf(files, manifest, criteria));
  const top = async () => {
    const results = (await files.json(topFile(word))) as number[] | null;
    if (!results) throw new Error(`search index: ${topFile(word)} is missing`);
    return results;
  };
  const deeper = async (start: number, end: number) => rankedPositions(await matchesOf(files, manifest, criteria)).slice(start, end);
  if (Object.keys(criteria).every((k) => k === "q")) {
    return {
      length: manifest.top![word]!,
      slice: async (start, end) => (end <= TOP_LIST ? (await top()).slice(start, end) : deeper(start, end)),
    };
  }
  const { count, kept } = await oneWordFilter(files, manifest, word, keepOf(manifest, criteria));
  // Nothing kept: the full matching decides (a word of 5 letters or more is then corrected).
  if (count === 0) return rankedPositions(await matchesOf(files, manifest, criteria));
  const first = (await top()).filter((result) => kept(Math.floor(result / TIERS)));
  return {
    length: count,
    slice: (start, end) => (end <= first.length || first.length === count ? first.slice(start, end) : deeper(start, end)),
  };
}

/** How many records (type and game number) the results of a search are: unique=record's
 * total_count. An unfiltered broad word's is in the manifest, as its count is; a filtered one's is
 * summed from the word's record sets. */
export async function searchRecordCount(files: IndexFiles, manifest: SearchManifest, criteria: Record<string, string>): Promise<number> {
  const word = topWord(manifest, criteria);
  if (word !== null) {
    const known = Object.keys(criteria).every((k) => k === "q") ? manifest.top_records?.[word] : undefined;
    if (known !== undefined) return known;
    // A broad word with filters: its records are summed from its record sets (oneWordRecords), as
    // its count is read from its postings' flags (oneWordFilter), nothing matched and scored. None
    // kept: the full matching decides, as for its ranking.
    const records = await oneWordRecords(files, manifest, word, keepOf(manifest, criteria));
    if (records > 0) return records;
  }
  const m = await matchesOf(files, manifest, criteria);
  return recordCount(files, manifest, m.docs, m.count);
}

/**
 * unique=record: the records of a search's first `depth` results in rank order, each at the place
 * of its best ranked version (docId * TIERS + tier), as many as a page ending at `end` needs and
 * one more; `whole` when they are every record of those results. A record has one doc per version
 * at most, so VERSIONS.length * (end + 1) results hold end + 1 records, or all there are.
 */
export async function recordRanking(
  files: IndexFiles,
  manifest: SearchManifest,
  criteria: Record<string, string>,
  end: number,
  depth: number,
): Promise<{ results: number[]; whole: boolean; matches: number }> {
  const ranking = await searchRanking(files, manifest, criteria);
  const window = Math.min(ranking.length, depth);
  const read = Math.min(window, SEARCH_VERSIONS.length * (end + 1));
  return { results: await collapsed(files, manifest, await ranking.slice(0, read)), whole: read === window, matches: ranking.length };
}

/**
 * The search a request runs, as cursors are bound to it: its words (case, accents and
 * punctuation folded), the game number it finds ("12" does, "12." does not), and the filters
 * that keep something out (every version or every type is no filter). Two requests share
 * cursors exactly when they rank the same results.
 */
export function searchIdentity(criteria: Record<string, string>): Record<string, string> {
  const { q = "", version, type, ...others } = criteria;
  const identity: Record<string, string> = { ...others, q: words(q).join(" ") };
  const id = gameNumberOf(q);
  if (id !== null) identity["#"] = String(id);
  if (version !== undefined && version !== SEARCH_VERSIONS.join(",")) identity.version = version;
  if (type !== undefined && type !== SEARCH_TYPES.join(",")) identity.type = type;
  return identity;
}

/** The search index's manifest: the docId ranges of types and versions, the top words. */
export async function searchManifestOf(files: IndexFiles): Promise<SearchManifest> {
  const manifest = (await files.json(SEARCH_MANIFEST)) as SearchManifest | null;
  if (!manifest) throw new Error(`the build has no ${SEARCH_MANIFEST}`);
  return manifest;
}
