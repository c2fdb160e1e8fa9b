import { describe, expect, it } from "vitest";
import { DEFLATED, STORED, type PackIndex } from "./pack.ts";
import { deltaTrailerOf, indexOfDelta, readDeltaTrailer, type IndexDelta } from "./pack-delta.ts";

const places = (triples: number[]) => Buffer.from(new Uint32Array(triples).buffer).toString("base64");

describe("indexOfDelta", () => {
  const base: PackIndex = {
    build: "a",
    level: 4,
    blocks: [
      [8, 10, 40, DEFLATED, "f0"],
      [18, 20, 80, DEFLATED, "f1"],
      [38, 5, 5, STORED, "f2"],
    ],
    paths: ["a.json", "b.json", "c.gz", "d.json"].join("\n"),
    places: places([0, 0, 40, 1, 0, 50, 2, 0, 5, 1, 50, 30]),
  };
  const basePlaces = new Uint32Array(new Uint8Array(Buffer.from(base.places, "base64")).buffer);

  it("makes the index the generator writes: runs of the base's blocks renumbered, new blocks, paths that came and went", () => {
    const delta: IndexDelta = {
      base: "sha",
      build: "b",
      level: 4,
      index_level: 1,
      index_sha256: "",
      start: 8,
      blocks: [
        [12, 44, DEFLATED, "g0"],
        [1, 2],
      ],
      removed: ["a.json"],
      added: ["a2.json"],
      places: [0, 0, 0, 44],
    };
    const made = indexOfDelta(base, basePlaces, delta);
    const expected: PackIndex = {
      build: "b",
      level: 4,
      blocks: [
        [8, 12, 44, DEFLATED, "g0"],
        [20, 20, 80, DEFLATED, "f1"],
        [40, 5, 5, STORED, "f2"],
      ],
      paths: ["a2.json", "b.json", "c.gz", "d.json"].join("\n"),
      places: places([0, 0, 44, 1, 0, 50, 2, 0, 5, 1, 50, 30]),
    };
    expect(made.index).toEqual(expected);
    expect(made.text).toBe(JSON.stringify(expected));
  });

  it("refuses a delta that leaves a file unplaced or names a block its base lacks", () => {
    const delta: IndexDelta = {
      base: "sha",
      build: "b",
      level: 4,
      index_level: 1,
      index_sha256: "",
      start: 8,
      blocks: [[1, 2]],
      removed: [],
      added: [],
      places: [],
    };
    expect(() => indexOfDelta(base, basePlaces, delta)).toThrow("the delta does not place a.json");
    expect(() => indexOfDelta(base, basePlaces, { ...delta, blocks: [[2, 2]] })).toThrow("the delta names block 3, which its base lacks");
  });

  it("reads back its trailer, and nothing else as one", () => {
    expect(readDeltaTrailer(deltaTrailerOf(123456, 789))).toEqual({ offset: 123456, length: 789 });
    expect(readDeltaTrailer(new Uint8Array(16))).toBe(null);
  });
});
