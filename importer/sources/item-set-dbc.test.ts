import { describe, expect, it } from "vitest";
import { dbcOf } from "../../test/support/source-files.ts";
import { readItemSets } from "./item-set-dbc.ts";

const row = (cells: Record<number, number | string>) => Array.from({ length: 53 }, (_, i) => cells[i] ?? 0);

describe("readItemSets", () => {
  it("reads a set's French name, its items, and its bonuses by pieces, a bonus without pieces left out", () => {
    const sets = readItemSets(
      dbcOf(53, [
        row({ 0: 183, 3: " Tenue de Défias ", 18: 10399, 19: 10401, 20: 10402, 35: 7507, 36: 7506, 37: 9999, 43: 5, 44: 2, 45: 0 }),
        row({ 0: 184, 3: "Vide" }),
      ]),
    );
    expect(sets).toEqual([
      {
        id: 183,
        name: "Tenue de Défias",
        items: [10399, 10401, 10402],
        bonuses: [
          { spellId: 7506, pieces: 2 },
          { spellId: 7507, pieces: 5 },
        ],
      },
      { id: 184, name: "Vide", items: [], bonuses: [] },
    ]);
  });
});
