import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { FIXTURES } from "../../test/support/importer-fixtures.ts";
import { sourceFiles } from "../../test/support/source-files.ts";
import { readScrapedSpells } from "./dr3wbit-spells.ts";

const fx = (rel: string) => join(FIXTURES, rel);
const file = sourceFiles();

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

describe("readScrapedSpells on a script", () => {
  it("reads the object inside the script, its i over its key, trimmed; no spell for a bad id", () => {
    const js = file(
      "spells.js",
      'var spells = {"5": {"i": 133, "n": " Fireball ", "t": ""}, "0": {"n": "Zero"}, "x": {"n": "Not a number"}, "7": {"n": " "}};',
    );
    expect(readScrapedSpells(js)).toEqual([{ spellId: 133, name: "Fireball", text: null }]);
  });
});
