import { describe, expect, it } from "vitest";
import { wowheadDataOf, wowheadRecordOf } from "./wowhead.ts";

const named = (address: string) => {
  const found = wowheadRecordOf(new URL(address));
  return found && `${found.version}:${found.resource.keyType}:${found.id}`;
};

describe("wowheadRecordOf", () => {
  it("reads the link forms of the three versions", () => {
    expect(named("https://www.wowhead.com/classic/item=19019/thunderfury-blessed-blade-of-the-windseeker")).toBe("classic:item:19019");
    expect(named("https://www.wowhead.com/tbc/npc=639")).toBe("tbc:npc:639");
    expect(named("https://www.wowhead.com/wotlk/fr/item=10399/armure")).toBe("wotlk:item:10399");
    expect(named("https://classic.wowhead.com/spell=133")).toBe("classic:spell:133");
    expect(named("https://tbc.wowhead.com/quest=7")).toBe("tbc:quest:7");
    expect(named("https://fr.classic.wowhead.com/object=324")).toBe("classic:object:324");
    expect(named("https://www.wowhead.com/classic/item-set=161")).toBe("classic:item_set:161");
    expect(named("https://www.wowhead.com/classic/faction=469")).toBe("classic:faction:469");
    expect(named("https://classic.wowhead.com/?item=19019")).toBe("classic:item:19019");
    expect(named("https://www.wowhead.com/wotlk?npc=639")).toBe("wotlk:npc:639");
  });

  it("leaves the current game, other types, bad numbers and other hosts alone", () => {
    for (const address of [
      "https://www.wowhead.com/item=19019",
      "https://www.wowhead.com/classic/zone=1581",
      "https://www.wowhead.com/classic/npc=0639",
      "https://www.wowhead.com/classic/item-set=-1",
      "https://tbc.wowhead.com/classic/npc=639",
      "https://wowhead.com.example/classic/npc=639",
      "https://www.wowhead.com/classic/",
    ]) {
      expect(named(address), address).toBeNull();
    }
  });
});

describe("wowheadDataOf", () => {
  it("reads a link's data-wowhead, its domain's locale aside", () => {
    const record = wowheadDataOf("item=19019&domain=fr.tbc");
    expect(record && `${record.version}:${record.resource.keyType}:${record.id}`).toBe("tbc:item:19019");
    expect(wowheadDataOf("item=19019")).toBeNull();
    expect(wowheadDataOf("zone=1&domain=classic")).toBeNull();
  });
});
