import { describe, expect, it } from "vitest";
import { LruCache } from "./lru.ts";

describe("LruCache", () => {
  it("drops the least recently used beyond its bytes", () => {
    const lru = new LruCache<string>(10);
    lru.set("a", "A", 4);
    lru.set("b", "B", 4);
    lru.set("c", "C", 4); // 12 bytes: a goes
    expect([lru.get("a"), lru.get("b"), lru.get("c")]).toEqual([undefined, "B", "C"]);
  });

  it("counts a read as a use", () => {
    const lru = new LruCache<string>(10);
    lru.set("a", "A", 4);
    lru.set("b", "B", 4);
    expect(lru.get("a")).toBe("A");
    lru.set("c", "C", 4); // b is now the oldest
    expect([lru.get("a"), lru.get("b"), lru.get("c")]).toEqual(["A", undefined, "C"]);
  });

  it("counts a key set again at its new size only", () => {
    const lru = new LruCache<string>(10);
    lru.set("a", "A", 6);
    lru.set("a", "A2", 2);
    lru.set("b", "B", 8); // 2 + 8 fit
    expect([lru.get("a"), lru.get("b")]).toEqual(["A2", "B"]);
  });

  it("keeps no value larger than its entry bound, and forgets the old value of that key", () => {
    const lru = new LruCache<string>(100, 10);
    lru.set("a", "A", 5);
    lru.set("a", "big", 11);
    lru.set("b", "B", 10);
    expect([lru.get("a"), lru.get("b")]).toEqual([undefined, "B"]);
  });

  it("keeps a value of exactly its bound", () => {
    const lru = new LruCache<number>(8);
    lru.set("x", 1, 8);
    expect(lru.get("x")).toBe(1);
    lru.set("y", 2, 1);
    expect([lru.get("x"), lru.get("y")]).toEqual([undefined, 2]);
  });
});
