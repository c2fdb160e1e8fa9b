// @vitest-environment node
/**
 * The places step (importer/steps/places/) on hand-written fixtures: zones, quest categories,
 * factions, NPC factions, instances and encounters through a whole import of the staged
 * fixtures (each adapter is tested beside it in importer/sources/).
 */
import Database from "better-sqlite3";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runImport } from "../../importer/import.ts";
import { dbcTable, gzippedFixtures } from "../support/importer-fixtures.ts";

const work = mkdtempSync(join(tmpdir(), "grimoire-places-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A row of `fields` cells with the given cells set (locstrings: French at start + 2). */
const row = (fields: number, cells: Record<number, number | string>) => Array.from({ length: fields }, (_, i) => cells[i] ?? 0);
const ALL_RACES = 1791;

const DBC = {
  // tables the other steps read whenever the archive exists, empty here
  ...Object.fromEntries(
    Object.entries({
      "Lock.dbc": 33,
      "Item.dbc": 4,
      "ItemClass.dbc": 20,
      "ItemSubClass.dbc": 44,
      "ItemSet.dbc": 53,
      "SkillLine.dbc": 38,
      "SkillLineAbility.dbc": 15,
      "Talent.dbc": 21,
      "TalentTab.dbc": 23,
    }).map(([name, fields]) => [name, dbcTable(fields, [])]),
  ),
  "AreaTable.dbc": dbcTable(35, [
    row(35, { 0: 40, 13: "Marche de l'Ouest" }),
    row(35, { 0: 1519, 13: "Hurlevent" }),
    row(35, { 0: 1581, 1: 36, 13: "Les Mortemines" }),
    row(35, { 0: 3537, 1: 530, 13: "RÉUTILISER" }),
  ]),
  "WorldMapArea.dbc": dbcTable(9, [
    row(9, { 0: 14, 3: "Azeroth" }),
    row(9, { 0: 39, 2: 40, 3: "Westfall" }),
    row(9, { 0: 301, 2: 1519, 3: "Stormwind" }),
  ]),
  "Map.dbc": dbcTable(125, [
    row(125, { 0: 30, 1: "PVPZone01", 2: 3, 6: "Vallée d'Alterac", 21: 51, 22: 70, 23: 40 }),
    row(125, { 0: 36, 1: "DeadminesInstance", 2: 1, 6: "Mortemines" }),
    row(125, { 0: 44, 1: "Monastery", 2: 1, 6: "<inutilisé> Monastère" }),
  ]),
  "LFGDungeons.dbc": dbcTable(24, [
    row(24, { 0: 6, 3: "Mortemines", 18: 16, 19: 24, 20: 1 }),
    row(24, { 0: 58, 3: "Forêt d'Elwynn", 18: 1, 19: 14, 20: 4 }),
  ]),
  "Faction.dbc": dbcTable(53, [
    row(53, { 0: 14, 1: -1, 21: "Monstre" }),
    row(53, { 0: 15, 1: -1, 21: "Confrérie défias" }),
    row(53, {
      0: 72,
      1: 19,
      2: 1100,
      3: 690,
      4: 1,
      10: 3100,
      11: -42000,
      12: 4000,
      14: 17,
      15: 6,
      16: 17,
      18: 469,
      21: "Hurlevent",
      38: "Capitale de l'Alliance.",
    }),
    row(53, { 0: 83, 1: 23, 2: ALL_RACES, 10: 2999, 14: 4, 21: " Travail du cuir - Elémentaire" }),
    row(53, { 0: 87, 1: 0, 2: ALL_RACES, 10: -6500, 14: 2, 21: "La Voile sanglante" }),
    row(53, { 0: 469, 1: 11, 2: 1101, 3: 690, 10: 3300, 11: -42000, 14: 25, 15: 14, 21: "Alliance" }),
    row(53, { 0: 933, 1: 60, 2: 2047, 14: 16, 18: 980, 21: "Le Consortium" }),
    row(53, { 0: 980, 1: 43, 14: 8, 21: "Outreterre" }),
  ]),
  "FactionTemplate.dbc": dbcTable(14, [
    [11, 72],
    [16, 14],
    [17, 15],
    [32, 15],
  ]),
  "QuestSort.dbc": dbcTable(18, [row(18, { 0: 21, 3: "REUSE - vieilles caves" }), row(18, { 0: 162, 3: "Voleur" })]),
  "ChrRaces.dbc": dbcTable(
    69,
    [
      [1, "Humain"],
      [2, "Orc"],
      [3, "Nain"],
      [4, "Elfe de la nuit"],
      [5, "Mort-vivant"],
      [6, "Tauren"],
      [7, "Gnome"],
      [8, "Troll"],
      [10, "Elfe de sang"],
      [11, "Draeneï"],
    ].map(([id, name]) => row(69, { 0: id!, 16: name! })),
  ),
  "ChrClasses.dbc": dbcTable(
    58,
    [
      [1, "Guerrier"],
      [4, "Voleur"],
      [11, "Druide"],
    ].map(([id, name]) => row(58, { 0: id!, 6: name! })),
  ),
};

describe("places step (whole import of the fixtures)", () => {
  let db: Database.Database;
  const q = (sql: string, ...args: unknown[]) => db.prepare(sql).all(...args) as Record<string, unknown>[];
  beforeAll(async () => {
    const from = gzippedFixtures(work, DBC);
    const target = join(work, "geo.sqlite");
    await runImport({ from, target, reportPath: null });
    db = new Database(target, { readonly: true });
  }, 60_000);
  afterAll(() => db?.close());

  it("zones: 2.4.3 French names over 1.12's list, map image and instance inside", () => {
    expect(q("SELECT id, name, english_name, instance_id, image, width, height FROM zone WHERE version = 'classic' ORDER BY id")).toEqual([
      { id: 40, name: "Marche de l'Ouest", english_name: "Westfall", instance_id: null, image: "westfall.webp", width: 1002, height: 668 },
      { id: 1519, name: "Hurlevent", english_name: "Stormwind City", instance_id: null, image: null, width: null, height: null },
      { id: 1581, name: "Les Mortemines", english_name: "The Deadmines", instance_id: 36, image: null, width: null, height: null },
      // not in the 2.4.3 client: 1.12's own French name
      { id: 2000, name: "Vieux coin", english_name: "Old Corner", instance_id: null, image: null, width: null, height: null },
    ]);
    // tbc: the 2.4.3 list and its zone maps; the "RÉUTILISER" placeholder is left out
    expect(q("SELECT id, image FROM zone WHERE version = 'tbc' ORDER BY id")).toEqual([
      { id: 40, image: "westfall.webp" },
      { id: 1519, image: "stormwind.webp" },
      { id: 1581, image: null },
    ]);
    // wotlk: Northrend from aowow, with its zone map; an area 3.3.5 reused is not the 2.4.3 one
    expect(
      q("SELECT id, name, english_name, instance_id, image FROM zone WHERE version = 'wotlk' AND id IN (3537, 4395, 4500) ORDER BY id"),
    ).toEqual([
      { id: 3537, name: "Toundra Boréenne", english_name: null, instance_id: null, image: "boreantundra.webp" },
      { id: 4395, name: "Dalaran", english_name: null, instance_id: null, image: "dalaran.webp" },
      { id: 4500, name: "L'Œil de l'éternité", english_name: null, instance_id: 616, image: null },
    ]);
  });

  it("quest categories: placeholders skipped, 3.3.5 ones from aowow", () => {
    expect(q("SELECT id, name FROM quest_sort WHERE version = 'classic'")).toEqual([{ id: 162, name: "Voleur" }]);
    expect(q("SELECT id FROM quest_sort WHERE version = 'wotlk' ORDER BY id").map((r) => r.id)).toEqual([1, 162, 372]);
  });

  it("instances: names, levels from LFGDungeons, entrance zone from area triggers, difficulties", () => {
    expect(q("SELECT * FROM instance WHERE version = 'classic' ORDER BY id")).toEqual([
      {
        version: "classic",
        id: 30,
        name: "Vallée d'Alterac",
        english_name: null,
        type: "battleground",
        zone_id: null,
        level_min: 51,
        level_max: 60,
        players: 40,
        difficulties: "normal",
        icon: null,
      },
      {
        version: "classic",
        id: 36,
        name: "Les Mortemines",
        english_name: "The Deadmines",
        type: "dungeon",
        zone_id: 40,
        level_min: 16,
        level_max: 24,
        players: 5,
        difficulties: "normal",
        icon: null,
      },
    ]);
    expect(
      q("SELECT id, name, type, level_min, level_max, players, difficulties FROM instance WHERE version = 'wotlk' ORDER BY id"),
    ).toEqual([
      { id: 36, name: "Les Mortemines", type: "dungeon", level_min: 16, level_max: 24, players: 5, difficulties: "normal" },
      {
        id: 616,
        name: "L'Œil de l'éternité",
        type: "raid",
        level_min: 80,
        level_max: null,
        players: 25,
        difficulties: "10_player,25_player",
      },
    ]);
  });

  it("factions: reputations of the version, groups, sides, starting reputation in French", () => {
    expect(q("SELECT id, name, side, is_group, parent_id, description FROM faction WHERE version = 'classic' ORDER BY id")).toEqual([
      { id: 72, name: "Hurlevent", side: "alliance", is_group: 0, parent_id: 469, description: "Capitale de l'Alliance." },
      { id: 469, name: "Alliance", side: "alliance", is_group: 1, parent_id: null, description: null },
    ]);
    expect(q("SELECT who, value FROM faction_start WHERE version = 'classic' AND faction_id = 72")).toEqual([
      { who: "Nains, Elfes de la nuit, Gnomes", value: 3100 },
      { who: "Orcs, Morts-vivants, Taurens, Trolls", value: -42000 },
      { who: "Humains", value: 4000 },
    ]);
    // tbc: Outland and the pirates (hated by everyone: no side); the hidden profession faction is left out
    expect(q("SELECT id, side, is_group, parent_id FROM faction WHERE version = 'tbc' ORDER BY id")).toEqual([
      { id: 72, side: "alliance", is_group: 0, parent_id: 469 },
      { id: 87, side: null, is_group: 0, parent_id: null },
      { id: 469, side: "alliance", is_group: 1, parent_id: null },
      { id: 933, side: "both", is_group: 0, parent_id: 980 },
      { id: 980, side: "both", is_group: 1, parent_id: null },
    ]);
    expect(q("SELECT who FROM faction_start WHERE version = 'tbc' AND faction_id = 72")[0]).toEqual({
      who: "Nains, Elfes de la nuit, Gnomes, Draeneï",
    });
    // wotlk: 3.3.5 reputations named by aowow, placed in their groups
    expect(
      q("SELECT id, name, is_group, parent_id FROM faction WHERE version = 'wotlk' AND id IN (469, 1037, 1090, 1097, 1118) ORDER BY id"),
    ).toEqual([
      { id: 469, name: "Alliance", is_group: 1, parent_id: 1118 },
      { id: 1037, name: "Avant-garde de l'Alliance", is_group: 1, parent_id: 1097 },
      { id: 1090, name: "Kirin Tor", is_group: 0, parent_id: 1097 },
      { id: 1097, name: "Wrath of the Lich King", is_group: 1, parent_id: null },
      { id: 1118, name: "Classique", is_group: 1, parent_id: null },
    ]);
  });

  it("NPC factions: a reputation, else a named creature group, never a generic one; tbc types from classic", () => {
    const npc = (version: string, id: number) =>
      q("SELECT faction_id, faction_name, type FROM npc WHERE version = ? AND id = ?", version, id)[0];
    expect(npc("tbc", 69)).toEqual({ faction_id: null, faction_name: "Confrérie défias", type: "beast" });
    expect(npc("tbc", 17225)).toEqual({ faction_id: null, faction_name: null, type: null });
    expect(npc("wotlk", 69)).toMatchObject({ faction_id: 1090, faction_name: null });
    expect(npc("wotlk", 28859)).toMatchObject({ faction_id: null, faction_name: null });
  });

  it("encounters: the 3.3.5 list placed by where the boss is, kept where the NPC exists", () => {
    expect(q("SELECT instance_id, npc_id, position, game_order FROM encounter WHERE version = 'classic'")).toEqual([
      { instance_id: 36, npc_id: 639, position: 1, game_order: 0 },
    ]);
    // Malygos twice (10 and 25 players) is one fight; the spell-credited fight is left out
    expect(q("SELECT instance_id, npc_id, position FROM encounter WHERE version = 'wotlk'")).toEqual([
      { instance_id: 616, npc_id: 28859, position: 1 },
    ]);
    expect(q("SELECT count(*) AS n FROM encounter WHERE version = 'tbc'")).toEqual([{ n: 0 }]);
  });
});
