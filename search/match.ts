/**
 * Which docs a query's words match, and at which tier (rank.ts). Every query word must be a
 * prefix of a word of the record (names or tooltip text), with three kinds of tolerance:
 *   - joined: when the words alone find no name, two neighbouring query words also match as one
 *     word (« van cleef » finds « VanCleef »);
 *   - split: a query word that matches no word also matches as two words of the record, the
 *     first whole (« kelthuzad » finds « Kel'Thuzad », « lametonnerre » « Lame-tonnerre »);
 *   - one typo: when nothing at all matches, each query word of TYPO_MIN_QUERY letters or more
 *     that matches no word is replaced by the name words one edit away (typos.ts).
 * A query of words of one or two letters only finds the names that start with it (SHORT_WORD).
 * A way of reading the query (each word alone, or joined with the next) is a segmentation; the
 * docs matching every piece of one of them are its matches, and a doc keeps its best tier over
 * all of them. The names that are, or start with, the whole query written as one word
 * (names.ts) are matches too, at the first tiers.
 */
import type { IndexFiles } from "../layout/dist.ts";
import { VERSIONS } from "../contract/enums.ts";
import { Flag, FLAG_VALUES, SEARCH_TYPES, weightOf, type SearchManifest } from "../layout/search-index.ts";
import { memoized } from "./memo.ts";
import { nameMatches, type NameMatches } from "./names.ts";
import { PAIR_SETS, recordSets } from "./records.ts";
import { idf, Tier } from "./rank.ts";
import { matchPrefix, matchWord, type WordMatch } from "./terms.ts";
import type { Matches } from "./topk.ts";
import { corrections, TYPO_MIN_QUERY } from "./typos.ts";

/** Which docs the filters keep: docId ranges (the types and versions asked for: sorted
 * [first, end) ranges), and the rogue bit asked for, read from the doc's flags (null: any). */
export interface Keep {
  ranges: readonly (readonly [number, number])[];
  rogue: 0 | 1 | null;
}

/** Whether the filters keep a doc of these flags (its rogue bit), within their ranges. */
export const keepsRogue = (keep: Keep, flags: number) => keep.rogue === null || (flags & Flag.Rogue) === keep.rogue;

/** Whether the filters keep a doc, given its flags. */
export function keeps(keep: Keep, doc: number, flags: number): boolean {
  return keepsRogue(keep, flags) && keep.ranges.some(([first, end]) => doc >= first && doc < end);
}

/** A query of several words all this short finds names only: those that start with it written
 * as one word (« le r » finds « Le roi-liche », « al ar » « Al'ar »). Such words start words of
 * most of the index, which every such request would walk and rank, and what they find in a text
 * says nothing. */
const SHORT_WORD = 2;
/** A word longer than this is not split (no name word is that long). */
const SPLIT_MAX = 24;
/** Words split, joined or corrected in a query of at most this many words; a longer one is
 * matched word by word, so a query's work stays a small multiple of a plain one. */
const TOLERANT_WORDS = 6;
/** Phrases of corrected words looked up in the names, at most. */
const MAX_PHRASES = 4;

const NAME_BITS = Flag.FrenchName | Flag.EnglishName;
const EMPTY: WordMatch = { docs: new Int32Array(0), tf: new Float64Array(0), flags: new Uint8Array(0) };

/** First index in sorted[from..to) holding a value >= doc, galloping from `from`: a walk that
 * looks up ascending docs moves by their distance, not by a search of the whole rest. Inline,
 * not lib/bisect.ts: it runs once per doc of the rarest word and per other word. */
function seek(sorted: Int32Array, doc: number, from: number, to = sorted.length): number {
  if (from >= to || sorted[from]! >= doc) return from;
  // sorted[lo] < doc <= sorted[hi] (or hi = to)
  let lo = from,
    step = 1;
  while (lo + step < to && sorted[lo + step]! < doc) {
    lo += step;
    step *= 2;
  }
  let hi = Math.min(lo + step, to);
  while (hi - lo > 1) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < doc) lo = mid;
    else hi = mid;
  }
  return hi;
}

/** Growable parallel arrays of matches, docIds ascending once built. */
export class MatchList implements Matches {
  count = 0;
  docs: Int32Array;
  tiers: Uint8Array;
  weights: Uint8Array;
  scores: Float64Array;

  /** `capacity`: the matches it holds before it grows. */
  constructor(capacity = 64) {
    capacity = Math.max(capacity, 1);
    this.docs = new Int32Array(capacity);
    this.tiers = new Uint8Array(capacity);
    this.weights = new Uint8Array(capacity);
    this.scores = new Float64Array(capacity);
  }

  push(doc: number, tier: number, score: number, weight: number): void {
    if (this.count === this.docs.length) {
      const grow = <A extends Int32Array | Uint8Array | Float64Array>(a: A): A => {
        const b = new (a.constructor as new (n: number) => A)(a.length * 2);
        b.set(a);
        return b;
      };
      this.docs = grow(this.docs);
      this.tiers = grow(this.tiers);
      this.weights = grow(this.weights);
      this.scores = grow(this.scores);
    }
    this.docs[this.count] = doc;
    this.tiers[this.count] = tier;
    this.weights[this.count] = weight;
    this.scores[this.count++] = score;
  }

  /** Where doc is, or -1; `from`: a place at or before it (lookups of ascending docs). */
  indexOf(doc: number, from = 0): number {
    const at = seek(this.docs, doc, from, this.count);
    return at < this.count && this.docs[at] === doc ? at : -1;
  }
}

/**
 * Calls found(doc, score, flags) for the docs in every one of `parts` within `ranges` (sorted
 * [first, end) docId ranges), in docId order: score sums each part's tf times its factor, in part
 * order (the same floats every time); flags are the doc's, with the name bits all parts share.
 * The rarest part is walked within the ranges only, the others looked up rarest first, so a doc
 * most parts lack is left at the first lookup: the work is the rarest part's docs in range.
 */
function forEachCommon(
  parts: readonly WordMatch[],
  factors: readonly number[],
  ranges: readonly (readonly [number, number])[],
  found: (doc: number, score: number, flags: number) => void,
): void {
  const order = parts.map((_, i) => i).sort((a, b) => parts[a]!.docs.length - parts[b]!.docs.length);
  const rarest = order[0]!,
    walked = parts[rarest]!.docs;
  // The arrays as locals: this loop runs once per doc of the rarest word.
  const docsOf = parts.map((p) => p.docs),
    tfOf = parts.map((p) => p.tf),
    flagsOf = parts.map((p) => p.flags);
  const at = new Int32Array(parts.length);
  for (const [first, end] of ranges) {
    for (let j = seek(walked, first, at[rarest]!); j < walked.length && walked[j]! < end; j++) {
      const doc = walked[j]!;
      at[rarest] = j;
      let o = 1;
      for (; o < order.length; o++) {
        const i = order[o]!,
          docs = docsOf[i]!;
        const k = (at[i] = seek(docs, doc, at[i]!));
        if (k === docs.length || docs[k] !== doc) break;
      }
      if (o < order.length) continue;
      let score = 0,
        shared = flagsOf[rarest]![j]!;
      for (let i = 0; i < parts.length; i++) {
        score += factors[i]! * tfOf[i]![at[i]!]!;
        shared &= flagsOf[i]![at[i]!]! | ~NAME_BITS;
      }
      found(doc, score, shared);
    }
  }
}

const EVERY_DOC = [[0, Infinity]] as const;

/** The docs in every one of `parts`, as one match (tf summed). */
function intersect(parts: readonly WordMatch[]): WordMatch {
  const docs: number[] = [],
    tf: number[] = [],
    flags: number[] = [];
  forEachCommon(
    parts,
    parts.map(() => 1),
    EVERY_DOC,
    (doc, score, shared) => {
      docs.push(doc);
      tf.push(score);
      flags.push(shared);
    },
  );
  return { docs: Int32Array.from(docs), tf: Float64Array.from(tf), flags: Uint8Array.from(flags) };
}

/** The docs in any of `parts`, with the best tf and the name bits of any. */
function union(parts: readonly WordMatch[]): WordMatch {
  const live = parts.filter((p) => p.docs.length > 0);
  if (live.length <= 1) return live[0] ?? EMPTY;
  const tf = new Map<number, number>(),
    flags = new Map<number, number>();
  for (const p of live) {
    p.docs.forEach((doc, i) => {
      tf.set(doc, Math.max(tf.get(doc) ?? 0, p.tf[i]!));
      flags.set(doc, (flags.get(doc) ?? 0) | p.flags[i]!);
    });
  }
  const docs = Int32Array.from(tf.keys()).sort();
  return { docs, tf: Float64Array.from(docs, (d) => tf.get(d)!), flags: Uint8Array.from(docs, (d) => flags.get(d)!) };
}

/** A word read as two words of a record's name: the first whole, the second a prefix. Names
 * only: two words anywhere in a text say little (« nefarain » is no « Nefara » and « invoquer »). */
async function splitMatch(files: IndexFiles, manifest: SearchManifest, word: string): Promise<WordMatch> {
  if (word.length > SPLIT_MAX) return EMPTY;
  const found: WordMatch[] = [];
  for (let at = 1; at <= word.length - 2; at++) {
    const left = await matchWord(files, manifest, word.slice(0, at));
    if (left.docs.length === 0) continue;
    const right = await matchPrefix(files, manifest, word.slice(at));
    if (right.docs.length > 0) found.push(inNames(intersect([left, right])));
  }
  return union(found);
}

/** The docs of a match that have it in a name. */
function inNames(m: WordMatch): WordMatch {
  const keep = Array.from(m.docs.keys()).filter((i) => m.flags[i]! & NAME_BITS);
  return {
    docs: Int32Array.from(keep, (i) => m.docs[i]!),
    tf: Float64Array.from(keep, (i) => m.tf[i]!),
    flags: Uint8Array.from(keep, (i) => m.flags[i]!),
  };
}

/** What one query word matches: as a prefix, else split in two, else (with typos) corrected.
 * `corrected` gets the corrections used. */
async function wordMatch(
  files: IndexFiles,
  manifest: SearchManifest,
  word: string,
  typos: boolean,
  corrected: Map<string, string[]>,
): Promise<WordMatch> {
  const plain = await matchPrefix(files, manifest, word);
  if (plain.docs.length > 0 || /^\d+$/.test(word)) return plain;
  const split = await splitMatch(files, manifest, word);
  if (split.docs.length > 0 || !typos) return split;
  const fixes = await corrections(files, manifest, word);
  if (fixes.length) corrected.set(word, fixes);
  return union(await Promise.all(fixes.map((w) => matchWord(files, manifest, w))));
}

/** Every segmentation of n words: each word alone, or joined with the next ([from, to) spans). */
function segmentations(n: number): [number, number][][] {
  if (n === 0) return [[]];
  const found: [number, number][][] = [];
  const walk = (at: number, spans: [number, number][]) => {
    if (at === n) return void found.push(spans);
    walk(at + 1, [...spans, [at, at + 1]]);
    if (at + 1 < n) walk(at + 2, [...spans, [at, at + 2]]);
  };
  walk(0, []);
  return found;
}

/** The tier of a doc every piece of a segmentation matched, from the name bits they share. */
function wordsTier(flags: number): Tier {
  return flags & Flag.FrenchName ? Tier.NameWords : flags & Flag.EnglishName ? Tier.EnglishWords : Tier.Text;
}

/** The phrases whose names count: the query written as one word, each corrected word replaced
 * by each of its corrections. */
function phrasesOf(query: readonly string[], corrected: ReadonlyMap<string, string[]>): string[] {
  let phrases = [""];
  for (const w of query) {
    const options = corrected.get(w) ?? [w];
    phrases = phrases.flatMap((p) => options.map((o) => p + o)).slice(0, MAX_PHRASES);
  }
  return phrases;
}

/** Whether match i of a ranks before match j of b at the same doc: a lower tier, else a better score. */
const better = (a: MatchList, i: number, b: MatchList, j: number) =>
  a.tiers[i]! < b.tiers[j]! || (a.tiers[i] === b.tiers[j] && a.scores[i]! > b.scores[j]!);

/** Two match lists as one, docIds ascending; a doc in both keeps its better match. */
function mergeBest(a: MatchList, b: MatchList): MatchList {
  if (b.count === 0) return a;
  if (a.count === 0) return b;
  const out = new MatchList(a.count + b.count);
  const copy = (m: MatchList, i: number) => out.push(m.docs[i]!, m.tiers[i]!, m.scores[i]!, m.weights[i]!);
  let i = 0,
    j = 0;
  while (i < a.count || j < b.count) {
    if (j === b.count || (i < a.count && a.docs[i]! < b.docs[j]!)) copy(a, i++);
    else if (i === a.count || b.docs[j]! < a.docs[i]!) copy(b, j++);
    else {
      if (better(b, j, a, i)) copy(b, j);
      else copy(a, i);
      i++;
      j++;
    }
  }
  return out;
}

/** The docs of one segmentation's pieces, with the tier their shared name bits give. */
function segmentMatches(pieces: readonly WordMatch[], docCount: number, keep: Keep): MatchList {
  // As many as the rarest piece has: the most it can find, allocated once.
  const found = new MatchList(Math.min(...pieces.map((p) => p.docs.length)));
  const factors = pieces.map((p) => idf(docCount, p.docs.length));
  forEachCommon(pieces, factors, keep.ranges, (doc, score, flags) => {
    if (keepsRogue(keep, flags)) found.push(doc, wordsTier(flags), score, weightOf(flags));
  });
  return found;
}

/** The name matches of the phrases added to `found`: a better tier for a doc in it, else a new
 * match with no text score. */
async function withNames(files: IndexFiles, manifest: SearchManifest, found: MatchList, phrases: readonly string[], keep: Keep) {
  let all = found;
  for (const phrase of phrases) {
    const extra = new MatchList();
    const names = await nameMatches(files, manifest, phrase);
    // Both are ascending: each doc is looked up from where the last one was.
    let from = 0;
    for (let n = 0; n < names.docs.length; n++) {
      const doc = names.docs[n]!,
        value = names.values[n]!;
      const tier = Math.floor(value / FLAG_VALUES),
        flags = value % FLAG_VALUES;
      if (!keeps(keep, doc, flags)) continue;
      const at = all.indexOf(doc, from);
      if (at < 0) extra.push(doc, tier, 0, weightOf(flags));
      else if (tier < all.tiers[(from = at)]!) all.tiers[at] = tier;
    }
    all = mergeBest(all, extra);
  }
  return all;
}

/** One pass of matching, with or without typo corrections. */
async function matchOnce(files: IndexFiles, manifest: SearchManifest, query: readonly string[], keep: Keep, typos: boolean) {
  const corrected = new Map<string, string[]>();
  if (query.length > 1 && query.every((w) => w.length <= SHORT_WORD))
    return withNames(files, manifest, new MatchList(), phrasesOf(query, corrected), keep);
  const tolerant = query.length <= TOLERANT_WORDS;
  const unique = new Map<string, WordMatch>();
  for (const w of new Set(query)) {
    unique.set(w, tolerant ? await wordMatch(files, manifest, w, typos, corrected) : await matchPrefix(files, manifest, w));
  }
  const words = query.map((w) => unique.get(w)!);
  let found = words.every((p) => p.docs.length > 0) ? segmentMatches(words, manifest.docs, keep) : new MatchList();
  // Joined words, when the words alone find no name.
  if (tolerant && query.length > 1 && !found.tiers.subarray(0, found.count).some((t) => t <= Tier.EnglishWords)) {
    const pairs = await Promise.all(query.slice(0, -1).map((w, i) => matchPrefix(files, manifest, w + query[i + 1])));
    for (const spans of segmentations(query.length)) {
      if (spans.every(([from, to]) => to - from === 1)) continue;
      const pieces = spans.map(([from, to]) => (to - from === 1 ? words[from]! : pairs[from]!));
      if (pieces.every((p) => p.docs.length > 0)) found = mergeBest(found, segmentMatches(pieces, manifest.docs, keep));
    }
  }
  return withNames(files, manifest, found, phrasesOf(query, corrected), keep);
}

/** Every doc the query's words match, with its tier, weight and score, docIds ascending. */
export async function queryMatches(files: IndexFiles, manifest: SearchManifest, query: readonly string[], keep: Keep): Promise<MatchList> {
  if (query.length === 0) return new MatchList();
  const found = await matchOnce(files, manifest, query, keep, false);
  const correctable = query.length <= TOLERANT_WORDS && query.some((w) => w.length >= TYPO_MIN_QUERY && !/\d/.test(w));
  return found.count > 0 || !correctable ? found : matchOnce(files, manifest, query, keep, true);
}

/**
 * For a one-word query whose word matches as a prefix: how many docs the filters keep, and a test
 * of whether they keep one of its docs, from the flags of the word's postings and of its names,
 * without scoring or ranking anything: the count queryMatches gives, when it is not 0 (then the
 * word would be corrected). The filtered first results are then the top file's, filtered.
 */
export async function oneWordFilter(
  files: IndexFiles,
  manifest: SearchManifest,
  word: string,
  keep: Keep,
): Promise<{ count: number; kept: (doc: number) => boolean }> {
  const plain = await matchPrefix(files, manifest, word);
  const names = await nameMatches(files, manifest, word);
  let count = 0;
  for (const [first, end] of keep.ranges) {
    const from = seek(plain.docs, first, 0),
      to = seek(plain.docs, end, from);
    if (keep.rogue === null) count += to - from;
    else for (let j = from; j < to; j++) if ((plain.flags[j]! & Flag.Rogue) === keep.rogue) count++;
  }
  const named = await namedOnly(files, manifest, word);
  for (let n = 0; n < named.docs.length; n++) if (keeps(keep, named.docs[n]!, named.values[n]! % FLAG_VALUES)) count++;
  const kept = (doc: number) => {
    const at = seek(plain.docs, doc, 0);
    if (plain.docs[at] === doc) return keeps(keep, doc, plain.flags[at]!);
    const named = seek(names.docs, doc, 0);
    return names.docs[named] === doc && keeps(keep, doc, names.values[named]! % FLAG_VALUES);
  };
  return { count, kept };
}

/**
 * How many records the docs oneWordFilter counts are (unique=record's total): those of the word's
 * postings the filters keep, and those found by a name only, the docs queryMatches finds when
 * there are any. From the word's record sets (records.ts), made from all its docs once and kept in
 * the search memo: the records a filter keeps are then a sum over the (version, rogue) pairs it
 * keeps, whatever the filter, without a pass over the docs.
 */
export async function oneWordRecords(files: IndexFiles, manifest: SearchManifest, word: string, keep: Keep): Promise<number> {
  const sets = await memoized(
    manifest,
    `u:${word}`,
    async () => {
      const { docs, flags } = await matchPrefix(files, manifest, word);
      const named = await namedOnly(files, manifest, word);
      return recordSets(files, manifest, [
        [docs, flags],
        [named.docs, Uint8Array.from(named.values, (value) => value % FLAG_VALUES)],
      ]);
    },
    (counts) => counts.length * PAIR_SETS * 4,
  );
  // The pairs the filters keep, type by type: a range is kept whole or not at all.
  const kept = new Uint8Array(sets.length);
  manifest.ranges.forEach(([type, version, first], i) => {
    const end = manifest.ranges[i + 1]?.[2] ?? manifest.docs;
    if (!keep.ranges.some(([from, to]) => first >= from && end <= to)) return;
    const shift = 2 * VERSIONS.indexOf(version as (typeof VERSIONS)[number]);
    const t = SEARCH_TYPES.indexOf(type);
    kept[t] = kept[t]! | (keep.rogue === null ? 0b11 << shift : 1 << (shift + keep.rogue));
  });
  let records = 0;
  sets.forEach((counts, type) => {
    for (let set = 1; set < PAIR_SETS; set++) if (set & kept[type]!) records += counts[set]!;
  });
  return records;
}

/** The name matches of a one-word query whose docs have no word starting with it (as withNames
 * adds them), kept in the search memo: a broad word starts the names of many docs, nearly all of
 * which its postings hold already. */
function namedOnly(files: IndexFiles, manifest: SearchManifest, word: string): Promise<NameMatches> {
  return memoized(
    manifest,
    `o:${word}`,
    async () => {
      const plain = await matchPrefix(files, manifest, word);
      const names = await nameMatches(files, manifest, word);
      const docs: number[] = [],
        values: number[] = [];
      for (let n = 0, at = 0; n < names.docs.length; n++) {
        const doc = names.docs[n]!;
        at = seek(plain.docs, doc, at);
        if (plain.docs[at] === doc) continue;
        docs.push(doc);
        values.push(names.values[n]!);
      }
      return { docs: Int32Array.from(docs), values: Int32Array.from(values) };
    },
    (m) => m.docs.length * 8,
  );
}
