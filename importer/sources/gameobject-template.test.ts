import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { FIXTURES } from "../../test/support/importer-fixtures.ts";
import { readGameObjectTemplate } from "./gameobject-template.ts";

const fx = (rel: string) => join(FIXTURES, rel);

describe("gameobject-template", () => {
  it("gameobject_template: loot and lock ids in the data fields of the type, MaNGOS and AzerothCore column names", async () => {
    const classic = await readGameObjectTemplate(fx("classic/mangoszero_world/gameobject-template.sql"));
    expect(classic.find((o) => o.id === 179486)).toEqual({
      id: 179486,
      english: "Battered Footlocker",
      type: 3,
      lootId: 16464,
      lockId: 24,
    });
    const wotlk = await readGameObjectTemplate(fx("wotlk/azerothcore_world/gameobject-template.sql"));
    expect(wotlk[1]).toEqual({ id: 191019, english: "Adder's Tongue", type: 3, lootId: 0, lockId: 1119 });
  });

  it("finds an object's loot id and lock id in the data field its type uses", async () => {
    const templates = await readGameObjectTemplate(fx("classic/mangoszero_world/gameobject-template.sql"));
    expect(templates.map(({ id, lootId, lockId }) => ({ id, lootId, lockId })).filter((o) => o.lootId || o.lockId)).toEqual([
      { id: 31, lootId: 0, lockId: 43 }, // quest giver: data0 is the lock
      { id: 1618, lootId: 1415, lockId: 29 },
      { id: 2843, lootId: 2265, lockId: 57 },
      { id: 179486, lootId: 16464, lockId: 24 },
    ]);
  });
});
