import { describe, expect, it } from "vitest";
import { nextOf, shardMaker } from "./derive.ts";

describe("shardMaker", () => {
  // Two ETag shards and one hash shard: items/1.json and items~abc.json are in ETag shard 0,
  // items/2.json and web/index.html in shard 1 (hashing/fnv.ts).
  const before: Record<string, string> = {
    "_meta/etags/0.json": JSON.stringify({
      "v1/classic/items/1.json": ['"a"', null],
      "v1/classic/items~abc.json": ['"p"', "http://x/v1/classic/items?cursor=abc"],
    }),
    "_meta/etags/1.json": JSON.stringify({ "v1/classic/items/2.json": ['"b"', null] }),
    "_meta/hashes/0.json": JSON.stringify({
      "_index/classic/items.json": '"i"',
      "_meta/etags/0.json": '"e0"',
      "_meta/etags/1.json": '"e1"',
    }),
  };
  const hashOf = (text: string) => `"#${text.length}"`;

  it("applies the changed, removed and added files to the local shards, in path order, the ETag shards' own hashes in the hash shards", () => {
    const make = shardMaker(
      {
        hashes: new Map([
          ["v1/classic/items/1.json", '"a2"'],
          ["web/index.html", '"w"'],
          ["_index/search/terms/a.bin", '"t"'],
        ]),
        nexts: new Map([
          ["v1/classic/items/1.json", null],
          ["web/index.html", null],
        ]),
        removed: ["v1/classic/items~abc.json"],
        added: ["_index/search/terms/a.bin", "web/index.html"],
      },
      { etag_shards: 2, hash_shards: 1 },
      (shard) => before[shard] ?? null,
      hashOf,
    );
    const etags0 = JSON.stringify({ "v1/classic/items/1.json": ['"a2"', null] });
    const etags1 = JSON.stringify({ "v1/classic/items/2.json": ['"b"', null], "web/index.html": ['"w"', null] });
    expect(make("_meta/etags/0.json")).toBe(etags0);
    expect(make("_meta/etags/1.json")).toBe(etags1);
    expect(make("_meta/hashes/0.json")).toBe(
      JSON.stringify({
        "_index/classic/items.json": '"i"',
        "_index/search/terms/a.bin": '"t"',
        "_meta/etags/0.json": `"#${etags0.length}"`,
        "_meta/etags/1.json": `"#${etags1.length}"`,
      }),
    );
    expect(make("_meta/etags/7.json")).toBe(null);
  });
});

describe("nextOf", () => {
  it("is a list page's next address, from its envelope, else null", () => {
    const page = (body: object) => new TextEncoder().encode(JSON.stringify(body));
    expect(nextOf(page({ object: "list", data: [], has_more: true, next_cursor: "Yz", url: "http://x/v1/classic/items" }))).toBe(
      "http://x/v1/classic/items?cursor=Yz",
    );
    expect(nextOf(page({ object: "list", data: [], has_more: false, next_cursor: null, url: "http://x/v1/classic/items" }))).toBe(null);
    expect(nextOf(page({ object: "item", id: 1, next_cursor: "Yz" }))).toBe(null);
  });
});
