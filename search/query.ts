/**
 * GET /search: every query word must be a prefix of a word of the record (name or tooltip
 * text), case and accents folded; a query that is a game number also finds the records of that
 * number. Results are ranked (rank.ts) and paged by the list engine like any computed list, so
 * the envelope, cursors, include_total and Link are the same as everywhere else.
 *
 * Matching walks the rarest word's docs and looks each up in the other words' sorted arrays;
 * only the page's offset + limit first matches are ranked in order (topk.ts); each word's
 * matches are kept in the search memo, so a query's next pages only match again. The first
 * pages of the broadest one-word queries are read ready-ranked from their top file.
 */
import { querySignature } from "../contract/cursor.ts";
import { SEARCH_DEPTH_MAX } from "../contract/params.ts";
import { words } from "../contract/text.ts";
import { pageOf, startOf, type ListAnswer, type ListRequest, type Positions } from "../lists/engine.ts";
import type { IndexFiles } from "../layout/dist.ts";
import { rangeFilter, summariesOf } from "./docs.ts";
import {
  idShardFile,
  SEARCH_MANIFEST,
  SEARCH_TYPES,
  SEARCH_VERSIONS,
  TOP_LIST,
  topFile,
  type SearchManifest,
} from "../layout/search-index.ts";
import { nameMatches } from "./names.ts";
import { idf, Tier } from "./rank.ts";
import { partitionPoint } from "../lib/bisect.ts";
import { matchPrefix } from "./terms.ts";
import { topK, type Matches } from "./topk.ts";

/** Which docs the filters keep, given the doc's rogue bit (read from its postings). */
type Keep = (doc: number, rogue: number) => boolean;

/** First index in sorted[from..to) holding a value >= doc. */
function lowerBound(sorted: Int32Array, doc: number, from = 0, to = sorted.length): number {
  return partitionPoint(from, to, (i) => sorted[i]! < doc);
}

/** Growable parallel arrays of matches. */
class MatchList implements Matches {
  count = 0;
  docs = new Int32Array(64);
  tiers = new Uint8Array(64);
  scores = new Float64Array(64);

  push(doc: number, tier: number, score: number): void {
    if (this.count === this.docs.length) {
      const grow = <A extends Int32Array | Uint8Array | Float64Array>(a: A): A => {
        const b = new (a.constructor as new (n: number) => A)(a.length * 2);
        b.set(a);
        return b;
      };
      this.docs = grow(this.docs);
      this.tiers = grow(this.tiers);
      this.scores = grow(this.scores);
    }
    this.docs[this.count] = doc;
    this.tiers[this.count] = tier;
    this.scores[this.count++] = score;
  }

  indexOf(doc: number): number {
    const at = lowerBound(this.docs, doc, 0, this.count);
    return at < this.count && this.docs[at] === doc ? at : -1;
  }
}

/** Docs matching every query word, with their BM25 score and their tier, docIds ascending. A
 * name that starts with the query has every query word as a prefix of its words, so it is
 * always among them. */
async function textMatches(files: IndexFiles, manifest: SearchManifest, query: readonly string[], keep: Keep): Promise<MatchList> {
  const unique = [...new Set(query)];
  const found = new MatchList();
  if (unique.length === 0) return found;
  const [matches, names] = await Promise.all([
    Promise.all(unique.map((w) => matchPrefix(files, manifest, w))),
    nameMatches(files, manifest, query.join(" ")),
  ]);
  const weights = matches.map((m) => idf(manifest.docs, m.docs.length));
  const smallest = matches.reduce((a, b) => (b.docs.length < a.docs.length ? b : a));
  const from = matches.map(() => 0);
  outer: for (let j = 0; j < smallest.docs.length; j++) {
    const doc = smallest.docs[j]!;
    if (!keep(doc, smallest.rogue[j]!)) continue;
    // Summed in query word order, as always: the same floats give the same ranking.
    let score = 0;
    for (let i = 0; i < matches.length; i++) {
      const m = matches[i]!;
      let at = j;
      if (m !== smallest) {
        at = from[i] = lowerBound(m.docs, doc, from[i]);
        if (at === m.docs.length || m.docs[at] !== doc) continue outer;
      }
      score += weights[i]! * m.tf[at]!;
    }
    found.push(doc, Tier.Text, score);
  }
  for (const [doc, tier] of names) {
    const at = found.indexOf(doc);
    if (at >= 0) found.tiers[at] = tier;
  }
  return found;
}

/** The game number a query finds, when it is one as typed ("12", not "12."). */
function gameNumberOf(q: string): number | null {
  const id = /^\d{1,16}$/.test(q) ? Number(q) : NaN;
  return Number.isSafeInteger(id) ? id : null;
}

/** The docs of a game number in every type and version, when the query is one. */
async function numberMatches(files: IndexFiles, manifest: SearchManifest, q: string, keep: Keep): Promise<number[]> {
  const id = gameNumberOf(q);
  if (id === null) return [];
  const shard = (await files.json(idShardFile(id % manifest.id_shards))) as Record<string, number[]> | null;
  // Each entry is docId * 2 + rogue.
  return (shard?.[String(id)] ?? []).filter((entry) => keep(entry >> 1, entry & 1)).map((entry) => entry >> 1);
}

/** Every match of a search, unordered: criteria q, version, type, rogue (validated). Not kept
 * itself: its words' matches are (terms.ts), and matching from them is a pass over the rarest. */
async function matchesOf(files: IndexFiles, manifest: SearchManifest, criteria: Record<string, string>): Promise<Matches> {
  const { q = "", version, type, rogue } = criteria;
  const inRange = rangeFilter(manifest, version, type);
  const keep: Keep = (doc, isRogue) => inRange(doc) && (rogue === undefined || (isRogue === 1) === (rogue === "true"));
  const found = await textMatches(files, manifest, words(q), keep);
  for (const doc of await numberMatches(files, manifest, q, keep)) {
    const at = found.indexOf(doc);
    if (at >= 0) found.tiers[at] = Tier.Number;
    else found.push(doc, Tier.Number, 0);
  }
  return found;
}

/** The ranked docIds of a search, all of them (the bench compares whole rankings). */
export async function searchDocs(files: IndexFiles, manifest: SearchManifest, criteria: Record<string, string>): Promise<number[]> {
  const m = await matchesOf(files, manifest, criteria);
  return Array.from(topK(m, m.count), (i) => m.docs[i]!);
}

/** The k first ranked docIds of a search (the generator writes the top files with it). */
export async function searchTop(
  files: IndexFiles,
  manifest: SearchManifest,
  criteria: Record<string, string>,
  k: number,
): Promise<{ count: number; docs: number[] }> {
  const m = await matchesOf(files, manifest, criteria);
  return { count: m.count, docs: Array.from(topK(m, Math.min(k, m.count)), (i) => m.docs[i]!) };
}

/** The ranked docIds as the list engine pages them: only the first `end` get ordered. */
function rankedPositions(m: Matches): Positions {
  return {
    length: m.count,
    slice: (start, end) => Array.from(topK(m, Math.min(end, m.count)).subarray(start), (i) => m.docs[i]!),
  };
}

/** The word of an unfiltered one-word query that has a top file, else null. A number's results
 * depend on q as typed ("12" finds game number 12, "12." does not): then q must be the word. */
function topWord(manifest: SearchManifest, criteria: Record<string, string>): string | null {
  if (!manifest.top || Object.keys(criteria).some((k) => k !== "q")) return null;
  const w = words(criteria.q ?? "");
  if (w.length !== 1 || !Object.hasOwn(manifest.top, w[0]!)) return null;
  return /^\d+$/.test(w[0]!) && criteria.q !== w[0] ? null : w[0]!;
}

/** Pages within the top file are read from it; deeper ones are matched and ranked. */
async function positionsOf(files: IndexFiles, manifest: SearchManifest, criteria: Record<string, string>): Promise<Positions> {
  const word = topWord(manifest, criteria);
  if (word === null) return rankedPositions(await matchesOf(files, manifest, criteria));
  return {
    length: manifest.top![word]!,
    async slice(start, end) {
      if (end <= TOP_LIST) {
        const top = (await files.json(topFile(word))) as number[] | null;
        if (!top) throw new Error(`search index: ${topFile(word)} is missing`);
        return top.slice(start, end);
      }
      return rankedPositions(await matchesOf(files, manifest, criteria)).slice(start, end);
    },
  };
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

export async function computeSearch(files: IndexFiles, base: string, req: ListRequest): Promise<ListAnswer> {
  const manifest = (await files.json(SEARCH_MANIFEST)) as SearchManifest | null;
  if (!manifest) throw new Error(`the build has no ${SEARCH_MANIFEST}`);
  const signature = querySignature(req.path, searchIdentity(req.criteria));
  // A cursor of another search, edited or too deep is refused before anything is matched.
  startOf(req.cursor, signature, manifest.collection, Infinity, SEARCH_DEPTH_MAX);
  const positions = await positionsOf(files, manifest, req.criteria);
  const source = { collection: manifest.collection, positions, elements: (docs: number[]) => summariesOf(files, manifest, docs) };
  return pageOf(source, base, req, signature, SEARCH_DEPTH_MAX);
}
