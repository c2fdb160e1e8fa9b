import { describe, expect, it } from "vitest";
import { LIST_FILTERS, type Param } from "../contract/params.ts";
import { sortedOrder } from "./orders.ts";

const params = LIST_FILTERS.npcs as readonly Param[];

describe("sortedOrder", () => {
  const levels = [18, null, 7, 18, 6];
  const column = (field: string) => (field === "sort:level_max" ? levels : []);

  it("orders rows by the sort column, empty values last, ties in name order", () => {
    expect([...sortedOrder(params, 5, column, "level")!]).toEqual([4, 2, 0, 3, 1]);
    expect([...sortedOrder(params, 5, column, "-level")!]).toEqual([0, 3, 2, 4, 1]);
  });

  it("is kept per column and direction", () => {
    expect(sortedOrder(params, 5, column, "level")).toBe(sortedOrder(params, 5, column, "level"));
    expect(sortedOrder(params, 5, column, "level")).not.toBe(sortedOrder(params, 5, column, "-level"));
  });

  it("is null for the name order, a field the list does not sort by, or a build without the column", () => {
    expect(sortedOrder(params, 5, column, undefined)).toBeNull();
    expect(sortedOrder(params, 5, column, "name")).toBeNull();
    expect(sortedOrder(params, 5, column, "-name")).toBeNull();
    expect(sortedOrder(params, 5, column, "xp")).toBeNull();
    expect(sortedOrder(params, 5, () => [], "level")).toBeNull();
  });

  it("compares strings as strings", () => {
    const names = ["b", "a", null, "c"];
    expect([...sortedOrder(params, 4, () => names, "level")!]).toEqual([1, 0, 3, 2]);
  });
});
