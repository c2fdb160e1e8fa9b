import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { FIXTURES } from "../../test/support/importer-fixtures.ts";
import { readEncounters } from "./encounters.ts";

const fx = (rel: string) => join(FIXTURES, rel);

describe("readEncounters", () => {
  it("reads instance_encounters in entry order", async () => {
    const enc = await readEncounters(fx("wotlk/azerothcore_world/instance_encounters.sql"));
    expect(enc.map((e) => e.entry)).toEqual([161, 167, 296, 734, 735]);
    expect(enc[1]).toEqual({ entry: 167, creditType: 0, creditEntry: 639, last: true });
    expect(enc[2]?.creditType).toBe(1);
  });
});
