// @vitest-environment node
/**
 * Where NPCs and world objects are: pfQuest's tables patched by their tbc deltas, pfQuest and
 * Questie spawns combined (zone-only places inside instances, coordinates only one source has),
 * tbc levels and rank Questie lacks, on hand-written fixtures; then how the records of the
 * sample render a place known without a position and a boss with no spawn at all.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { patchedPfquest, pfquestSpawns, readPfquestTable } from "../../importer/sources/pfquest.ts";
import { mergeSpawns } from "../../importer/sources/spawn-merge.ts";
import { fillNpcsFromPfquest } from "../../importer/sources/npc-fill.ts";
import { questieNpc, questieSpawns, readQuestieNpcFile } from "../../importer/sources/questie-db.ts";
import { parseLuaTable } from "../../importer/formats/lua-table.ts";
import { runImport } from "../../importer/import.ts";
import { buildSampleDatabase, openDatabase } from "../../database/sqlite.ts";
import { Catalog } from "../../generator/catalog.ts";
import { npcRecord, npcSublists } from "../../generator/render/npc.ts";
import { DEFAULT_ADDRESSES } from "../../contract/addresses.ts";
import type { NewRow } from "../../rows/row.ts";
import { FIXTURES, gzippedFixtures } from "../support/importer-fixtures.ts";

const fx = (rel: string) => join(FIXTURES, rel);
const work = mkdtempSync(join(tmpdir(), "grimoire-spawns-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("pfQuest units of tbc", () => {
  const base = readPfquestTable(fx("classic/pfquest/units.lua"));
  const delta = readPfquestTable(fx("tbc/pfquest_min/units-tbc.lua"));

  it("reads the minified delta, `_` marking a deleted id", () => {
    expect([...delta.keys()]).toEqual([1, 69, 17225, 18000, 19000]);
    expect(delta.get(1)).toBeNull();
  });

  it("patches the 1.12 table as pfQuest does: whole entries replaced, `_` removes, the rest kept", () => {
    const units = patchedPfquest([base, delta]);
    expect([...units.keys()]).toEqual([69, 639, 99999, 17225, 18000, 19000]);
    expect(pfquestSpawns(units).filter((s) => s.id === 69 || s.id === 18000)).toEqual([
      { id: 69, zone_id: 12, x: 46.2, y: 9.3 },
      { id: 69, zone_id: 40, x: 99.1, y: 12.4 },
      { id: 18000, zone_id: 3703, x: 50.5, y: 37.6 },
      { id: 18000, zone_id: 3703, x: 51, y: 37.6 },
    ]);
    // VanCleef: unchanged by the delta, and pfQuest has no position inside the Deadmines
    expect(pfquestSpawns(units).filter((s) => s.id === 639)).toEqual([]);
  });

  it('levels "min-max" and rank, a missing rnk meaning normal', () => {
    expect(delta.get(17225)!.unit).toEqual({ levelMin: 73, levelMax: 73, rank: "boss" });
    expect(delta.get(18000)!.unit).toEqual({ levelMin: 1, levelMax: 70, rank: "normal" });
    expect(delta.get(19000)!.unit).toEqual({ levelMin: 64, levelMax: 65, rank: "rare" });
  });

  it("fills only the levels and rank the Questie row lacks", () => {
    const rows = readQuestieNpcFile(fx("tbc/questie/tbcNpcDB.lua"));
    const npcs = [...rows].map(([id, row]) => questieNpc(id, row)!);
    const filled = fillNpcsFromPfquest(npcs, rows, patchedPfquest([base, delta]));
    const pick = (id: number) =>
      npcs.filter((n) => n.id === id).map(({ level_min, level_max, rank }: NewRow<"npc">) => ({ level_min, level_max, rank }))[0];
    expect(filled).toEqual({ levels: 1, rank: 1 });
    expect(pick(19000)).toEqual({ level_min: 64, level_max: 65, rank: "rare" });
    expect(pick(17225)).toEqual({ level_min: 73, level_max: 73, rank: "boss" });
    expect(pick(18000)).toEqual({ level_min: 1, level_max: 1, rank: "normal" });
  });
});

describe("Questie zones", () => {
  it("files Blackrock Depths under 1585, which no AreaTable has: the instance's area is 1584", () => {
    const row = parseLuaTable("{'Lord Roccor',1,1,51,51,1,{[1585]={{-1,-1}},[25]={{41.2,50.3}}},nil,1585}");
    expect(questieSpawns(9025, row, 7)).toEqual([
      { id: 9025, zone_id: 1584, x: null, y: null },
      { id: 9025, zone_id: 25, x: 41.2, y: 50.3 },
    ]);
  });
});

describe("spawns of two sources", () => {
  const pf = [
    { id: 1, zone_id: 12, x: 10, y: 20 },
    { id: 1, zone_id: 40, x: 99, y: 21 },
  ];
  const questie = [
    { id: 1, zone_id: 12, x: 10.4, y: 20.1 },
    { id: 1, zone_id: 1581, x: null, y: null },
    { id: 2, zone_id: 1581, x: null, y: null },
    { id: 2, zone_id: 1581, x: null, y: null },
    { id: 3, zone_id: 33, x: 5, y: 6 },
  ];

  it("places: the lead's coordinates, the other's zones known without a position", () => {
    expect(mergeSpawns(pf, questie, "places")).toEqual({
      spawns: [
        ...pf,
        { id: 1, zone_id: 1581, x: null, y: null },
        { id: 2, zone_id: 1581, x: null, y: null },
        { id: 2, zone_id: 1581, x: null, y: null },
      ],
      gainedPlaces: 2,
      gainedCoordinates: 0,
    });
  });

  it("coordinates: the other's coordinates only for a record the lead places nowhere", () => {
    const lead = [
      { id: 3, zone_id: 33, x: null, y: null },
      { id: 3, zone_id: 1581, x: null, y: null },
      { id: 4, zone_id: 12, x: 1, y: 2 },
    ];
    const other = [
      { id: 3, zone_id: 33, x: 5, y: 6 },
      { id: 4, zone_id: 40, x: 3, y: 4 },
    ];
    expect(mergeSpawns(lead, other, "coordinates")).toEqual({
      spawns: [
        { id: 3, zone_id: 33, x: 5, y: 6 },
        { id: 3, zone_id: 1581, x: null, y: null },
        { id: 4, zone_id: 12, x: 1, y: 2 },
      ],
      gainedPlaces: 0,
      gainedCoordinates: 1,
    });
  });
});

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
