import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { FIXTURES } from "../../test/support/importer-fixtures.ts";
import { pfquestPatched, readPfquestItemDrops, readPfquestRefloot } from "./pfquest-items.ts";

const fx = (rel: string) => join(FIXTURES, rel);

describe("pfQuest item and refloot tables", () => {
  it("reads U, O and R of the minified item table, not the vendors", () => {
    const items = readPfquestItemDrops(fx("classic/pfquest_min/items.lua"));
    expect([...items.keys()]).toEqual([17, 2092, 5060, 6948, 10399, 16305, 16882]);
    expect(items.get(17)).toEqual({ units: new Map(), objects: new Map(), refs: new Map() });
    expect(items.get(2092)).toEqual({
      units: new Map([
        [69, 12.5],
        [1040, 0.4],
        [4444, 3],
      ]),
      objects: new Map(),
      refs: new Map(),
    });
    expect(items.get(5060)).toEqual({
      units: new Map(),
      objects: new Map([
        [31, 7.5],
        [2843, 40],
      ]),
      refs: new Map(),
    });
    expect(items.get(10399)).toEqual({ units: new Map([[639, 8.04]]), objects: new Map(), refs: new Map([[24003, 95]]) });
  });

  it("reads who rolls each shared table (refloot values are presence, not chances)", () => {
    expect(readPfquestRefloot(fx("classic/pfquest/refloot.lua"))).toEqual(
      new Map([
        [24001, { units: [69, 639], objects: [] }],
        [24002, { units: [639], objects: [179486] }],
        [24003, { units: [639], objects: [] }],
      ]),
    );
  });

  it('applies the tbc deltas entry by entry: a changed entry replaces the classic one, "_" removes it', () => {
    const classicRefs = readPfquestRefloot(fx("classic/pfquest/refloot.lua"));
    const refs = pfquestPatched(classicRefs, readPfquestRefloot(fx("tbc/pfquest/refloot-tbc.lua")));
    expect([...refs.keys()]).toEqual([24002, 24003, 24004]);
    expect(refs.get(24004)).toEqual({ units: [17225], objects: [] });
    expect(classicRefs.size).toBe(3); // the shared classic table is left as read

    const items = pfquestPatched(
      readPfquestItemDrops(fx("classic/pfquest_min/items.lua")),
      readPfquestItemDrops(fx("tbc/pfquest_min/items-tbc.lua")),
    );
    expect(items.get(2092)!.units).toEqual(new Map([[17225, 4]])); // 69 and 1040 are gone with the classic entry
    expect(items.get(10399)!.units).toEqual(new Map([[639, 8.04]]));
    expect(items.get(30000)!.units).toEqual(new Map([[69, 1]]));
  });
});
