import { describe, expect, it } from "vitest";
import { dbcOf } from "../../test/support/source-files.ts";
import { readClassNames, readQuestSorts, readRaceNames } from "./client-names.ts";

const row = (fields: number, cells: Record<number, number | string>) => Array.from({ length: fields }, (_, i) => cells[i] ?? 0);

describe("client-names", () => {
  it("reads the 2.4.3 client's French names at their locstring slots, trimmed", () => {
    expect(readQuestSorts(dbcOf(18, [row(18, { 0: 21, 3: "REUSE - vieilles caves" }), row(18, { 0: 162, 3: " Voleur " })]))).toEqual(
      new Map([
        [21, "REUSE - vieilles caves"],
        [162, "Voleur"],
      ]),
    );
    expect(readRaceNames(dbcOf(69, [row(69, { 0: 5, 14: "Undead", 16: "Mort-vivant" })]))).toEqual(new Map([[5, "Mort-vivant"]]));
    expect(readClassNames(dbcOf(58, [row(58, { 0: 11, 4: "Druid", 6: "Druide" })]))).toEqual(new Map([[11, "Druide"]]));
  });
});
