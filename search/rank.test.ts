import { describe, expect, it } from "vitest";
import { idf, matchedName, nameTier, rankOf, Tier } from "./rank.ts";

describe("nameTier", () => {
  it("tells an exact name, French before English, from a name that starts with the query", () => {
    expect(nameTier("kelthuzad", "kelthuzad", false)).toBe(Tier.ExactName);
    expect(nameTier("kelthuzad", "kelthuzad", true)).toBe(Tier.ExactEnglish);
    expect(nameTier("leroiliche", "leroi", false)).toBe(Tier.NamePrefix);
    expect(nameTier("thelichking", "thelich", true)).toBe(Tier.EnglishWords);
    expect(nameTier("leroiliche", "roi", false)).toBeNull();
  });
});

describe("rankOf and matchedName", () => {
  it("ranks English name words as name words", () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(rankOf)).toEqual([0, 1, 2, 3, 4, 4, 6]);
  });

  it("names the name a result was found by", () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(matchedName)).toEqual([null, "name", "english_name", "name", "name", "english_name", null]);
  });
});

describe("idf", () => {
  it("is BM25's non-negative idf", () => {
    expect(idf(5, 1)).toBe(Math.log(1 + 4.5 / 1.5));
    expect(idf(5, 1)).toBeCloseTo(1.3862943611, 10);
    expect(idf(5, 5)).toBeCloseTo(0.087011377, 9);
  });
});
