import { describe, expect, it } from "vitest";
import type { IndexFiles } from "../layout/dist.ts";
import { Flag, RECORDS_BLOCK, recordEntry, recordsFile, recordsFiles, type SearchManifest } from "../layout/search-index.ts";
import { recordCount, RecordTally } from "./records.ts";

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
    expect([tally.docs, tally.records]).toEqual([TBC, TBC]);
    await tally.add(all, 0, TBC);
    expect([tally.docs, tally.records]).toEqual([NPCS, TBC]);
    await tally.add(all, NPCS, NPCS + 10);
    expect([tally.docs, tally.records]).toEqual([NPCS + 10, TBC + 5]);
  });

  it("takes docs in ascending runs, a later run starting before the last doc of the one before", async () => {
    const { files, manifest } = indexOf();
    const docs = Int32Array.from([5, 17, TBC + 3, NPCS + 40, DOCS - 1, 2, 5, TBC + 17, NPCS + 41, NPCS + 42, RECORDS_BLOCK + 1]);
    expect(await recordCount(files, manifest, docs, docs.length)).toBe(recordsOfDocs(docs));
    expect(await recordCount(files, manifest, docs, docs.length)).toBe(8);
    // Only the first `count`.
    expect(await recordCount(files, manifest, docs, 3)).toBe(3);
  });

  it("keeps the docs whose rogue bit is the one asked for", async () => {
    const { files, manifest } = indexOf();
    const all = Int32Array.from({ length: DOCS }, (_, i) => i);
    // Rogue: every third doc, and the NPCs' first docs of each number.
    const rogueOf = (doc: number) => (doc % 3 === 0 || (doc >= NPCS && doc % 2 === 0) ? Flag.Rogue : 0);
    const flags = Uint8Array.from(all, (doc) => rogueOf(doc) | Flag.FrenchName);
    for (const rogue of [0, 1] as const) {
      const tally = new RecordTally(files, manifest);
      await tally.add(all, 0, DOCS, flags, rogue);
      const kept = [...all].filter((doc) => rogueOf(doc) === rogue);
      expect([tally.docs, tally.records], String(rogue)).toEqual([kept.length, recordsOfDocs(kept)]);
    }
    const tally = new RecordTally(files, manifest);
    await tally.add(all, 100, 110, flags, 1);
    expect([tally.docs, tally.records]).toEqual([3, 3]);
  });
});
