// @vitest-environment node
/**
 * Items and item sets: each adapter on its hand-written fixture (Questie item databases, the
 * wow-classic-items JSON, the French name files, the client's item tables), the rogue rule, then
 * the items and item-sets steps through an import of the staged fixtures. The whole import reads
 * the real wow-classic-items package (a devDependency), as the step does.
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readDbc } from "../../importer/formats/dbc.ts";
import { assembleVersion } from "../../importer/assemble.ts";
import { removeExtracted } from "../../importer/steps/context.ts";
import { runImport } from "../../importer/import.ts";
import { mergeFrenchItems, readItemSetNamesLocale, readLuaItemNames, readMoteItems } from "../../importer/sources/french-items.ts";
import { readInventoryTypes, readItemClassNames, readItemSubclassNames } from "../../importer/sources/item-dbc.ts";
import { readItemSets } from "../../importer/sources/item-set-dbc.ts";
import { frenchSetBonus, tooltipFacts } from "../../importer/sources/item-tooltip.ts";
import { readQuestieItems } from "../../importer/sources/questie-items.ts";
import { readWowClassicItems } from "../../importer/sources/wow-classic-items.ts";
import { isInternalItem, isRogueItem } from "../../importer/steps/items.ts";
import { openDatabase } from "../../database/sqlite.ts";
import { FIXTURES, dbcTable, gzippedFixtures } from "../support/importer-fixtures.ts";

const fx = (rel: string) => join(FIXTURES, rel);
const work = mkdtempSync(join(tmpdir(), "grimoire-items-"));
afterAll(() => {
  removeExtracted(); // steps called directly here, not through runImport, extract client tables too
  rmSync(work, { recursive: true, force: true });
});

/** A locstring row cell list: `text` in the French slot (2) of a locstring starting at `at`. */
function row(fields: number, cells: Record<number, number | string>): (number | string)[] {
  return Array.from({ length: fields }, (_, i) => cells[i] ?? 0);
}

const DBC = {
  // the base rows read Lock.dbc whenever the archive exists
  "Lock.dbc": dbcTable(33, []),
  "Item.dbc": dbcTable(4, [
    [2092, 1, 13, 3],
    [10399, 2, 20, 0],
    [6948, 3, 0, 0],
  ]),
  "ItemClass.dbc": dbcTable(20, [row(20, { 0: 2, 5: "Arme" }), row(20, { 0: 4, 5: "Armure" }), row(20, { 0: 15, 5: "Divers" })]),
  "ItemSubClass.dbc": dbcTable(44, [
    row(44, { 0: 2, 1: 15, 12: "Dague", 29: "Dagues" }),
    row(44, { 0: 4, 1: 2, 12: "Cuir", 29: "Cuir" }),
    row(44, { 0: 15, 1: 0, 12: "Camelote" }),
  ]),
  "ItemSet.dbc": dbcTable(53, [
    row(53, { 0: 161, 3: "Cuir défias", 18: 10399, 19: 10400, 35: 41731, 36: 41733, 43: 2, 44: 5 }),
    row(53, { 0: 900, 3: "Ensemble absent", 18: 88888 }),
  ]),
};

describe("Questie item databases", () => {
  it("reads the classic layout: links, levels, class, quest started; nameless rows are counted, not kept", () => {
    const { items, rows } = readQuestieItems([fx("classic/questie/classicItemDB.lua")]);
    expect(rows).toBe(9);
    expect(items.map((i) => i.id)).toEqual([1, 2092, 5060, 6948, 10399, 16305, 16882, 77777]);
    expect(items.find((i) => i.id === 16305)).toEqual({
      id: 16305,
      name: "Sharpbeak's Feather",
      npcDrops: [8211],
      objectDrops: [2843],
      itemDrops: [16882],
      startQuest: null,
      questRewards: [7],
      flags: 2048,
      itemLevel: 30,
      requiredLevel: null,
      class: 12,
      subClass: 0,
      vendors: [],
    });
    // a vendor listed twice is one link; startQuest 0 is no quest
    expect(items.find((i) => i.id === 2092)!.vendors).toEqual([5512]);
    expect(items.find((i) => i.id === 6948)!.startQuest).toBeNull();
    expect(items.find((i) => i.id === 77777)!.startQuest).toBe(9999);
  });

  it("reads the wotlk split `_d[id]` files together", () => {
    const { items } = readQuestieItems([fx("wotlk/questie/wotlkItemDB_1.lua"), fx("wotlk/questie/wotlkItemDB_2.lua")]);
    expect(items.map((i) => [i.id, i.name, i.subClass])).toEqual([
      [2139, "Dirk", 15],
      [10399, "Blackened Defias Armor", 2],
      [40395, "Torch of Holy Fire", 4],
    ]);
  });
});

describe("wow-classic-items", () => {
  it("reads ids, lowercased icons, quality codes, and skips rows without a numeric id", () => {
    const items = readWowClassicItems(fx("common/wow-classic-items/data.json"));
    expect([...items.keys()]).toEqual([501, 502, 503]);
    expect(items.get(501)).toMatchObject({
      icon: "inv_weapon_shortblade_05",
      quality: "rare",
      class: "Weapon",
      subclass: "Dagger",
      slot: "One-Hand",
      sellPrice: 1200,
    });
    expect(items.get(503)).toMatchObject({ quality: "heirloom", subclass: null });
    expect(existsSync(createRequire(import.meta.url).resolve("wow-classic-items/data/json/data.json"))).toBe(true);
  });

  it("turns tooltip lines into the facts beside the lines", () => {
    const items = readWowClassicItems(fx("common/wow-classic-items/data.json"));
    const shiv = tooltipFacts(items.get(501)!.tooltip);
    expect(shiv).toMatchObject({
      bonding: "equip",
      classes: ["rogue", "druid"],
      agility: 5,
      caster: false,
      setName: "Shadow Garb",
      setBonuses: [
        { pieces: 2, text: "+10 Armor." },
        { pieces: 2, text: "Increases your dodge by 1%." },
      ],
    });
    expect(tooltipFacts(items.get(502)!.tooltip)).toMatchObject({ lockpicking: 75, stackSize: 5 });
    expect(tooltipFacts(items.get(503)!.tooltip)).toMatchObject({ caster: true, bonding: null });
    expect(frenchSetBonus("+10 Armor.")).toBe("Armure +10.");
    expect(frenchSetBonus("+8 All Resistances.")).toBe("+8 à toutes les résistances.");
    expect(frenchSetBonus("Increases your dodge by 1%.")).toBeNull();
  });
});

describe("French item names", () => {
  it("reads MOTE names and descriptions, pfQuest and Questie lookups, AzerothCore's frFR set piece names", async () => {
    const mote = await readMoteItems(fx("classic/mangoszero_fr/French-Items.sql"));
    expect(mote.get(5060)).toEqual({
      name: "Outils de voleur",
      description: "Indispensables pour crocheter les serrures ; l'outil du voleur.",
    });
    expect(mote.get(77777)).toEqual({}); // empty name: no name
    expect(readLuaItemNames(fx("tbc/pfquest/frFR/items-tbc.lua")).has(2092)).toBe(false); // "_" is no name
    expect(readLuaItemNames(fx("classic/questie/frFR/lookupItems.fr-FR.lua")).get(16305)).toEqual({ name: "Plume de Bec-acéré" });
    const sets = await readItemSetNamesLocale(fx("wotlk/azerothcore_world/item_set_names_locale.sql"));
    expect([...sets]).toEqual([
      [40395, { name: "Torche du feu sacré" }],
      [10399, { name: "Armure du Défias" }],
    ]);
    const merged = mergeFrenchItems(readLuaItemNames(fx("classic/questie/frFR/lookupItems.fr-FR.lua")), mote);
    expect(merged.get(16305)).toEqual({ name: "Plume de Bec-acéré", description: "Une plume d'hippogryphe." });
  });
});

describe("client item tables", () => {
  it("reads inventory types, class and subclass labels (verbose name first) and item sets", () => {
    expect(readInventoryTypes(readDbc(DBC["Item.dbc"])).get(10399)).toBe(20);
    expect(readItemClassNames(readDbc(DBC["ItemClass.dbc"])).get(4)).toBe("Armure");
    const sub = readItemSubclassNames(readDbc(DBC["ItemSubClass.dbc"]));
    expect([sub.get("2:15"), sub.get("15:0")]).toEqual(["Dagues", "Camelote"]);
    expect(readItemSets(readDbc(DBC["ItemSet.dbc"]))[0]).toEqual({
      id: 161,
      name: "Cuir défias",
      items: [10399, 10400],
      bonuses: [
        { spellId: 41731, pieces: 2 },
        { spellId: 41733, pieces: 5 },
      ],
    });
  });
});

describe("rogue and internal items", () => {
  const facts = (over: Partial<ReturnType<typeof tooltipFacts>>) => ({ ...tooltipFacts([]), ...over });
  it("follows the class restriction, then weapon and armour kinds, lockboxes and stats", () => {
    const item = (cls: number, sub: number) => ({ id: 1, class: cls, subClass: sub });
    expect(isRogueItem("classic", item(0, 0), null, facts({ classes: ["rogue"] }))).toBe(true); // poison
    expect(isRogueItem("classic", item(4, 2), "chest", facts({ classes: ["druid"] }))).toBe(false);
    expect(isRogueItem("classic", item(2, 15), "one_hand", null)).toBe(true);
    expect(isRogueItem("classic", item(2, 0), "one_hand", null)).toBe(false); // one-hand axe, 1.12
    expect(isRogueItem("tbc", item(2, 0), "one_hand", null)).toBe(true);
    expect(isRogueItem("wotlk", item(2, 8), "two_hand", null)).toBe(false);
    expect(isRogueItem("wotlk", item(2, 4), "main_hand", facts({ caster: true }))).toBe(false);
    expect(isRogueItem("classic", item(4, 1), "back", facts({ agility: 3 }))).toBe(true);
    expect(isRogueItem("classic", item(4, 1), "chest", facts({ agility: 3 }))).toBe(false); // cloth body armour
    expect(isRogueItem("classic", item(15, 0), null, facts({ lockpicking: 1 }))).toBe(true);
    expect(isRogueItem("classic", { id: 5060, class: 7, subClass: 0 }, null, null)).toBe(true);
    expect([
      isInternalItem("Monster - Mace, Spiked"),
      isInternalItem("OLDRecruit's Belt"),
      isInternalItem("Old Blanchy's Feed Pouch"),
      isInternalItem("Testament of Hope"),
    ]).toEqual([true, true, false, false]);
  });
});

describe("items and item-sets steps", () => {
  // Other steps may need client tables this test's archive lacks: only these steps run.
  const steps = ["items", "item-sets"];

  it("imports items with French names, package details, sets and bonuses", async () => {
    const from = gzippedFixtures(work, DBC);
    const target = join(work, "items.sqlite");
    await runImport({ from, target, reportPath: null, steps });
    const db = openDatabase(target);
    try {
      const items = db
        .prepare(
          "SELECT id, name, english_name, name_is_english, quality, icon, item_level, required_level, class, class_name, subclass_name, slot, slot_name, item_set_id, bonding, stack_size, sell_price, description, tooltip, start_quest_id, rogue, internal FROM item WHERE version = 'classic' ORDER BY id",
        )
        .all();
      expect(items.map((i: any) => [i.id, i.name, i.name_is_english, i.internal])).toEqual([
        [1, "Monstre - Épée", 0, 1], // hidden by its English name
        [2092, "Dague usée", 0, 0], // pfQuest (1.12 client) before Questie and MOTE
        [5060, "Outils de voleur", 0, 0],
        [6948, "Pierre de foyer", 0, 0],
        [10399, "Armure défias noircie", 0, 0],
        [16305, "Plume de Bec-acéré", 0, 0],
        [16882, "Battered Junkbox", 1, 0],
        [77777, "Made-up Widget", 1, 0],
      ]);
      const byId = new Map(items.map((i: any) => [i.id, i]));
      expect(byId.get(2092)).toMatchObject({
        class: "weapon",
        class_name: "Arme",
        subclass_name: "Dagues",
        slot: "one_hand",
        slot_name: "Une main",
        item_level: 2,
        required_level: 1,
        rogue: 1,
        sell_price: 7,
      });
      expect(byId.get(10399)).toMatchObject({
        quality: "rare",
        icon: "inv_chest_leather_08",
        slot: "chest",
        slot_name: "Torse",
        item_set_id: 161,
        bonding: "pickup",
        rogue: 1,
      });
      // the package's lines, English without the fixture's French templates, set pieces named in French where known
      expect(JSON.parse(byId.get(10399).tooltip).slice(2, 4)).toEqual([
        { text: "Chest", right: "Leather", lang: "en", kind: "plain" },
        { text: "92 Armor", right: null, lang: "en", kind: "plain" },
      ]);
      expect(JSON.parse(byId.get(10399).tooltip).filter((l: any) => l.lang === "fr")).toEqual([
        { text: "Cuir défias (0/5)", right: null, lang: "fr", kind: "set" },
        { text: "Armure défias noircie", right: null, lang: "fr", kind: "set_piece" },
      ]);
      expect(byId.get(5060)).toMatchObject({ description: "Indispensables pour crocheter les serrures ; l'outil du voleur.", rogue: 1 });
      // Questie's item row leaves startQuest empty: quest 2's row names the item that starts it
      expect(byId.get(16305)).toMatchObject({ start_quest_id: 2, class: "quest", description: "Une plume d'hippogryphe." });
      expect(byId.get(16882).rogue).toBe(1);
      expect(JSON.parse(byId.get(16882).tooltip).map((l: any) => l.text)).toEqual(["Item Level 20", "Locked", "Requires Lockpicking (1)"]);
      // not in wow-classic-items: no icon, quality assumed common
      expect(byId.get(77777)).toMatchObject({
        quality: "common",
        icon: null,
        stack_size: null,
        class: "trade_goods",
        start_quest_id: 9999,
      });
      expect(byId.get(6948)).toMatchObject({ slot: null, subclass_name: "Camelote", rogue: 0 });

      // wotlk: the package's numbers hold, the set piece names are a last resort
      const wotlk = db
        .prepare("SELECT id, name, sell_price, tooltip, rogue, description FROM item WHERE version = 'wotlk' ORDER BY id")
        .all() as any[];
      expect(wotlk.map((i) => i.name)).toEqual(["Miséricorde", "Armure défias noircie", "Torche du feu sacré"]);
      expect(wotlk[1]).toMatchObject({ description: "Noire comme la nuit.", sell_price: 1467 });
      expect(JSON.parse(wotlk[1].tooltip)[3]).toEqual({ text: "92 Armor", right: null, lang: "en", kind: "plain" });
      expect(wotlk[2].rogue).toBe(0); // a caster's mace
      expect(db.prepare("SELECT name FROM item WHERE version = 'tbc' AND id = 2092").pluck().get()).toBe("Dague usée");

      // tbc's fixture has no piece of set 161; set 900 has no piece anywhere
      const set = { id: 161, name: "Cuir défias", english_name: "Defias Leather", name_is_english: 0, class: null, rogue: 1, internal: 0 };
      expect(
        db
          .prepare("SELECT version, id, name, english_name, name_is_english, class, rogue, internal FROM item_set ORDER BY version, id")
          .all(),
      ).toEqual([
        { version: "classic", ...set },
        { version: "wotlk", ...set },
      ]);
      expect(db.prepare("SELECT version, pieces, spell_id, text FROM item_set_bonus ORDER BY version, pieces").all()).toEqual([
        { version: "classic", pieces: 2, spell_id: 41731, text: "Armure +10." },
        { version: "classic", pieces: 5, spell_id: 41733, text: "Bonus de 5 pièces : effet du sort 41733." },
        { version: "wotlk", pieces: 2, spell_id: 41731, text: "Armure +10." },
        { version: "wotlk", pieces: 5, spell_id: 41733, text: "Bonus de 5 pièces : effet du sort 41733." },
      ]);
    } finally {
      db.close();
    }
  });

  it("hands the drops, vendors and rewards Questie states to the other steps", async () => {
    const from = gzippedFixtures(work, DBC);
    const data = await assembleVersion(from, "classic");
    expect(data.itemLinks.drops).toEqual(
      expect.arrayContaining([
        { source_type: "npc", source_id: 69, item_id: 2092 },
        { source_type: "npc", source_id: 639, item_id: 10399 },
        { source_type: "object", source_id: 2843, item_id: 16305 },
        { source_type: "item", source_id: 16882, item_id: 16305 },
      ]),
    );
    expect(data.itemLinks.drops).toHaveLength(5);
    expect(data.itemLinks.vendors).toEqual([
      { npc_id: 5512, item_id: 2092 },
      { npc_id: 3090, item_id: 5060 },
    ]);
    expect(data.itemLinks.rewards).toEqual([{ quest_id: 7, item_id: 16305 }]);
    expect(data.sourceCounts.find((c) => c.type === "item")).toEqual({
      type: "item",
      source: "classic/questie/classicItemDB.lua.gz",
      count: 9,
      reasons: ["1 Questie rows without a name skipped."],
    });
  });
});
