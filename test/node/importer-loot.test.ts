// @vitest-environment node
/**
 * Loot, vendors, object keys and reputation on kill: each adapter on its hand-written fixture
 * (test/fixtures/importer), the vendor step on links set by the test, then the steps through a
 * whole import of the staged fixtures (NPC drop chances in detail: importer-loot-chances.test.ts). Only this concern's tables are asserted; rows naming an
 * item are expected only when the item step imported that item (or imported no item at all).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readDbc } from "../../importer/formats/dbc.ts";
import { runImport } from "../../importer/import.ts";
import { emptyVersionData, type VersionData } from "../../importer/rows.ts";
import { readExtendedCosts } from "../../importer/sources/extended-cost.ts";
import { readLockKeys } from "../../importer/sources/lock-keys.ts";
import { expandLoot, readLootTemplate } from "../../importer/sources/loot-template.ts";
import { readNpcVendor } from "../../importer/sources/npc-vendor.ts";
import { readGameObjectTemplate } from "../../importer/sources/gameobject-template.ts";
import { readOnKillReputation } from "../../importer/sources/onkill-reputation.ts";
import { removeExtracted, stepContext } from "../../importer/steps/context.ts";
import { importVendors } from "../../importer/steps/vendors.ts";
import { openDatabase } from "../../database/sqlite.ts";
import { FIXTURES, dbcTable, gzippedFixtures } from "../support/importer-fixtures.ts";

const work = mkdtempSync(join(tmpdir(), "grimoire-loot-"));
afterAll(() => {
  removeExtracted(); // steps called directly here, not through runImport, extract client tables too
  rmSync(work, { recursive: true, force: true });
});
const fx = (rel: string) => join(FIXTURES, rel);

/** A row of `fields` cells with the given cells set (field index -> value). */
const row = (fields: number, cells: Record<number, number | string>) => Array.from({ length: fields }, (_, i) => cells[i] ?? 0);

/** Lock.dbc: id, Type[8] (1 item, 2 skill), Index[8], Skill[8], Action[8]. */
const lock = (id: number, slots: [type: number, index: number][]) =>
  row(
    33,
    Object.fromEntries([
      [0, id],
      ...slots.flatMap(([type, index], i) => [
        [1 + i, type],
        [9 + i, index],
      ]),
    ]),
  );

const TABLES: Record<string, Buffer> = {
  "Lock.dbc": dbcTable(33, [
    lock(57, [
      [1, 5060],
      [2, 1],
    ]), // Battered Chest: Thieves' Tools, or lockpicking
    lock(43, [
      [1, 10399],
      [1, 4444],
    ]), // Old Lion Statue: two keys, 4444 is no item
    lock(24, [[2, 1]]), // lockpicking only: no key
  ]),
  "ItemExtendedCost.dbc": dbcTable(14, [
    row(14, { 0: 2288, 2: 1500 }),
    row(14, { 0: 423, 3: 20560, 4: 20559, 5: 20558, 8: 30, 9: 30, 10: 30 }),
    row(14, { 0: 2404, 1: 8000 }),
    row(14, { 0: 1431, 2: 1875, 13: 1850 }),
  ]),
  // team (field 18) of faction 72 is 469: a team award goes there
  "Faction.dbc": dbcTable(53, [row(53, { 0: 72, 18: 469, 21: "Hurlevent" }), row(53, { 0: 469, 21: "Alliance" })]),
};

describe("loot template adapter", () => {
  it("reads MaNGOS rows: negative chance = quest drop, negative mincount = reference with its roll count", async () => {
    const t = await readLootTemplate(fx("classic/mangoszero_world/gameobject_loot-template.sql"));
    expect([...t.keys()]).toEqual([2265, 1415, 9999]);
    const chest = t.get(2265)!;
    expect(chest[0]).toEqual({ entry: 2265, item: 16305, chance: 100, questItem: true, group: 0, reference: 0, rolls: 1 });
    expect(chest[5]).toMatchObject({ item: 24000, chance: 50, reference: 24000, rolls: 2 });
  });

  it("reads AzerothCore rows (columns from the CREATE TABLE): QuestRequired, Reference column", async () => {
    const t = await readLootTemplate(fx("wotlk/azerothcore_world/gameobject_loot-template.sql"));
    expect(t.get(1119)).toEqual([
      { entry: 1119, item: 40395, chance: 100, questItem: true, group: 0, reference: 0, rolls: 1 },
      { entry: 1119, item: 1, chance: 25, questItem: false, group: 1, reference: 34001, rolls: 1 },
      { entry: 1119, item: 2139, chance: 0, questItem: false, group: 1, reference: 0, rolls: 1 },
      { entry: 1119, item: 10399, chance: 0, questItem: false, group: 1, reference: 0, rolls: 1 },
    ]);
  });

  it("shares a group's rest equally, multiplies references (loops cut), combines repeated items, skips disabled rows", async () => {
    const refs = await readLootTemplate(fx("classic/mangoszero_world/reference_loot-template.sql"));
    const chest = (await readLootTemplate(fx("classic/mangoszero_world/gameobject_loot-template.sql"))).get(2265)!;
    const drops = new Map(expandLoot(chest, refs).map((d) => [d.item, d]));
    expect(Object.fromEntries([...drops].map(([id, d]) => [id, d.chance]))).toEqual({
      16305: 100,
      2092: 30, // group 1: (100 - 40) / 2
      5060: 45.85, // 40 in the group, or 50 % x 10 % twice through the reference
      6948: 60.625, // 30 in the group, or 50 % x 100 % x 50 % twice
      4536: 100, // alone in group 2
      10399: 19, // 1 - (1 - 0.5 x 0.2)^2
    });
    expect(drops.get(16305)!.questItem).toBe(true);
    expect(drops.get(6948)!.questItem).toBe(false);
    expect(drops.has(7777)).toBe(false); // ungrouped without a chance

    // AzerothCore: a reference row of a group is rolled apart from it (the emulators do so)
    const ac = await readLootTemplate(fx("wotlk/azerothcore_world/gameobject_loot-template.sql"));
    const acRefs = await readLootTemplate(fx("wotlk/azerothcore_world/reference_loot-template.sql"));
    expect(expandLoot(ac.get(1119)!, acRefs)).toEqual([
      { item: 40395, chance: 100, questItem: true },
      { item: 2139, chance: 55, questItem: false }, // 50 in the group, or 25 % x 40 %
      { item: 10399, chance: 50, questItem: false },
    ]);
  });
});

describe("world object, vendor, lock, cost and reputation adapters", () => {
  it("finds an object's loot id and lock id in the data field its type uses", async () => {
    const templates = await readGameObjectTemplate(fx("classic/mangoszero_world/gameobject-template.sql"));
    expect(templates.map(({ id, lootId, lockId }) => ({ id, lootId, lockId })).filter((o) => o.lootId || o.lockId)).toEqual([
      { id: 31, lootId: 0, lockId: 43 }, // quest giver: data0 is the lock
      { id: 1618, lootId: 1415, lockId: 29 },
      { id: 2843, lootId: 2265, lockId: 57 },
      { id: 179486, lootId: 16464, lockId: 24 },
    ]);
  });

  it("reads npc_vendor of MaNGOS (no slot) and AzerothCore (slot, negative item reference)", async () => {
    expect(await readNpcVendor(fx("tbc/mangosone_world/npc_vendor.sql"))).toContainEqual({
      entry: 17225,
      item: 3189,
      slot: null,
      extendedCost: 423,
    });
    expect(await readNpcVendor(fx("wotlk/azerothcore_world/npc_vendor.sql"))).toEqual([
      { entry: 28859, item: 2139, slot: 2, extendedCost: 2288 },
      { entry: 28859, item: 40395, slot: 1, extendedCost: 2500 },
      { entry: 28859, item: -69, slot: 0, extendedCost: 0 },
      { entry: 69, item: 10399, slot: 0, extendedCost: 0 },
    ]);
  });

  it("reads Lock.dbc item slots and ItemExtendedCost.dbc prices", () => {
    expect([...readLockKeys(readDbc(TABLES["Lock.dbc"]!))]).toEqual([
      [57, [5060]],
      [43, [10399, 4444]],
    ]);
    const costs = readExtendedCosts(readDbc(TABLES["ItemExtendedCost.dbc"]!));
    expect(costs.get(423)).toEqual({
      honor: 0,
      arena: 0,
      personalRating: 0,
      items: [
        { id: 20560, count: 30 },
        { id: 20559, count: 30 },
        { id: 20558, count: 30 },
      ],
    });
    expect(costs.get(1431)).toEqual({ honor: 0, arena: 1875, personalRating: 1850, items: [] });
  });

  it("reads both faction slots of creature_onkill_reputation, empty slots left out", async () => {
    expect(await readOnKillReputation(fx("classic/mangoszero_world/creature_onkill_reputation.sql"))).toEqual([
      { npc: 639, faction: 72, value: 50, maxStanding: 7, teamAward: false },
      { npc: 639, faction: 21, value: -25, maxStanding: 4, teamAward: false },
      { npc: 1040, faction: 72, value: 5, maxStanding: 5, teamAward: true },
      { npc: 4444, faction: 72, value: 10, maxStanding: 7, teamAward: false },
    ]);
    expect(await readOnKillReputation(fx("wotlk/azerothcore_world/creature_onkill_reputation.sql"))).toEqual([
      { npc: 28859, faction: 1091, value: 313, maxStanding: 7, teamAward: false },
    ]);
  });
});

describe("vendor step", () => {
  it("adds the sales the item source states, priced by the tbc templates when they agree", async () => {
    const dir = gzippedFixtures(join(work, "vendors"), TABLES);
    const data: VersionData = {
      ...emptyVersionData("tbc"),
      npcs: [17225, 18000, 69].map((id) => ({
        id,
        name: "x",
        english_name: "x",
        name_is_english: 1,
        subtitle: null,
        level_min: null,
        level_max: null,
        type: null,
        family: null,
        rank: "normal",
        internal: 0,
      })),
      tables: { item: [2092, 3189].map((id) => ({ id, name: "x", quality: "common" })) },
      itemLinks: {
        drops: [],
        rewards: [],
        vendors: [
          { npc_id: 18000, item_id: 2092 },
          { npc_id: 18000, item_id: 3189 },
          { npc_id: 17225, item_id: 2092 },
        ],
      },
    };
    await importVendors(stepContext(dir, data));
    expect(data.tables.vendor_item).toEqual([
      {
        npc_id: 17225,
        item_id: 2092,
        position: 1,
        honor: null,
        arena: 1500,
        personal_rating: null,
        cost_item_id: null,
        cost_item_count: null,
      },
      {
        npc_id: 17225,
        item_id: 3189,
        position: 2,
        honor: null,
        arena: null,
        personal_rating: null,
        cost_item_id: 20560,
        cost_item_count: 30,
      },
      {
        npc_id: 69,
        item_id: 3189,
        position: 1,
        honor: null,
        arena: null,
        personal_rating: null,
        cost_item_id: null,
        cost_item_count: null,
      },
      // templates 1 and 2 agree on 2092 (8000 honor); 3189 is sold for honor in one, money in another
      {
        npc_id: 18000,
        item_id: 2092,
        position: 1,
        honor: 8000,
        arena: null,
        personal_rating: null,
        cost_item_id: null,
        cost_item_count: null,
      },
      {
        npc_id: 18000,
        item_id: 3189,
        position: 2,
        honor: null,
        arena: null,
        personal_rating: null,
        cost_item_id: null,
        cost_item_count: null,
      },
    ]);
    const count = data.sourceCounts.find((c) => c.type === "vendor_item")!;
    expect(count.count).toBe(6);
    expect(count.reasons).toEqual(
      expect.arrayContaining([
        "2 sales come from the item source only (no npc_vendor row).",
        "1 rows of an item absent from the item table: left out.",
        "1 rows have an ExtendedCost id absent from the 2.4.3 ItemExtendedCost.dbc: shown as paid in money.",
        "1 rows cost several kinds of items: only the first is kept (one cost item column).",
      ]),
    );
  });
});

describe("loot, vendors, keys and reputation through a whole import", () => {
  // The item step fills the item table these steps check ids against; the others are not needed.
  const steps = ["items", "loot", "vendors", "kill-reputation"];

  it("writes the rows of every version", async () => {
    const from = gzippedFixtures(join(work, "import"), TABLES);
    const target = join(work, "loot.sqlite");
    await runImport({ from, target, reportPath: null, steps });
    const db = openDatabase(target);
    try {
      const itemsOf = (v: string) => new Set(db.prepare("SELECT id FROM item WHERE version = ?").pluck().all(v) as number[]);
      /** What must be there: rows of known items, or all when no item was imported. */
      const known = <T extends { item_id: number }>(v: string, rows: T[]) => {
        const items = itemsOf(v);
        return rows.filter((r) => !items.size || items.has(r.item_id));
      };
      const classicItems = itemsOf("classic");
      const knownLoot = <T extends { source_type: string; source_id: number; item_id: number }>(rows: T[]) =>
        known("classic", rows).filter((r) => r.source_type !== "item" || !classicItems.size || classicItems.has(r.source_id));

      expect(
        db
          .prepare(
            "SELECT source_type, source_id, item_id, chance, quest_item, difficulty, instance_id, name FROM loot WHERE version = 'classic' ORDER BY source_type, source_id, item_id",
          )
          .all(),
      ).toEqual(
        knownLoot([
          { source_type: "item", source_id: 5335, item_id: 6948, chance: 100, quest_item: 0 }, // 5335 is no item: left out
          { source_type: "item", source_id: 16882, item_id: 2092, chance: 35.5, quest_item: 0 },
          { source_type: "item", source_id: 16882, item_id: 16305, chance: null, quest_item: 0 },
          { source_type: "item", source_id: 16882, item_id: 77777, chance: 20, quest_item: 0 },
          { source_type: "npc", source_id: 69, item_id: 2092, chance: 12.5, quest_item: 0 }, // pfQuest over Wowhead's 10.25 (Questie's correction only points at it) and AtlasLoot's 9
          { source_type: "npc", source_id: 69, item_id: 6948, chance: 100, quest_item: 0 }, // AtlasLoot, under a boss header
          { source_type: "npc", source_id: 69, item_id: 16305, chance: 100, quest_item: 0 }, // AtlasLoot's boss by code: the NPC pfQuest says drops the item (its 120, Wowhead's 250 are no chances)
          { source_type: "npc", source_id: 69, item_id: 16882, chance: null, quest_item: 0 }, // pfQuest's container figure is rewritten by its extractor
          { source_type: "npc", source_id: 639, item_id: 5060, chance: 35, quest_item: 1 }, // cmangos quest drop; AtlasLoot's "1.#INF%" is none
          { source_type: "npc", source_id: 639, item_id: 6948, chance: null, quest_item: 0 }, // a shared table only VanCleef rolls
          { source_type: "npc", source_id: 639, item_id: 10399, chance: 20, quest_item: 1 }, // Questie's correction over cmangos, pfQuest, AtlasLoot, Wowhead
          { source_type: "npc", source_id: 639, item_id: 16882, chance: 2.5, quest_item: 0 }, // a set page's piece
          { source_type: "npc", source_id: 1040, item_id: 2092, chance: 0.4, quest_item: 0 }, // pfQuest over Wowhead's 0.0017
          { source_type: "object", source_id: 31, item_id: 5060, chance: 7.5, quest_item: 0 }, // pfQuest: no template loot for this object
          { source_type: "object", source_id: 1618, item_id: 2447, chance: 100, quest_item: 0 },
          { source_type: "object", source_id: 2843, item_id: 2092, chance: 30, quest_item: 0 },
          { source_type: "object", source_id: 2843, item_id: 4536, chance: 100, quest_item: 0 },
          { source_type: "object", source_id: 2843, item_id: 5060, chance: 45.85, quest_item: 0 },
          { source_type: "object", source_id: 2843, item_id: 6948, chance: 60.625, quest_item: 0 },
          { source_type: "object", source_id: 2843, item_id: 10399, chance: 19, quest_item: 0 },
          { source_type: "object", source_id: 2843, item_id: 16305, chance: 100, quest_item: 1 }, // the template's chance, not Questie's none
        ]).map((r) => ({ ...r, difficulty: null, instance_id: null, name: null })),
      );
      if (classicItems.size) expect([2092, 16305, 16882].every((id) => classicItems.has(id))).toBe(true); // else the filter proved little
      // tbc: pfQuest's delta replaced the item's classic entry; wotlk: AtlasLoot's highest (no instance known here) over Wowhead's 11.1
      expect(
        db
          .prepare(
            "SELECT version, source_id, item_id, chance FROM loot WHERE version <> 'classic' AND source_type = 'npc' ORDER BY version, source_id, item_id",
          )
          .all(),
      ).toEqual(
        [
          { version: "tbc", source_id: 69, item_id: 2092, chance: null },
          { version: "tbc", source_id: 17225, item_id: 2092, chance: 4 },
          { version: "wotlk", source_id: 28859, item_id: 2139, chance: null },
          { version: "wotlk", source_id: 28859, item_id: 10399, chance: 3 },
          { version: "wotlk", source_id: 28859, item_id: 40395, chance: 18 },
        ].filter((r) => known(r.version, [r]).length),
      );

      expect(
        db
          .prepare(
            "SELECT npc_id, item_id, position, honor, cost_item_id FROM vendor_item WHERE version = 'classic' ORDER BY npc_id, position",
          )
          .all(),
      ).toEqual(
        known("classic", [
          { npc_id: 69, item_id: 6948 },
          { npc_id: 69, item_id: 159 },
          { npc_id: 69, item_id: 2092 },
        ]).map((r, i) => ({ ...r, position: i + 1, honor: null, cost_item_id: null })),
      );
      // AzerothCore: slot order, and vendor 69's list stands in for item -69
      expect(
        db
          .prepare("SELECT npc_id, item_id, position, arena FROM vendor_item WHERE version = 'wotlk' AND npc_id = 28859 ORDER BY position")
          .all(),
      ).toEqual(
        known("wotlk", [
          { npc_id: 28859, item_id: 10399, arena: null },
          { npc_id: 28859, item_id: 40395, arena: null },
          { npc_id: 28859, item_id: 2139, arena: 1500 },
        ]).map((r, i) => ({ ...r, position: i + 1 })),
      );

      expect(db.prepare("SELECT object_id, item_id FROM object_key WHERE version = 'classic' ORDER BY object_id, item_id").all()).toEqual(
        known("classic", [
          { object_id: 31, item_id: 4444 },
          { object_id: 31, item_id: 10399 },
          { object_id: 2843, item_id: 5060 },
        ]),
      );
      expect(db.prepare("SELECT object_id, item_id FROM object_key WHERE version = 'wotlk'").all()).toEqual(
        known("wotlk", [
          { object_id: 31, item_id: 10399 },
          { object_id: 31, item_id: 4444 },
        ]),
      );

      expect(
        db
          .prepare(
            "SELECT version, npc_id, faction_id, value, until_rank, variant FROM npc_reputation ORDER BY version, npc_id, faction_id",
          )
          .all(),
      ).toEqual([
        { version: "classic", npc_id: 639, faction_id: 21, value: -25, until_rank: "friendly", variant: 0 },
        { version: "classic", npc_id: 639, faction_id: 72, value: 50, until_rank: "exalted", variant: 0 },
        { version: "classic", npc_id: 1040, faction_id: 469, value: 5, until_rank: "honored", variant: 0 }, // team award
        { version: "wotlk", npc_id: 28859, faction_id: 1091, value: 313, until_rank: "exalted", variant: 0 },
      ]);
    } finally {
      db.close();
    }
  }, 60_000);
});
