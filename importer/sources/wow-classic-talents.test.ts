import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { FIXTURES } from "../../test/support/importer-fixtures.ts";
import { readWowClassicTalents } from "./wow-classic-talents.ts";

const fx = (rel: string) => join(FIXTURES, rel);

describe("readWowClassicTalents", () => {
  it("reads the wow-classic-items tooltips: the class is the line naming a class, the text follows the last Requires line", () => {
    expect(readWowClassicTalents(fx("classic/wow_classic_items/talents.json"))).toEqual([
      {
        id: 11069,
        name: "Improved Fireball",
        rank: 1,
        className: "Mage",
        description: "Reduces the casting time of your Fireball spell by 0.1 sec.",
      },
      {
        id: 974,
        name: "Earth Shield",
        rank: 1,
        className: "Shaman",
        description: "Protects the target with an earthen shield.\n(3.5s cooldown)",
      },
    ]);
  });
});
