/**
 * The corpus and the query set of the search bench, both read back from a built dist/: the
 * searchable summaries with the tooltip text of their records (the very documents the search
 * index was built from), and a fixed set of queries chosen from them by position, so the same
 * build always gives the same queries.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { chunkElements } from "../layout/chunks.ts";
import { chunkFile, indexFile, type ListIndex } from "../layout/dist.ts";
import { RESOURCES } from "../contract/resources.ts";
import { Q_MAX_WORDS } from "../contract/params.ts";
import { words } from "../contract/text.ts";
import { SEARCH_VERSIONS } from "../layout/search-index.ts";
import { searchFactsOf, type SearchDoc } from "../generator/search-docs.ts";

/** A document as the generator indexed it, with its key for MiniSearch. */
export interface BenchDoc extends SearchDoc {
  key: string;
}

export const QUERY_KINDS = ["word", "prefix", "name", "number", "none", "english", "typo", "joined"] as const;

export interface BenchQuery {
  kind: (typeof QUERY_KINDS)[number];
  q: string;
}

const readJson = async (dist: string, file: string) => JSON.parse(await readFile(join(dist, file), "utf8")) as unknown;

export async function loadCorpus(dist: string): Promise<BenchDoc[]> {
  const docs: BenchDoc[] = [];
  for (const res of RESOURCES.filter((r) => r.searchable)) {
    for (const version of SEARCH_VERSIONS) {
      const path = `/${version}/${res.segment}`;
      const index = (await readJson(dist, indexFile(path))) as ListIndex;
      for (let n = 0; n * index.chunk < index.count; n++) {
        const chunk = chunkElements(await readFile(join(dist, chunkFile(path, n)))) as {
          key: string;
          id: number;
          name: string;
          rogue?: boolean;
        }[];
        for (const [i, s] of chunk.entries()) {
          const record = (await readJson(dist, `v1${path}/${s.id}.json`)) as Record<string, unknown>;
          docs.push({
            key: s.key,
            object: res.object,
            version,
            id: s.id,
            position: n * index.chunk + i,
            name: s.name,
            ...searchFactsOf(res.object, record),
            rogue: Boolean(s.rogue),
          });
        }
      }
    }
  }
  return docs;
}

/** `count` elements spread evenly over a sorted list. */
function spread<T>(sorted: readonly T[], count: number): T[] {
  if (sorted.length <= count) return [...sorted];
  return Array.from({ length: count }, (_, i) => sorted[Math.floor((i * sorted.length) / count)]!);
}

const sortedUnique = <T>(values: Iterable<T>) => [...new Set(values)].sort();

/** A word with two letters in its middle swapped: one typo. */
const swapped = (w: string) => {
  const at = Math.floor(w.length / 2) - 1;
  return w.slice(0, at) + w[at + 1] + w[at] + w.slice(at + 2);
};

/** About 400 queries: words, 2-3 letter prefixes, whole names, game numbers, misses, English
 * names, words with a typo, and names with their first two words joined. */
export function benchQueries(docs: readonly BenchDoc[]): BenchQuery[] {
  const nameWords = sortedUnique(docs.flatMap((d) => words(d.name)).filter((w) => w.length >= 3 && !/^\d+$/.test(w)));
  const prefixes = sortedUnique(nameWords.map((w, i) => w.slice(0, 2 + (i % 2))));
  // A query of more distinct words than `q` takes is refused: it measures nothing.
  const askable = (text: string) => new Set(words(text)).size <= Q_MAX_WORDS;
  const names = sortedUnique(docs.map((d) => d.name).filter((n) => words(n).length >= 2 && askable(n)));
  const numbers = [...new Set(docs.map((d) => d.id))].sort((a, b) => a - b);
  const english = sortedUnique(docs.flatMap((d) => (d.english && askable(d.english) ? [d.english.toLowerCase()] : [])));
  const typos = nameWords.filter((w) => w.length >= 6 && !/\d/.test(w));
  const joined = names.map((n) => {
    const [first, second, ...rest] = words(n);
    return [first! + second!, ...rest].join(" ");
  });
  return [
    ...spread(nameWords, 100).map((q) => ({ kind: "word" as const, q })),
    ...spread(prefixes, 60).map((q) => ({ kind: "prefix" as const, q })),
    ...spread(names, 60).map((q) => ({ kind: "name" as const, q })),
    ...spread(numbers, 40).map((n) => ({ kind: "number" as const, q: String(n) })),
    ...Array.from({ length: 40 }, (_, i) => ({ kind: "none" as const, q: `qzx${i.toString(36)}w` })),
    ...spread(english, 40).map((q) => ({ kind: "english" as const, q })),
    ...spread(typos, 40).map((w) => ({ kind: "typo" as const, q: swapped(w) })),
    ...spread(joined, 30).map((q) => ({ kind: "joined" as const, q })),
  ];
}
