import { describe, expect, it } from "vitest";
import { hash8, hash8OfParts, shardNumberOf } from "./fnv.ts";

describe("hash8", () => {
  it.each([
    ["", "811c9dc5"], // the offset basis: nothing hashed
    ["a", "e40c292c"], // the published FNV-1a 32-bit vectors
    ["foobar", "bf9cf968"],
  ])("hashes %j as FNV-1a: %s", (text, hex) => {
    expect(hash8(text)).toBe(hex);
  });

  it("hashes UTF-16 code units, so « é » is the one unit 0xe9", () => {
    expect(hash8("é")).toBe("6c0b6c44");
  });

  it("is the same hashed in parts as whole", () => {
    expect(hash8OfParts(["foo", "", "bar"])).toBe("bf9cf968");
    expect(hash8OfParts([])).toBe("811c9dc5");
  });
});

describe("shardNumberOf", () => {
  it("is the hash as a number modulo the shard count", () => {
    expect(shardNumberOf("a", 16)).toBe(0xe40c292c % 16);
    expect(shardNumberOf("a", 16)).toBe(12);
    expect(shardNumberOf("v1/classic/npcs/639.json", 64)).toBe(47);
    expect(shardNumberOf("anything", 1)).toBe(0);
  });
});
