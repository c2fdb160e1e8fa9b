import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { FIXTURES } from "../../test/support/importer-fixtures.ts";
import { readBabbleBossFrench } from "./libbabble-boss.ts";

const fx = (rel: string) => join(FIXTURES, rel);

describe("libbabble-boss", () => {
  it("reads the French boss names only", () => {
    const french = readBabbleBossFrench(fx("common/libbabble_boss3/LibBabble-Boss-3.0.lua"));
    expect(french).toEqual(
      new Map([
        ["Diseased Timber Wolf", "Loup des bois malade"],
        ["Edwin VanCleef", "Edwin VanCleef"],
        ["Hellfire Channeler", "Canaliste des Flammes infernales"],
        ["Keristrasza", "Keristrasza"],
        ["Malygos", "Malygos"],
        ["The Lich King", "Le roi-liche"],
      ]),
    );
  });
});
