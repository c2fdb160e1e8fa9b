// @vitest-environment node
/**
 * Loot, vendors, object keys and reputation on kill: the vendor step on links set by the test,
 * then the steps through a whole import of the staged fixtures (NPC drop chances in detail:
 * importer-loot-chances.test.ts; each adapter beside it in importer/sources/). Only this
 * concern's tables are asserted; rows naming an item are expected only when the item step
 * imported that item (or imported no item at all).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runImport } from "../../importer/import.ts";
import { emptyVersionData, type VersionData } from "../../importer/rows.ts";
import { removeExtracted, stepContext } from "../../importer/steps/context.ts";
import { importVendors } from "../../importer/steps/vendors.ts";
import { openDatabase } from "../../database/sqlite.ts";
import { dbcTable, gzippedFixtures } from "../support/importer-fixtures.ts";

const work = mkdtempSync(join(tmpdir(), "grimoire-loot-"));
afterAll(() => {
  removeExtracted(); // steps called directly here, not through runImport, extract client tables too
  rmSync(work, { recursive: true, force: true });
});

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
