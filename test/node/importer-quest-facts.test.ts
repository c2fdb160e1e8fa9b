// @vitest-environment node
/**
 * Quest type and reward choices (importer/steps/quest-type.ts and reward-choice.ts) on
 * hand-written values, then a whole import of the fixtures checked on the quests' XP, type,
 * completion text and choices (game texts and each adapter: tested beside them).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../database/sqlite.ts";
import { runImport } from "../../importer/import.ts";
import { instanceZones, questPlace } from "../../importer/steps/quest-type.ts";
import { choiceRewards } from "../../importer/steps/reward-choice.ts";
import { dbcTable, gzippedFixtures } from "../support/importer-fixtures.ts";

const work = mkdtempSync(join(tmpdir(), "grimoire-quest-facts-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A row of `fields` cells with the given cells set. */
const row = (fields: number, cells: Record<number, number | string>) => Array.from({ length: fields }, (_, i) => cells[i] ?? 0);

/** The client tables without which the places step places no zone inside an instance. */
const DBC = {
  "AreaTable.dbc": dbcTable(35, [row(35, { 0: 1581, 1: 36, 13: "Les Mortemines" })]),
  "Map.dbc": dbcTable(125, [row(125, { 0: 36, 1: "DeadminesInstance", 2: 1, 6: "Mortemines" })]),
  "Faction.dbc": dbcTable(53, []),
};

describe("quest type and reward choices", () => {
  it("types a quest by the instance its journal zone is the inside of", () => {
    const zones = instanceZones(
      [
        { id: 1581, name: "Les Mortemines", instance_id: 36 },
        { id: 3456, name: "Naxxramas", instance_id: 533 },
        { id: 3358, name: "Bassin d'Arathi", instance_id: 529 },
        { id: 12, name: "Forêt d'Elwynn" },
      ],
      [
        { id: 36, type: "dungeon" },
        { id: 533, type: "raid" },
        { id: 529, type: "battleground" },
      ],
    );
    expect(questPlace({ zone_or_sort: 1581 }, zones)).toEqual({ type: "dungeon", instance_id: 36 });
    expect(questPlace({ zone_or_sort: 3456 }, zones)).toEqual({ type: "raid", instance_id: 533 });
    expect(questPlace({ zone_or_sort: 3358 }, zones)).toEqual({ type: "pvp", instance_id: 529 });
    expect(questPlace({ zone_or_sort: 12 }, zones)).toEqual({ type: null, instance_id: null });
    // a journal category that is not a zone (QuestSort)
    expect(questPlace({ zone_or_sort: -162 }, zones)).toEqual({ type: null, instance_id: null });
    expect(questPlace({ zone_or_sort: null }, zones)).toEqual({ type: null, instance_id: null });
  });

  it("makes the weapons and armour of a quest a choice, unless one item set or a single piece", () => {
    const item = (id: number, cls: string | null, set: number | null = null) => ({ id, class: cls, item_set_id: set });
    // Hogger: two armour pieces and a staff
    expect(choiceRewards([item(6084, "armor"), item(6085, "armor"), item(6215, "weapon")])).toEqual(new Set([6084, 6085, 6215]));
    // the bag beside the choices is given
    expect(choiceRewards([item(1, "armor"), item(2, "weapon"), item(3, "container")])).toEqual(new Set([1, 2]));
    // one piece of equipment, or none: nothing to choose
    expect(choiceRewards([item(1, "armor"), item(2, "consumable")])).toEqual(new Set());
    expect(choiceRewards([item(1, "consumable"), item(2, "consumable")])).toEqual(new Set());
    // a set-upgrade quest gives the three pieces of its set
    expect(choiceRewards([item(1, "armor", 183), item(2, "armor", 183), item(3, "armor", 183)])).toEqual(new Set());
    // pieces of two sets are a choice; an item the items step does not know is not equipment
    expect(choiceRewards([item(1, "armor", 183), item(2, "armor", 184), item(3, null)])).toEqual(new Set([1, 2]));
  });
});

describe("import of the fixtures: quest XP, type, choices and completion", () => {
  it("fills xp, type, instance, the wotlk completion text and reward choices", async () => {
    const from = gzippedFixtures(work, DBC);
    const target = join(work, "wow.sqlite");
    const reports = await runImport({ from, target, reportPath: null });
    const db = openDatabase(target);
    try {
      const quest = (version: string, id: number) =>
        db.prepare("SELECT xp, type, instance_id, completion FROM quest WHERE version = ? AND id = ?").get(version, id);
      expect(quest("classic", 7)).toMatchObject({ xp: 175 });
      expect(quest("classic", 9999)).toMatchObject({ xp: null });
      expect(quest("tbc", 100)).toMatchObject({ xp: 11250 });
      expect(quest("tbc", 101)).toMatchObject({ xp: null });
      expect(quest("wotlk", 200)).toEqual({
        xp: 36000,
        type: null,
        instance_id: null,
        completion:
          "Bien joué, <nom> ! Un <classe> de votre trempe ; voilà qui est rare.\n\nVous êtes un vrai héros/une vraie héroïne, <race>.",
      });
      // its French row is English: no completion text
      expect(quest("wotlk", 201)).toEqual({ xp: null, type: null, instance_id: null, completion: null });
      // journal zone 4500 is the inside of the raid 616
      expect(quest("wotlk", 202)).toEqual({ xp: null, type: "raid", instance_id: 616, completion: null });
      expect(
        db.prepare("SELECT item_id, quantity, choice FROM quest_reward WHERE version = 'wotlk' AND quest_id = 202 ORDER BY item_id").all(),
      ).toEqual([
        { item_id: 2139, quantity: 1, choice: 1 },
        { item_id: 10399, quantity: 1, choice: 1 },
      ]);
      // a single reward is given
      expect(db.prepare("SELECT item_id, choice FROM quest_reward WHERE version = 'classic' AND quest_id = 7").all()).toEqual([
        { item_id: 16305, choice: 0 },
      ]);
    } finally {
      db.close();
    }
    const wotlk = reports.find((r) => r.version === "wotlk")!;
    expect(wotlk.figures.find((f) => f.type === "quest")!.source!.reasons).toContain(
      "1 frFR rows of quest_offer_reward_locale hold English text: no completion text taken from them.",
    );
  }, 60_000);
});
