// @vitest-environment node
/**
 * The whole import of the real public data (../shared/data, beside the repository), built by
 * the generator: well-known records of each version come out as the game shows them, and every
 * api_url written anywhere in the build leads to a file of the build. Skipped when the data
 * directory is absent (a fresh clone elsewhere); FULL_IMPORT=0 skips it too. Takes minutes.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { discard, workFolder } from "../support/work.ts";
import { fileOf } from "../../layout/dist.ts";
import { DEFAULT_ADDRESSES } from "../../contract/addresses.ts";
import { generate } from "../../generator/generate.ts";
import { openDatabase } from "../../database/sqlite.ts";
import { Progress } from "../../generator/progress.ts";
import { runImport } from "../../importer/import.ts";
import { parseCounts } from "../../importer/steps/context.ts";
import { handle } from "../../edge/handler.ts";
import { fsStore } from "../../edge/testing.ts";
import type { VersionReport } from "../../importer/report.ts";
import { ITEM_COVERAGE } from "../../importer/steps/items.ts";
import { QUALITY_SET, qualityShare, runQuality, succeeded } from "../support/search-quality.ts";

const DATA = resolve(new URL("../../..", import.meta.url).pathname, "shared", "data");
const enabled = existsSync(DATA) && process.env.FULL_IMPORT !== "0";
// A folder only when the test runs: a skipped run leaves nothing in the temp directory.
const work = enabled ? workFolder("full-") : "";
const dist = join(work, "dist");
let reports: VersionReport[] = [];

/** Progress on stderr as it happens: the import and the build take minutes. */
const say = (line: string) => process.stderr.write(`[full import] ${line}\n`);

beforeAll(async () => {
  if (!enabled) return;
  reports = await runImport({ from: DATA, target: join(work, "wow.sqlite"), reportPath: null, log: say });
  const db = openDatabase(join(work, "wow.sqlite"));
  try {
    say("building the API from the import...");
    await generate(db, DEFAULT_ADDRESSES, dist, new Progress(false, 20_000));
  } finally {
    db.close();
  }
  // No limit: on a loaded machine the import and the build take what they take; CI's own limit stops a hang.
}, 0);

// The build's files are removed in the background: a slow disk never fails the test (support/work.ts).
afterAll(() => {
  if (work) discard(work);
});

/** Records are checked field by field. */
type Json = any;
const record = (path: string): Json => JSON.parse(readFileSync(join(dist, fileOf(path)), "utf8"));

describe.skipIf(!enabled)("full import of ../shared/data", () => {
  it("imports thousands of records of each main type in every version", () => {
    for (const r of reports) {
      const count = (type: string) => r.figures.find((f) => f.type === type)?.records ?? 0;
      expect(count("npc"), r.version).toBeGreaterThan(9000);
      expect(count("object"), r.version).toBeGreaterThan(10000);
      expect(count("quest"), r.version).toBeGreaterThan(4000);
    }
  });

  it("renders well-known records as the game shows them", () => {
    const vanCleef = record("/classic/npcs/639") as Json;
    expect(vanCleef).toMatchObject({
      name: "Edwin VanCleef",
      subtitle: "Caïd défias",
      encounter: { instance: { name: "Les Mortemines" } },
    });
    expect(vanCleef.loot.data.map((l: Json) => l.item.id)).toContain(10399);
    // bosses in their instance: a zone known without a position (classic), and with one (wotlk)
    expect(vanCleef.zones).toEqual([
      { name: "Les Mortemines", positions: 1, instance: expect.objectContaining({ id: 36, type: "dungeon" }) },
    ]);
    expect(record("/tbc/npcs/22917").zones).toEqual([expect.objectContaining({ instance: expect.objectContaining({ id: 564 }) })]);
    expect(record("/wotlk/npcs/36597").zones).toEqual([expect.objectContaining({ instance: expect.objectContaining({ id: 631 }) })]);
    expect(record("/tbc/items/32837").stats).toContainEqual({ stat: "agility", name: "Agilité", value: 22 });
    expect(record("/classic/items/19019")).toMatchObject({ sell_price: 255355 });
    const quest = record("/tbc/quests/10119") as Json;
    expect(quest).toMatchObject({ name: "À travers la Porte des ténèbres", level: 61, side: "alliance" });
    expect(quest.starts.map((s: Json) => s.record?.id)).toContain(16841);
    const set = record("/wotlk/item-sets/161") as Json;
    expect(set).toMatchObject({ name: "Cuir défias", rogue: true });
    expect(set.items.map((i: Json) => i.name)).toContain("Armure défias noircie");
    expect(record("/classic/game-objects/3239")).toMatchObject({
      name: "Coffre de Benoît",
      type: "locked_chest",
      skill: { skill: "lockpicking", level: 100 },
    });
    expect(record("/classic/items/6948")).toMatchObject({ name: "Pierre de foyer", quality: "common" });
  });

  it("gives nearly every equippable item the damage, armour and stat lines its era's package holds, and each era its numbers", () => {
    for (const r of reports) {
      const share = r.figures.find((f) => f.type === "item")!.shares.find((s) => s.label === ITEM_COVERAGE)!;
      say(`${r.version}: ${ITEM_COVERAGE} ${share.count} of ${share.of}`);
      expect(share.of, r.version).toBeGreaterThan(5000);
      expect(share.count / share.of, r.version).toBeGreaterThanOrEqual(0.97);
    }
    const db = openDatabase(join(work, "wow.sqlite"));
    try {
      const item = (version: string, id: number): Json =>
        db
          .prepare("SELECT damage, dps, speed, stats, durability, required_level, effects FROM item WHERE version = ? AND id = ?")
          .get(version, id);
      const classic = item("classic", 19019);
      expect(classic).toMatchObject({ dps: 53.9, speed: 1.9, durability: 125, required_level: 60 });
      expect(JSON.parse(classic.damage)).toEqual([
        { min: 44, max: 115, school: "physical" },
        { min: 16, max: 30, school: "nature" },
      ]);
      expect(classic.stats).toBe("agility=5,stamina=8,fire_resistance=8,nature_resistance=9");
      expect(JSON.parse(classic.effects)[0]).toMatchObject({ trigger: "chance_on_hit" });
      const tbc = item("tbc", 19019);
      expect(tbc.dps).toBe(41.8);
      expect(JSON.parse(tbc.damage)).toEqual([{ min: 44, max: 115, school: "physical" }]);
      expect(db.prepare("SELECT sockets, socket_bonus FROM item WHERE version = 'tbc' AND id = 21846").get()).toEqual({
        sockets: "yellow,blue",
        socket_bonus: "stamina=4",
      });
      expect(db.prepare("SELECT stats FROM item WHERE version = 'wotlk' AND id = 12640").pluck().get()).toBe(
        "armor=645,strength=18,crit_rating=28,hit_rating=20",
      );
      expect(db.prepare("SELECT english_name FROM faction WHERE version = 'classic' AND id = 529").pluck().get()).toBe("Argent Dawn");
    } finally {
      db.close();
    }
  });

  it("imports French spells with their game ids, trainers and ranks in every version", () => {
    for (const r of reports) {
      const spells = r.figures.find((f) => f.type === "spell")!;
      expect(spells.records, r.version).toBeGreaterThan({ classic: 2500, tbc: 3000, wotlk: 3500 }[r.version]!);
      expect(spells.french! / spells.records, r.version).toBeGreaterThanOrEqual(0.85);
    }
    const fireball = record("/classic/spells/143") as Json;
    expect(fireball).toMatchObject({ name: "Boule de feu", english_name: "Fireball", rank_name: "Rang 2", class: "mage", level: 6 });
    expect(fireball.trainers.map((t: Json) => t.id)).toContain(198);
    expect(record("/classic/spells/921")).toMatchObject({ name: "Vol à la tire", class: "rogue", rogue: true });
    expect(record("/wotlk/spells/42833")).toMatchObject({ name: "Boule de feu", rank_name: "Rang 16" });
  });

  it("finds spells by their French name", async () => {
    const files = fsStore(dist);
    for (const version of ["classic", "tbc", "wotlk"]) {
      const res = await handle(new Request(`${DEFAULT_ADDRESSES.base_url}/search?q=boule%20de%20feu&type=spell&version=${version}`), {
        files,
        clientAddress: null,
      });
      const body = (await res.json()) as Json;
      expect(body.data[0], version).toMatchObject({ object: "spell", name: "Boule de feu", version });
    }
  });

  it("puts the record a player means among the first three for the search quality set", async () => {
    const files = fsStore(dist);
    const outcomes = await runQuality(QUALITY_SET, async (query) => {
      const params = new URLSearchParams({ q: query.q, limit: "3", ...query.filters });
      const res = await handle(new Request(`${DEFAULT_ADDRESSES.base_url}/search?${params}`), { files, clientAddress: null });
      return ((await res.json()) as Json).data.map((e: Json) => `${e.version}:${e.object}:${e.id}`);
    });
    const share = qualityShare(outcomes);
    const missed = outcomes.filter((o) => !succeeded(o)).map((o) => `${o.query.q} -> ${o.query.want}`);
    say(`search quality: ${(share.all * 100).toFixed(0)} % of ${outcomes.length}; missed: ${missed.join(", ")}`);
    // bench/README.md gives the share before and after; a few short prefixes stay ambiguous.
    expect(share.all, missed.join(", ")).toBeGreaterThanOrEqual(0.9);
    for (const [kind, part] of Object.entries(share.byKind)) expect(part, kind).toBeGreaterThanOrEqual(kind === "prefix" ? 0.5 : 0.85);
  });

  it("gives quests their XP, dungeon type and reward choices, and wotlk its French completion texts", () => {
    const quest = record("/classic/quests/176") as Json;
    expect(quest).toMatchObject({ xp: 880 });
    expect(quest.reward_items.map((r: Json) => [r.item.id, r.choice])).toEqual([
      [6084, true],
      [6085, true],
      [6215, true],
    ]);
    expect(record("/classic/quests/166")).toMatchObject({ type: "dungeon", instance: { id: 36, name: "Les Mortemines" } });
    expect(record("/wotlk/quests/166").completion).toMatch(/^<nom>, votre bravoure/);
  });

  it("parses every staged file once", () => {
    expect([...parseCounts()].filter(([, times]) => times > 1)).toEqual([]);
  });

  it("gives NPC drops the chance a source states, and boss loot its difficulties", () => {
    // AtlasLoot's Deadmines page (VanCleef named by code, found from the items Questie lists for him)
    const vanCleef = record("/classic/npcs/639") as Json;
    expect(vanCleef.loot.data.find((l: Json) => l.item.id === 10399)).toMatchObject({ chance: 14.77 });
    expect(record("/classic/npcs/646").loot.data.find((l: Json) => l.item.id === 7230)).toMatchObject({ chance: 17.27 });
    const lichKing = record("/wotlk/npcs/36597") as Json;
    expect(lichKing.encounter.difficulties.map((d: Json) => d.difficulty)).toEqual([
      "10_player",
      "25_player",
      "10_player_heroic",
      "25_player_heroic",
    ]);
    expect(lichKing.loot.data[0]).toMatchObject({ item: { id: 50274 }, chance: 52.05, difficulties: ["25_player", "25_player_heroic"] });
  });

  it("writes api_url addresses that all lead to a file of the build", () => {
    const files = new Set<string>();
    const walk = (d: string) => {
      for (const entry of readdirSync(d, { withFileTypes: true })) {
        const full = join(d, entry.name);
        if (entry.isDirectory()) walk(full);
        else files.add(relative(dist, full));
      }
    };
    walk(join(dist, "v1"));
    const urls = new Set<string>();
    for (const file of files) {
      if (!file.endsWith(".json") || file === "v1/openapi.json") continue;
      for (const [, url] of readFileSync(join(dist, file), "utf8").matchAll(/"api_url":"([^"]+)"/g)) urls.add(url!);
    }
    const missing = [...urls].filter((url) => !files.has(fileOf(url.slice(DEFAULT_ADDRESSES.base_url.length))));
    expect(urls.size).toBeGreaterThan(100_000);
    expect(missing.slice(0, 20)).toEqual([]);
  }, 0);
});
