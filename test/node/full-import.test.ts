// @vitest-environment node
/**
 * The whole import of the real public data (../shared/data, beside the repository), built by
 * the generator: well-known records of each version come out as the game shows them, and every
 * api_url written anywhere in the build leads to a file of the build. Skipped when the data
 * directory is absent (a fresh clone elsewhere); FULL_IMPORT=0 skips it too. Takes minutes.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fileOf } from "../../edge/api/layout.ts";
import { DEFAULT_SITE } from "../../edge/api/site.ts";
import { build } from "../../generator/build.ts";
import { openDatabase } from "../../generator/database.ts";
import { Progress } from "../../generator/progress.ts";
import { runImport } from "../../importer/import.ts";
import type { VersionReport } from "../../importer/report.ts";

const DATA = resolve(new URL("../../..", import.meta.url).pathname, "shared", "data");
const enabled = existsSync(DATA) && process.env.FULL_IMPORT !== "0";
const work = mkdtempSync(join(tmpdir(), "grimoire-full-"));
const dist = join(work, "dist");
let reports: VersionReport[] = [];

beforeAll(async () => {
  if (!enabled) return;
  reports = await runImport({ from: DATA, target: join(work, "wow.sqlite"), reportPath: null });
  const db = openDatabase(join(work, "wow.sqlite"));
  try {
    await build(db, DEFAULT_SITE, dist, new Progress(true));
  } finally {
    db.close();
  }
}, 900_000);

// Removing some 730,000 files takes a while.
afterAll(() => rmSync(work, { recursive: true, force: true }), 300_000);

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
    expect(vanCleef).toMatchObject({ name: "Edwin VanCleef", subtitle: "Caïd défias", encounter: { instance: { name: "Les Mortemines" } } });
    expect(vanCleef.loot.data.map((l: Json) => l.item.id)).toContain(10399);
    const quest = record("/tbc/quests/10119") as Json;
    expect(quest).toMatchObject({ name: "À travers la Porte des ténèbres", level: 61, side: "alliance" });
    expect(quest.starts.map((s: Json) => s.record?.id)).toContain(16841);
    const set = record("/wotlk/item-sets/161") as Json;
    expect(set).toMatchObject({ name: "Cuir défias", rogue: true });
    expect(set.items.map((i: Json) => i.name)).toContain("Armure défias noircie");
    expect(record("/classic/game-objects/3239")).toMatchObject({ name: "Coffre de Benoît", type: "locked_chest", skill: { skill: "lockpicking", level: 100 } });
    expect(record("/classic/items/6948")).toMatchObject({ name: "Pierre de foyer", quality: "common" });
  });

  it("gives NPC drops the chance a source states, and boss loot its difficulties", () => {
    // AtlasLoot's Deadmines page (VanCleef named by code, found from the items Questie lists for him)
    const vanCleef = record("/classic/npcs/639") as Json;
    expect(vanCleef.loot.data.find((l: Json) => l.item.id === 10399)).toMatchObject({ chance: 14.77 });
    expect(record("/classic/npcs/646").loot.data.find((l: Json) => l.item.id === 7230)).toMatchObject({ chance: 17.27 });
    const lichKing = record("/wotlk/npcs/36597") as Json;
    expect(lichKing.encounter.difficulties.map((d: Json) => d.difficulty)).toEqual(["10_player", "25_player", "10_player_heroic", "25_player_heroic"]);
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
    const missing = [...urls].filter((url) => !files.has(fileOf(url.slice(DEFAULT_SITE.base_url.length))));
    expect(urls.size).toBeGreaterThan(100_000);
    expect(missing.slice(0, 20)).toEqual([]);
  }, 600_000);
});
