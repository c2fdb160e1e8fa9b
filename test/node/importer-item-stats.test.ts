// @vitest-environment node
/**
 * Item numbers the WotLK Classic package cannot give: tbc stats from the wowsims item list (as
 * stat codes, and as French tooltip lines worded like the wotlk ones) and classic sell prices
 * from the 2020 wow-classic-items data, on hand-written fixtures, then through the items step.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runImport } from "../../importer/import.ts";
import { simTooltipFrench } from "../../importer/sources/sim-tooltip.ts";
import { readWowClassicItems } from "../../importer/sources/wow-classic-items.ts";
import { readWowsimsTbc } from "../../importer/sources/wowsims-tbc.ts";
import { openDatabase } from "../../database/sqlite.ts";
import { FIXTURES, gzippedFixtures } from "../support/importer-fixtures.ts";

const fx = (rel: string) => join(FIXTURES, rel);
const work = mkdtempSync(join(tmpdir(), "grimoire-item-stats-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("wowsims tbc items", () => {
  const sims = readWowsimsTbc(fx("tbc/wowsims/all_items.wowsims_tbc.json"));

  it("reads stats in the source's order, one code for a pair the simulator fills alike", () => {
    expect(sims.get(3189)).toEqual({
      id: 3189,
      stats: [
        ["strength", 3],
        ["attack_power", 8],
        ["crit_rating", 4],
      ],
      socketBonus: [["stamina", 3]],
      sockets: ["red", "meta"],
      damage: { min: 11, max: 17, speed: 3.3 },
    });
    // healing and damage differ: two stats; the bonus's equal pair is one
    expect(sims.get(90001)).toMatchObject({
      stats: [
        ["stamina", 12],
        ["intellect", 14],
        ["spell_damage", 20],
        ["spell_healing", 60],
        ["mana_per_5", 5],
      ],
      socketBonus: [["spell_power", 2]],
      sockets: ["blue"],
      damage: null,
    });
    expect(sims.get(90002)!.stats).toEqual([
      ["stamina", 39],
      ["armor", 5279],
      ["defense_rating", 19],
      ["block_value", 137],
      ["fire_resistance", 10],
    ]);
    expect(sims.get(90003)!.stats).toEqual([
      ["agility", 15],
      ["ranged_attack_power", 30],
      ["armor_penetration", 70],
    ]);
  });

  it("writes the French lines the wotlk tooltips use, leaving rating and spell lines out", () => {
    expect(simTooltipFrench(sims.get(3189)!)).toEqual([
      "Dégâts : 11 - 17",
      "Vitesse 3,30",
      "(4,2 dégâts par seconde)",
      "+3 Force",
      "Châsse rouge",
      "Châsse méta",
    ]);
    // a shield's block value includes its green bonus in the simulator: no "Bloquer" line
    expect(simTooltipFrench(sims.get(90002)!)).toEqual(["Armure : 5279", "+39 Endurance", "+10 Résistance au Feu"]);
    expect(simTooltipFrench(sims.get(90001)!)).toEqual(["+12 Endurance", "+14 Intelligence", "Châsse bleue"]);
  });
});

describe("wow-classic-items of 2020", () => {
  it("reads sell prices and required levels with the package's reader", () => {
    const items = readWowClassicItems(fx("classic/wow_classic_items/data.json"));
    expect([...items.values()].map((i) => [i.id, i.sellPrice, i.requiredLevel])).toEqual([
      [2092, 7, 1],
      [6948, 0, 0],
      [10399, 1139, 19],
      [16882, 100, 0],
    ]);
  });
});

describe("items step", () => {
  it("classic takes the 2020 sell price; tbc the wowsims stats, socket bonus and tooltip lines", async () => {
    const from = gzippedFixtures(join(work, "import"));
    const target = join(work, "items.sqlite");
    await runImport({ from, target, reportPath: null, steps: ["items"] });
    const db = openDatabase(target);
    try {
      const item = (version: string, id: number) =>
        db
          .prepare("SELECT required_level, sell_price, tooltip, stats, socket_bonus FROM item WHERE version = ? AND id = ?")
          .get(version, id);
      expect(item("classic", 10399)).toMatchObject({ required_level: 19, sell_price: 1139, stats: null, socket_bonus: null });
      expect(item("classic", 6948)).toMatchObject({ sell_price: 0 });
      expect(item("classic", 5060)).toMatchObject({ sell_price: null }); // not in the 2020 data
      expect(item("tbc", 3189)).toEqual({
        required_level: 8,
        sell_price: null,
        tooltip: "Dégâts : 11 - 17\nVitesse 3,30\n(4,2 dégâts par seconde)\n+3 Force\nChâsse rouge\nChâsse méta",
        stats: "strength=3,attack_power=8,crit_rating=4",
        socket_bonus: "stamina=3",
      });
      expect(item("tbc", 2092)).toMatchObject({ stats: null, socket_bonus: null, sell_price: null });
    } finally {
      db.close();
    }
  });
});
