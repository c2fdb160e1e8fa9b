import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { FIXTURES } from "../../test/support/importer-fixtures.ts";
import { readSpellChain } from "./spell-chain.ts";

const fx = (rel: string) => join(FIXTURES, rel);

describe("readSpellChain", () => {
  it("reads spell_chain, a previous rank of 0 being none", async () => {
    expect((await readSpellChain(fx("tbc/mangosone_world/spell_chain.sql"))).slice(0, 2)).toEqual([
      { spellId: 779, prevId: null, firstId: 779, rank: 1 },
      { spellId: 780, prevId: 779, firstId: 779, rank: 2 },
    ]);
  });
});
