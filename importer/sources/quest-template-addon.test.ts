import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { FIXTURES } from "../../test/support/importer-fixtures.ts";
import { readQuestTemplateAddon } from "./quest-template-addon.ts";

const fx = (rel: string) => join(FIXTURES, rel);

describe("readQuestTemplateAddon", () => {
  it("reads AzerothCore's quest_template_addon", async () => {
    const addon = await readQuestTemplateAddon(fx("wotlk/azerothcore_world/quest_template_addon.sql"));
    expect([...addon.keys()]).toEqual([200, 201, 999]);
    expect(addon.get(201)).toEqual({
      maxLevel: 0,
      classes: 0,
      prevQuestId: -200,
      nextQuestId: 0,
      exclusiveGroup: 200,
      skill: 202,
      skillPoints: 450,
      minRepFaction: 1091,
      minRepValue: 3000,
      specialFlags: 1,
    });
  });
});
