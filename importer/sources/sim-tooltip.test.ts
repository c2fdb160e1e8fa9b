/** The English lines written for a wowsims item, in the game's order. */
import { describe, expect, it } from "vitest";
import { simTooltipEnglish } from "./sim-tooltip.ts";

describe("simTooltipEnglish", () => {
  it("writes damage, speed and DPS, then armour, base stats and resistances, then sockets", () => {
    const lines = simTooltipEnglish({
      id: 28295,
      stats: [
        ["armor", 120],
        ["stamina", 21],
        ["hit_rating", 14],
        ["fire_resistance", 10],
      ],
      socketBonus: [["stamina", 4]],
      sockets: ["red", "meta"],
      damage: { min: 143, max: 267, speed: 2.6 },
    });
    expect(lines).toEqual([
      "143 - 267 Damage",
      "Speed 2.60",
      "(78.8 damage per second)",
      "120 Armor",
      "+21 Stamina",
      "+10 Fire Resistance",
      "Red Socket",
      "Meta Socket",
    ]);
  });

  it("writes nothing for an item with neither damage, armour, base stats nor sockets", () => {
    expect(simTooltipEnglish({ id: 1, stats: [["spell_power", 30]], socketBonus: [], sockets: [], damage: null })).toEqual([]);
  });
});
