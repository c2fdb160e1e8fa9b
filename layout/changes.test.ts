import { describe, expect, it } from "vitest";
import { changeOf, changesChunkFile, changesFile, compose, diff, historyFiles, recordFingerprints } from "./changes.ts";

describe("change history", () => {
  it("names the files of the changes since a build", () => {
    expect(changesFile("0123456789abcdef")).toBe("_changes/0123456789abcdef.json");
    expect(changesChunkFile("0123456789abcdef", 2)).toBe("_changes/0123456789abcdef/2.json");
  });

  it("tells an entry added, changed or removed", () => {
    expect(changeOf(["classic/npc/1", null, '"a"'])).toBe("added");
    expect(changeOf(["classic/npc/1", '"a"', '"b"'])).toBe("changed");
    expect(changeOf(["classic/npc/1", '"a"', null])).toBe("removed");
  });

  it("fingerprints the record files only, by key", () => {
    const served = [
      ["v1/classic/npcs/639.json", '"a"'],
      ["v1/classic/npcs.json", '"b"'],
      ["v1/tbc/items/10399.json", '"c"'],
    ] as const;
    expect([...recordFingerprints(served)]).toEqual([
      ["classic:npc:639", '"a"'],
      ["tbc:item:10399", '"c"'],
    ]);
  });

  it("diffs two builds' fingerprints, by key", () => {
    const before = new Map([
      ["classic:npc:2", '"x"'],
      ["classic:npc:1", '"a"'],
      ["classic:npc:3", '"gone"'],
    ]);
    const after = new Map([
      ["classic:npc:1", '"b"'],
      ["classic:npc:2", '"x"'],
      ["classic:npc:0", '"new"'],
    ]);
    expect(diff(before, after)).toEqual([
      ["classic:npc:0", null, '"new"'],
      ["classic:npc:1", '"a"', '"b"'],
      ["classic:npc:3", '"gone"', null],
    ]);
  });

  it("composes A to B and B to C into A to C, a record changed back dropped", () => {
    expect(
      compose(
        [
          ["k:1", '"a"', '"b"'],
          ["k:2", null, '"n"'],
        ],
        [
          ["k:1", '"b"', '"a"'],
          ["k:2", '"n"', '"m"'],
          ["k:3", '"z"', null],
        ],
      ),
    ).toEqual([
      ["k:2", null, '"m"'],
      ["k:3", '"z"', null],
    ]);
  });

  it("writes each build's count and chunks, then the builds compared with", () => {
    const files = [...historyFiles([{ id: "0123456789abcdef", date: "2026-11-01", entries: [["k:1", null, '"a"']] }])];
    expect(files).toEqual([
      ["_changes/0123456789abcdef.json", '{"count":1,"chunk":1000}'],
      ["_changes/0123456789abcdef/0.json", '[["k:1",null,"\\"a\\""]]'],
      ["_changes/builds.json", '[{"id":"0123456789abcdef","date":"2026-11-01","added":1,"changed":0,"removed":0}]'],
    ]);
  });
});
