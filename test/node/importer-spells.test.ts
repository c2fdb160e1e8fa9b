// @vitest-environment node
/**
 * Spells (importer/steps/spells/): the step's rules on small in-memory cases (recipe names,
 * trainer matching, ranks, older names), then a whole import of the fixtures checked on the
 * spell, spell_reagent and trainer_spell tables. Each source adapter is tested beside it.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runImport } from "../../importer/import.ts";
import { rankSpellIds } from "../../importer/sources/wowsims-talent-trees.ts";
import { olderNames } from "../../importer/steps/spells/abilities.ts";
import { Drafts } from "../../importer/steps/spells/drafts.ts";
import { addGlyphs } from "../../importer/steps/spells/glyphs.ts";
import type { ItemIndex, ItemInfo } from "../../importer/steps/spells/items.ts";
import { NameTables } from "../../importer/steps/spells/names.ts";
import { rankGroups } from "../../importer/steps/spells/ranks.ts";
import { addRecipes } from "../../importer/steps/spells/recipes.ts";
import { talentLevel, wotlkRankIds } from "../../importer/steps/spells/talents.ts";
import { countMatchedLinks } from "../../importer/steps/spells/trainers.ts";
import { openDatabase } from "../../database/sqlite.ts";
import { dbcTable, gzippedFixtures } from "../support/importer-fixtures.ts";

const work = mkdtempSync(join(tmpdir(), "grimoire-spells-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Items for the step's rules, by id and English name. */
function items(...list: ItemInfo[]): ItemIndex {
  return { byId: new Map(list.map((i) => [i.id, i])), byEnglish: new Map(list.map((i) => [i.english!, i])) };
}
const names = new NameTables(
  [
    new Map([
      ["Smelt Silver", "Fonte de l'argent"],
      ["Enchant Bracers - Brawn", "Ench. de bracelets (Masse musculaire)"],
    ]),
  ],
  [],
);

describe("spell step rules", () => {
  it("names a recipe after its item unless a source names the spell otherwise", () => {
    const drafts = new Drafts();
    const recipe = (spellId: number, createdItemId: number | null) => ({
      table: "CLASSIC",
      spellId,
      createdItemId,
      profession: "mining",
      minSkill: 1,
      reagents: [],
      numCreated: 1,
    });
    addRecipes(
      drafts,
      [recipe(1, 10), recipe(2, 11), recipe(3, 12), recipe(4, 13), recipe(5, 14), recipe(6, null)],
      ["CLASSIC"],
      [],
      [
        { version: "classic", spellId: 1, profession: "Mining", name: "Smelt Silver" }, // a spell name the libraries know
        { version: "classic", spellId: 2, profession: "Alchemy", name: "Elixir of Lion" }, // cut at the apostrophe: the item's
        { version: "classic", spellId: 3, profession: "Mining", name: "Smelt Cobalt" }, // a smelting: the spell's, in English
        { version: "classic", spellId: 4, profession: "Enchanting", name: "Enchant Bracers - Brawn" }, // a scroll's enchantment
        { version: "classic", spellId: 6, profession: "Enchanting", name: "Enchant Cloak - Speed" },
      ],
      new Map([[5, "Gnomish Alarm-O-Bot"]]),
      items(
        { id: 10, english: "Silver Bar", french: "Barre d'argent", icon: "inv_ingot_01" },
        { id: 11, english: "Elixir of Lion's Strength", french: "Elixir de force du lion", icon: "inv_potion_56" },
        { id: 12, english: "Cobalt Bar", french: "Barre de cobalt", icon: "inv_ingot_cobalt" },
        {
          id: 13,
          english: "Scroll of Enchant Bracer - Brawn",
          french: "Parchemin d'enchantement de brassards (Masse musculaire)",
          icon: "inv_scroll_03",
        },
        { id: 14, english: "Gnomish Alarm-o-Bot", french: "Alarme-o-bot gnome", icon: "inv_gizmo_08" },
      ),
      names,
      { clientSpells: null },
    );
    expect([...drafts.byId.values()].map((d) => [d.id, d.english, d.french, d.icon])).toEqual([
      [1, "Smelt Silver", "Fonte de l'argent", null],
      [2, "Elixir of Lion's Strength", "Elixir de force du lion", "inv_potion_56"],
      [3, "Smelt Cobalt", null, null],
      [4, "Enchant Bracers - Brawn", "Enchantement de brassards (Masse musculaire)", null],
      [5, "Gnomish Alarm-o-Bot", "Alarme-o-bot gnome", "inv_gizmo_08"],
      [6, "Enchant Cloak - Speed", null, null],
    ]);
  });

  it("keeps a later table's recipe, leaves out what the client lacks and TBC Classic's own", () => {
    const drafts = new Drafts();
    const counts = addRecipes(
      drafts,
      [
        { table: "CLASSIC", spellId: 1, createdItemId: 10, profession: "mining", minSkill: 1, reagents: [], numCreated: 1 },
        { table: "BCC", spellId: 1, createdItemId: 10, profession: "mining", minSkill: 5, reagents: [], numCreated: 2 },
        { table: "BCC", spellId: 2, createdItemId: 10, profession: "mining", minSkill: 1, reagents: [], numCreated: 1 },
        { table: "BCC", spellId: 400000, createdItemId: 10, profession: "mining", minSkill: 1, reagents: [], numCreated: 1 },
      ],
      ["CLASSIC", "BCC"],
      [],
      [],
      new Map(),
      items({ id: 10, english: "Silver Bar", french: "Barre d'argent", icon: null }),
      names,
      { clientSpells: new Set([1, 400000]), laterThan: { spellId: 351766, itemId: 185848 } },
    );
    expect(counts).toEqual({ tableRows: 4, notInClient: 1, later: 1, crafting: 0 });
    expect([...drafts.byId.values()].map((d) => [d.id, d.recipe!.skill, d.recipe!.quantity])).toEqual([[1, 5, 2]]);
  });

  it("links a classic class trainer to its class's spells of a level and cost when the counts agree", () => {
    const spell = (spellId: number, level: number, cost: number) => ({
      version: "classic",
      spellId,
      class: "mage",
      level,
      cost,
      requiredIds: [],
      side: null,
      requiredTalentId: null,
      name: "x",
      rank: null,
      icon: null,
      wrathName: false,
    });
    const row = (trainerId: number, level: number, cost: number) => ({ trainerId, spellId: 1, cost, skillId: 0, skillValue: 0, level });
    const links = countMatchedLinks(
      [spell(116, 4, 100), spell(5504, 4, 100), spell(143, 6, 100), spell(587, 6, 100), spell(2136, 6, 100)],
      // trainer 198 has both level 4 rows but only two of the three level 6 ones; 300 is no class trainer
      [row(198, 4, 100), row(198, 4, 100), row(198, 6, 100), row(198, 6, 100), row(300, 4, 100), row(300, 4, 100)],
      [
        { npcId: 198, type: 0, classId: 8 },
        { npcId: 300, type: 2, classId: 0 },
      ],
      new Set([198, 300]),
    );
    expect(links).toEqual([
      { npcId: 198, spellId: 116 },
      { npcId: 198, spellId: 5504 },
    ]);
  });

  it("groups ranks by name and class, fills a missing class, refuses a group with a rank twice", () => {
    const drafts = new Drafts();
    drafts.add(133, { english: "Fireball", rank: 1, class: "mage" });
    drafts.add(143, { english: "Fireball", rank: 2, class: "mage" });
    drafts.add(25306, { english: "Fireball", rank: 12 });
    drafts.add(10, { english: "Bite", rank: 1, class: "hunter" });
    drafts.add(11, { english: "Bite", rank: 1, class: "hunter" });
    const groups = rankGroups(drafts.byId.values());
    expect([...groups.first]).toEqual([
      [133, 133],
      [143, 133],
      [25306, 133],
    ]);
    expect([...groups.classes]).toEqual([[25306, "mage"]]);
  });

  it("gives a tbc spell its older name when only that one is known to the 2.x libraries", () => {
    const row = {
      version: "tbc",
      spellId: 1022,
      class: "paladin",
      level: 10,
      cost: 300,
      requiredIds: [],
      side: null,
      requiredTalentId: null,
      name: "Hand of Protection",
      rank: null,
      icon: null,
      wrathName: true,
    };
    const classic = [{ spellId: 1022, name: "Blessing of Protection", rank: 1, icon: null, description: null }];
    const known = new NameTables([new Map([["Blessing of Protection", "Bénédiction de protection"]])], []);
    expect([...olderNames([row], "tbc", classic, known)]).toEqual([[1022, "Blessing of Protection"]]);
    expect(olderNames([{ ...row, wrathName: false }], "tbc", classic, known).size).toBe(0);
    expect(olderNames([row], "wotlk", classic, known).size).toBe(0);
  });

  it("completes a wotlk talent's rank ids from the 2.4.3 client's, else the wowsims way", () => {
    const talent = (rankSpellIds: number[], maxRank = 3, name = "Ancestral Healing") => ({
      class: "shaman",
      tabOrder: 2,
      tabName: null,
      tier: 2,
      column: 0,
      maxRank,
      rankSpellIds,
      name,
    });
    const client = [talent([16176, 16235, 16240])];
    expect(wotlkRankIds(talent([16176, 16235]), client)).toEqual([16176, 16235, 16240]);
    // the client's ids must begin with the listed ones, and have as many ranks
    expect(wotlkRankIds(talent([16176, 16236]), client)).toEqual([16176, 16236, 16237]);
    expect(wotlkRankIds(talent([16176], 2), client)).toEqual([16176, 16177]);
    expect(wotlkRankIds(talent([1, 2, 3, 4], 3), [])).toEqual([1, 2, 3]);
  });

  it("puts a talent rank at its lowest level; none for pets and death knights", () => {
    const place = { tree: "Feu", tier: 3, column: 2, maxRank: 5, pet: false };
    expect(talentLevel(place, 2, "mage")).toBe(21);
    expect(talentLevel(place, 1, "death_knight")).toBeNull();
    expect(talentLevel({ ...place, pet: true }, 1, "hunter")).toBeNull();
  });

  it("names a glyph after its item and links that item", () => {
    const drafts = new Drafts();
    const found = addGlyphs(
      drafts,
      [
        { spellId: 58353, class: "warrior", type: "major", name: "Glyph of Taunt" },
        { spellId: 1, class: "rogue", type: "minor", name: "Glyph of Nothing" },
      ],
      items({ id: 43429, english: "Glyph of Taunt", french: "Glyphe de provocation", icon: "inv_glyph_majorwarrior" }),
    );
    expect(found).toBe(1);
    expect(drafts.byId.get(58353)).toMatchObject({
      kind: "glyph",
      english: "Glyph of Taunt",
      french: "Glyphe de provocation",
      class: "warrior",
      glyphType: "major",
      sourceItemId: 43429,
    });
    expect(drafts.byId.get(1)).toMatchObject({ french: null, sourceItemId: null });
  });
});

describe("import of the fixtures: spells", () => {
  it("imports every version's spells with names, ranks, talents, recipes and trainers", async () => {
    const row = (fields: number, cells: Record<number, number>) => Array.from({ length: fields }, (_, i) => cells[i] ?? 0);
    // the spells of the 2.4.3 client's SkillLineAbility.dbc: what tbc has
    const skillSpells = [143, 1022, 25221, 779, 780, 2050, 2054, 2658, 90003, 90002].map((spell, i) =>
      row(15, { 0: i + 1, 1: 8, 2: spell }),
    );
    const from = gzippedFixtures(work, { "SkillLineAbility.dbc": dbcTable(15, skillSpells) });
    const target = join(work, "wow.sqlite");
    const reports = await runImport({ from, target, reportPath: null });
    const db = openDatabase(target);
    try {
      const spells = (version: string, columns: string) =>
        db.prepare(`SELECT id, ${columns} FROM spell WHERE version = ? ORDER BY id`).all(version);
      expect(spells("classic", "name, english_name, name_is_english, kind, rank, first_rank_id, class, level, cost, internal")).toEqual([
        {
          id: 116,
          name: "Frostbolt",
          english_name: "Frostbolt",
          name_is_english: 1,
          kind: "ability",
          rank: 1,
          first_rank_id: null,
          class: "mage",
          level: 4,
          cost: 100,
          internal: 0,
        },
        // a starting spell (level 1) and its trained second rank
        {
          id: 133,
          name: "Boule de feu",
          english_name: "Fireball",
          name_is_english: 0,
          kind: "ability",
          rank: 1,
          first_rank_id: 133,
          class: "mage",
          level: 1,
          cost: null,
          internal: 0,
        },
        {
          id: 143,
          name: "Boule de feu",
          english_name: "Fireball",
          name_is_english: 0,
          kind: "ability",
          rank: 2,
          first_rank_id: 133,
          class: "mage",
          level: 6,
          cost: 100,
          internal: 0,
        },
        {
          id: 921,
          name: "Vol à la tire",
          english_name: "Pick Pocket",
          name_is_english: 0,
          kind: "ability",
          rank: null,
          first_rank_id: null,
          class: "rogue",
          level: 4,
          cost: 100,
          internal: 0,
        },
        // Wowhead Classic's name, not the trainer list's 3.x one
        {
          id: 1022,
          name: "Bénédiction de protection",
          english_name: "Blessing of Protection",
          name_is_english: 0,
          kind: "ability",
          rank: 1,
          first_rank_id: null,
          class: "paladin",
          level: 10,
          cost: 300,
          internal: 0,
        },
        {
          id: 2136,
          name: "Fire Blast",
          english_name: "Fire Blast",
          name_is_english: 1,
          kind: "ability",
          rank: 1,
          first_rank_id: null,
          class: "mage",
          level: 6,
          cost: 100,
          internal: 0,
        },
        {
          id: 2658,
          name: "Fonte de l'argent",
          english_name: "Smelt Silver",
          name_is_english: 0,
          kind: "recipe",
          rank: null,
          first_rank_id: null,
          class: null,
          level: null,
          cost: null,
          internal: 0,
        },
        {
          id: 2893,
          name: "Abolish Poison",
          english_name: "Abolish Poison",
          name_is_english: 1,
          kind: "ability",
          rank: null,
          first_rank_id: null,
          class: null,
          level: null,
          cost: null,
          internal: 0,
        },
        {
          id: 11069,
          name: "Boule de feu améliorée",
          english_name: "Improved Fireball",
          name_is_english: 0,
          kind: "talent",
          rank: 1,
          first_rank_id: 11069,
          class: "mage",
          level: 10,
          cost: null,
          internal: 0,
        },
        {
          id: 11438,
          name: "Join Map Fragments",
          english_name: "Join Map Fragments",
          name_is_english: 1,
          kind: "item",
          rank: null,
          first_rank_id: null,
          class: null,
          level: null,
          cost: null,
          internal: 0,
        },
        {
          id: 11651,
          name: "zzOLDCall of Blades",
          english_name: "zzOLDCall of Blades",
          name_is_english: 1,
          kind: "item",
          rank: null,
          first_rank_id: null,
          class: null,
          level: null,
          cost: null,
          internal: 1,
        },
        {
          id: 12338,
          name: "Boule de feu améliorée",
          english_name: "Improved Fireball",
          name_is_english: 0,
          kind: "talent",
          rank: 2,
          first_rank_id: 11069,
          class: "mage",
          level: 11,
          cost: null,
          internal: 0,
        },
        {
          id: 16689,
          name: "Emprise de la nature",
          english_name: "Nature's Grasp",
          name_is_english: 0,
          kind: "talent",
          rank: 1,
          first_rank_id: null,
          class: "druid",
          level: 10,
          cost: null,
          internal: 0,
        },
        // two classes start with it: no class
        {
          id: 20599,
          name: "Diplomacy",
          english_name: "Diplomacy",
          name_is_english: 1,
          kind: "ability",
          rank: null,
          first_rank_id: null,
          class: null,
          level: 1,
          cost: null,
          internal: 0,
        },
        {
          id: 90001,
          name: "Dague usée",
          english_name: "Worn Dagger",
          name_is_english: 0,
          kind: "recipe",
          rank: null,
          first_rank_id: null,
          class: null,
          level: null,
          cost: null,
          internal: 0,
        },
        {
          id: 90002,
          name: "Ench. de bracelets (Vie mineure)",
          english_name: "Enchant Bracer - Minor Health",
          name_is_english: 0,
          kind: "recipe",
          rank: null,
          first_rank_id: null,
          class: null,
          level: null,
          cost: null,
          internal: 0,
        },
      ]);
      expect(
        db
          .prepare(
            "SELECT icon, english_description, talent_tree, talent_tier, talent_column, talent_max_rank FROM spell WHERE version = 'classic' AND id = 12338",
          )
          .get(),
      ).toEqual({
        icon: "spell_fire_flamebolt",
        english_description: "Reduces the casting time of your Fireball spell by 0.2 sec.",
        talent_tree: "Feu",
        talent_tier: 1,
        talent_column: 2,
        talent_max_rank: 5,
      });
      // the scraped tooltip of a trained spell is its English description
      expect(db.prepare("SELECT english_description FROM spell WHERE version = 'classic' AND id = 116").pluck().get()).toBe(
        "Launches a bolt of frost at the enemy.",
      );
      expect(
        db
          .prepare("SELECT profession, skill_level, created_item_id, created_quantity FROM spell WHERE version = 'classic' AND id = 90001")
          .get(),
      ).toEqual({ profession: "blacksmithing", skill_level: 1, created_item_id: 2092, created_quantity: 1 });
      expect(
        db
          .prepare("SELECT spell_id, item_id, quantity, position FROM spell_reagent WHERE version = 'classic' ORDER BY spell_id, position")
          .all(),
      ).toEqual([
        { spell_id: 2658, item_id: 2775, quantity: 1, position: 1 },
        { spell_id: 90001, item_id: 2139, quantity: 3, position: 1 },
        { spell_id: 90001, item_id: 5060, quantity: 1, position: 2 },
        { spell_id: 90002, item_id: 10399, quantity: 1, position: 1 },
      ]);

      // tbc: only what the 2.4.3 tables show; chain-named rank; older name; trainers of npc_trainer
      expect(spells("tbc", "name, english_name, kind, rank, first_rank_id, level, cost")).toEqual([
        { id: 143, name: "Boule de feu", english_name: "Fireball", kind: "ability", rank: 2, first_rank_id: null, level: 6, cost: 100 },
        { id: 779, name: "Balayage", english_name: "Swipe", kind: "ability", rank: 1, first_rank_id: 779, level: 16, cost: 1800 },
        { id: 780, name: "Balayage", english_name: "Swipe", kind: "ability", rank: 2, first_rank_id: 779, level: 24, cost: 4000 },
        {
          id: 1022,
          name: "Bénédiction de protection",
          english_name: "Blessing of Protection",
          kind: "ability",
          rank: null,
          first_rank_id: null,
          level: 10,
          cost: 300,
        },
        {
          id: 2658,
          name: "Fonte de l'argent",
          english_name: "Smelt Silver",
          kind: "recipe",
          rank: null,
          first_rank_id: null,
          level: null,
          cost: null,
        },
        {
          id: 11069,
          name: "Boule de feu améliorée",
          english_name: "Improved Fireball",
          kind: "talent",
          rank: 1,
          first_rank_id: 11069,
          level: 10,
          cost: null,
        },
        {
          id: 12338,
          name: "Boule de feu améliorée",
          english_name: "Improved Fireball",
          kind: "talent",
          rank: 2,
          first_rank_id: 11069,
          level: 11,
          cost: null,
        },
        {
          id: 12339,
          name: "Boule de feu améliorée",
          english_name: "Improved Fireball",
          kind: "talent",
          rank: 3,
          first_rank_id: 11069,
          level: 12,
          cost: null,
        },
        {
          id: 12340,
          name: "Boule de feu améliorée",
          english_name: "Improved Fireball",
          kind: "talent",
          rank: 4,
          first_rank_id: 11069,
          level: 13,
          cost: null,
        },
        {
          id: 12341,
          name: "Boule de feu améliorée",
          english_name: "Improved Fireball",
          kind: "talent",
          rank: 5,
          first_rank_id: 11069,
          level: 14,
          cost: null,
        },
        {
          id: 16689,
          name: "Emprise de la nature",
          english_name: "Nature's Grasp",
          kind: "talent",
          rank: 1,
          first_rank_id: null,
          level: 10,
          cost: null,
        },
        { id: 25221, name: "Rénovation", english_name: "Renew", kind: "ability", rank: 11, first_rank_id: null, level: 70, cost: 24000 },
        {
          id: 90002,
          name: "Ench. de bracelets (Vie mineure)",
          english_name: "Enchant Bracer - Minor Health",
          kind: "recipe",
          rank: null,
          first_rank_id: null,
          level: null,
          cost: null,
        },
        // a trainer row gives its cost; AtlasLootClassic the count made, five
        {
          id: 90003,
          name: "Fendoir à bois",
          english_name: "Wood Chopper",
          kind: "recipe",
          rank: null,
          first_rank_id: null,
          level: null,
          cost: 5000,
        },
        {
          id: 90007,
          name: "Dague usée",
          english_name: "Worn Dagger",
          kind: "recipe",
          rank: null,
          first_rank_id: null,
          level: null,
          cost: null,
        },
      ]);
      expect(db.prepare("SELECT english_description FROM spell WHERE version = 'tbc' AND id = 11069").pluck().get()).toBe(
        "Reduces the casting time of your Fireball spell by 0.1 sec.",
      );
      expect(
        db.prepare("SELECT created_quantity, icon FROM spell WHERE version = 'tbc' AND id IN (90003, 90007, 90002) ORDER BY id").all(),
      ).toEqual([
        { created_quantity: null, icon: "spell_holy_greaterheal" },
        { created_quantity: 5, icon: "inv_axe_11" },
        { created_quantity: null, icon: "inv_weapon_shortblade_05" },
      ]);
      expect(db.prepare("SELECT npc_id, spell_id FROM trainer_spell WHERE version = 'tbc' ORDER BY npc_id, spell_id").all()).toEqual([
        { npc_id: 69, spell_id: 143 },
        { npc_id: 69, spell_id: 779 },
        { npc_id: 17225, spell_id: 90003 },
      ]);

      // wotlk: 3.x names; talent ids completed the wowsims way; a pet talent in two trees; glyphs without their items
      expect(spells("wotlk", "name, name_is_english, kind, rank, class, level, talent_tree, talent_tier, glyph_type")).toEqual([
        {
          id: 779,
          name: "Swipe (Bear)",
          name_is_english: 1,
          kind: "ability",
          rank: 1,
          class: "druid",
          level: 16,
          talent_tree: null,
          talent_tier: null,
          glyph_type: null,
        },
        {
          id: 2658,
          name: "Fonte de l'argent",
          name_is_english: 0,
          kind: "recipe",
          rank: null,
          class: null,
          level: null,
          talent_tree: null,
          talent_tier: null,
          glyph_type: null,
        },
        ...[11069, 12338, 12339, 12340, 12341].map((id, i) => ({
          id,
          name: "Boule de feu améliorée",
          name_is_english: 0,
          kind: "talent",
          rank: i + 1,
          class: "mage",
          level: 10 + i,
          talent_tree: "Feu",
          talent_tier: 1,
          glyph_type: null,
        })),
        {
          id: 42833,
          name: "Boule de feu",
          name_is_english: 0,
          kind: "ability",
          rank: 16,
          class: "mage",
          level: 78,
          talent_tree: null,
          talent_tier: null,
          glyph_type: null,
        },
        {
          id: 48979,
          name: "Butchery",
          name_is_english: 1,
          kind: "talent",
          rank: 1,
          class: "death_knight",
          level: null,
          talent_tree: "Sang",
          talent_tier: 1,
          glyph_type: null,
        },
        {
          id: 49483,
          name: "Butchery",
          name_is_english: 1,
          kind: "talent",
          rank: 2,
          class: "death_knight",
          level: null,
          talent_tree: "Sang",
          talent_tier: 1,
          glyph_type: null,
        },
        {
          id: 49909,
          name: "Icy Touch",
          name_is_english: 1,
          kind: "ability",
          rank: 5,
          class: "death_knight",
          level: 61,
          talent_tree: null,
          talent_tier: null,
          glyph_type: null,
        },
        {
          id: 58039,
          name: "Glyph of Blurred Speed",
          name_is_english: 1,
          kind: "glyph",
          rank: null,
          class: "rogue",
          level: null,
          talent_tree: null,
          talent_tier: null,
          glyph_type: "minor",
        },
        {
          id: 58353,
          name: "Glyph of Taunt",
          name_is_english: 1,
          kind: "glyph",
          rank: null,
          class: "warrior",
          level: null,
          talent_tree: null,
          talent_tier: null,
          glyph_type: "major",
        },
        {
          id: 61682,
          name: "Cobra Reflexes",
          name_is_english: 1,
          kind: "talent",
          rank: 1,
          class: "hunter",
          level: null,
          talent_tree: "Férocité, Ruse",
          talent_tier: 1,
          glyph_type: null,
        },
        // the item is not in wotlk: the comment names it, cut as it is
        {
          id: 90001,
          name: "Worn Dag",
          name_is_english: 1,
          kind: "recipe",
          rank: null,
          class: null,
          level: null,
          talent_tree: null,
          talent_tier: null,
          glyph_type: null,
        },
        {
          id: 90002,
          name: "Ench. de bracelets (Vie mineure)",
          name_is_english: 0,
          kind: "recipe",
          rank: null,
          class: null,
          level: null,
          talent_tree: null,
          talent_tier: null,
          glyph_type: null,
        },
        {
          id: 90004,
          name: "Torche du feu sacré",
          name_is_english: 0,
          kind: "recipe",
          rank: null,
          class: null,
          level: null,
          talent_tree: null,
          talent_tier: null,
          glyph_type: null,
        },
        {
          id: 90006,
          name: "Enchant Bracers - Brawn",
          name_is_english: 1,
          kind: "recipe",
          rank: null,
          class: null,
          level: null,
          talent_tree: null,
          talent_tier: null,
          glyph_type: null,
        },
        {
          id: 90008,
          name: "Enchant Bracers - Expertise",
          name_is_english: 1,
          kind: "recipe",
          rank: null,
          class: null,
          level: null,
          talent_tree: null,
          talent_tier: null,
          glyph_type: null,
        },
      ]);
      // the shared list -200007 of AzerothCore, for NPC 69; a direct row of a profession trainer
      expect(db.prepare("SELECT npc_id, spell_id FROM trainer_spell WHERE version = 'wotlk' ORDER BY npc_id, spell_id").all()).toEqual([
        { npc_id: 69, spell_id: 42833 },
        { npc_id: 28859, spell_id: 90006 },
      ]);
    } finally {
      db.close();
    }
    const figures = (version: string) => reports.find((r) => r.version === version)!.figures.find((f) => f.type === "spell")!;
    expect(figures("classic")).toMatchObject({ records: 16, french: 10, source: { count: 20 } });
    expect(figures("tbc").source!.reasons).toEqual([
      "1 spells the trainer list names with their 3.x name take their classic name, the one the 2.x spell-name libraries know.",
      "1 recipes of AtlasLootClassic's BCC table are TBC Classic's own (spell 351766 or item 185848 on): not imported.",
      "1 recipes of AtlasLootClassic's tables are not in the 2.4.3 client's SkillLineAbility.dbc: not imported.",
      "1 ranks no list names take the name of their spell_chain, whose named ranks all bear that one name.",
      "1 spells of the later lists (WhatsTraining, AtlasLootClassic) are in no 2.4.3 client or server table: not imported.",
      "3 spells a source shows have an English name in none (Spell.dbc is absent): not imported.",
    ]);
    expect(figures("wotlk")).toMatchObject({ records: 19, french: 9, source: { count: 26 } });
  }, 60_000);
});
