import { describe, expect, it } from "vitest";
import { bulkFacts, bulkFileName, packFacts, recordOfFile, recordsBulkFile, recordsBulkId } from "./bulk.ts";

describe("bulk files", () => {
  it("names a version's records of one type", () => {
    expect(recordsBulkId("tbc", "game-objects")).toBe("tbc-game-objects");
    expect(recordsBulkFile("classic", "npcs")).toBe("bulk/grimoire-classic-npcs.jsonl.gz");
    expect(bulkFileName("bulk/grimoire-classic-npcs.jsonl.gz")).toBe("grimoire-classic-npcs.jsonl.gz");
  });

  it("reads a record file's version, type and id", () => {
    expect(recordOfFile("v1/classic/npcs/639.json")).toEqual({ version: "classic", object: "npc", keyType: "npc", id: 639 });
    expect(recordOfFile("v1/tbc/game-objects/12.json")).toEqual({ version: "tbc", object: "game_object", keyType: "object", id: 12 });
    expect(recordOfFile("v1/classic/nope/1.json")).toBeNull();
    expect(recordOfFile("v1/classic/npcs/639/loot.json")).toBeNull();
    expect(recordOfFile("v1/classic/npcs.json")).toBeNull();
    expect(recordOfFile("v1/differences/items/19019.json")).toBeNull();
  });

  it("records a file's digest in hex and as its ETag, and gzip for a .gz", () => {
    const digest = Buffer.from("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855", "hex");
    const facts = bulkFacts(
      {
        id: "database",
        version: null,
        type: "database",
        records: 0,
        updated_at: "2026-01-01",
        size: 0,
        compressed_size: 20,
        file: "bulk/grimoire.sqlite.gz",
      },
      digest,
    );
    expect(facts.sha256).toBe("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
    expect(facts.etag).toBe('"47DEQpj8HBSa-_TImW-5JCeuQeR"');
    expect(facts.content_type).toBe("application/octet-stream");
    expect(facts.content_encoding).toBe("gzip");
  });

  it("gives the pack its facts, not compressed by HTTP", () => {
    expect(packFacts(3, 100, 50, "2026-01-01", new Uint8Array(32))).toEqual({
      id: "dist",
      version: null,
      type: "dist",
      records: 3,
      updated_at: "2026-01-01",
      size: 100,
      compressed_size: 50,
      file: "bulk/grimoire-dist.pack",
      sha256: "0".repeat(64),
      etag: '"AAAAAAAAAAAAAAAAAAAAAAAAAAA"',
      content_type: "application/octet-stream",
      content_encoding: null,
    });
  });
});
