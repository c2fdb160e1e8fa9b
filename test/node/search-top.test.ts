/**
 * The shortcuts of search at scale must not change a single result: the top files of the
 * build (the first results of broad words, ranked by the generator) against the edge's full
 * ranking of the same query, and the bounded selection of topk.ts against a full sort, ties
 * included (equal tiers and scores, where only the docId orders).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { SEARCH_MANIFEST, TOP_LIST, topFile, type SearchManifest } from "../../edge/search/layout.ts";
import { searchDocs } from "../../edge/search/query.ts";
import { compareRanked, type Tier } from "../../edge/search/rank.ts";
import { topK, type Matches } from "../../edge/search/topk.ts";
import { distDir } from "../support/dist.ts";

const read = async (file: string) => {
  try {
    return JSON.parse(readFileSync(join(distDir(), file), "utf8")) as unknown;
  } catch {
    return null;
  }
};

describe("search top files", () => {
  it("hold the first results and the count of the full ranking", async () => {
    const manifest = (await read(SEARCH_MANIFEST)) as SearchManifest;
    const words = Object.keys(manifest.top ?? {});
    expect(words.length).toBeGreaterThan(10);
    for (const word of words) {
      const full = await searchDocs(read, manifest, { q: word });
      expect(manifest.top![word]).toBe(full.length);
      expect(await read(topFile(word))).toEqual(full.slice(0, TOP_LIST));
    }
  });
});

describe("topK", () => {
  it("gives the first k of a full sort, ties by docId", () => {
    let seed = 7;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const count = 3000;
    const m: Matches = {
      count,
      docs: Int32Array.from({ length: count }, (_, i) => (i * 7919) % 10007),
      tiers: Uint8Array.from({ length: count }, () => Math.floor(random() * 4)),
      scores: Float64Array.from({ length: count }, () => Math.floor(random() * 5) / 2),
    };
    const ranked = Array.from({ length: count }, (_, i) => ({ doc: m.docs[i]!, tier: m.tiers[i]! as Tier, score: m.scores[i]! }))
      .sort(compareRanked).map((r) => r.doc);
    for (const k of [0, 1, 20, 500, count - 1, count, count + 5]) {
      expect(Array.from(topK(m, Math.min(k, count)), (i) => m.docs[i])).toEqual(ranked.slice(0, k));
    }
  });
});
