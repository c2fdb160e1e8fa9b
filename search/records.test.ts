import { describe, expect, it } from "vitest";
import type { IndexFiles } from "../layout/dist.ts";
import { Flag, RECORDS_BLOCK, recordEntry, recordsFile, recordsFiles, SEARCH_TYPES, type SearchManifest } from "../layout/search-index.ts";
import { PAIR_SETS, recordCount, recordSets, RecordTally } from "./records.ts";

// Items in classic and in tbc, then NPCs in classic: more docs than one records block holds, so
// a type's range and a block end in the middle of each other.
const TBC = RECORDS_BLOCK - 100,
  NPCS = 2 * TBC,
  DOCS = NPCS + 3000;
/** A doc's game number: an item's tbc doc has the number of the classic doc of its place, and NPCs
 * reuse the items' first numbers, each number twice. */
const idOf = (doc: number) => (doc < NPCS ? doc % TBC : (doc - NPCS) >> 1);
const typeOf = (doc: number) => (doc < NPCS ? "item" : "npc");

function indexOf(): { files: IndexFiles; manifest: SearchManifest } {
  const manifest: SearchManifest = {
    collection: "0123abcd",
    docs: DOCS,
    id_shards: 1,
    ranges: [
      ["item", "classic", 0],
      ["item", "tbc", TBC],
      ["npc", "classic", NPCS],
    ],
    terms: {},
    merged: {},
    names: {},
  };
  const bytes = new Map<string, Uint8Array>();
  for (let n = 0; n < recordsFiles(DOCS); n++) {
    const docs = Array.from({ length: Math.min(RECORDS_BLOCK, DOCS - n * RECORDS_BLOCK) }, (_, i) => n * RECORDS_BLOCK + i);
    const view = new DataView(new ArrayBuffer(docs.length * 4));
    docs.forEach((doc, i) => view.setInt32(i * 4, recordEntry(idOf(doc), doc < NPCS ? 0b011 : 0b001), true));
    bytes.set(recordsFile(n), new Uint8Array(view.buffer));
  }
  return { files: { json: async () => null, bytes: async (file) => bytes.get(file) ?? null }, manifest };
}

/** The distinct records of docs, by hand. */
const recordsOfDocs = (docs: Iterable<number>) => new Set(Array.from(docs, (doc) => `${typeOf(doc)}:${idOf(doc)}`)).size;

describe("RecordTally", () => {
  it("counts each type and game number once, across versions, types and records blocks", async () => {
    const { files, manifest } = indexOf();
    const all = Int32Array.from({ length: DOCS }, (_, i) => i);
    expect(await recordCount(files, manifest, all, DOCS)).toBe(TBC + 1500);
    // The tbc items alone, then their numbers again in classic: nothing more.
    const tally = new RecordTally(files, manifest);
    await tally.add(all, TBC, NPCS);
    expect(tally.records).toBe(TBC);
    await tally.add(all, 0, TBC);
    expect(tally.records).toBe(TBC);
    await tally.add(all, NPCS, NPCS + 10);
    expect(tally.records).toBe(TBC + 5);
  });

  it("takes docs in ascending runs, a later run starting before the last doc of the one before", async () => {
    const { files, manifest } = indexOf();
    const docs = Int32Array.from([5, 17, TBC + 3, NPCS + 40, DOCS - 1, 2, 5, TBC + 17, NPCS + 41, NPCS + 42, RECORDS_BLOCK + 1]);
    expect(await recordCount(files, manifest, docs, docs.length)).toBe(recordsOfDocs(docs));
    expect(await recordCount(files, manifest, docs, docs.length)).toBe(8);
    // Only the first `count`.
    expect(await recordCount(files, manifest, docs, 3)).toBe(3);
  });
});

describe("recordSets", () => {
  it("counts each type's records by the set of (version, rogue) pairs their docs are", async () => {
    const { files, manifest } = indexOf();
    // Rogue: every third doc. Item n's classic doc is n, its tbc doc TBC + n; NPC n's two docs are
    // NPCS + 2n and NPCS + 2n + 1, both classic.
    const rogueOf = (doc: number) => (doc % 3 === 0 ? 1 : 0);
    const all = Int32Array.from({ length: DOCS }, (_, i) => i);
    const flags = Uint8Array.from(all, (doc) => rogueOf(doc) | Flag.FrenchName);
    // Bit version * 2 + rogue: classic 0 or 1, tbc 2 or 3.
    const setOf = (docs: number[]) => docs.reduce((set, doc) => set | (1 << ((doc >= TBC && doc < NPCS ? 2 : 0) + rogueOf(doc))), 0);
    const expected = [new Uint32Array(PAIR_SETS), new Uint32Array(PAIR_SETS)];
    for (let n = 0; n < TBC; n++) expected[0]![setOf([n, TBC + n])]!++;
    for (let n = 0; n < 1500; n++) expected[1]![setOf([NPCS + 2 * n, NPCS + 2 * n + 1])]!++;
    // Given in two runs, the NPCs first.
    const sets = await recordSets(files, manifest, [
      [all.subarray(NPCS), flags.subarray(NPCS)],
      [all.subarray(0, NPCS), flags.subarray(0, NPCS)],
    ]);
    expect(sets[SEARCH_TYPES.indexOf("item")]).toEqual(expected[0]);
    expect(sets[SEARCH_TYPES.indexOf("npc")]).toEqual(expected[1]);
    expect(sets.reduce((sum, counts) => sum + counts.reduce((a, b) => a + b, 0), 0)).toBe(TBC + 1500);
    // The rogue classic items alone, their set holding only that pair.
    expect(sets[0]![0b0010]).toBe([...Array(TBC).keys()].filter((n) => setOf([n, TBC + n]) === 0b0010).length);
  });
});
