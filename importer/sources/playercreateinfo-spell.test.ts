import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { FIXTURES } from "../../test/support/importer-fixtures.ts";
import { readStartingSpells } from "./playercreateinfo-spell.ts";

const fx = (rel: string) => join(FIXTURES, rel);

describe("readStartingSpells", () => {
  it("reads playercreateinfo_spell, its note as the name", async () => {
    expect(await readStartingSpells(fx("classic/mangoszero_world/playercreateinfo_spell.sql"))).toEqual([
      { race: 1, classId: 8, spellId: 133, name: "Fireball" },
      { race: 1, classId: 1, spellId: 20599, name: "Diplomacy" },
      { race: 1, classId: 8, spellId: 20599, name: "Diplomacy" },
      { race: 3, classId: 1, spellId: 2481, name: null },
    ]);
  });
});
