import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { FIXTURES } from "../../test/support/importer-fixtures.ts";
import { readSpellNameLibrary } from "./babble-spell.ts";

const fx = (rel: string) => join(FIXTURES, rel);

describe("babble-spell", () => {
  it("reads French spell names (byte escapes decoded, untranslated leftovers dropped) and icons by name", () => {
    const classic = readSpellNameLibrary(fx("classic/babble_spell/Babble-Spell-2.2.lua"));
    expect(classic.french).toEqual(
      new Map([
        ["Blessing of Protection", "Bénédiction de protection"],
        ["Fireball", "Boule de feu"],
        ["Pick Pocket", "Vol à la tire"],
      ]),
    );
    expect(readSpellNameLibrary(fx("tbc/babble_spell/Babble-Spell-2.2.lua")).french.get("Renew")).toBe("Rénovation");
    expect(classic.icons).toEqual(
      new Map([
        ["Pick Pocket", "inv_misc_bag_11"],
        ["Improved Fireball", "spell_fire_flamebolt"],
      ]),
    );
    const lib = readSpellNameLibrary(fx("common/libbabble_spell3/fr-FR.lua")).french;
    expect(lib.get('"Plucky" Resumes Chicken Form')).toBe("Le Brave reprend sa forme de poulet");
    // a name French shares with English stays; an "-- old" copy of the English name is no translation
    expect([lib.get("Blizzard"), lib.has("Tree of Life"), lib.size]).toEqual(["Blizzard", false, 7]);
    expect(readSpellNameLibrary(fx("common/libbabble_spell3/LibBabble-Spell-3.0.lua"))).toEqual({
      french: new Map(),
      icons: new Map([
        ["Magic Dust", "inv_misc_dust_02"],
        ["Nature's Grasp", "spell_nature_natureswrath"],
      ]),
    });
  });
});
