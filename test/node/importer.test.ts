// @vitest-environment node
/**
 * The importer on tiny hand-written files in the sources' own formats (test/fixtures/importer):
 * each format reader and adapter, then a whole import of those files, gzipped like the staged
 * data, into a temporary SQLite that the generator renders. The real data is never read here
 * (test/node/full-import.test.ts does that).
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { gzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { named, readDump, statements, type DumpRecord } from "../../importer/formats/mysql-dump.ts";
import { parseLuaTable, readAssignments } from "../../importer/formats/lua-table.ts";
import { readDbc } from "../../importer/formats/dbc.ts";
import { readLocks } from "../../importer/sources/lock-dbc.ts";
import { readCreatureTemplate } from "../../importer/sources/creature-template.ts";
import { mergeNames, readLuaNames, readMoteNames } from "../../importer/sources/french-names.ts";
import { readGameObjectTemplate } from "../../importer/sources/gameobject-template.ts";
import { readPfquestObjectKinds, readPfquestSpawns, readPfquestZones } from "../../importer/sources/pfquest.ts";
import { questieNpc, questieSpawns, readQuestieRows } from "../../importer/sources/questie-db.ts";
import { runImport } from "../../importer/import.ts";
import { createDatabase, writeVersion } from "../../importer/writer.ts";
import { emptyVersionData } from "../../importer/rows.ts";
import { generate } from "../../generator/generate.ts";
import { openDatabase } from "../../database/sqlite.ts";
import { Progress } from "../../generator/progress.ts";
import { DEFAULT_ADDRESSES } from "../../contract/addresses.ts";
import { FIXTURES, gzippedFixtures } from "../support/importer-fixtures.ts";

const fx = (rel: string) => join(FIXTURES, rel);
const work = mkdtempSync(join(tmpdir(), "grimoire-import-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

async function all(path: string): Promise<DumpRecord[]> {
  const out: DumpRecord[] = [];
  for await (const r of readDump(path)) out.push(r);
  return out;
}

describe("mysql dump reader", () => {
  it("names INSERT values from the CREATE TABLE and reads strings, NULL and numbers", async () => {
    const rows = (await all(fx("classic/mangoszero_world/creature-template.sql"))).filter((r) => r.kind === "insert");
    expect(rows).toHaveLength(4);
    const boss = named(rows[2] as Extract<DumpRecord, { kind: "insert" }>);
    expect(boss).toMatchObject({ Entry: 639, Name: "Edwin VanCleef", SubName: 'Defias Kingpin; "The Boss"', Rank: 1 });
    expect(named(rows[1] as Extract<DumpRecord, { kind: "insert" }>).SubName).toBeNull();
  });

  it("reads MOTE UPDATE statements, escapes and semicolons inside strings included", async () => {
    const rows = await all(fx("classic/mangoszero_fr/French-Creature.sql"));
    expect(rows).toEqual([
      { kind: "update", table: "locales_creature", set: { name_loc2: "Loup des bois malade" }, where: { entry: 69 } },
      {
        kind: "update",
        table: "locales_creature",
        set: { name_loc2: "Edwin VanCleef", subname_loc2: "Chef des Défias ; l'homme; ok" },
        where: { entry: 639 },
      },
    ]);
  });

  it("splits statements across chunk boundaries and skips comments", async () => {
    const text = "-- a; comment\nINSERT INTO `t` VALUES (1,'a;b'),(-2.5,NULL);/* x; */ UPDATE `t` SET `c`='d' WHERE `id`=3;";
    const chunks = Readable.from(text.match(/.{1,3}/gs) ?? []);
    const out: string[] = [];
    for await (const s of statements(chunks)) out.push(s);
    expect(out).toEqual(["INSERT INTO `t` VALUES (1,'a;b'),(-2.5,NULL)", "UPDATE `t` SET `c`='d' WHERE `id`=3"]);
  });
});

describe("lua table reader", () => {
  it("reads nested tables, positional holes, strings, numbers, nil and booleans", () => {
    const t = parseLuaTable(`{ [5] = { 'a\\'b', nil, -3.5, true }, ["k"] = "v", name = false, -- comment\n 7 }`);
    const first = t.get(5) as Map<number, unknown>;
    expect([...first]).toEqual([
      [1, "a'b"],
      [3, -3.5],
      [4, true],
    ]);
    expect(t.get("k")).toBe("v");
    expect(t.get("name")).toBe(false);
    expect(t.get(1)).toBe(7); // positional entries are numbered apart from explicit keys, as in Lua
  });

  it("finds assignments, loadstring long strings and wotlk `_d[id]` rows", () => {
    const a = readAssignments('x.y["frFR"] = loadstring([[return {\n[3] = {"Dévoreur",nil},\n}]])\n_d[5] = {"n"}\n');
    expect([...a.keys()]).toEqual(['x.y["frFR"]', "_d[5]"]);
    expect((a.get('x.y["frFR"]')!.get(3) as Map<number, unknown>).get(1)).toBe("Dévoreur");
  });
});

describe("source adapters", () => {
  it("creature_template: codes, not emulator integers", async () => {
    const templates = await readCreatureTemplate(fx("classic/mangoszero_world/creature-template.sql"));
    const npcs = templates.map((t) => t.npc);
    expect(npcs.map((n) => [n.id, n.type, n.family, n.rank])).toEqual([
      [1, "critter", null, "boss"],
      [69, "beast", "wolf", "normal"],
      [639, "humanoid", null, "elite"],
      [1040, "elemental", null, "rare"],
    ]);
  });

  it("French names: MOTE first, then the Lua lookups", async () => {
    const names = mergeNames(
      await readMoteNames(fx("classic/mangoszero_fr/French-Creature.sql")),
      readLuaNames(fx("classic/pfquest/frFR/units.lua")),
    );
    expect(names.get(69)).toEqual({ name: "Loup des bois malade" });
    expect(names.get(1040)).toEqual({ name: "Rampant des marais" });
    expect(readLuaNames(fx("tbc/questie/frFR/lookupNpcs.fr-FR.lua")).get(17225)).toEqual({
      name: "Plaie-de-nuit",
      subtitle: 'Le "dragon"',
    });
  });

  it("pfQuest: spawns, gathering lists, zones without the English suffix", () => {
    expect(readPfquestSpawns(fx("classic/pfquest/units.lua")).filter((s) => s.id === 69)).toEqual([
      { id: 69, zone_id: 12, x: 46.2, y: 9.3 },
      { id: 69, zone_id: 12, x: 51.8, y: 84.7 },
    ]);
    const kinds = readPfquestObjectKinds(fx("classic/pfquest/meta.lua"));
    expect(kinds.get(1618)).toEqual({ type: "herb", skill: "herbalism", level: 1 });
    expect(kinds.get(2843)).toEqual({ type: "chest", skill: null, level: null });
    expect(readPfquestZones(fx("classic/pfquest/frFR/zones.lua"))).toEqual([
      { id: 12, name: "Forêt d'Elwynn" },
      { id: 1581, name: "Les Mortemines" },
    ]);
  });

  it("Questie: both file layouts, rank code, unknown instance positions", () => {
    const tbc = readQuestieRows([fx("tbc/questie/tbcNpcDB.lua")], "npcData");
    expect(questieNpc(17225, tbc.get(17225)!)).toMatchObject({ name: "Nightbane", rank: "boss", level_min: 73 });
    expect(questieSpawns(17225, tbc.get(17225)!, 7)).toEqual([{ id: 17225, zone_id: 2562, x: null, y: null }]);
    const wotlk = readQuestieRows([fx("wotlk/questie/wotlkNpcDB_1.lua")], "npcData");
    expect([...wotlk.keys()]).toEqual([69, 28859]);
  });

  it("gameobject_template: loot and lock ids in the data fields of the type, MaNGOS and AzerothCore column names", async () => {
    const classic = await readGameObjectTemplate(fx("classic/mangoszero_world/gameobject-template.sql"));
    expect(classic.find((o) => o.id === 179486)).toEqual({
      id: 179486,
      english: "Battered Footlocker",
      type: 3,
      lootId: 16464,
      lockId: 24,
    });
    const wotlk = await readGameObjectTemplate(fx("wotlk/azerothcore_world/gameobject-template.sql"));
    expect(wotlk[1]).toEqual({ id: 191019, english: "Adder's Tongue", type: 3, lootId: 0, lockId: 1119 });
  });

  it("Lock.dbc: lockpicking, herbalism and mining locks with their level", () => {
    const row = (id: number, type: number, index: number, skill: number) => {
      const r = new Array(33).fill(0);
      [r[0], r[2], r[10], r[18]] = [id, type, index, skill];
      return r;
    };
    const rows = [row(24, 2, 1, 70), row(29, 2, 2, 0), row(57, 2, 5, 0)];
    const buf = Buffer.alloc(20 + rows.length * 132 + 1);
    buf.write("WDBC", 0, "latin1");
    [rows.length, 33, 132, 1].forEach((v, i) => buf.writeUInt32LE(v, 4 + 4 * i));
    rows.forEach((r, i) => r.forEach((v, f) => buf.writeUInt32LE(v, 20 + i * 132 + 4 * f)));
    expect(readDbc(buf).rows).toHaveLength(3);
    const locks = readLocks(readDbc(buf));
    expect(locks.get(24)).toEqual({ type: "locked_chest", skill: "lockpicking", level: 70 });
    expect(locks.get(29)).toEqual({ type: "herb", skill: "herbalism", level: 0 });
    expect(locks.has(57)).toBe(false);
  });
});

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
