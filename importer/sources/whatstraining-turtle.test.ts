import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { FIXTURES } from "../../test/support/importer-fixtures.ts";
import { readTurtleSpells } from "./whatstraining-turtle.ts";

const fx = (rel: string) => join(FIXTURES, rel);

describe("readTurtleSpells", () => {
  it("reads WhatsTraining's Turtle lists", () => {
    expect(readTurtleSpells(fx("classic/whatstraining/Turtle/Mage.lua"))).toEqual([
      { spellId: 133, class: "mage", name: "Fireball", rank: 1, level: 1, icon: "spell_fire_flamebolt" },
      { spellId: 99903, class: "mage", name: "Arcane Surge", rank: 1, level: 1, icon: "spell_arcane_arcanetorrent" },
      { spellId: 143, class: "mage", name: "Fireball", rank: 2, level: 6, icon: "spell_fire_flamebolt" },
    ]);
  });
});
