import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { FIXTURES } from "../../test/support/importer-fixtures.ts";
import { readQuestOfferRewardFrench } from "./quest-offer-reward.ts";

const fx = (rel: string) => join(FIXTURES, rel);

describe("French completion texts of AzerothCore", () => {
  it("reads the frFR rows of the update file through its procedure, leaving English ones out", async () => {
    const read = await readQuestOfferRewardFrench(fx("wotlk/azerothcore_world/2020_06_13_02.quest_offer_reward_locale_fr-FR.sql"));
    expect(read).toEqual({
      texts: new Map([
        [200, "Bien joué, <nom> ! Un <classe> de votre trempe ; voilà qui est rare.\n\nVous êtes un vrai héros/une vraie héroïne, <race>."],
        [203, "<Le vieil homme sourit.>\nMerci, cher ami/chère amie !"],
      ]),
      english: 1,
    });
  });
});
