import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { FIXTURES } from "../../test/support/importer-fixtures.ts";
import { readNpcVendor } from "./npc-vendor.ts";

const fx = (rel: string) => join(FIXTURES, rel);

describe("npc-vendor", () => {
  it("reads npc_vendor of MaNGOS (no slot) and AzerothCore (slot, negative item reference)", async () => {
    expect(await readNpcVendor(fx("tbc/mangosone_world/npc_vendor.sql"))).toContainEqual({
      entry: 17225,
      item: 3189,
      slot: null,
      extendedCost: 423,
    });
    expect(await readNpcVendor(fx("wotlk/azerothcore_world/npc_vendor.sql"))).toEqual([
      { entry: 28859, item: 2139, slot: 2, extendedCost: 2288 },
      { entry: 28859, item: 40395, slot: 1, extendedCost: 2500 },
      { entry: 28859, item: -69, slot: 0, extendedCost: 0 },
      { entry: 69, item: 10399, slot: 0, extendedCost: 0 },
    ]);
  });
});
