import { describe, expect, it } from "vitest";
import { DEFLATED, STORED, type PackBlock, type PackIndex } from "../layout/pack.ts";
import { planOf, remainderOf, withMade, type Segment } from "./plan.ts";

/** An index whose files are `files` ([path, block]), each whole block's one file of `length` bytes. */
function layoutOf(blocks: PackBlock[], files: [string, number][]): { index: PackIndex; places: Uint32Array } {
  const places = new Uint32Array(files.flatMap(([, b]) => [b, 0, blocks[b]![2]]));
  return { index: { build: "b", level: 4, blocks, paths: files.map(([p]) => p).join("\n"), places: "" }, places };
}

describe("planOf", () => {
  const oldPack = layoutOf(
    [
      [8, 100, 400, DEFLATED, "a"],
      [108, 50, 200, DEFLATED, "b"],
      [158, 30, 30, STORED, "db"],
    ],
    [
      ["v1/a.json", 0],
      ["v1/b.json", 1],
      ["bulk/grimoire.sqlite.gz", 2],
    ],
  );
  const old = {
    ...oldPack,
    members: {
      "bulk/grimoire.sqlite.gz": [
        ["m1", 0, 10],
        ["m2", 10, 20],
      ] as [string, number, number][],
    },
  };

  it("copies the blocks and members the local pack has, asks the source for the rest", () => {
    const next = layoutOf(
      [
        [8, 100, 400, DEFLATED, "a"],
        [108, 60, 250, DEFLATED, "b2"],
        [168, 32, 32, STORED, "db2"],
      ],
      [
        ["v1/a.json", 0],
        ["v1/b.json", 1],
        ["bulk/grimoire.sqlite.gz", 2],
      ],
    );
    const members = {
      "bulk/grimoire.sqlite.gz": [
        ["m1", 0, 10],
        ["m3", 10, 22],
      ] as [string, number, number][],
    };
    expect(planOf({ index: next.index, members }, next.places, 200, old)).toEqual<Segment[]>([
      { at: 0, length: 8, kind: "source", from: 0 },
      { at: 8, length: 100, kind: "local", from: 8 },
      { at: 108, length: 60, kind: "source", from: 108 },
      { at: 168, length: 10, kind: "local", from: 158 },
      { at: 178, length: 22, kind: "source", from: 178 },
    ]);
  });

  it("takes a changed records' member from the pack's own deflated block of it, but for its gzip header and trailer", () => {
    const next = layoutOf(
      [
        [8, 40, 300, DEFLATED, "r2"],
        [48, 100, 400, DEFLATED, "a"],
        [148, 68, 68, STORED, "npcs"],
      ],
      [
        ["v1/a.json", 1],
        ["bulk/grimoire-classic-npcs.jsonl.gz", 2],
      ],
    );
    const members = {
      "bulk/grimoire-classic-npcs.jsonl.gz": [
        ["r1", 0, 10],
        ["r2", 10, 58],
      ] as [string, number, number][],
    };
    const withRecords = { ...old, members: { ...old.members, "bulk/grimoire-classic-npcs.jsonl.gz": [] } };
    withRecords.members["bulk/grimoire.sqlite.gz"] = [["r1", 0, 10]];
    expect(planOf({ index: next.index, members }, next.places, 216, withRecords)).toEqual<Segment[]>([
      { at: 0, length: 48, kind: "source", from: 0 },
      { at: 48, length: 100, kind: "local", from: 8 },
      { at: 148, length: 10, kind: "local", from: 158 },
      { at: 158, length: 10, kind: "source", from: 158 },
      { at: 168, length: 40, kind: "self", from: 8 },
      { at: 208, length: 8, kind: "source", from: 208 },
    ]);
  });

  it("asks the source for everything without a local pack, or one of another level", () => {
    const next = layoutOf([[8, 100, 400, DEFLATED, "a"]], [["v1/a.json", 0]]);
    const expected: Segment[] = [{ at: 0, length: 108, kind: "source", from: 0 }];
    expect(planOf({ index: next.index, members: {} }, next.places, 108, null)).toEqual(expected);
    const otherLevel = { ...old, index: { ...old.index, level: 6 } };
    expect(planOf({ index: next.index, members: {} }, next.places, 108, otherLevel)).toEqual(expected);
  });
});

describe("remainderOf", () => {
  it("drops what is written and cuts the segment under way", () => {
    const plan: Segment[] = [
      { at: 0, length: 8, kind: "source", from: 0 },
      { at: 8, length: 100, kind: "local", from: 50 },
    ];
    expect(remainderOf(plan, 30)).toEqual([{ at: 30, length: 78, kind: "local", from: 72 }]);
    expect(remainderOf(plan, 108)).toEqual([]);
  });
});

describe("withMade", () => {
  it("marks the runs of the made blocks that the source would send, and only those", () => {
    const plan: Segment[] = [
      { at: 8, length: 100, kind: "local", from: 8 },
      { at: 108, length: 100, kind: "source", from: 108 },
    ];
    expect(
      withMade(plan, [
        [120, 30],
        [150, 10],
        [8, 50],
      ]),
    ).toEqual([
      { at: 8, length: 100, kind: "local", from: 8 },
      { at: 108, length: 12, kind: "source", from: 108 },
      { at: 120, length: 30, kind: "made", from: 120 },
      { at: 150, length: 10, kind: "made", from: 150 },
      { at: 160, length: 48, kind: "source", from: 160 },
    ]);
  });
});
