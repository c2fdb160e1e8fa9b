import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { FIXTURES } from "../../test/support/importer-fixtures.ts";
import { readQuestRequestItemsFrench } from "./quest-request-items.ts";

const fx = (rel: string) => join(FIXTURES, rel);

describe("readQuestRequestItemsFrench", () => {
  it("reads the French request texts", async () => {
    expect(await readQuestRequestItemsFrench(fx("wotlk/azerothcore_world/quest_request_items_locale.sql"))).toEqual({
      texts: new Map([[200, "Oui, <classe> ? Vous l'avez ?"]]),
      english: 0,
    });
  });
});
