import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { FIXTURES } from "../../test/support/importer-fixtures.ts";
import { readPfquestObjectKinds, readPfquestSpawns, readPfquestZones } from "./pfquest.ts";
import { patchedPfquest, pfquestSpawns, readPfquestTable } from "./pfquest.ts";

const fx = (rel: string) => join(FIXTURES, rel);

describe("pfquest", () => {
  it("pfQuest: spawns, gathering lists, zones without the English suffix", () => {
    expect(readPfquestSpawns(fx("classic/pfquest/units.lua")).filter((s) => s.id === 69)).toEqual([
      { id: 69, zone_id: 12, x: 46.2, y: 9.3 },
      { id: 69, zone_id: 12, x: 51.8, y: 84.7 },
    ]);
    const kinds = readPfquestObjectKinds(fx("classic/pfquest/meta.lua"));
    expect(kinds.get(1618)).toEqual({ type: "herb", skill: "herbalism", level: 1 });
    expect(kinds.get(2843)).toEqual({ type: "chest", skill: null, level: null });
    expect(readPfquestZones(fx("classic/pfquest/frFR/zones.lua"))).toEqual([
      { id: 12, name: "Forêt d'Elwynn" },
      { id: 1581, name: "Les Mortemines" },
    ]);
  });
});

describe("pfQuest units of tbc", () => {
  const base = readPfquestTable(fx("classic/pfquest/units.lua"));
  const delta = readPfquestTable(fx("tbc/pfquest_min/units-tbc.lua"));

  it("reads the minified delta, `_` marking a deleted id", () => {
    expect([...delta.keys()]).toEqual([1, 69, 17225, 18000, 19000]);
    expect(delta.get(1)).toBeNull();
  });

  it("patches the 1.12 table as pfQuest does: whole entries replaced, `_` removes, the rest kept", () => {
    const units = patchedPfquest([base, delta]);
    expect([...units.keys()]).toEqual([69, 639, 99999, 17225, 18000, 19000]);
    expect(pfquestSpawns(units).filter((s) => s.id === 69 || s.id === 18000)).toEqual([
      { id: 69, zone_id: 12, x: 46.2, y: 9.3 },
      { id: 69, zone_id: 40, x: 99.1, y: 12.4 },
      { id: 18000, zone_id: 3703, x: 50.5, y: 37.6 },
      { id: 18000, zone_id: 3703, x: 51, y: 37.6 },
    ]);
    // VanCleef: unchanged by the delta, and pfQuest has no position inside the Deadmines
    expect(pfquestSpawns(units).filter((s) => s.id === 639)).toEqual([]);
  });

  it('levels "min-max" and rank, a missing rnk meaning normal', () => {
    expect(delta.get(17225)!.unit).toEqual({ levelMin: 73, levelMax: 73, rank: "boss" });
    expect(delta.get(18000)!.unit).toEqual({ levelMin: 1, levelMax: 70, rank: "normal" });
    expect(delta.get(19000)!.unit).toEqual({ levelMin: 64, levelMax: 65, rank: "rare" });
  });
});
