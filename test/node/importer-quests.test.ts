// @vitest-environment node
/**
 * Quest details of the importer (importer/steps/quests.ts and quest-links.ts): the groups and
 * objective counts on small cases, then a whole import of the fixtures with a small French
 * client archive, checked on the tables this step fills (each adapter is tested beside it).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runImport } from "../../importer/import.ts";
import { readQuestieRows } from "../../importer/sources/questie-db.ts";
import { questieDetails } from "../../importer/sources/questie-quest-details.ts";
import { countIn } from "../../importer/steps/quest-links.ts";
import { reputationRankOf } from "../../contract/enums.ts";
import { questieGroups } from "../../importer/steps/quests.ts";
import { openDatabase } from "../../database/sqlite.ts";
import { FIXTURES, dbcTable, gzippedFixtures } from "../support/importer-fixtures.ts";

const work = mkdtempSync(join(tmpdir(), "grimoire-quests-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const fx = (rel: string) => join(FIXTURES, rel);

/** A row of `fields` cells with the given cells set (field index -> value). */
const row = (fields: number, cells: Record<number, number | string>) => Array.from({ length: fields }, (_, i) => cells[i] ?? 0);

/** The client tables these steps read, a few rows each (French names in locstring slot 2). */
const TABLES: Record<string, Buffer> = {
  "ChrRaces.dbc": dbcTable(69, [row(69, { 0: 2, 16: "Orc" }), row(69, { 0: 5, 16: "Mort-vivant" })]),
  "ChrClasses.dbc": dbcTable(58, [row(58, { 0: 4, 6: "Voleur" }), row(58, { 0: 8, 6: "Mage" })]),
  "SkillLine.dbc": dbcTable(38, [row(38, { 0: 633, 5: "Crochetage" }), row(38, { 0: 202, 5: "Ingénierie" })]),
  "SkillLineAbility.dbc": dbcTable(15, [row(15, { 0: 1, 1: 8, 2: 12505, 4: 128 })]),
};

/**
 * Every other client table the importer reads, empty: the other steps find their tables
 * without rows instead of failing on a missing archive member.
 */
function otherTables(): Record<string, Buffer> {
  const names = new Set<string>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (name.endsWith(".ts")) for (const m of readFileSync(full, "utf8").matchAll(/([A-Z][A-Za-z]+\.dbc)\b/g)) names.add(m[1]!);
    }
  };
  walk(join(FIXTURES, "../../../importer"));
  return Object.fromEntries([...names].filter((n) => !(n in TABLES)).map((n) => [n, dbcTable(1, [])]));
}

describe("quest groups and objective counts", () => {
  it("numbers exclusive and all-together groups after their smallest quest", () => {
    const rows = readQuestieRows([fx("tbc/questie/tbcQuestDB.lua")], "questData");
    const details = new Map([...rows].map(([id, r]) => [id, questieDetails(r)]));
    expect(questieGroups(details, new Set(rows.keys()))).toEqual(
      new Map([
        [100, 100],
        [103, 100],
        [101, -101],
        [102, -101],
      ]),
    );
    // a quest the version does not have joins no group
    expect(questieGroups(details, new Set([100, 101]))).toEqual(new Map());
  });

  it("finds an objective's count before the target's English name, and the rank of a value", () => {
    expect(countIn("Bring 8 Painted Gnoll Armbands to Deputy Rainer.", ["Painted Gnoll Armband"])).toBe(8);
    expect(countIn("Destroy any 30 Bloodmaul Ogres.", [undefined, "Bloodmaul Ogres"])).toBe(30);
    expect(countIn("Bring Sharptalon's Claw to Senani.", ["Sharptalon's Claw"])).toBeNull();
    expect(countIn(null, ["Wolf"])).toBeNull();
    expect([reputationRankOf(9000), reputationRankOf(8999), reputationRankOf(0), reputationRankOf(-1), reputationRankOf(-42000)]).toEqual([
      "honored",
      "friendly",
      "neutral",
      "unfriendly",
      "hated",
    ]);
  });
});

describe("import of the fixtures: quest details", () => {
  it("completes quests, fills requirements and reputations", async () => {
    const from = gzippedFixtures(work, { ...otherTables(), ...TABLES });
    const target = join(work, "wow.sqlite");
    const reports = await runImport({ from, target, reportPath: null });
    const db = openDatabase(target);
    try {
      const quest = (version: string, id: number) =>
        db
          .prepare(
            "SELECT races, classes, skill_name, skill_level, daily, weekly, repeatable, shareable, exclusive_group, opened_by_item_id, prev_quest_id, max_level, progress, rogue FROM quest WHERE version = ? AND id = ?",
          )
          .get(version, id);
      // every horde race is "horde", said by `side`; lockpicking and the rogue class make it a rogue quest
      expect(quest("tbc", 100)).toEqual({
        races: null,
        classes: "Voleur",
        skill_name: "Crochetage",
        skill_level: 100,
        daily: 1,
        weekly: 0,
        repeatable: 1,
        shareable: 1,
        exclusive_group: 100,
        opened_by_item_id: null,
        prev_quest_id: 101,
        max_level: null,
        progress: "Alors, <nom> ?\n\nC'est fait ?",
        rogue: 1,
      });
      expect(quest("tbc", 101)).toMatchObject({ races: "Orc, Mort-vivant", classes: null, exclusive_group: -101, shareable: 0, rogue: 0 });
      // every class is no restriction
      expect(quest("tbc", 102)).toMatchObject({ classes: null, shareable: 1, exclusive_group: -101 });
      expect(quest("tbc", 103)).toMatchObject({ opened_by_item_id: 2589, exclusive_group: 100 });
      expect(
        db
          .prepare(
            "SELECT quest_id, position, kind, target_id, name, quantity, value, rank, text FROM quest_requirement WHERE version = 'tbc' ORDER BY quest_id, position",
          )
          .all(),
      ).toEqual([
        { quest_id: 100, position: 1, kind: "creature", target_id: 17225, name: null, quantity: 5, value: null, rank: null, text: null },
        { quest_id: 100, position: 2, kind: "creature", target_id: 69, name: null, quantity: null, value: null, rank: null, text: null },
        {
          quest_id: 100,
          position: 3,
          kind: "object",
          target_id: 31,
          name: "Lockbox opened",
          quantity: null,
          value: null,
          rank: null,
          text: null,
        },
        { quest_id: 100, position: 4, kind: "item", target_id: 2589, name: null, quantity: null, value: null, rank: null, text: null },
        {
          quest_id: 100,
          position: 5,
          kind: "reputation",
          target_id: 942,
          name: null,
          quantity: null,
          value: 9000,
          rank: "honored",
          text: null,
        },
        {
          quest_id: 101,
          position: 1,
          kind: "explore",
          target_id: null,
          name: "Explore the Tower",
          quantity: null,
          value: null,
          rank: null,
          text: "Explorer la tour",
        },
        {
          quest_id: 103,
          position: 1,
          kind: "text",
          target_id: null,
          name: null,
          quantity: null,
          value: null,
          rank: null,
          text: "Escorter la caravane",
        },
      ]);
      expect(
        db.prepare("SELECT quest_id, faction_id, value FROM quest_reputation WHERE version = 'tbc' ORDER BY quest_id, faction_id").all(),
      ).toEqual([
        { quest_id: 100, faction_id: 942, value: 250 },
        { quest_id: 100, faction_id: 946, value: -50 },
      ]);

      // wotlk: weekly and daily flags, the death knight, quest_template_addon and the French request text
      expect(quest("wotlk", 200)).toMatchObject({
        classes: "Chevalier de la mort",
        weekly: 1,
        daily: 0,
        max_level: 80,
        exclusive_group: 200,
        progress: "Oui, <classe> ? Vous l'avez ?",
      });
      expect(quest("wotlk", 201)).toMatchObject({
        daily: 1,
        repeatable: 1,
        skill_name: "Ingénierie",
        skill_level: 450,
        exclusive_group: 200,
        prev_quest_id: null,
        progress: null,
      });
      expect(
        db.prepare("SELECT kind, target_id, value, rank FROM quest_requirement WHERE version = 'wotlk' AND quest_id = 201").all(),
      ).toEqual([{ kind: "reputation", target_id: 1091, value: 3000, rank: "friendly" }]);
      expect(db.prepare("SELECT quantity FROM quest_requirement WHERE version = 'wotlk' AND quest_id = 200").pluck().all()).toEqual([1]);
    } finally {
      db.close();
    }
    const wotlk = reports.find((r) => r.version === "wotlk")!;
    expect(wotlk.figures.find((f) => f.type === "quest")!.source!.reasons).toContain(
      "1 quest_template_addon rows are for quests Questie does not list (no name): not imported.",
    );
  }, 60_000);
});
