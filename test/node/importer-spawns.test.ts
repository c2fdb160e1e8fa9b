// @vitest-environment node
/**
 * Where NPCs and world objects are: a whole import of the hand-written fixtures (pfQuest's
 * coordinates, Questie's instance places, tbc filled from pfQuest), then how the records of the
 * sample render a place known without a position and a boss with no spawn at all. The adapters
 * and the merge of two sources' spawns are tested beside them in importer/sources/.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runImport } from "../../importer/import.ts";
import { buildSampleDatabase, openDatabase } from "../../database/sqlite.ts";
import { Catalog } from "../../generator/catalog.ts";
import { npcRecord, npcSublists } from "../../generator/render/npc.ts";
import { DEFAULT_ADDRESSES } from "../../contract/addresses.ts";
import { gzippedFixtures } from "../support/importer-fixtures.ts";

const work = mkdtempSync(join(tmpdir(), "grimoire-spawns-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("import of the fixtures", () => {
  it("classic keeps pfQuest's coordinates and gains Questie's instance places; tbc fills from pfQuest", async () => {
    const from = gzippedFixtures(join(work, "import"));
    const target = join(work, "wow.sqlite");
    const reports = await runImport({ from, target, reportPath: null });
    const db = openDatabase(target);
    const spawns = (table: string, column: string, version: string, id: number) =>
      db.prepare(`SELECT zone_id, x, y FROM ${table} WHERE version = ? AND ${column} = ? ORDER BY rowid`).all(version, id);
    try {
      expect(spawns("npc_spawn", "npc_id", "classic", 639)).toEqual([{ zone_id: 1581, x: null, y: null }]);
      expect(spawns("npc_spawn", "npc_id", "classic", 69)).toEqual([
        { zone_id: 12, x: 46.2, y: 9.3 },
        { zone_id: 12, x: 51.8, y: 84.7 },
      ]);
      expect(spawns("object_spawn", "object_id", "classic", 2843)).toEqual([{ zone_id: 1581, x: null, y: null }]);
      expect(spawns("object_spawn", "object_id", "classic", 31)).toEqual([{ zone_id: 12, x: 84.5, y: 46.8 }]);
      // tbc: Questie leads; pfQuest places the NPC Questie has no spawn for
      expect(spawns("npc_spawn", "npc_id", "tbc", 69)).toEqual([
        { zone_id: 12, x: 46.2, y: 9.3 },
        { zone_id: 12, x: 51.8, y: 84.7 },
      ]);
      expect(spawns("npc_spawn", "npc_id", "tbc", 17225)).toEqual([{ zone_id: 2562, x: null, y: null }]);
      expect(spawns("npc_spawn", "npc_id", "tbc", 18000)).toEqual([
        { zone_id: 3703, x: 50.5, y: 37.6 },
        { zone_id: 3703, x: 51, y: 37.6 },
      ]);
      expect(db.prepare("SELECT level_min, level_max, rank FROM npc WHERE version = 'tbc' AND id = 19000").get()).toEqual({
        level_min: 64,
        level_max: 65,
        rank: "rare",
      });
    } finally {
      db.close();
    }
    const reasons = (version: string, type: string) =>
      reports.find((r) => r.version === version)!.figures.find((f) => f.type === type)!.source!.reasons;
    expect(reasons("classic", "npc")).toEqual(["spawns: 1 NPCs gain Questie's zones known without a position (instances)"]);
    expect(reasons("tbc", "npc")).toEqual([
      "levels of 1 NPCs from pfQuest (Questie lacks them)",
      "rank of 1 NPCs from pfQuest (Questie lacks it)",
      "spawns: 1 NPCs Questie places nowhere take pfQuest's coordinates",
    ]);
  }, 60_000);
});

describe("render of instance NPCs (sample data)", () => {
  const dbPath = join(work, "sample.sqlite");
  buildSampleDatabase(dbPath);
  const db = openDatabase(dbPath);
  afterAll(() => db.close());
  const ctx = { cat: new Catalog(db, "classic"), addresses: DEFAULT_ADDRESSES, version: "classic", presence: new Map() };
  const moltenCore = { object: "instance", id: 409, version: "classic", name: "Cœur du Magma", type: "raid" };
  const locations = (id: number) => {
    const sub = npcSublists(ctx, ctx.cat.npcs.get(id)!).find((s) => s.path.endsWith(`/npcs/${id}/locations`))!;
    return sub.elements as Record<string, unknown>[];
  };

  it("a spawn known by its zone only: the instance in zones, one position, a map without points", () => {
    expect(npcRecord(ctx, ctx.cat.npcs.get(12018)!).zones).toMatchObject([{ name: "Cœur du Magma", positions: 1, instance: moltenCore }]);
    expect(locations(12018)).toMatchObject([
      { object: "map", name: "Cœur du Magma", floor: null, instance: moltenCore, width: 1002, height: 668, points: [] },
    ]);
  });

  it("a boss no source places: the instance of its encounter, no position", () => {
    expect(npcRecord(ctx, ctx.cat.npcs.get(11502)!).zones).toMatchObject([{ name: "Cœur du Magma", positions: 0, instance: moltenCore }]);
    expect(locations(11502)).toEqual([
      {
        object: "map",
        name: "Cœur du Magma",
        floor: null,
        instance: expect.objectContaining(moltenCore),
        image: null,
        width: null,
        height: null,
        points: [],
      },
    ]);
  });
});
