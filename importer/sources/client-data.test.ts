import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { FIXTURES } from "../../test/support/importer-fixtures.ts";
import { readClientData } from "./client-data.ts";

const fx = (rel: string) => join(FIXTURES, rel);

describe("client-data", () => {
  it("reads pfQuest's client-data: areas with English and French names (English suffix dropped), zone maps, faction templates", async () => {
    const c = await readClientData(fx("common/pfquest/client-data.sql"));
    expect(c.vanilla.areas.get(40)).toEqual({ id: 40, zone: 0, english: "Westfall", french: "Marche de l'Ouest" });
    expect(c.vanilla.areas.get(1581)?.french).toBeNull();
    expect([...c.vanilla.worldMaps]).toEqual([[40, "Westfall"]]);
    expect(c.vanilla.factionTemplates.get(11)).toBe(72);
    expect(c.tbc.areas.get(3537)?.english).toBe("REUSE");
    expect(c.wotlk.areas.size).toBe(0);
  });
});
