import { describe, expect, it } from "vitest";
import { MatchList } from "./match.ts";
import { Tier } from "./rank.ts";
import { compareMatches, topK } from "./topk.ts";

/** Matches from [doc, tier, score, weight] rows. */
function matches(rows: [doc: number, tier: number, score: number, weight: number][]): MatchList {
  const list = new MatchList(rows.length);
  for (const [doc, tier, score, weight] of rows) list.push(doc, tier, score, weight);
  return list;
}

/** The docs of topK's answer. */
const docsOf = (m: MatchList, k: number) => [...topK(m, k)].map((i) => m.docs[i]);

describe("compareMatches", () => {
  it("ranks by tier first, English name words as name words", () => {
    const m = matches([
      [1, Tier.Text, 9, 7],
      [2, Tier.NameWords, 1, 0],
      [3, Tier.EnglishWords, 1, 0],
      [4, Tier.ExactName, 0, 0],
    ]);
    expect(docsOf(m, 4)).toEqual([4, 2, 3, 1]);
  });

  it("orders game numbers by docId whatever their weight", () => {
    const m = matches([
      [9, Tier.Number, 0, 7],
      [3, Tier.Number, 0, 0],
    ]);
    expect(compareMatches(m, 1, 0)).toBeLessThan(0);
  });

  it("orders name words by weight, then French before English, then score", () => {
    const m = matches([
      [1, Tier.EnglishWords, 5, 2],
      [2, Tier.NameWords, 1, 2],
      [3, Tier.NameWords, 3, 2],
      [4, Tier.EnglishWords, 1, 6],
    ]);
    expect(docsOf(m, 4)).toEqual([4, 3, 2, 1]);
  });

  it("orders exact names by weight, never by score, then docId", () => {
    const m = matches([
      [5, Tier.ExactName, 9, 0],
      [2, Tier.ExactName, 1, 0],
      [7, Tier.ExactName, 0, 1],
    ]);
    expect(docsOf(m, 3)).toEqual([7, 2, 5]);
  });

  it("orders text matches by score, then weight, then docId", () => {
    const m = matches([
      [1, Tier.Text, 1, 7],
      [2, Tier.Text, 2, 0],
      [3, Tier.Text, 1, 7],
      [4, Tier.Text, 1, 0],
    ]);
    expect(docsOf(m, 4)).toEqual([2, 1, 3, 4]);
  });
});

describe("topK", () => {
  // Text matches whose scores are a scrambled 0..99: the first k are the k best scores.
  const m = matches(Array.from({ length: 100 }, (_, doc) => [doc, Tier.Text, (doc * 37) % 100, 0] as [number, number, number, number]));

  it("gives the k first in ranking order, as a full sort would", () => {
    expect([...topK(m, 5)].map((i) => m.scores[i])).toEqual([99, 98, 97, 96, 95]);
    expect([...topK(m, 5)].map((i) => m.docs[i])).toEqual([27, 54, 81, 8, 35]);
    expect([...topK(m, 100)]).toEqual([...topK(m, 1000)]);
    expect(topK(m, 100).length).toBe(100);
  });

  it("gives nothing for k = 0 or no matches", () => {
    expect([...topK(m, 0)]).toEqual([]);
    expect([...topK(matches([]), 3)]).toEqual([]);
  });
});
