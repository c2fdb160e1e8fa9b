// @vitest-environment node
/**
 * The two ways the catalog answers its lookups give the same answers: by blocks of game numbers
 * (a full build), here with a cache so small that blocks are let go all the time, and one
 * query per key (an incremental build), for every key of every lookup of the sample, keys that
 * find nothing included.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { Catalog, gameVersions, LOOKUPS, type Lookup } from "../../generator/catalog.ts";
import { buildSampleDatabase, openDatabase } from "../../database/sqlite.ts";
import { RESOURCES } from "../../contract/resources.ts";

const work = mkdtempSync(join(tmpdir(), "grimoire-catalog-"));
const db = openDatabase(buildSampleDatabase(join(work, "sample.sqlite")));
afterAll(() => {
  db.close();
  rmSync(work, { recursive: true, force: true });
});

/** Every key of a lookup in a version, and keys next to them that find nothing. */
function keysOf(name: keyof typeof LOOKUPS, version: string): string[] {
  const def = LOOKUPS[name];
  const rows = db
    .prepare(
      `SELECT DISTINCT ${def.by.join(", ")} FROM ${def.table} WHERE version = ? AND ${def.by.map((c) => `${c} IS NOT NULL`).join(" AND ")}`,
    )
    .raw()
    .all(version) as unknown[][];
  const keys = rows.map((r) => r.join(":"));
  const absent = rows.map((r) => [...r.slice(0, -1), Number(r.at(-1)) + 1000].join(":"));
  return [...keys, ...absent, ...(def.by.length === 1 ? ["-1", "x"] : [])];
}

describe("catalog", () => {
  const versions = gameVersions(db).map((v) => v.id);
  it.each(versions)("answers every lookup of %s the same by blocks, evicted at once, and by key", (version) => {
    const blocks = new Catalog(db, version, { mode: "blocks", versions, blockFields: 200 });
    const queried = new Catalog(db, version, { mode: "queried", versions });
    let found = 0;
    for (const name of Object.keys(LOOKUPS) as (keyof typeof LOOKUPS)[]) {
      for (const key of keysOf(name, version)) {
        const answer = (blocks[name] as Lookup<unknown>).get(key);
        expect(answer, `${name} ${key}`).toEqual((queried[name] as Lookup<unknown>).get(key));
        if (answer !== undefined) found++;
      }
    }
    expect(found).toBeGreaterThan(1000);
    for (const res of RESOURCES) {
      const ids = db.prepare(`SELECT id FROM ${res.object}`).pluck().all() as number[];
      for (const id of [...ids, 999_999])
        expect(blocks.presence.get(`${res.keyType}:${id}`)).toEqual(queried.presence.get(`${res.keyType}:${id}`));
    }
  });
});
