/**
 * The shortcuts of search at scale must not change a single result: the top files of the
 * build (the first results of broad words, ranked by the generator) against the edge's full
 * ranking of the same query, with filters too (the top file's results the filters keep), the merged prefix lists against the shards they merge, the binary
 * postings against what was encoded, and the bounded selection of topk.ts against a full sort,
 * ties included (equal tiers and scores, where only the docId orders).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { IndexFiles } from "../../layout/dist.ts";
import { SEARCH_MANIFEST, TOP_LIST, topFile, type SearchManifest } from "../../layout/search-index.ts";
import { encodePostingsFile, entriesOf, forEachPosting } from "../../layout/postings.ts";
import { summariesOf } from "../../search/docs.ts";
import { computeSearch } from "../../computed/answer.ts";
import { searchDocs, searchTop } from "../../search/query.ts";
import { rankOf, Tier, TIERS } from "../../search/rank.ts";
import { matchPrefix } from "../../search/terms.ts";
import { compareMatches, topK, type Matches } from "../../search/topk.ts";
import { distDir } from "../support/dist.ts";

const bytes = async (file: string) => {
  try {
    return readFileSync(join(distDir(), file));
  } catch {
    return null;
  }
};
const read = async (file: string) => {
  const found = await bytes(file);
  return found && (JSON.parse(found.toString("utf8")) as unknown);
};
const files: IndexFiles = { json: read, bytes };

describe("search top files", () => {
  it("hold the first results and the count of the full ranking", async () => {
    const manifest = (await read(SEARCH_MANIFEST)) as SearchManifest;
    const words = Object.keys(manifest.top ?? {});
    expect(words.length).toBeGreaterThan(10);
    for (const word of words) {
      const full = await searchDocs(files, manifest, { q: word });
      expect(manifest.top![word]).toBe(full.length);
      const top = (await read(topFile(word))) as number[];
      expect(top.map((result) => Math.floor(result / TIERS))).toEqual(full.slice(0, TOP_LIST));
      expect(top).toEqual((await searchTop(files, manifest, { q: word }, TOP_LIST)).results);
    }
  });
});

describe("broad words with filters", () => {
  it("answer the pages and the count of the full ranking of the filtered query", async () => {
    const manifest = (await read(SEARCH_MANIFEST)) as SearchManifest;
    const filters: Record<string, string>[] = [
      { rogue: "true" },
      { rogue: "false" },
      { version: "classic" },
      { type: "npc,item", version: "tbc,wotlk" },
      { type: "faction" },
    ];
    // Every letter and a few longer words: enough kinds, within a second.
    for (const word of Object.keys(manifest.top!).filter((w) => !/^\d+$/.test(w) && (w.length === 1 || w < "c"))) {
      for (const filter of filters) {
        const criteria = { q: word, ...filter };
        const full = await searchTop(files, manifest, criteria, 100);
        const req = { path: "/search", list: "search" as const, indexed: false, criteria, limit: 100, cursor: null, includeTotal: true };
        const page = await computeSearch(files, "http://127.0.0.1/v1", req);
        expect(page.body.total_count, `${word} ${JSON.stringify(filter)}`).toBe(full.count);
        expect(page.body.data).toEqual(await summariesOf(files, manifest, full.results));
      }
    }
  });
});

describe("merged prefix lists", () => {
  it("match what reading every shard of the prefix matches", async () => {
    const manifest = (await read(SEARCH_MANIFEST)) as SearchManifest;
    const prefixes = Object.keys(manifest.merged);
    expect(prefixes.length).toBeGreaterThan(5);
    for (const prefix of prefixes) {
      // Distinct manifest objects: the search memo is per manifest, so neither sees the other's.
      const viaMerged = await matchPrefix(files, { ...manifest }, prefix);
      const viaShards = await matchPrefix(files, { ...manifest, merged: {} }, prefix);
      expect(viaMerged.docs.length, prefix).toBeGreaterThan(0);
      expect(viaMerged, prefix).toEqual(viaShards);
    }
  });
});

describe("postings files", () => {
  it("give back every word's postings, large numbers included", () => {
    const entries: [string, number[]][] = [
      ["a", [0, 1, 5, 300, 127, 128, 128, 2 ** 31 + 1]],
      ["ab", []],
      ["épée", [2 ** 20, 3, 2 ** 30, 2 ** 40]],
    ];
    const bytes = encodePostingsFile(entries);
    const decoded = entriesOf(bytes).map((entry) => {
      const flat: number[] = [];
      forEachPosting(bytes, entry, (doc, value) => flat.push(doc, value));
      return [entry.word, flat];
    });
    expect(decoded).toEqual(entries);
  });
});

describe("topK", () => {
  it("gives the first k of a full sort, ties by docId", () => {
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const count = 3000;
    const m: Matches = {
      count,
      docs: Int32Array.from({ length: count }, (_, i) => (i * 7919) % 10007),
      tiers: Uint8Array.from({ length: count }, () => Math.floor(random() * 8)),
      weights: Uint8Array.from({ length: count }, () => Math.floor(random() * 4)),
      scores: Float64Array.from({ length: count }, () => Math.floor(random() * 5) / 2),
    };
    const order = Array.from({ length: count }, (_, i) => i).sort((i, j) => compareMatches(m, i, j));
    // The documented order, pair by pair, as a key: tier first (French and English name words
    // alike); game numbers by docId; names by weight, then French before English, then score
    // (not exact names); text by score, then weight; then docId.
    const key = (i: number): number[] => {
      const t = m.tiers[i]! as Tier,
        r = rankOf(t),
        w = -m.weights[i]!,
        s = -m.scores[i]!;
      if (r === Tier.Number) return [r, 0, 0, 0, m.docs[i]!];
      if (r === Tier.Text) return [r, s, w, 0, m.docs[i]!];
      return [r, w, t, r >= Tier.NamePrefix ? s : 0, m.docs[i]!];
    };
    for (let n = 1; n < count; n++) {
      const [a, b] = [key(order[n - 1]!), key(order[n]!)];
      const first = a.findIndex((x, i) => x !== b[i]);
      expect(first >= 0 && a[first]! < b[first]!, `${n}`).toBe(true);
    }
    const ranked = order.map((i) => m.docs[i]);
    for (const k of [0, 1, 20, 500, count - 1, count, count + 5]) {
      expect(Array.from(topK(m, Math.min(k, count)), (i) => m.docs[i])).toEqual(ranked.slice(0, k));
    }
  });
});
