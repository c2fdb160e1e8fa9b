import { describe, expect, it } from "vitest";
import { dbcOf } from "../../test/support/source-files.ts";
import { skillNames } from "./skill-line-dbc.ts";

const row = (cells: Record<number, number | string>) => Array.from({ length: 38 }, (_, i) => cells[i] ?? 0);

describe("skillNames", () => {
  it("reads SkillLine.dbc's French names, leaving out an unnamed skill", () => {
    expect(skillNames(dbcOf(38, [row({ 0: 633, 5: "Crochetage" }), row({ 0: 202, 5: "Ingénierie" }), row({ 0: 1, 3: "Unused" })]))).toEqual(
      new Map([
        [633, "Crochetage"],
        [202, "Ingénierie"],
      ]),
    );
    expect(skillNames(null)).toEqual(new Map());
  });
});
