import { describe, expect, it } from "vitest";
import { sourceFiles } from "../../test/support/source-files.ts";
import { readWowsimsTbc, statsOf } from "./wowsims-tbc.ts";

const file = sourceFiles();

describe("readWowsimsTbc", () => {
  it("reads stats as codes in the source's order, socket colours, the socket bonus and weapon damage", () => {
    const json = file(
      "items.json",
      JSON.stringify([
        {
          ID: 28428,
          Stats: { Strength: 20, Stamina: 0, MeleeCrit: 14 },
          SocketBonus: { Stamina: 3 },
          GemSockets: ["GemColor_GemColorRed", "GemColor_GemColorMeta", "GemColor_GemColorPrismatic"],
          WeaponDamageMin: 101,
          WeaponDamageMax: 189,
          SwingSpeed: 2.6,
        },
        { ID: 30000, Stats: {}, SwingSpeed: 0, WeaponDamageMin: 1, WeaponDamageMax: 2 },
        { Name: "no id" },
      ]),
    );
    expect(readWowsimsTbc(json)).toEqual(
      new Map([
        [
          28428,
          {
            id: 28428,
            stats: [
              ["strength", 20],
              ["crit_rating", 14],
            ],
            socketBonus: [["stamina", 3]],
            sockets: ["red", "meta"],
            damage: { min: 101, max: 189, speed: 2.6 },
          },
        ],
        [30000, { id: 30000, stats: [], socketBonus: [], sockets: [], damage: null }],
      ]),
    );
  });
});

describe("statsOf", () => {
  it("writes a pair of equal values as one stat, else each alone (melee first), where the pair's first field in the source stands", () => {
    expect(statsOf({ SpellPower: 23, HealingPower: 23, Intellect: 5 })).toEqual([
      ["spell_power", 23],
      ["intellect", 5],
    ]);
    expect(statsOf({ Agility: 4, RangedAttackPower: 24, AttackPower: 10 })).toEqual([
      ["agility", 4],
      ["attack_power", 10],
      ["ranged_attack_power", 24],
    ]);
    expect(statsOf({ HealingPower: 44 })).toEqual([["spell_healing", 44]]);
    expect(statsOf({ Unknown: 3 })).toEqual([]);
    expect(statsOf(null)).toEqual([]);
  });
});
