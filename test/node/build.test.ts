// @vitest-environment node
/**
 * The generator on the real sample database: two builds give byte-identical dist/, a failed
 * build leaves the previous dist/ intact, a rebuild after a small change writes only the files
 * whose bytes changed, every list's pre-rendered pages walk each visible
 * record exactly once in French name order, and every api_url written points to a file.
 */
import { createHash } from "node:crypto";
import { readFileSync, readdirSync, statSync, writeFileSync, existsSync } from "node:fs";
import { join } from "node:path";
import { filesUnder } from "../../lib/files.ts";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { discard, workFolder } from "../support/work.ts";
import { PACK_FACTS, PACK_FILE } from "../../layout/bulk.ts";
import { generate } from "../../generator/generate.ts";
import { buildSampleDatabase, openDatabase } from "../../database/sqlite.ts";
import { Progress } from "../../generator/progress.ts";
import { fileOf } from "../../layout/dist.ts";
import { RESOURCES } from "../../contract/resources.ts";
import { DEFAULT_ADDRESSES } from "../../contract/addresses.ts";
import { VERSIONS } from "../../contract/enums.ts";
import { etagOfBytes } from "../../hashing/etag.ts";

const work = workFolder("build-");
const dbPath = join(work, "sample.sqlite");
const quiet = new Progress(true);

function tree(dir: string): Map<string, string> {
  return new Map(
    filesUnder(dir).map((file) => [
      file,
      createHash("sha256")
        .update(readFileSync(join(dir, file)))
        .digest("hex"),
    ]),
  );
}

async function buildInto(out: string) {
  const db = openDatabase(dbPath);
  try {
    return await generate(db, DEFAULT_ADDRESSES, out, quiet);
  } finally {
    db.close();
  }
}

let first: Map<string, string>;
const distA = join(work, "a");

beforeAll(async () => {
  buildSampleDatabase(dbPath);
  await buildInto(distA);
  first = tree(distA);
}, 120_000);

afterAll(() => discard(work));

describe("build", () => {
  it("gives every served file the ETag the edge computes for the same bytes", async () => {
    const shards = readdirSync(join(distA, "_meta/etags")).map(
      (n) => JSON.parse(readFileSync(join(distA, "_meta/etags", n), "utf8")) as Record<string, [string, unknown]>,
    );
    const entries = shards.flatMap((shard) => Object.entries(shard));
    expect(entries.length).toBeGreaterThan(1000);
    // Every 50th file, and every file that is not text (the site's preview pictures).
    for (const [file, [etag]] of entries.filter(([file], i) => i % 50 === 0 || file.endsWith(".png"))) {
      expect(etag, file).toBe(await etagOfBytes(readFileSync(join(distA, file))));
    }
  });

  it("is byte-identical when run twice on the same data", async () => {
    const distB = join(work, "b");
    await buildInto(distB);
    const second = tree(distB);
    expect(second.size).toBe(first.size);
    for (const [file, hash] of first) expect(second.get(file), file).toBe(hash);
  }, 120_000);

  it("leaves the previous dist/ intact when it fails part-way", async () => {
    const broken = join(work, "broken.sqlite");
    writeFileSync(broken, readFileSync(dbPath));
    const db = new Database(broken);
    // A spawn row that raises an error when read: classic and tbc render, wotlk fails.
    db.exec(`ALTER TABLE npc_spawn RENAME TO npc_spawn_data;
      CREATE VIEW npc_spawn AS SELECT version, npc_id, zone_id, floor, x, y FROM npc_spawn_data
      UNION ALL SELECT 'wotlk', 1, 1, NULL, abs(-9223372036854775807 - 1), 1;`);
    db.close();
    const bad = openDatabase(broken);
    await expect(generate(bad, DEFAULT_ADDRESSES, distA, quiet)).rejects.toThrow(/overflow/);
    bad.close();
    expect(tree(distA)).toEqual(first);
    expect(readdirSync(work).filter((f) => f.includes(".tmp-"))).toEqual([]);
  }, 120_000);

  it("rewrites only the files whose bytes changed when rebuilt after a small data change", async () => {
    const distC = join(work, "c");
    await buildInto(distC);
    const before = tree(distC);
    const inodes = new Map([...before.keys()].map((f) => [f, statSync(join(distC, f)).ino]));
    const changed = join(work, "changed.sqlite");
    writeFileSync(changed, readFileSync(dbPath));
    const edit = new Database(changed);
    edit.prepare("UPDATE npc SET subtitle = 'Armurière' WHERE version = 'classic' AND id = 54").run();
    edit.close();
    const db = openDatabase(changed);
    const result = await generate(db, DEFAULT_ADDRESSES, distC, quiet);
    db.close();
    const after = tree(distC);
    const rewritten = [...after.keys()].filter((f) => after.get(f) !== before.get(f));
    expect(rewritten).toContain(fileOf("/classic/npcs/54"));
    expect(rewritten).not.toContain(fileOf("/tbc/npcs/54"));
    // The dist pack and its facts are made after the writer's files, from them (generator/pack.ts).
    expect(rewritten).toContain(PACK_FILE);
    expect(result.written).toBe(rewritten.filter((f) => f !== PACK_FILE && f !== PACK_FACTS).length);
    expect(result.written).toBeLessThan(result.files / 20);
    for (const [file, hash] of after) {
      if (file === PACK_FILE || file === PACK_FACTS) continue;
      const sameInode = statSync(join(distC, file)).ino === inodes.get(file);
      expect(sameInode, file).toBe(hash === before.get(file));
    }
  }, 120_000);

  it("walks every list through its cursor pages: each visible record once, in French name order", () => {
    const collator = new Intl.Collator("fr", { sensitivity: "base", numeric: true });
    const stats = JSON.parse(readFileSync(join(distA, fileOf("/stats")), "utf8"));
    for (const version of VERSIONS) {
      for (const res of RESOURCES) {
        const path = `/${version}/${res.segment}`;
        const seen: { id: number; name: string; internal?: boolean }[] = [];
        let page = JSON.parse(readFileSync(join(distA, fileOf(path)), "utf8"));
        let pages = 1;
        while (true) {
          expect(page.data.length).toBeLessThanOrEqual(20);
          seen.push(...page.data);
          if (!page.next_cursor) break;
          expect(page.has_more).toBe(true);
          page = JSON.parse(readFileSync(join(distA, fileOf(path, page.next_cursor)), "utf8"));
          pages++;
        }
        expect(new Set(seen.map((r) => r.id)).size, path).toBe(seen.length);
        expect(seen.length, path).toBe(stats.by_version[version][res.plural]);
        expect(
          seen.every((r) => r.internal !== true),
          path,
        ).toBe(true);
        for (let i = 1; i < seen.length; i++) {
          const c = collator.compare(seen[i - 1]!.name, seen[i]!.name);
          expect(c < 0 || (c === 0 && seen[i - 1]!.id < seen[i]!.id), `${path}: ${seen[i - 1]!.name} / ${seen[i]!.name}`).toBe(true);
        }
        if (["npcs", "quests", "items", "game_objects"].includes(res.plural)) expect(pages, path).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it("writes api_url addresses that all lead to a file of the build", () => {
    const missing = new Set<string>();
    let checked = 0;
    for (const file of first.keys()) {
      if (!file.startsWith("v1/") || !file.endsWith(".json") || file === "v1/openapi.json") continue;
      const text = readFileSync(join(distA, file), "utf8");
      for (const [, url] of text.matchAll(/"api_url":"([^"]+)"/g)) {
        checked++;
        const path = url!.slice(DEFAULT_ADDRESSES.base_url.length);
        if (!existsSync(join(distA, fileOf(path)))) missing.add(url!);
      }
    }
    expect(checked).toBeGreaterThan(1000);
    expect([...missing]).toEqual([]);
  });
});
