import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { FIXTURES } from "../../test/support/importer-fixtures.ts";
import { mergeNames, readLuaNames, readMoteNames } from "./french-names.ts";

const fx = (rel: string) => join(FIXTURES, rel);

describe("french-names", () => {
  it("French names: MOTE first, then the Lua lookups", async () => {
    const names = mergeNames(
      await readMoteNames(fx("classic/mangoszero_fr/French-Creature.sql")),
      readLuaNames(fx("classic/pfquest/frFR/units.lua")),
    );
    expect(names.get(69)).toEqual({ name: "Loup des bois malade" });
    expect(names.get(1040)).toEqual({ name: "Rampant des marais" });
    expect(readLuaNames(fx("tbc/questie/frFR/lookupNpcs.fr-FR.lua")).get(17225)).toEqual({
      name: "Plaie-de-nuit",
      subtitle: 'Le "dragon"',
    });
  });
});
