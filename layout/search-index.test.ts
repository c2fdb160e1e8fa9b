import { describe, expect, it } from "vitest";
import {
  idShardFile,
  nameShardFile,
  prefixFile,
  SEARCH_TYPES,
  shardOf,
  shardsFor,
  termShardFile,
  topFile,
  weightOf,
} from "./search-index.ts";

describe("search index files", () => {
  it("names a plain key as it is and any other in hex", () => {
    expect(termShardFile("ab")).toBe("_index/search/terms/ab.bin");
    expect(termShardFile("éa")).toBe("_index/search/terms/_e9_61.bin");
    expect(prefixFile("a")).toBe("_index/search/prefixes/a.bin");
    expect(nameShardFile("œu")).toBe("_index/search/names/_153_75.json");
    expect(topFile("de")).toBe("_index/search/top/de.json");
    expect(idShardFile(3)).toBe("_index/search/ids/3.json");
  });

  it("orders types as the spec's type list", () => {
    expect(SEARCH_TYPES).toEqual(["item", "spell", "quest", "npc", "game_object", "item_set", "faction"]);
  });

  it("reads a doc's weight from bits 3 to 5 of its flags", () => {
    expect(weightOf(0b111_111)).toBe(7);
    expect(weightOf(0b010_101)).toBe(2);
    expect(weightOf(0b000_111)).toBe(0);
  });
});

describe("shardOf", () => {
  // "de" split into "dea" (exact: only "dea" itself) and "den"; "d" holds the one-letter word
  const terms = { d: true, de: true, dea: true, den: false, ep: false };

  it("is the longest key on the word's path that holds it", () => {
    expect(shardOf("epee", terms)).toBe("ep");
    expect(shardOf("dentelee", terms)).toBe("den");
    expect(shardOf("dea", terms)).toBe("dea");
    expect(shardOf("de", terms)).toBe("de");
    expect(shardOf("d", terms)).toBe("d");
  });

  it("is null when the longest key keeps only words as long as itself, or there is none", () => {
    expect(shardOf("deal", terms)).toBeNull();
    expect(shardOf("des", terms)).toBeNull();
    expect(shardOf("zz", terms)).toBeNull();
  });
});

describe("shardsFor", () => {
  const terms = { d: true, de: true, dea: true, den: false, ep: false, epx: false };

  it("reads the keys on the prefix's path that keep longer words, and every key below it", () => {
    expect(shardsFor("d", terms)).toEqual(["d", "de", "dea", "den"]);
    expect(shardsFor("de", terms)).toEqual(["de", "dea", "den"]);
    expect(shardsFor("dent", terms)).toEqual(["den"]);
    expect(shardsFor("epxa", terms)).toEqual(["ep", "epx"]);
    expect(shardsFor("epee", terms)).toEqual(["ep"]);
    expect(shardsFor("zz", terms)).toEqual([]);
  });
});
