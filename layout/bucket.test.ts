import { describe, expect, it } from "vitest";
import {
  contentKeyOfDigest,
  contentKeyOfEtag,
  etagShardNumber,
  isContentKey,
  manifestKey,
  manifestShardOf,
  objectKey,
  partsListOf,
  refShardOf,
  rootKey,
} from "./bucket.ts";

const KEY = "47DEQpj8HBSa-_TImW-5JCeuQeR"; // SHA-256 of no bytes

describe("bucket keys", () => {
  it("names objects, manifests and roots by prefix", () => {
    expect(objectKey(KEY)).toBe(`o/${KEY}`);
    expect(manifestKey(KEY)).toBe(`m/${KEY}`);
    expect(rootKey("0123456789abcdef")).toBe("b/0123456789abcdef.json");
  });

  it("takes a content key from a digest or an ETag", () => {
    const emptyDigest = Buffer.from("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855", "hex");
    expect(contentKeyOfDigest(emptyDigest)).toBe(KEY);
    expect(contentKeyOfEtag(`"${KEY}"`)).toBe(KEY);
  });

  it("accepts 27 base64url characters as a content key, nothing else", () => {
    expect(isContentKey(KEY)).toBe(true);
    expect(isContentKey(KEY.slice(1))).toBe(false);
    expect(isContentKey(`${KEY.slice(1)}+`)).toBe(false);
    expect(isContentKey(`"${KEY.slice(2)}"`)).toBe(false);
  });
});

describe("bucket shards", () => {
  it("files an internal path in a manifest shard by its FNV hash", () => {
    expect(manifestShardOf("_index/classic/npcs.json", 16)).toBe(14);
  });

  it("files a content key in the reference shard of its first character", () => {
    expect(refShardOf("A".repeat(27))).toBe(0);
    expect(refShardOf(KEY)).toBe(56); // "4"
    expect(refShardOf(`_${KEY.slice(1)}`)).toBe(63);
  });

  it("knows an ETag shard by its exact path", () => {
    expect(etagShardNumber("_meta/etags/7.json")).toBe(7);
    expect(etagShardNumber("_meta/etags/07.json")).toBeNull();
    expect(etagShardNumber("_meta/hashes/7.json")).toBeNull();
    expect(etagShardNumber("x/_meta/etags/7.json")).toBeNull();
  });

  it("reads a parts list's key from a manifest entry", () => {
    expect(partsListOf(`+${KEY}`)).toBe(KEY);
    expect(partsListOf(KEY)).toBeNull();
  });
});
