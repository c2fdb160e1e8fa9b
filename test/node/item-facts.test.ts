// @vitest-environment node
/**
 * Well-known items of each version as the import of the real data writes them (data/wow.sqlite,
 * written by `npm run import`): each era's damage, DPS, stats, sockets, armour and effects, the
 * French tooltip lines, and the English names of factions. Skipped when the database is absent
 * (a fresh clone) or GRIMOIRE_ITEM_FACTS=0.
 */
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../database/sqlite.ts";

const DB = resolve(new URL("../../data/wow.sqlite", import.meta.url).pathname);
const enabled = existsSync(DB) && process.env.GRIMOIRE_ITEM_FACTS !== "0";
const db = enabled ? openDatabase(DB) : null;
afterAll(() => db?.close());

/** Checked field by field. */
type Row = any;
const item = (version: string, id: number): Row => db!.prepare("SELECT * FROM item WHERE version = ? AND id = ?").get(version, id);
const stats = (row: Row) => Object.fromEntries((row.stats as string).split(",").map((s) => [s.split("=")[0], Number(s.split("=")[1])]));

describe.skipIf(!enabled)("items of the real import (data/wow.sqlite)", () => {
  it("classic Thunderfury: its Nature damage line, the game's DPS, stats, durability, level and its chance on hit", () => {
    const row = item("classic", 19019);
    expect(JSON.parse(row.damage)).toEqual([
      { min: 44, max: 115, school: "physical" },
      { min: 16, max: 30, school: "nature" },
    ]);
    expect(row).toMatchObject({ speed: 1.9, dps: 53.9, durability: 125, required_level: 60, armor: null, sell_price: 255355 });
    expect(stats(row)).toEqual({ agility: 5, stamina: 8, fire_resistance: 8, nature_resistance: 9 });
    expect(JSON.parse(row.effects).map((e: Row) => [e.trigger, e.lang])).toEqual([["chance_on_hit", "en"]]);
    expect(JSON.parse(row.tooltip).slice(3, 7)).toEqual([
      { text: "À une main", right: "Épée", lang: "fr", kind: "plain" },
      { text: "Dégâts\u00a0: 44 - 115", right: "Vitesse 1,90", lang: "fr", kind: "plain" },
      { text: "+16 - 30 points de dégâts (Nature)", right: null, lang: "fr", kind: "plain" },
      { text: "(53,9 dégâts par seconde)", right: null, lang: "fr", kind: "plain" },
    ]);
  });

  it("tbc Thunderfury: no Nature line, its own DPS and price", () => {
    const row = item("tbc", 19019);
    expect(JSON.parse(row.damage)).toEqual([{ min: 44, max: 115, school: "physical" }]);
    expect(row).toMatchObject({ speed: 1.9, dps: 41.8, sell_price: 123140 });
  });

  it("tbc Spellfire Belt: sockets, socket bonus, ratings and school damage in French", () => {
    const row = item("tbc", 21846);
    expect(row).toMatchObject({ sockets: "yellow,blue", socket_bonus: "stamina=4", armor: 100, required_level: 70 });
    expect(stats(row)).toMatchObject({ intellect: 18, spell_crit_rating: 18, fire_spell_damage: 50, arcane_spell_damage: 50 });
    expect(JSON.parse(row.effects)[0]).toEqual({
      trigger: "equip",
      text: "Augmente de 18 le score de coup critique des sorts.",
      lang: "fr",
      spell_id: null,
    });
    const lines = JSON.parse(row.tooltip).map((l: Row) => l.text);
    expect(lines).toContain("Châsse jaune");
    expect(lines).toContain("Bonus de châsse\u00a0: +4 Endurance");
  });

  it("wotlk Lionheart Helm: its 1.x percentages as 3.x ratings", () => {
    expect(stats(item("wotlk", 12640))).toEqual({ armor: 645, strength: 18, crit_rating: 28, hit_rating: 20 });
    expect(stats(item("classic", 12640))).toMatchObject({ strength: 18 });
    expect(JSON.parse(item("classic", 12640).effects).map((e: Row) => e.text)).toEqual([
      "Augmente de 2\u00a0% vos chances d'infliger un coup critique.",
      "Augmente de 2\u00a0% vos chances de toucher.",
    ]);
  });

  it("classic Gloves of Holy Might: armour and Equip effects, French where a family words them", () => {
    const row = item("classic", 867);
    expect(row).toMatchObject({ armor: 86, stats: "armor=86,attack_power=20", damage: null });
    expect(JSON.parse(row.effects).map((e: Row) => [e.trigger, e.lang])).toEqual([
      ["equip", "fr"],
      ["equip", "fr"],
      ["equip", "en"],
    ]);
  });

  it("names factions in English after LibBabble-Faction", () => {
    const faction = db!.prepare("SELECT name, english_name FROM faction WHERE version = 'classic' AND id = 529").get();
    expect(faction).toEqual({ name: "Aube d'argent", english_name: "Argent Dawn" });
  });
});
