/** The data.json of wow-classic-items, read from a few literal records (gzipped or not). */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { readWowClassicItems } from "./wow-classic-items.ts";

const work = mkdtempSync(join(tmpdir(), "grimoire-wci-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const RECORDS = [
  {
    itemId: 19019,
    name: "Thunderfury, Blessed Blade of the Windseeker",
    icon: "INV_Sword_39",
    class: "Weapon",
    subclass: "Sword",
    sellPrice: 255355,
    quality: "Legendary",
    itemLevel: 80,
    requiredLevel: 60,
    slot: "One-Hand",
    tooltip: [{ label: "Thunderfury, Blessed Blade of the Windseeker", format: "Legendary" }, { label: "Unique" }, { bad: true }],
  },
  { itemId: 6948, name: "Hearthstone", quality: "Shiny", tooltip: "none" },
  { name: "no id" },
];

describe("readWowClassicItems", () => {
  it("reads each record by id: icon lowercased, quality as an API code, tooltip lines with a label", () => {
    const path = join(work, "data.json");
    writeFileSync(path, JSON.stringify(RECORDS));
    const items = readWowClassicItems(path);
    expect([...items.keys()]).toEqual([19019, 6948]);
    expect(items.get(19019)).toEqual({
      id: 19019,
      name: "Thunderfury, Blessed Blade of the Windseeker",
      icon: "inv_sword_39",
      quality: "legendary",
      class: "Weapon",
      subclass: "Sword",
      slot: "One-Hand",
      sellPrice: 255355,
      itemLevel: 80,
      requiredLevel: 60,
      tooltip: [{ label: "Thunderfury, Blessed Blade of the Windseeker", format: "Legendary" }, { label: "Unique" }],
    });
    expect(items.get(6948)).toMatchObject({ icon: null, quality: null, sellPrice: null, tooltip: [] });
  });

  it("reads the gzipped file of 2020 the same way", () => {
    const path = join(work, "data.json.gz");
    writeFileSync(path, gzipSync(JSON.stringify(RECORDS)));
    expect(readWowClassicItems(path).get(19019)?.quality).toBe("legendary");
  });
});
