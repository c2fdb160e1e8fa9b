import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { FIXTURES } from "../../test/support/importer-fixtures.ts";
import { readInspectorGlyphs, readInspectorTalents } from "./libclassicinspector.ts";

const fx = (rel: string) => join(FIXTURES, rel);

describe("libclassicinspector", () => {
  it("reads LibClassicInspector's talent positions and glyphs", () => {
    expect(readInspectorTalents(fx("common/libclassicinspector/talents_names_positions.tsv"))[0]).toEqual({
      version: "classic",
      class: "druid",
      tab: 1,
      tier: 1,
      column: 2,
      maxRank: 1,
      name: "Nature's Grasp",
    });
    expect(readInspectorGlyphs(fx("common/libclassicinspector/glyphs_wotlk.tsv"))).toEqual([
      { spellId: 58353, class: "warrior", type: "major", name: "Glyph of Taunt" },
      { spellId: 58039, class: "rogue", type: "minor", name: "Glyph of Blurred Speed" },
    ]);
  });
});
