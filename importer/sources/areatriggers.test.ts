import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { FIXTURES } from "../../test/support/importer-fixtures.ts";
import { readTriggerZones } from "./areatriggers.ts";

const fx = (rel: string) => join(FIXTURES, rel);

describe("areatriggers", () => {
  it("reads the zone of area triggers, skipping those without coordinates", () => {
    expect([...readTriggerZones(fx("classic/pfquest/areatrigger.lua"))]).toEqual([
      [78, 40],
      [119, 1581],
    ]);
  });
});
