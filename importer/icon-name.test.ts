import { describe, expect, it } from "vitest";
import { iconName } from "./icon-name.ts";

describe("iconName", () => {
  it("is the lower-case file name of an icon path, without its extension; none for an empty or spaced name", () => {
    expect([iconName("Interface\\Icons\\Spell_Fire_FlameBolt"), iconName("inv_misc_bag_11.blp"), iconName(""), iconName("a b")]).toEqual([
      "spell_fire_flamebolt",
      "inv_misc_bag_11",
      null,
      null,
    ]);
  });
});
