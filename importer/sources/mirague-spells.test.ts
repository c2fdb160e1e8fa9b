import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { FIXTURES } from "../../test/support/importer-fixtures.ts";
import { readMirageClassSpells, readMirageTalentSpells } from "./mirague-spells.ts";

const fx = (rel: string) => join(FIXTURES, rel);

describe("mirague-spells", () => {
  it("reads mirague's talent ranks and class spells", () => {
    expect(readMirageTalentSpells(fx("classic/mirague/spells.json"))[2]).toEqual({
      spellId: 16689,
      name: "Nature's Grasp",
      rank: null,
      icon: "spell_nature_natureswrath",
      description: "While active, any time an enemy strikes the caster they have a 35% chance to become afflicted by Entangling Roots.",
    });
    expect(readMirageClassSpells(fx("classic/mirague/class-spells.json"))).toEqual([
      { spellId: 133, name: "Fireball", rank: 1, icon: "spell_fire_flamebolt", description: null },
      { spellId: 1022, name: "Blessing of Protection", rank: 1, icon: "spell_holy_sealofprotection", description: null },
      { spellId: 2893, name: "Abolish Poison", rank: null, icon: "spell_nature_nullifypoison_02", description: null },
    ]);
  });
});
