import { describe, expect, it } from "vitest";
import { siteAliasOf, TYPE_NAMES } from "./addresses.ts";

describe("TYPE_NAMES", () => {
  it("names each type by its key type and object name, singular or plural, with - or _", () => {
    const names = (object: string) => [...TYPE_NAMES].filter(([, r]) => r.object === object).map(([name]) => name);
    expect(names("game_object")).toEqual(["object", "objects", "game_object", "game_objects", "game-object", "game-objects"]);
    expect(names("item_set")).toEqual(["item_set", "item_sets", "item-set", "item-sets"]);
    expect(names("npc")).toEqual(["npc", "npcs"]);
  });
});

describe("siteAliasOf", () => {
  it("gives the canonical path of another form of a page's address", () => {
    expect(siteAliasOf("/classic/items/5193")).toBe("/classic/item/5193");
    expect(siteAliasOf("/classic/game-objects/324")).toBe("/classic/object/324");
    expect(siteAliasOf("/classic/item-set/161")).toBe("/classic/item_set/161");
    expect(siteAliasOf("/classic/object")).toBe("/classic/game-objects");
    expect(siteAliasOf("/tbc/npcs/639/")).toBe("/tbc/npc/639");
    expect(siteAliasOf("/recherche/")).toBe("/recherche");
    expect(siteAliasOf("/wotlk/")).toBe("/wotlk");
  });

  it("is null for a canonical path and for a path that names no page", () => {
    for (const path of [
      "/",
      "/classic",
      "/classic/npc/639",
      "/classic/game-objects",
      "/recherche",
      "/docs/",
      "/classic/npcs/abc",
      "/classic/dragons/1",
      "/cata/npcs/639",
      "/classic/npcs/639/loot",
    ]) {
      expect(siteAliasOf(path), path).toBeNull();
    }
  });
});
