/**
 * The search dictionary's shards: the JSON length they are measured by, and their prefix
 * sharding, with shards small enough to split many times (the sample's dictionary never needs
 * splitting): every word lands in exactly one shard, and the shards a prefix reads hold every
 * word it matches, so splitting can never lose a result.
 */
import { describe, expect, it } from "vitest";
import { MAX_KEY, shardsFor } from "../layout/search-index.ts";
import { jsonLength, termShards } from "./search-shards.ts";

describe("jsonLength", () => {
  it.each([[[]], [[0]], [[9, 10, 99, 100, 123456789]], [[2 ** 53 - 1, 0, 7]], [["ab", "c"]], [[1.5, -2]], [{ a: 1 }]])(
    "is the length of JSON.stringify(%j)",
    (value) => expect(jsonLength(value)).toBe(JSON.stringify(value).length),
  );
});

const WORDS = [
  "a",
  "ab",
  "abc",
  "abcd",
  "abcde",
  "abcdef",
  "abcdefg",
  "abd",
  "abe",
  "b",
  "de",
  "des",
  "dent",
  "dentelee",
  "denree",
  "derniere",
  "d",
  "e",
  "epee",
  "epees",
  "eperon",
  "oeil",
  "œuvre",
  "ø",
  "øre",
  "12",
  "120",
  "1200",
  "3",
  "deja",
  "défi",
  "dd",
  "ddd",
];
const postings = new Map(WORDS.map((w, i) => [w, Array.from({ length: 20 + i }, (_, j) => j)]));

describe("search shards", () => {
  for (const maxBytes of [1, 100, 400, 1e9]) {
    it(`files each word once and finds every prefix match (split above ${maxBytes} bytes)`, () => {
      const shards = new Map(termShards(postings, maxBytes));
      const terms = Object.fromEntries([...shards].map(([k, s]) => [k, s.exact]));
      const filed = [...shards.values()].flatMap((s) => Object.keys(s.words));
      expect(filed.sort()).toEqual([...WORDS].sort());
      for (const [key, shard] of shards) {
        for (const word of Object.keys(shard.words)) {
          expect(word.startsWith(key)).toBe(true);
          if (shard.exact) expect(word).toBe(key);
        }
        expect(key.length).toBeLessThanOrEqual(MAX_KEY);
      }
      const prefixes = new Set(WORDS.flatMap((w) => Array.from({ length: w.length }, (_, i) => w.slice(0, i + 1))));
      for (const prefix of [...prefixes, "zz", "abcdefgh"]) {
        const read = shardsFor(prefix, terms).flatMap((k) => Object.keys(shards.get(k)!.words));
        expect(read.filter((w) => w.startsWith(prefix)).sort(), prefix).toEqual(WORDS.filter((w) => w.startsWith(prefix)).sort());
      }
      if (maxBytes === 1) expect(shardsFor("dentelee", terms).length).toBeLessThanOrEqual(2);
    });
  }
});
