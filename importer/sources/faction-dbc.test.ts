import { describe, expect, it } from "vitest";
import { dbcOf } from "../../test/support/source-files.ts";
import { readFactions, readFactionTemplates } from "./faction-dbc.ts";

const row = (fields: number, cells: Record<number, number | string>) => Array.from({ length: fields }, (_, i) => cells[i] ?? 0);

describe("readFactions", () => {
  const factions = readFactions(
    dbcOf(53, [
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
      row(53, { 0: 83, 1: 23, 2: 1791, 10: 2999, 14: 4, 21: " Travail du cuir - Elémentaire" }),
    ]),
  );

  it("reads the reputation index (signed), parent, French name and description", () => {
    expect(factions.get(72)).toMatchObject({ reputationIndex: 19, parent: 469, name: "Hurlevent", description: "Capitale de l'Alliance." });
    expect(factions.get(15)).toEqual({ id: 15, reputationIndex: -1, slots: [], parent: 0, name: "Confrérie défias", description: "" });
    expect(factions.get(83)?.name).toBe("Travail du cuir - Elémentaire");
  });

  it("reads the starting-reputation slots that name races or classes, values signed", () => {
    expect(factions.get(72)!.slots).toEqual([
      { races: 1100, classes: 0, base: 3100, flags: 17 },
      { races: 690, classes: 0, base: -42000, flags: 6 },
      { races: 1, classes: 0, base: 4000, flags: 17 },
    ]);
  });
});

describe("readFactionTemplates", () => {
  it("reads each template's faction", () => {
    expect([
      ...readFactionTemplates(
        dbcOf(14, [
          [11, 72],
          [32, 15],
        ]),
      ),
    ]).toEqual([
      [11, 72],
      [32, 15],
    ]);
  });
});
