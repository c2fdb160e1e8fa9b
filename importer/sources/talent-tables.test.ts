import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { FIXTURES } from "../../test/support/importer-fixtures.ts";
import { readTbcTalentTable, readWotlkTalentTable } from "./talent-tables.ts";

const fx = (rel: string) => join(FIXTURES, rel);

describe("talent-tables", () => {
  it("reads the tbc and wotlk talent tables", () => {
    expect(readTbcTalentTable(fx("tbc/talents/talents_tbc.tsv"))[0]).toEqual({
      class: "mage",
      tabOrder: 1,
      tabName: "Feu",
      tier: 0,
      column: 1,
      maxRank: 5,
      rankSpellIds: [11069, 12338, 12339, 12340, 12341],
      name: "Improved Fireball",
    });
    expect(readWotlkTalentTable(fx("wotlk/talents/talents_wotlk.tsv"))[1]).toEqual({
      class: "death_knight",
      tabOrder: 0,
      tabName: null,
      tier: 0,
      column: 0,
      maxRank: 2,
      rankSpellIds: [48979, 49483],
      name: "Butchery",
    });
  });
});
