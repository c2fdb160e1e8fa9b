import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { FIXTURES } from "../../test/support/importer-fixtures.ts";
import { sourceFiles } from "../../test/support/source-files.ts";
import { readEncounters } from "./encounters.ts";

const fx = (rel: string) => join(FIXTURES, rel);
const file = sourceFiles();

describe("readEncounters", () => {
  it("reads instance_encounters in entry order", async () => {
    const enc = await readEncounters(fx("wotlk/azerothcore_world/instance_encounters.sql"));
    expect(enc.map((e) => e.entry)).toEqual([161, 167, 296, 734, 735]);
    expect(enc[1]).toEqual({ entry: 167, creditType: 0, creditEntry: 639, last: true });
    expect(enc[2]?.creditType).toBe(1);
  });
});

describe("readEncounters on literal rows", () => {
  it("reads entry, credit type, credit entry and the last-encounter flag by position, sorted by entry", async () => {
    const sql = file(
      "instance_encounters.sql",
      "INSERT INTO `instance_encounters` VALUES (734,0,28859,0,'Malygos'),(167,1,639,6,'VanCleef');\nINSERT INTO `other` VALUES (1,2,3,4);\n",
    );
    expect(await readEncounters(sql)).toEqual([
      { entry: 167, creditType: 1, creditEntry: 639, last: true },
      { entry: 734, creditType: 0, creditEntry: 28859, last: false },
    ]);
  });
});
