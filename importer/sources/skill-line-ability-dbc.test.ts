import { describe, expect, it } from "vitest";
import { dbcOf } from "../../test/support/source-files.ts";
import { readSkillSpells } from "./skill-line-ability-dbc.ts";

describe("readSkillSpells", () => {
  it("reads SkillLineAbility.dbc's spell, skill and class mask", () => {
    expect(
      readSkillSpells(
        dbcOf(15, [
          [1, 8, 12505, 0, 128],
          [2, 633, 1804, 0, 8],
        ]),
      ),
    ).toEqual([
      { spellId: 12505, skillId: 8, classMask: 128 },
      { spellId: 1804, skillId: 633, classMask: 8 },
    ]);
    expect(readSkillSpells(null)).toEqual([]);
  });
});
