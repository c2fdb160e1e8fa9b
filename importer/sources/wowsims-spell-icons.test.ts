import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { FIXTURES } from "../../test/support/importer-fixtures.ts";
import { readWowsimsSpellIcons } from "./wowsims-spell-icons.ts";

const fx = (rel: string) => join(FIXTURES, rel);

describe("readWowsimsSpellIcons", () => {
  it("reads wowsims' spell icons", () => {
    expect(readWowsimsSpellIcons(fx("wotlk/wowsims/db.json"))).toEqual([
      { spellId: 61682, name: "Cobra Reflexes", icon: "spell_misc_cobrareflexes" },
      { spellId: 42833, name: "Fireball", icon: "spell_fire_flamebolt" },
    ]);
  });
});
