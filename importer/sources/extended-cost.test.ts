import { describe, expect, it } from "vitest";
import { dbcOf } from "../../test/support/source-files.ts";
import { readExtendedCosts } from "./extended-cost.ts";

/** A row of ItemExtendedCost.dbc with the given cells set. */
const row = (cells: Record<number, number>) => Array.from({ length: 14 }, (_, i) => cells[i] ?? 0);

describe("readExtendedCosts", () => {
  it("reads honor, arena points, personal rating and up to five items (a count of 0 meaning 1)", () => {
    const costs = readExtendedCosts(
      dbcOf(14, [
        row({ 0: 423, 3: 20560, 4: 20559, 5: 20558, 8: 30, 9: 30, 10: 30 }),
        row({ 0: 1431, 2: 1875, 13: 1850 }),
        row({ 0: 2404, 1: 8000, 7: 29434 }),
      ]),
    );
    expect(costs.get(423)).toEqual({
      honor: 0,
      arena: 0,
      personalRating: 0,
      items: [
        { id: 20560, count: 30 },
        { id: 20559, count: 30 },
        { id: 20558, count: 30 },
      ],
    });
    expect(costs.get(1431)).toEqual({ honor: 0, arena: 1875, personalRating: 1850, items: [] });
    expect(costs.get(2404)).toEqual({ honor: 8000, arena: 0, personalRating: 0, items: [{ id: 29434, count: 1 }] });
  });
});
