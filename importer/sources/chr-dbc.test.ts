import { describe, expect, it } from "vitest";
import { dbcOf } from "../../test/support/source-files.ts";
import { classNames, raceNames } from "./chr-dbc.ts";

/** A row of `fields` cells with the given cells set (French names in locstring slot 2). */
const row = (fields: number, cells: Record<number, number | string>) => Array.from({ length: fields }, (_, i) => cells[i] ?? 0);

describe("chr-dbc", () => {
  it("reads French race and class names; writes the death knight's", () => {
    expect(raceNames(dbcOf(69, [row(69, { 0: 2, 16: "Orc" }), row(69, { 0: 5, 16: "Mort-vivant" }), row(69, { 0: 9 })]))).toEqual(
      new Map([
        [2, "Orc"],
        [5, "Mort-vivant"],
      ]),
    );
    expect(classNames(dbcOf(58, [row(58, { 0: 4, 6: "Voleur" }), row(58, { 0: 8, 6: "Mage" })]))).toEqual(
      new Map([
        [4, "Voleur"],
        [8, "Mage"],
        [6, "Chevalier de la mort"],
      ]),
    );
    expect(classNames(dbcOf(58, [row(58, { 0: 6, 6: "Chevalier" })])).get(6)).toBe("Chevalier");
    expect(classNames(null)).toEqual(new Map([[6, "Chevalier de la mort"]]));
    expect(raceNames(null)).toEqual(new Map());
  });
});
