import { describe, expect, it } from "vitest";
import { encodePostingsFile, entriesOf, forEachPosting } from "./postings.ts";

const FILE = encodePostingsFile([
  ["ab", [3, 65, 200, 1]],
  ["b", [0, 130]],
]);

describe("encodePostingsFile", () => {
  it("writes the header's length, the header, then doc gaps and values as LEB128", () => {
    const header = '[["ab",2,5],["b",1,3]]';
    expect(Buffer.from(FILE).toString("hex")).toBe(
      "16000000" +
        Buffer.from(header).toString("hex") +
        // ab: gap 3, value 65; gap 197 (0xc5 0x01), value 1
        "0341c50101" +
        // b: gap 0, value 130 (0x82 0x01)
        "008201",
    );
  });
});

describe("entriesOf and forEachPosting", () => {
  it("finds each word's byte range", () => {
    expect(entriesOf(FILE)).toEqual([
      { word: "ab", count: 2, start: 26, end: 31 },
      { word: "b", count: 1, start: 31, end: 34 },
    ]);
  });

  it("gives back the absolute docIds and values, large ones included", () => {
    const big = encodePostingsFile([["w", [0, 0, 127, 128, 2 ** 31, 2 ** 40]]]);
    const [entry] = entriesOf(big);
    const seen: number[] = [];
    forEachPosting(big, entry!, (doc, value) => seen.push(doc, value));
    expect(seen).toEqual([0, 0, 127, 128, 2 ** 31, 2 ** 40]);
  });

  it("reads a file that is a view into a larger buffer", () => {
    const larger = new Uint8Array(FILE.length + 3);
    larger.set(FILE, 3);
    const view = larger.subarray(3);
    const seen: number[] = [];
    for (const entry of entriesOf(view)) forEachPosting(view, entry, (doc, value) => seen.push(doc, value));
    expect(seen).toEqual([3, 65, 200, 1, 0, 130]);
  });
});
