import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { FIXTURES } from "../../test/support/importer-fixtures.ts";
import { rankSpellIds, readWowsimsTree } from "./wowsims-talent-trees.ts";

const fx = (rel: string) => join(FIXTURES, rel);

describe("wowsims-talent-trees", () => {
  it("reads a wowsims talent tree", () => {
    expect(readWowsimsTree(fx("wotlk/wowsims/talent_trees/hunter_ferocity.json"))[1]).toEqual({
      tabOrder: 0,
      tabName: "Ferocity",
      fieldName: "boarsSpeed",
      tier: 1,
      column: 3,
      maxRank: 1,
      spellIds: [19596],
    });
  });

  it("completes fewer ids than ranks with the following ids", () => {
    expect(rankSpellIds([11069, 12338], 5)).toEqual([11069, 12338, 12339, 12340, 12341]);
    expect(rankSpellIds([61682], 2)).toEqual([61682, 61683]);
  });
});
