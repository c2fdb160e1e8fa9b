/** LibBabble-Faction turned around: the English name of a French faction name. */
import { describe, expect, it } from "vitest";
import { englishByFrench } from "./libbabble-faction.ts";

describe("LibBabble-Faction", () => {
  it("gives the English name by French name, case aside, and none for a French name two factions share", () => {
    const english = englishByFrench(
      new Map([
        ["Argent Dawn", "Aube d'argent"],
        ["Stormwind", "Hurlevent"],
        ["Alliance", "Alliance"],
        ["Alliance Forces", "Alliance"],
      ]),
    );
    expect(english.get("aube d'argent")).toBe("Argent Dawn");
    expect(english.get("hurlevent")).toBe("Stormwind");
    expect(english.has("alliance")).toBe(false);
  });
});
