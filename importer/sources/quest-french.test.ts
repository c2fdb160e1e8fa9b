import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { FIXTURES } from "../../test/support/importer-fixtures.ts";
import { readMoteQuests } from "./quest-french.ts";

const fx = (rel: string) => join(FIXTURES, rel);

describe("readMoteQuests", () => {
  it("reads the MOTE names and extra texts", async () => {
    expect(await readMoteQuests(fx("tbc/mangosone_fr/French-Quest.sql"))).toEqual(
      new Map([
        [100, { name: "Travail de l'ombre", progress: "Alors, <nom> ?\n\nC'est fait ?" }],
        [101, { endText: "Explorer la tour" }],
        [103, { endText: "Escorter la caravane" }],
      ]),
    );
  });
});
