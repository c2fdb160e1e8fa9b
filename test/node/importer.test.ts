// @vitest-environment node
/**
 * The importer on tiny hand-written files in the sources' own formats (test/fixtures/importer):
 * a whole import of those files, gzipped like the staged data, into a temporary SQLite that the
 * generator renders. The format readers and adapters are tested beside them (importer/formats/,
 * importer/sources/). The real data is never read here (test/node/full-import.test.ts does that).
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { readDump, type DumpRecord } from "../../importer/formats/mysql-dump.ts";
import { runImport } from "../../importer/import.ts";
import { createDatabase, writeVersion } from "../../importer/writer.ts";
import { emptyVersionData } from "../../importer/rows.ts";
import { generate } from "../../generator/generate.ts";
import { openDatabase } from "../../database/sqlite.ts";
import { Progress } from "../../generator/progress.ts";
import { DEFAULT_ADDRESSES } from "../../contract/addresses.ts";
import { gzippedFixtures } from "../support/importer-fixtures.ts";

const work = mkdtempSync(join(tmpdir(), "grimoire-import-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

async function all(path: string): Promise<DumpRecord[]> {
  const out: DumpRecord[] = [];
  for await (const r of readDump(path)) out.push(r);
  return out;
}

describe("import of the fixtures", () => {
  it("writes a database the generator renders, and reports what it read", async () => {
    const from = gzippedFixtures(work);
    const target = join(work, "wow.sqlite");
    const reportPath = join(work, "IMPORT.md");
    const reports = await runImport({ from, target, reportPath });
    const db = openDatabase(target);
    try {
      expect(db.prepare("SELECT value FROM meta WHERE key = 'data_updated'").pluck().get()).toBe("2025-02-03");
      expect(db.prepare("SELECT count(*) FROM game_version").pluck().get()).toBe(3);
      expect(db.prepare("SELECT name, name_is_english, subtitle, internal FROM npc WHERE version = 'classic' ORDER BY id").all()).toEqual([
        { name: "Waypoint", name_is_english: 1, subtitle: "GM Visual", internal: 1 },
        { name: "Loup des bois malade", name_is_english: 0, subtitle: null, internal: 0 },
        { name: "Edwin VanCleef", name_is_english: 0, subtitle: "Chef des Défias ; l'homme; ok", internal: 0 },
        { name: "Rampant des marais", name_is_english: 0, subtitle: null, internal: 0 },
      ]);
      // the pfQuest spawn of an NPC absent from creature_template is dropped
      expect(db.prepare("SELECT count(*) FROM npc_spawn WHERE version = 'classic'").pluck().get()).toBe(3);
      expect(db.prepare("SELECT id, type, skill, skill_level FROM game_object WHERE version = 'classic' ORDER BY id").all()).toEqual([
        { id: 31, type: "quest_object", skill: null, skill_level: null },
        { id: 1618, type: "herb", skill: "herbalism", skill_level: 1 },
        { id: 2843, type: "chest", skill: null, skill_level: null },
        { id: 179486, type: null, skill: null, skill_level: null }, // Lock.dbc not in the fixtures
      ]);
      expect(
        db
          .prepare(
            "SELECT id, name, name_is_english, level, required_level, side, repeatable, zone_or_sort, objectives, description, prev_quest_id, next_quest_id, internal FROM quest WHERE version = 'classic' ORDER BY id",
          )
          .all(),
      ).toEqual([
        {
          id: 2,
          name: "Griffe de Serres-tranchantes",
          name_is_english: 0,
          level: 30,
          required_level: 20,
          side: "horde",
          repeatable: 1,
          zone_or_sort: 331,
          objectives: "Apportez la griffe.",
          description: null,
          prev_quest_id: null,
          next_quest_id: null,
          internal: 0,
        },
        {
          id: 7,
          name: "Nettoyer le camp des kobolds",
          name_is_english: 0,
          level: 2,
          required_level: 1,
          side: "alliance",
          repeatable: 0,
          zone_or_sort: 12,
          objectives: "Tuer 10 Vermines kobold, puis revenir voir le maréchal McBride.",
          description: "Votre premier travail.\n\nAllez-y.",
          prev_quest_id: 783,
          next_quest_id: 15,
          internal: 0,
        },
        {
          id: 9999,
          name: "<NYI> Test quest",
          name_is_english: 1,
          level: 1,
          required_level: 1,
          side: "both",
          repeatable: 0,
          zone_or_sort: null,
          objectives: null,
          description: null,
          prev_quest_id: null,
          next_quest_id: null,
          internal: 1,
        },
      ]);
      expect(
        db
          .prepare(
            "SELECT quest_id, role, entity_type, entity_id FROM quest_relation WHERE version = 'classic' ORDER BY quest_id, role DESC, entity_type",
          )
          .all(),
      ).toEqual([
        { quest_id: 2, role: "starts", entity_type: "item", entity_id: 16305 },
        { quest_id: 2, role: "ends", entity_type: "npc", entity_id: 12696 },
        { quest_id: 7, role: "starts", entity_type: "npc", entity_id: 69 },
        { quest_id: 7, role: "ends", entity_type: "npc", entity_id: 69 },
        { quest_id: 7, role: "ends", entity_type: "object", entity_id: 31 },
      ]);
      expect(db.prepare("SELECT name, subtitle, rank FROM npc WHERE version = 'tbc' AND id = 17225").get()).toEqual({
        name: "Plaie-de-nuit",
        subtitle: 'Le "dragon"',
        rank: "boss",
      });
      expect(db.prepare("SELECT count(*) FROM object_spawn WHERE version = 'wotlk' AND object_id = 191019").pluck().get()).toBe(2);
      // the projects whose files were read, credited in the order of importer/credits.ts
      expect(db.prepare("SELECT id FROM data_source ORDER BY rowid").pluck().all()).toEqual([
        "mangoszero/database",
        "MangosExtras/MangosZero_Localised",
        "mangosone/database",
        "mod-playerbots/azerothcore-wotlk",
        "MangosExtras/MangosTwo_Localised",
        "shagu/pfQuest",
        "XiusTV/PFQuest-Wotlk",
        "Questie/Questie",
        "Xurkon/Questie-X-WotLKDB",
        "Sarjuuk/aowow",
        "legende91/map",
        "Wrath-AddOns/AtlasLoot_ChromieCraft",
        "ExoJdi/AtlasLoot-Classic-3.3.5a",
        "Road-block/BigWigs",
        "TekNoLogic/Cork",
        "laytya/Spy-vanilla",
        "nexus-devs/wow-classic-items",
        "npm:wow-classic-items",
        "npm:wow-classic-items@classic",
        "npm:wow-classic-items@tbc",
        "wowsims/tbc",
        "wowsims/wotlk",
        "fusionpit/WhatsTraining",
        "Mortalknight/GW2_UI",
        "mirague/wow-talent-calculator",
        "Dr3wbit/wow_classic_projects",
      ]);
    } finally {
      db.close();
    }
    const classic = reports.find((r) => r.version === "classic")!;
    expect(classic.figures.find((f) => f.type === "npc")).toMatchObject({ records: 4, french: 3, spawned: 2 });
    expect(reports.find((r) => r.version === "tbc")!.missing).toContain("tbc/mangosone_world/gameobject_template.sql.gz");
    const markdown = readFileSync(reportPath, "utf8");
    expect(markdown).toMatch(/## Known gaps/);
    expect(markdown).toContain(
      "| MaNGOS Zero world database (1.12) | https://github.com/mangoszero/database | d849ef747a56e388e796ff09888a6055a5bdf8d8 | CC BY-NC-SA 3.0 |",
    );
    expect(markdown).not.toContain("Files no project of importer/credits.ts claims");

    const out = join(work, "dist");
    const db2 = openDatabase(target);
    try {
      const result = await generate(db2, DEFAULT_ADDRESSES, out, new Progress(true));
      expect(result.files).toBeGreaterThan(10);
    } finally {
      db2.close();
    }
    expect(existsSync(join(out, "v1"))).toBe(true);
  });

  it("reads a version's own creature_template when one is put in place, Questie still giving spawns", async () => {
    const from = gzippedFixtures(join(work, "own-dumps"));
    // A MaNGOS One dump for tbc, an AzerothCore one (lower-case columns) for wotlk.
    const dump = (columns: string[], rows: string[]) =>
      `CREATE TABLE \`creature_template\` (\n${columns.map((c) => `  \`${c}\` int`).join(",\n")}\n);\n` +
      `INSERT INTO \`creature_template\` VALUES ${rows.join(",")};\n`;
    writeFileSync(
      join(from, "tbc/mangosone_world/creature_template.sql.gz"),
      gzipSync(
        dump(
          ["Entry", "Name", "SubName", "MinLevel", "MaxLevel", "Family", "CreatureType", "Rank"],
          ["(17225,'Nightbane',NULL,73,73,0,2,3)"],
        ),
      ),
    );
    mkdirSync(join(from, "wotlk/azerothcore_world"), { recursive: true });
    writeFileSync(
      join(from, "wotlk/azerothcore_world/creature_template.sql.gz"),
      gzipSync(
        dump(
          ["entry", "name", "subname", "minlevel", "maxlevel", "family", "type", "rank"],
          ["(69,'Diseased Timber Wolf',NULL,2,2,1,1,0)", "(28859,'Malygos','The Spell-Weaver',83,83,0,2,3)"],
        ),
      ),
    );
    const target = join(work, "own.sqlite");
    const reports = await runImport({ from, target, reportPath: null });
    const db = openDatabase(target);
    try {
      const npcs = db
        .prepare("SELECT version, id, english_name, subtitle, type, rank FROM npc WHERE version <> 'classic' ORDER BY version, id")
        .all();
      expect(npcs).toEqual([
        { version: "tbc", id: 17225, english_name: "Nightbane", subtitle: 'Le "dragon"', type: "dragonkin", rank: "boss" },
        { version: "wotlk", id: 69, english_name: "Diseased Timber Wolf", subtitle: null, type: "beast", rank: "normal" },
        { version: "wotlk", id: 28859, english_name: "Malygos", subtitle: "The Spell-Weaver", type: "dragonkin", rank: "boss" },
      ]);
      expect(db.prepare("SELECT count(*) FROM npc_spawn WHERE version = 'tbc' AND npc_id = 17225").pluck().get()).toBe(1);
      expect(db.prepare("SELECT count(*) FROM npc_spawn WHERE version = 'wotlk' AND npc_id = 69").pluck().get()).toBe(1);
    } finally {
      db.close();
    }
    for (const version of ["tbc", "wotlk"]) {
      expect(reports.find((r) => r.version === version)!.missing.filter((m) => m.includes("creature_template"))).toEqual([]);
    }
  });

  it("trims every text it writes, whatever the source padded", () => {
    const path = join(work, "trim.sqlite");
    const db = createDatabase(path, { data_updated: "2025-02-03" });
    try {
      const npc = {
        id: 2392,
        name: " Polly",
        english_name: "Polly ",
        name_is_english: 0,
        subtitle: "\tMarchande ",
        level_min: 1,
        level_max: 1,
        type: null,
        family: null,
        rank: "normal",
        internal: 0,
      };
      writeVersion(db, {
        ...emptyVersionData("classic"),
        npcs: [npc],
        tables: { faction: [{ id: 72, name: "Hurlevent\n", is_group: 0 }] },
      });
      expect(db.prepare("SELECT name, english_name, subtitle FROM npc").get()).toEqual({
        name: "Polly",
        english_name: "Polly",
        subtitle: "Marchande",
      });
      expect(db.prepare("SELECT name FROM faction").pluck().get()).toBe("Hurlevent");
    } finally {
      db.close();
    }
  });

  it("leaves the previous database in place when the import fails", async () => {
    const target = join(work, "keep.sqlite");
    writeFileSync(target, "previous");
    const empty = join(work, "empty");
    mkdirSync(empty, { recursive: true });
    await expect(runImport({ from: empty, target, reportPath: null })).rejects.toThrow(/no NPC nor object source/);
    expect(readFileSync(target, "utf8")).toBe("previous");
    expect(readdirSync(work).filter((f) => f.startsWith("keep.sqlite."))).toEqual([]);
  });
});
