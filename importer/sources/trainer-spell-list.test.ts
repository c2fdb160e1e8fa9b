import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { FIXTURES } from "../../test/support/importer-fixtures.ts";
import { readTrainerSpellList } from "./trainer-spell-list.ts";

const fx = (rel: string) => join(FIXTURES, rel);

describe("trainer-spell-list", () => {
  it("reads the trainer list: class code, level, cost, rank, icon; cut Wrath ranks; unnamed rows kept", () => {
    const rows = readTrainerSpellList(fx("common/whatstraining/trainer_spells.tsv"));
    expect(rows).toHaveLength(16);
    expect(rows[1]).toEqual({
      version: "classic",
      spellId: 143,
      class: "mage",
      level: 6,
      cost: 100,
      requiredIds: [133],
      side: null,
      requiredTalentId: null,
      name: "Fireball",
      rank: 2,
      icon: "spell_fire_flamebolt",
      wrathName: false,
    });
    expect(rows.find((r) => r.spellId === 25221)).toMatchObject({ name: "Renew", rank: 11, wrathName: true });
    expect(rows.find((r) => r.spellId === 49909)).toMatchObject({ class: "death_knight", name: "Icy Touch", rank: 5 });
    expect(rows.find((r) => r.spellId === 4187)).toMatchObject({ class: "hunter", name: null, rank: null, icon: null });
  });
});
