import { describe, expect, it } from "vitest";
import { sourceFiles } from "../../test/support/source-files.ts";
import { readFactionTemplateDump } from "./faction-template-dump.ts";

const file = sourceFiles();

describe("readFactionTemplateDump", () => {
  it("reads each template's faction from factiontemplate_dbc, other tables left out", async () => {
    const dump = file(
      "factiontemplate_dbc.sql",
      "INSERT INTO `factiontemplate_dbc` VALUES (32,1090,0,1,0,0),(1732,1094,0,1,2,4);\nINSERT INTO `other` VALUES (5,6);\n",
    );
    expect([...(await readFactionTemplateDump(dump))]).toEqual([
      [32, 1090],
      [1732, 1094],
    ]);
  });
});
