import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { FIXTURES } from "../../test/support/importer-fixtures.ts";
import { readScrapedSpells } from "./dr3wbit-spells.ts";

const fx = (rel: string) => join(FIXTURES, rel);

describe("readScrapedSpells", () => {
  it("reads Dr3wbit's scraped spells, leaving out those with neither name nor text", () => {
    expect(readScrapedSpells(fx("classic/dr3wbit/spells.js"))).toEqual([
      { spellId: 116, name: null, text: "Launches a bolt of frost at the enemy." },
      { spellId: 11438, name: "Join Map Fragments", text: "Join together the Lower, Middle and Upper Map Fragments." },
      { spellId: 11651, name: "zzOLDCall of Blades", text: null },
      { spellId: 13494, name: null, text: "Increases your attack speed by 50% for 30 sec.\n3 charges" },
      { spellId: 90001, name: "Worn Dagger", text: null },
    ]);
  });
});
