// @vitest-environment node
/**
 * The bulk files, the change history and the dist pack (issue 26) on the sample: every line of
 * every bulk file is its record file byte for byte and every record is in exactly one file; the
 * changes between three builds of the sample, each one NPC apart, are exactly the records whose
 * documents differ; and a mirror serving the dist pack alone, as downloaded, passes the contract
 * suite (bulk downloads resumed with Range included).
 */
import Database from "better-sqlite3";
import { copyFileSync, readFileSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { discard, workFolder } from "../support/work.ts";
import { BULK_FACTS, PACK_FILE, recordOfFile, type BulkFacts } from "../../layout/bulk.ts";
import { startMirror } from "../../edge/node/server.ts";
import { memoryLimiter } from "../../edge/testing.ts";
import { policyHeader } from "../../contract/http.ts";
import { buildSampleDatabase } from "../../database/sqlite.ts";
import { apiSuite } from "../support/api-suite.ts";
import { buildSample } from "../support/deploy-builds.ts";
import { readDistFacts, type DistFacts } from "../support/dist.ts";

const facts = readDistFacts();
/** Real limits, wide enough for the whole suite from one address. */
const WIDE = [
  { limit: 100_000, seconds: 60 },
  { limit: 1_000_000, seconds: 3600 },
];
const work = workFolder("bulk-");

describe("bulk files of the build under test", () => {
  const { files } = JSON.parse(readFileSync(join(facts.dir, BULK_FACTS), "utf8")) as { files: BulkFacts[] };
  const recordFiles = Object.keys(facts.manifest).filter((file) => recordOfFile(file));

  it("hold every record file once, each line byte for byte the body its route serves", () => {
    const seen = new Map<string, string>();
    for (const bulk of files.filter((f) => f.version !== null)) {
      const lines = gunzipSync(readFileSync(join(facts.dir, bulk.file)))
        .toString("utf8")
        .split("\n");
      expect(lines.pop(), bulk.id).toBe("");
      expect(lines.length, bulk.id).toBe(bulk.records);
      for (const line of lines) {
        const record = JSON.parse(line) as { key: string; version: string; object: string; id: number };
        const file = `v1/${record.version}/${bulk.id.slice(record.version.length + 1)}/${record.id}.json`;
        expect(facts.manifest[file], record.key).toBeDefined();
        expect(line, record.key).toBe(readFileSync(join(facts.dir, file), "utf8"));
        expect(record.version).toBe(bulk.version);
        expect(record.object).toBe(bulk.type);
        expect(seen.has(file), `${file} in two files`).toBe(false);
        seen.set(file, bulk.id);
      }
    }
    expect([...seen.keys()].sort()).toEqual(recordFiles.sort());
  });

  it("hold the database the build read", () => {
    const database = files.find((f) => f.type === "database")!;
    const bytes = gunzipSync(readFileSync(join(facts.dir, database.file)));
    expect(bytes.byteLength).toBe(database.size);
    const copy = join(work, "bulk.sqlite");
    writeFileSync(copy, bytes);
    const db = new Database(copy, { readonly: true });
    const npcs = db.prepare("SELECT count(*) FROM npc").pluck().get() as number;
    db.close();
    expect(npcs).toBe(recordFiles.filter((f) => /\/npcs\//.test(f)).length);
  });
});

describe("changes between builds of the sample", () => {
  const out = join(work, "dist");
  const builds: { id: string; facts: DistFacts }[] = [];
  let mirror: { server: Server; url: string };

  /** A copy of the sample with the subtitle of the n-th NPC of classic changed. */
  function changed(from: string, to: string, n: number): void {
    copyFileSync(from, to);
    const db = new Database(to);
    const id = db.prepare("SELECT id FROM npc WHERE version = 'classic' ORDER BY id LIMIT 1 OFFSET ?").pluck().get(n) as number;
    db.prepare("UPDATE npc SET subtitle = 'Changé' WHERE version = 'classic' AND id = ?").run(id);
    db.close();
  }

  beforeAll(async () => {
    const a = buildSampleDatabase(join(work, "a.sqlite"));
    changed(a, join(work, "b.sqlite"), 0);
    changed(join(work, "b.sqlite"), join(work, "c.sqlite"), 5);
    for (const db of [a, join(work, "b.sqlite"), join(work, "c.sqlite")]) {
      const id = await buildSample(db, out);
      builds.push({ id, facts: readDistFacts(out) });
    }
    mirror = await startMirror({ dist: out, port: 0 });
  }, 240_000);
  afterAll(() => new Promise<void>((done) => mirror.server.close(() => done())));

  /** The record keys whose documents differ between two builds, from their manifests. */
  const differ = (before: DistFacts, after: DistFacts) => {
    const keys = new Set<string>();
    for (const file of new Set([...Object.keys(before.manifest), ...Object.keys(after.manifest)])) {
      const record = recordOfFile(file);
      if (record && before.manifest[file]?.[0] !== after.manifest[file]?.[0]) keys.add(`${record.version}:${record.keyType}:${record.id}`);
    }
    return [...keys].sort();
  };
  const changesSince = async (since: string) => {
    const keys: string[] = [];
    let url: string | null = `${mirror.url}/v1/changes?since=${since}&limit=1`;
    while (url) {
      const page = (await (await fetch(url)).json()) as { data: { key: string; change: string }[]; next_cursor: string | null };
      keys.push(...page.data.map((c) => c.key));
      expect(page.data.every((c) => c.change === "changed")).toBe(true);
      url = page.next_cursor ? `${mirror.url}/v1/changes?since=${since}&limit=1&cursor=${page.next_cursor}` : null;
    }
    return keys;
  };

  it("lists exactly the records whose documents changed, since each earlier build", async () => {
    const [a, b, c] = builds as [(typeof builds)[0], (typeof builds)[0], (typeof builds)[0]];
    expect(differ(b.facts, c.facts)).toHaveLength(1);
    expect(await changesSince(b.id)).toEqual(differ(b.facts, c.facts));
    expect(await changesSince(a.id)).toEqual(differ(a.facts, c.facts));
    expect(differ(a.facts, c.facts)).toHaveLength(2);
    const list = (await (await fetch(`${mirror.url}/v1/changes`)).json()) as { data: { id: string; changed: number }[] };
    expect(list.data.map((d) => [d.id, d.changed])).toEqual([
      [c.id, 0],
      [b.id, 1],
      [a.id, 2],
    ]);
  });
});

describe("a mirror serving the dist pack alone", () => {
  let mirror: { server: Server; url: string };
  beforeAll(async () => {
    const pack = join(work, "grimoire-dist.pack");
    copyFileSync(join(facts.dir, PACK_FILE), pack);
    mirror = await startMirror({ dist: pack, port: 0, limiter: memoryLimiter(WIDE) });
  });
  afterAll(async () => {
    await new Promise<void>((done) => mirror.server.close(() => done()));
    discard(work);
  });

  // The build's own addresses are served (no --base-url): the suite compares with the build's files.
  apiSuite("node mirror over the dist pack", facts, (path, init) => fetch(`${mirror.url}${path}`, init), policyHeader(WIDE));
});
