import { describe, expect, it } from "vitest";
import type { IndexFiles } from "../layout/dist.ts";
import { encodePostingsFile } from "../layout/postings.ts";
import {
  Flag,
  FLAG_VALUES,
  nameShardFile,
  recordEntry,
  recordsFile,
  termShardFile,
  TF_SCALE,
  TYPO_KEYS,
  typoShardFile,
  type SearchManifest,
} from "../layout/search-index.ts";
import { keeps, keepsRogue, MatchList, oneWordFilter, oneWordRecords, queryMatches, type Keep } from "./match.ts";
import { idf, Tier } from "./rank.ts";
import { deletions } from "./typos.ts";

/** A doc of the little index below: its words by where they are, its own flags. */
interface Doc {
  french: string[];
  english?: string[];
  text?: string[];
  rogue?: boolean;
  weight?: number;
  /** its game number (else its docId) */
  id?: number;
}

// DocIds in the index's order: the items, then the NPCs.
const DOCS: Doc[] = [
  { french: ["lame", "du", "chef"] },
  { french: ["lame", "tonnerre"], english: ["thunderfury"], text: ["epee"], rogue: true },
  { french: ["edwin", "vancleef"], text: ["chef", "defias"], weight: 3 },
  { french: ["kel", "thuzad"], text: ["armee", "fleau"] },
  { french: ["le", "roi", "liche"], english: ["the", "lich", "king"] },
];

const ITEMS_THEN_NPCS: SearchManifest["ranges"] = [
  ["item", "classic", 0],
  ["npc", "classic", 2],
];

/** The shard key of a word, as the generator files it when no shard is split. */
const keyOf = (word: string) => word.slice(0, 2);

/** The index files of DOCS as the generator writes them (layout/search-index.ts), every tf 1. */
function indexOf(
  docs: readonly Doc[],
  ranges: SearchManifest["ranges"] = ITEMS_THEN_NPCS,
): { files: IndexFiles; manifest: SearchManifest } {
  const own = (d: Doc) => (d.rogue ? Flag.Rogue : 0) | ((d.weight ?? 0) << Flag.WeightShift);
  const postings = new Map<string, number[]>();
  const names = new Map<string, Record<string, number[]>>();
  const typos = new Map<string, Record<string, string[]>>();
  docs.forEach((d, id) => {
    const words = new Set([...d.french, ...(d.english ?? []), ...(d.text ?? [])]);
    for (const w of [...words].sort()) {
      const flags = own(d) | (d.french.includes(w) ? Flag.FrenchName : 0) | (d.english?.includes(w) ? Flag.EnglishName : 0);
      postings.set(w, [...(postings.get(w) ?? []), id, TF_SCALE * FLAG_VALUES + flags]);
    }
    for (const [name, bit] of [
      [d.french.join(""), Flag.FrenchName],
      [d.english?.join(""), Flag.EnglishName],
    ] as const) {
      if (!name) continue;
      const shard = names.get(keyOf(name)) ?? names.set(keyOf(name), {}).get(keyOf(name))!;
      (shard[name] ??= []).push(id * FLAG_VALUES + own(d) + bit);
    }
    for (const w of [...d.french, ...(d.english ?? [])]) {
      for (const key of [w, ...deletions(w, 4)]) {
        const shard = typos.get(keyOf(key)) ?? typos.set(keyOf(key), {}).get(keyOf(key))!;
        if (!(shard[key] ??= []).includes(w)) shard[key].push(w);
      }
    }
  });
  const terms = new Map<string, [string, number[]][]>();
  for (const w of [...postings.keys()].sort()) terms.set(keyOf(w), [...(terms.get(keyOf(w)) ?? []), [w, postings.get(w)!]]);
  const bytes = new Map([...terms].map(([key, list]) => [termShardFile(key), encodePostingsFile(list)]));
  const entries = Int32Array.from(docs, (d, doc) => recordEntry(d.id ?? doc, 1));
  bytes.set(recordsFile(0), new Uint8Array(entries.buffer));
  const json = new Map<string, unknown>([
    ...[...names].map(([key, shard]) => [nameShardFile(key), shard] as const),
    ...[...typos].map(([key, shard]) => [typoShardFile(key), shard] as const),
    [TYPO_KEYS, Object.fromEntries([...typos.keys()].map((k) => [k, k.length < 2]))],
  ]);
  const keys = (m: Map<string, unknown>) => Object.fromEntries([...m.keys()].map((k) => [k, k.length < 2]));
  const manifest: SearchManifest = {
    collection: "0123abcd",
    docs: docs.length,
    id_shards: 1,
    ranges,
    terms: keys(terms),
    merged: {},
    names: keys(names),
  };
  const files: IndexFiles = { json: async (file) => json.get(file) ?? null, bytes: async (file) => bytes.get(file) ?? null };
  return { files, manifest };
}

const ALL: Keep = { ranges: [[0, 5]], rogue: null };

/** What queryMatches found, as [doc, tier] pairs. */
async function found(query: string[], keep = ALL): Promise<[number, number][]> {
  const { files, manifest } = indexOf(DOCS);
  const m = await queryMatches(files, manifest, query, keep);
  return Array.from({ length: m.count }, (_, i) => [m.docs[i]!, m.tiers[i]!]);
}

describe("queryMatches", () => {
  it("finds the docs with a word starting with each query word, a name word before a text word", async () => {
    expect(await found(["chef"])).toEqual([
      [0, Tier.NameWords],
      [2, Tier.Text],
    ]);
    expect(await found(["edwin", "def"])).toEqual([[2, Tier.Text]]); // not every word in the name
    expect(await found(["king"])).toEqual([[4, Tier.EnglishWords]]);
    expect(await found(["zzz"])).toEqual([]);
    expect(await found([])).toEqual([]);
  });

  it("scores a doc by the BM25 idf of each word, tf 1 here", async () => {
    const { files, manifest } = indexOf(DOCS);
    const m = await queryMatches(files, manifest, ["chef", "defias"], ALL);
    expect([...m.docs.subarray(0, m.count)]).toEqual([2]);
    expect(m.scores[0]).toBe(idf(5, 2) + idf(5, 1));
  });

  it("ranks the names that are or start with the query written as one word first", async () => {
    expect(await found(["lame"])).toEqual([
      [0, Tier.NamePrefix],
      [1, Tier.NamePrefix],
    ]);
    expect(await found(["kel", "thuzad"])).toEqual([[3, Tier.ExactName]]);
    expect(await found(["the", "lich", "king"])).toEqual([[4, Tier.ExactEnglish]]);
    expect(await found(["thunder"])).toEqual([[1, Tier.EnglishWords]]);
  });

  it("reads a word that matches nothing as two words of a name, the first whole", async () => {
    expect(await found(["lametonnerre", "epee"])).toEqual([[1, Tier.Text]]);
    expect(await found(["kelthuzad", "fleau"])).toEqual([[3, Tier.Text]]);
    expect(await found(["lamet", "fleau"])).toEqual([]); // « lame » and « t... » in no one name
  });

  it("reads two neighbouring words as one when the words alone find no name", async () => {
    expect(await found(["van", "cleef"])).toEqual([[2, Tier.NameWords]]);
    expect(await found(["edwin", "van", "cleef"])).toEqual([[2, Tier.ExactName]]);
  });

  it("corrects one typo of a word of five letters or more when nothing matches", async () => {
    expect(await found(["vancleff"])).toEqual([[2, Tier.NameWords]]);
    expect(await found(["edwin", "vancleff"])).toEqual([[2, Tier.ExactName]]);
    expect(await found(["tonerre"])).toEqual([[1, Tier.NameWords]]);
    expect(await found(["lamx"])).toEqual([]); // too short to correct
    expect(await found(["vancleff1"])).toEqual([]); // a digit: a code, not a typo
  });

  it("finds names only for a query of one- and two-letter words", async () => {
    expect(await found(["le", "r"])).toEqual([[4, Tier.NamePrefix]]);
    expect(await found(["la", "du"])).toEqual([]); // « lame du chef » is no name starting with « ladu »
    expect(await found(["le", "x"])).toEqual([]);
  });

  it("keeps the docs of the ranges and rogue bit asked for", async () => {
    expect(await found(["chef"], { ranges: [[2, 5]], rogue: null })).toEqual([[2, Tier.Text]]);
    expect(await found(["lame"], { ranges: [[0, 5]], rogue: 1 })).toEqual([[1, Tier.NamePrefix]]);
    expect(await found(["lame"], { ranges: [[0, 5]], rogue: 0 })).toEqual([[0, Tier.NamePrefix]]);
  });

  it("carries each doc's weight", async () => {
    const { files, manifest } = indexOf(DOCS);
    const m = await queryMatches(files, manifest, ["edwin"], ALL);
    expect([m.count, m.docs[0], m.weights[0]]).toEqual([1, 2, 3]);
  });
});

describe("oneWordFilter", () => {
  it("counts the docs the filters keep of a prefix and of its names, and tests a doc", async () => {
    const { files, manifest } = indexOf(DOCS);
    const all = await oneWordFilter(files, manifest, "lame", ALL);
    expect(all.count).toBe(2);
    expect([0, 1, 2].map(all.kept)).toEqual([true, true, false]);
    const rogue = await oneWordFilter(files, manifest, "lame", { ranges: [[0, 5]], rogue: 1 });
    expect(rogue.count).toBe(1);
    expect([0, 1].map(rogue.kept)).toEqual([false, true]);
    const npcs = await oneWordFilter(files, manifest, "chef", { ranges: [[2, 5]], rogue: null });
    expect(npcs.count).toBe(1);
    expect([0, 2].map(npcs.kept)).toEqual([false, true]);
  });

  it("counts a doc found by its name alone", async () => {
    const { files, manifest } = indexOf(DOCS);
    const named = await oneWordFilter(files, manifest, "thelich", ALL);
    expect(named.count).toBe(1);
    expect([3, 4].map(named.kept)).toEqual([false, true]);
  });
});

describe("oneWordRecords", () => {
  // Two items in classic and again in tbc (the second without « lame » there, found by its English
  // name, and rogue), then NPCs, one with an item's number, one found by its name alone.
  const VERSIONED: Doc[] = [
    { id: 1, french: ["lame", "du", "chef"] },
    { id: 2, french: ["lame", "tonnerre"], rogue: true },
    { id: 1, french: ["lame", "du", "chef"], rogue: true },
    { id: 2, french: ["foudre"], english: ["lame", "tonnerre"], rogue: true },
    { id: 2, french: ["edwin", "vancleef"], text: ["lame"] },
    { id: 3, french: ["le", "roi", "liche"], english: ["the", "lich", "king"] },
  ];
  const ranges: SearchManifest["ranges"] = [
    ["item", "classic", 0],
    ["item", "tbc", 2],
    ["npc", "classic", 4],
  ];
  const typeOf = (doc: number) => (doc < 4 ? "item" : "npc");
  const keeps: Keep[] = [
    { ranges: [[0, 6]], rogue: null },
    { ranges: [[0, 6]], rogue: 1 },
    { ranges: [[0, 6]], rogue: 0 },
    { ranges: [[2, 4]], rogue: null },
    { ranges: [[0, 2]], rogue: 1 },
    { ranges: [[2, 6]], rogue: 0 },
  ];

  it("counts the records of the docs queryMatches finds for one word, whatever the filters", async () => {
    const { files, manifest } = indexOf(VERSIONED, ranges);
    for (const word of ["l", "lame", "t", "tonnerre", "e", "thelich", "chef"])
      for (const keep of keeps) {
        const m = await queryMatches(files, manifest, [word], keep);
        const docs = Array.from(m.docs.subarray(0, m.count));
        const records = new Set(docs.map((doc) => `${typeOf(doc)}:${VERSIONED[doc]!.id}`)).size;
        expect(await oneWordRecords(files, manifest, word, keep), `${word} ${JSON.stringify(keep)}`).toBe(records);
        expect(m.count).toBe((await oneWordFilter(files, manifest, word, keep)).count);
      }
  });

  it("counts a record once over its versions, and an NPC apart from the item of its number", async () => {
    const { files, manifest } = indexOf(VERSIONED, ranges);
    expect(await oneWordRecords(files, manifest, "lame", keeps[0]!)).toBe(3);
    expect(await oneWordRecords(files, manifest, "lame", keeps[1]!)).toBe(2);
    expect(await oneWordRecords(files, manifest, "lame", keeps[2]!)).toBe(2);
    expect(await oneWordRecords(files, manifest, "thelich", keeps[5]!)).toBe(1);
    expect(await oneWordRecords(files, manifest, "thelich", keeps[3]!)).toBe(0);
  });
});

describe("keeps", () => {
  const keep: Keep = { ranges: [[2, 4]], rogue: 1 };

  it("keeps a doc in a range with the rogue bit asked for", () => {
    expect([keeps(keep, 2, Flag.Rogue), keeps(keep, 3, Flag.Rogue | Flag.FrenchName)]).toEqual([true, true]);
    expect([keeps(keep, 1, Flag.Rogue), keeps(keep, 4, Flag.Rogue), keeps(keep, 2, Flag.FrenchName)]).toEqual([false, false, false]);
    expect([keepsRogue({ ranges: [], rogue: null }, 0), keepsRogue({ ranges: [], rogue: 0 }, Flag.Rogue)]).toEqual([true, false]);
  });
});

describe("MatchList", () => {
  it("grows past its capacity and finds a doc from a place at or before it", () => {
    const list = new MatchList(1);
    for (let doc = 0; doc < 100; doc += 3) list.push(doc, doc % 7, doc / 2, doc % 8);
    expect(list.count).toBe(34);
    expect([list.docs[33], list.tiers[33], list.scores[33], list.weights[33]]).toEqual([99, 1, 49.5, 3]);
    expect(list.indexOf(30)).toBe(10);
    expect(list.indexOf(30, 10)).toBe(10);
    expect(list.indexOf(31)).toBe(-1);
    expect(list.indexOf(99, 5)).toBe(33);
    expect(list.indexOf(100)).toBe(-1);
  });
});
