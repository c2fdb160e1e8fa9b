import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { FIXTURES } from "../../test/support/importer-fixtures.ts";
import { expandLoot, readLootTemplate } from "./loot-template.ts";

const fx = (rel: string) => join(FIXTURES, rel);

describe("loot-template", () => {
  it("reads MaNGOS rows: negative chance = quest drop, negative mincount = reference with its roll count", async () => {
    const t = await readLootTemplate(fx("classic/mangoszero_world/gameobject_loot-template.sql"));
    expect([...t.keys()]).toEqual([2265, 1415, 9999]);
    const chest = t.get(2265)!;
    expect(chest[0]).toEqual({ entry: 2265, item: 16305, chance: 100, questItem: true, group: 0, reference: 0, rolls: 1 });
    expect(chest[5]).toMatchObject({ item: 24000, chance: 50, reference: 24000, rolls: 2 });
  });

  it("reads AzerothCore rows (columns from the CREATE TABLE): QuestRequired, Reference column", async () => {
    const t = await readLootTemplate(fx("wotlk/azerothcore_world/gameobject_loot-template.sql"));
    expect(t.get(1119)).toEqual([
      { entry: 1119, item: 40395, chance: 100, questItem: true, group: 0, reference: 0, rolls: 1 },
      { entry: 1119, item: 1, chance: 25, questItem: false, group: 1, reference: 34001, rolls: 1 },
      { entry: 1119, item: 2139, chance: 0, questItem: false, group: 1, reference: 0, rolls: 1 },
      { entry: 1119, item: 10399, chance: 0, questItem: false, group: 1, reference: 0, rolls: 1 },
    ]);
  });

  it("shares a group's rest equally, multiplies references (loops cut), combines repeated items, skips disabled rows", async () => {
    const refs = await readLootTemplate(fx("classic/mangoszero_world/reference_loot-template.sql"));
    const chest = (await readLootTemplate(fx("classic/mangoszero_world/gameobject_loot-template.sql"))).get(2265)!;
    const drops = new Map(expandLoot(chest, refs).map((d) => [d.item, d]));
    expect(Object.fromEntries([...drops].map(([id, d]) => [id, d.chance]))).toEqual({
      16305: 100,
      2092: 30, // group 1: (100 - 40) / 2
      5060: 45.85, // 40 in the group, or 50 % x 10 % twice through the reference
      6948: 60.625, // 30 in the group, or 50 % x 100 % x 50 % twice
      4536: 100, // alone in group 2
      10399: 19, // 1 - (1 - 0.5 x 0.2)^2
    });
    expect(drops.get(16305)!.questItem).toBe(true);
    expect(drops.get(6948)!.questItem).toBe(false);
    expect(drops.has(7777)).toBe(false); // ungrouped without a chance

    // AzerothCore: a reference row of a group is rolled apart from it (the emulators do so)
    const ac = await readLootTemplate(fx("wotlk/azerothcore_world/gameobject_loot-template.sql"));
    const acRefs = await readLootTemplate(fx("wotlk/azerothcore_world/reference_loot-template.sql"));
    expect(expandLoot(ac.get(1119)!, acRefs)).toEqual([
      { item: 40395, chance: 100, questItem: true },
      { item: 2139, chance: 55, questItem: false }, // 50 in the group, or 25 % x 40 %
      { item: 10399, chance: 50, questItem: false },
    ]);
  });
});
