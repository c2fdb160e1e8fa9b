import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { FIXTURES } from "../../test/support/importer-fixtures.ts";
import { readWarlockTomes } from "./warlock-tomes.ts";

const fx = (rel: string) => join(FIXTURES, rel);

describe("readWarlockTomes", () => {
  it("reads WhatsTraining's demon grimoires: one listed for the succubus and the incubus is one grimoire", () => {
    expect(readWarlockTomes(fx("classic/whatstraining/Vanilla/WarlockTomes.lua"))).toEqual([
      { itemId: 16321, spellId: 6307, level: 4, cost: 100 },
      { itemId: 16375, spellId: 6360, level: 22, cost: 2500 },
    ]);
  });
});
