import { describe, expect, it } from "vitest";
import { dbcOf } from "../../test/support/source-files.ts";
import { readInventoryTypes, readItemClassNames, readItemSubclassNames } from "./item-dbc.ts";

const row = (fields: number, cells: Record<number, number | string>) => Array.from({ length: fields }, (_, i) => cells[i] ?? 0);

describe("item-dbc", () => {
  it("reads Item.dbc's inventory type per item", () => {
    expect([
      ...readInventoryTypes(
        dbcOf(4, [
          [2092, 2, 13, 0],
          [10399, 4, 5, 0],
        ]),
      ),
    ]).toEqual([
      [2092, 13],
      [10399, 5],
    ]);
  });

  it("reads ItemClass.dbc's French names, trimmed, an unnamed class left out", () => {
    const names = readItemClassNames(
      dbcOf(20, [row(20, { 0: 2, 3: "Weapon", 5: "Arme " }), row(20, { 0: 4, 5: "Armure" }), row(20, { 0: 14, 3: "Permanent" })]),
    );
    expect([...names]).toEqual([
      [2, "Arme"],
      [4, "Armure"],
    ]);
  });

  it("reads ItemSubClass.dbc's French plural name, else its singular one, by class:subclass", () => {
    const names = readItemSubclassNames(
      dbcOf(44, [
        row(44, { 0: 2, 1: 7, 12: "Épée à une main", 29: "Épées à une main" }),
        row(44, { 0: 4, 1: 6, 12: "Bouclier" }),
        row(44, { 0: 4, 1: 9 }),
      ]),
    );
    expect([...names]).toEqual([
      ["2:7", "Épées à une main"],
      ["4:6", "Bouclier"],
    ]);
  });
});
