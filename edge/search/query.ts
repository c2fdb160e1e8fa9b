/**
 * GET /search: every query word must be a prefix of a word of the record (name or tooltip
 * text), case and accents folded; a query that is a game number also finds the records of that
 * number. Results are ranked (rank.ts) and paged by the list engine like any computed list, so
 * the envelope, cursors, include_total and Link are the same as everywhere else.
 */
import { querySignature } from "../api/cursor.ts";
import { words } from "../api/text.ts";
import { pageOf, type ListAnswer, type ListRequest, type ReadJson } from "../lists/engine.ts";
import { docRows, rangeFilter, summariesOf } from "./docs.ts";
import { idShardFile, SEARCH_MANIFEST, type SearchManifest } from "./layout.ts";
import { nameMatches } from "./names.ts";
import { compareRanked, idf, Tier, type Ranked } from "./rank.ts";
import { matchPrefix } from "./terms.ts";

/** Which docs the filters keep, given the doc's rogue bit (read from its postings). */
type Keep = (doc: number, rogue: number) => boolean;

/** Docs matching every query word, with their BM25 score and their tier. A name that starts
 * with the query has every query word as a prefix of its words, so it is always among them. */
async function textMatches(read: ReadJson, manifest: SearchManifest, query: readonly string[], keep: Keep): Promise<Map<number, Ranked>> {
  const unique = [...new Set(query)];
  const found = new Map<number, Ranked>();
  if (unique.length === 0) return found;
  const [matches, names] = await Promise.all([
    Promise.all(unique.map((w) => matchPrefix(read, manifest, w))),
    nameMatches(read, manifest, query.join(" ")),
  ]);
  const weights = matches.map((m) => idf(manifest.docs, m.tf.size));
  const smallest = matches.reduce((a, b) => (b.tf.size < a.tf.size ? b : a));
  for (const [doc, rogue] of smallest.rogue) {
    if (!keep(doc, rogue)) continue;
    let score = 0;
    for (let i = 0; i < matches.length && score >= 0; i++) {
      const tf = matches[i]!.tf.get(doc);
      score = tf === undefined ? -1 : score + weights[i]! * tf;
    }
    if (score >= 0) found.set(doc, { doc, tier: names.get(doc) ?? Tier.Text, score });
  }
  return found;
}

/** The docs of a game number in every type and version, when the query is one. */
async function numberMatches(read: ReadJson, manifest: SearchManifest, q: string, keep: Keep): Promise<number[]> {
  const id = /^\d{1,16}$/.test(q) ? Number(q) : NaN;
  if (!Number.isSafeInteger(id)) return [];
  const shard = (await read(idShardFile(id % manifest.id_shards))) as Record<string, number[]> | null;
  const docs = shard?.[String(id)] ?? [];
  const rows = await docRows(read, manifest, docs);
  return docs.filter((doc) => keep(doc, rows.get(doc)![1]));
}

/** The ranked docIds of a search: criteria q, version, type, rogue (validated). */
export async function searchDocs(read: ReadJson, manifest: SearchManifest, criteria: Record<string, string>): Promise<number[]> {
  const { q = "", version, type, rogue } = criteria;
  const inRange = rangeFilter(manifest, version, type);
  const keep: Keep = (doc, isRogue) => inRange(doc) && (rogue === undefined || (isRogue === 1) === (rogue === "true"));
  const found = await textMatches(read, manifest, words(q), keep);
  for (const doc of await numberMatches(read, manifest, q, keep)) {
    found.set(doc, { doc, tier: Tier.Number, score: found.get(doc)?.score ?? 0 });
  }
  return [...found.values()].sort(compareRanked).map((r) => r.doc);
}

export async function computeSearch(read: ReadJson, base: string, req: ListRequest): Promise<ListAnswer> {
  const manifest = (await read(SEARCH_MANIFEST)) as SearchManifest | null;
  if (!manifest) throw new Error(`the build has no ${SEARCH_MANIFEST}`);
  const positions = await searchDocs(read, manifest, req.criteria);
  // Spellings of one query (case, accents, punctuation) share their cursors.
  const signature = querySignature(req.path, { ...req.criteria, q: words(req.criteria.q ?? "").join(" ") });
  const source = { collection: manifest.collection, positions, elements: (docs: number[]) => summariesOf(read, manifest, docs) };
  return pageOf(source, base, req, signature);
}
