import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { FIXTURES } from "../../test/support/importer-fixtures.ts";
import {
  questieCorrectionsUpTo,
  questieDropRates,
  readQuestieDropCorrections,
  readQuestieDropTables,
  type DropCorrection,
} from "./questie-drops.ts";

const fx = (rel: string) => join(FIXTURES, rel);

describe("Questie drop tables", () => {
  const tables = readQuestieDropTables(fx("classic/questie/classicItemDrops.lua"));
  const all = readQuestieDropCorrections(fx("common/questie/itemDropCorrections.lua"));

  it("reads both strings of a drops module", () => {
    expect(tables.wowhead).toEqual(
      new Map([
        [
          2092,
          new Map([
            [69, 10.25],
            [1040, 0.0017],
          ]),
        ],
        [
          10399,
          new Map([
            [69, 0.002],
            [639, 7.5],
          ]),
        ],
        [16305, new Map([[69, 250]])],
      ]),
    );
    expect(tables.cmangos).toEqual(
      new Map([
        [5060, new Map([[639, 35]])],
        [10399, new Map([[639, 9]])],
      ]),
    );
  });

  it("reads the corrections of every expansion, keys pointing back at a table included", () => {
    expect([...all.keys()]).toEqual(["Era", "Tbc", "Wotlk", "Cata"]);
    expect(all.get("Era")).toEqual(
      new Map<number, Map<number, DropCorrection>>([
        [2092, new Map([[69, "wowhead"]])],
        [10399, new Map([[639, 20]])],
      ]),
    );
    expect(all.get("Wotlk")).toEqual(new Map([[40395, new Map([[28859, "wowhead"]])]]));
    // a later expansion's entry replaces an item's whole entry
    expect(questieCorrectionsUpTo(all, ["Era", "Tbc"])).toEqual(
      new Map<number, Map<number, DropCorrection>>([
        [2092, new Map([[69, "wowhead"]])],
        [
          10399,
          new Map<number, DropCorrection>([
            [639, "pserver"],
            [1040, 2.5],
          ]),
        ],
      ]),
    );
  });

  it("gives each pair the figure Questie shows: correction, else cmangos, else Wowhead", () => {
    const classic = questieDropRates(tables, questieCorrectionsUpTo(all, ["Era"]));
    // a correction pointing back at a table gives that table's figure, as that table's
    expect(classic.get(2092)).toEqual(
      new Map([
        [69, { chance: 10.25, from: "wowhead" }],
        [1040, { chance: 0.0017, from: "wowhead" }],
      ]),
    );
    expect(classic.get(10399)).toEqual(
      new Map([
        [69, { chance: 0.002, from: "wowhead" }],
        [639, { chance: 20, from: "correction" }],
      ]),
    );
    expect(classic.get(5060)).toEqual(new Map([[639, { chance: 35, from: "cmangos" }]]));
    const tbc = questieDropRates(tables, questieCorrectionsUpTo(all, ["Era", "Tbc"]));
    expect(tbc.get(10399)).toEqual(
      new Map([
        [69, { chance: 0.002, from: "wowhead" }],
        [639, { chance: 9, from: "cmangos" }], // PSERVER over Era's 20
        [1040, { chance: 2.5, from: "correction" }],
      ]),
    );
  });
});
