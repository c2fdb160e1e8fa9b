import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { FIXTURES } from "../../test/support/importer-fixtures.ts";
import { readAowowLocale } from "./aowow-locale.ts";

const fx = (rel: string) => join(FIXTURES, rel);

describe("aowow-locale", () => {
  it("reads aowow's French zones, factions, groups and quest categories", () => {
    const a = readAowowLocale(fx("common/aowow/locale_frfr.js"));
    expect(a.zones.get(3537)).toBe("Toundra Boréenne");
    expect(a.zones.get(4500)).toBe("L'Œil de l'éternité");
    expect(a.factions.get(1090)).toBe("Kirin Tor");
    expect(a.factions.get(1037)).toBe("Avant-garde de l'Alliance");
    expect([...a.factionGroups].sort((x, y) => x - y)).toEqual([469, 949, 1037, 1097, 1118]);
    expect([...a.factionParents]).toEqual([
      [469, 1118],
      [1037, 1097],
    ]);
    // aowow's own holiday groups (below -1000) are no journal category
    expect([...a.questSorts]).toEqual([
      [1, "Épique"],
      [372, "Chevalier de la mort"],
    ]);
  });

  it("reads aowow's talent tree names", () => {
    const aowow = readAowowLocale(fx("common/aowow/locale_frfr.js"));
    expect(aowow.talentTrees.get(5)).toEqual(["Discipline", "Sacré", "Magie de l'ombre"]);
    expect([...aowow.petTalentTrees]).toEqual([
      [0, "Férocité"],
      [1, "Tenacité"],
      [2, "Ruse"],
    ]);
  });
});
