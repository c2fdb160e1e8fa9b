// @vitest-environment node
/**
 * The other sources of item numbers, for items the era's package lacks: tbc stats from the
 * wowsims item list (as stat codes, and as the package's English lines) and classic sell prices
 * from the 2020 wow-classic-items data, on hand-written fixtures; then the items step, where the
 * era's package wins and the disagreements are counted.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runImport } from "../../importer/import.ts";
import { simTooltipEnglish } from "../../importer/sources/sim-tooltip.ts";
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

  it("writes the package's English lines of what the simulator keeps", () => {
    expect(simTooltipEnglish(sims.get(3189)!)).toEqual([
      "11 - 17 Damage",
      "Speed 3.30",
      "(4.2 damage per second)",
      "+3 Strength",
      "Red Socket",
      "Meta Socket",
    ]);
    expect(simTooltipEnglish(sims.get(90002)!)).toEqual(["5279 Armor", "+39 Stamina", "+10 Fire Resistance"]);
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
  it("takes the era's package's numbers, and counts where the other sources disagree", async () => {
    const from = gzippedFixtures(join(work, "import"));
    const target = join(work, "items.sqlite");
    const reports = await runImport({ from, target, reportPath: null, steps: ["items"] });
    const db = openDatabase(target);
    try {
      const item = (version: string, id: number) =>
        db
          .prepare(
            "SELECT required_level, sell_price, stats, socket_bonus, damage, speed, dps, durability FROM item WHERE version = ? AND id = ?",
          )
          .get(version, id);
      // 0.8.2 gives the classic price; the 2020 fixture's own figure (1139) only serves items the package lacks
      expect(item("classic", 10399)).toEqual({
        required_level: 19,
        sell_price: 1467,
        stats: "armor=92,strength=4,agility=3,stamina=11",
        socket_bonus: "",
        damage: null,
        speed: null,
        dps: null,
        durability: 90,
      });
      expect(item("classic", 5060)).toMatchObject({ sell_price: 0 });
      // tbc 3189: TBC Classic's package over the fixture's made-up wowsims stats
      expect(item("tbc", 3189)).toEqual({
        required_level: 8,
        sell_price: 99,
        stats: "",
        socket_bonus: "",
        damage: '[{"min":11,"max":17,"school":"physical"}]',
        speed: 3.3,
        dps: 4.2,
        durability: 40,
      });
      const tbc = reports.find((r) => r.version === "tbc")!;
      expect(tbc.disagreements.filter((d) => d.sources[1] === "wowsims").map((d) => [d.field, d.count, d.of])).toEqual([
        ["stats", 1, 1],
        ["socket_bonus", 1, 1],
        ["sockets", 1, 1],
        ["damage", 0, 1],
      ]);
      const classic = reports.find((r) => r.version === "classic")!;
      expect(classic.disagreements.find((d) => d.field === "sell_price")).toMatchObject({ count: 2, of: 4 }); // 10399 and 16882 of the fixture
    } finally {
      db.close();
    }
  });
});
