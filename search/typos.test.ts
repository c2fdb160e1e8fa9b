import { describe, expect, it } from "vitest";
import { deletions, oneEditApart } from "./typos.ts";

describe("oneEditApart", () => {
  it.each([
    ["vancleff", "vancleef"], // substitution
    ["ragnaors", "ragnaros"], // neighbours swapped
    ["onyxa", "onyxia"], // a letter missing
    ["malygoss", "malygos"], // a letter too many
    ["xragnaros", "ragnaros"], // first letter
    ["ragnarosx", "ragnaros"], // last letter
  ])("%s and %s are one edit apart", (a, b) => {
    expect(oneEditApart(a, b)).toBe(true);
    expect(oneEditApart(b, a)).toBe(true);
  });

  it.each([
    ["ragnaros", "ragnaros"], // equal
    ["ragnaros", "rognaras"], // letters swapped far apart
    ["vancleff", "vanclaaf"], // two substitutions
    ["onyx", "onyxia"], // two letters missing
    ["abcd", "badc"], // two swaps
  ])("%s and %s are not", (a, b) => {
    expect(oneEditApart(a, b)).toBe(false);
  });
});

describe("deletions", () => {
  it("gives each word one letter shorter once, none under the minimum", () => {
    expect(deletions("abba", 3).sort()).toEqual(["aba", "abb", "bba"]);
    expect(deletions("abc", 3)).toEqual([]);
  });

  it("meets the deletions of a word one edit away, or the word itself", () => {
    const keys = (w: string) => new Set([w, ...deletions(w, 4)]);
    for (const [typed, word] of [
      ["vancleff", "vancleef"],
      ["ragnaors", "ragnaros"],
      ["onyxa", "onyxia"],
      ["malygoss", "malygos"],
    ] as const) {
      expect(
        [...keys(typed)].some((k) => keys(word).has(k)),
        typed,
      ).toBe(true);
    }
  });
});
