import { describe, expect, it } from "vitest";
import { ApiError } from "../contract/api-error.ts";
import { decodeCursor, encodeCursor } from "../hashing/cursor.ts";
import { elementsAt, encodeChunk } from "../layout/chunks.ts";
import type { IndexFiles } from "../layout/dist.ts";
import { listIdentity, pageOf, startOf, type ListRequest, type Source } from "./engine.ts";

describe("listIdentity", () => {
  it("binds a name filter by its folded words, each once", () => {
    expect(listIdentity({ q: "Épée  l'épée", type: "beast" })).toEqual({ type: "beast", q: "epee l" });
    expect(listIdentity({ q: " ' ", sort: "level" })).toEqual({ sort: "level" });
    expect(listIdentity({ type: "beast" })).toEqual({ type: "beast" });
  });
});

describe("startOf", () => {
  const cursor = (offset: number, query = "0123abcd", collection = "89abcdef") => encodeCursor({ query, collection, offset });

  it("is 0 without a cursor, the cursor's offset with one of this query and collection", () => {
    expect(startOf(null, "0123abcd", "89abcdef", 100, Infinity)).toBe(0);
    expect(startOf(cursor(40), "0123abcd", "89abcdef", 100, Infinity)).toBe(40);
    expect(startOf(cursor(100), "0123abcd", "89abcdef", 100, Infinity)).toBe(100);
  });

  it("refuses a cursor of another query, collection, past the end, or unreadable", () => {
    for (const [c, length] of [
      [cursor(40, "0123abce"), 100],
      [cursor(40, "0123abcd", "89abcdee"), 100],
      [cursor(101), 100],
      ["nonsense", 100],
    ] as const) {
      const error = (() => {
        try {
          startOf(c, "0123abcd", "89abcdef", length, Infinity);
        } catch (e) {
          return e;
        }
      })();
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ code: "cursor_invalid", param: "cursor" });
    }
  });

  it("refuses a cursor at or past the depth with the French reason", () => {
    expect(() => startOf(cursor(500), "0123abcd", "89abcdef", Infinity, 500)).toThrow(
      "La recherche ne se parcourt que sur ses 500 premiers résultats\u00a0: précisez «\u00a0q\u00a0» ou filtrez par type ou version.",
    );
    expect(startOf(cursor(480), "0123abcd", "89abcdef", Infinity, 500)).toBe(480);
  });
});

describe("pageOf", () => {
  const source: Source = {
    collection: "89abcdef",
    positions: [4, 2, 0, 3, 1],
    elements: async (positions) => positions.map((p) => `e${p}`),
  };
  const request = (over: Partial<ListRequest>): ListRequest => ({
    path: "/classic/npcs",
    list: "npcs",
    indexed: true,
    criteria: { type: "beast,humanoid", q: "loup" },
    limit: 2,
    cursor: null,
    includeTotal: false,
    ...over,
  });

  it("cuts the first page, with the address of its filters (sorted) and limit, and the next page's cursor", async () => {
    const answer = await pageOf(source, "https://api.test/v1", request({}), "0123abcd");
    const next = encodeCursor({ query: "0123abcd", collection: "89abcdef", offset: 2 });
    expect(answer.body).toEqual({
      object: "list",
      data: ["e4", "e2"],
      has_more: true,
      next_cursor: next,
      url: "https://api.test/v1/classic/npcs?q=loup&type=beast,humanoid&limit=2",
    });
    expect(answer.next).toBe(`https://api.test/v1/classic/npcs?q=loup&type=beast,humanoid&limit=2&cursor=${next}`);
  });

  it("ends at the last element, with the total when asked", async () => {
    const cursor = encodeCursor({ query: "0123abcd", collection: "89abcdef", offset: 4 });
    const answer = await pageOf(
      source,
      "https://api.test/v1",
      request({ cursor, includeTotal: true, limit: 20, criteria: {} }),
      "0123abcd",
    );
    expect(answer).toEqual({
      body: { object: "list", data: ["e1"], has_more: false, next_cursor: null, url: "https://api.test/v1/classic/npcs", total_count: 5 },
      next: null,
    });
  });

  it("has no next page at the depth", async () => {
    const answer = await pageOf(source, "", request({ criteria: {} }), "0123abcd", 2);
    expect(answer.body.next_cursor).toBeNull();
    expect(decodeCursor(answer.body.next_cursor ?? "")).toBeNull();
  });
});

describe("elementsAt", () => {
  it("reads each chunk once and gives the elements in the order asked", async () => {
    const chunks: Record<string, Uint8Array> = { "c/0.bin": encodeChunk(["a", "b"]), "c/1.bin": encodeChunk(["c", "d"]) };
    const read: string[] = [];
    const files: IndexFiles = {
      json: async () => null,
      bytes: async (file) => (read.push(file), chunks[file] ?? null),
    };
    const places = [
      { file: "c/1.bin", at: 1 },
      { file: "c/0.bin", at: 0 },
      { file: "c/1.bin", at: 0 },
    ];
    expect(await elementsAt(files, places)).toEqual(["d", "a", "c"]);
    expect(read.sort()).toEqual(["c/0.bin", "c/1.bin"]);
    await expect(elementsAt(files, [{ file: "c/2.bin", at: 0 }])).rejects.toThrow("list index: c/2.bin is missing");
  });
});
