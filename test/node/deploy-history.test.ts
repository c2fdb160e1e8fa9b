// @vitest-environment node
/**
 * `/v1/changes` across deploys (issue 37, point 4), on the production path: three builds of the
 * sample, each one NPC apart and each built alone (no previous dist/, so no history of its own),
 * deployed one after the other with `npm run deploy`'s code to a local R2 bucket; the API Worker
 * over that bucket then answers the changes since each deployed build, the oldest one included
 * once the prune has removed its files.
 */
import Database from "better-sqlite3";
import { randomBytes } from "node:crypto";
import { copyFileSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DeployClient } from "../../deploy/client.ts";
import { deploy } from "../../deploy/deploy.ts";
import { startLocal, type LocalWorkers } from "../../deploy/local.ts";
import { buildSampleDatabase } from "../../database/sqlite.ts";
import { CHANGES_BUILDS } from "../../layout/changes.ts";
import { recordOfFile } from "../../layout/bulk.ts";
import { buildSample } from "../support/deploy-builds.ts";
import { discard, workFolder } from "../support/work.ts";
import { readDistFacts, type DistFacts } from "../support/dist.ts";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const work = workFolder("deploy-history-");
const token = randomBytes(32).toString("hex");

/** A copy of `from` with the subtitle of the n-th NPC of classic changed. */
function changed(from: string, to: string, n: number): string {
  copyFileSync(from, to);
  const db = new Database(to);
  const id = db.prepare("SELECT id FROM npc WHERE version = 'classic' ORDER BY id LIMIT 1 OFFSET ?").pluck().get(n) as number;
  db.prepare("UPDATE npc SET subtitle = 'Changé' WHERE version = 'classic' AND id = ?").run(id);
  db.close();
  return to;
}

/** The record keys whose documents differ between two builds, from their manifests. */
function differ(before: DistFacts, after: DistFacts): string[] {
  const keys = new Set<string>();
  for (const file of new Set([...Object.keys(before.manifest), ...Object.keys(after.manifest)])) {
    const record = recordOfFile(file);
    if (record && before.manifest[file]?.[0] !== after.manifest[file]?.[0]) keys.add(`${record.version}:${record.keyType}:${record.id}`);
  }
  return [...keys].sort();
}

const names = ["a", "b", "c"] as const;
const builds = {} as Record<(typeof names)[number], { id: string; dir: string; facts: DistFacts }>;
let local: LocalWorkers;
let client: DeployClient;
const deployed: string[] = [];

beforeAll(async () => {
  const a = buildSampleDatabase(join(work, "a.sqlite"));
  const dbs = { a, b: changed(a, join(work, "b.sqlite"), 0), c: changed(join(work, "b.sqlite"), join(work, "c.sqlite"), 5) };
  for (const name of names) {
    const dir = join(work, name);
    const id = await buildSample(dbs[name], dir);
    builds[name] = { id, dir, facts: readDistFacts(dir) };
  }
  local = await startLocal({
    root: ROOT,
    persist: join(work, "r2"),
    bundles: `.wrangler/bundles-history-${process.pid}`,
    api: { vars: { LIVE_TTL_MS: "0", RATE_LIMITS: "off" } },
    deploy: { token },
  });
  client = new DeployClient(local.deployUrl!, token);
  for (const name of names) {
    await deploy({ dist: builds[name].dir, client, settleMs: 0, concurrency: 8, log: (line) => deployed.push(line) });
  }
}, 300_000);

afterAll(async () => {
  await local?.dispose();
  discard(work);
  rmSync(join(ROOT, `.wrangler/bundles-history-${process.pid}`), { recursive: true, force: true });
}, 240_000);

/** Every change since `since` the API Worker lists, a page of one at a time. */
async function changesSince(since: string): Promise<string[]> {
  const keys: string[] = [];
  let url: string | null = `${local.apiUrl}/v1/changes?since=${since}&limit=1`;
  while (url) {
    const response: Response = await fetch(url);
    expect(response.status, url).toBe(200);
    const page = (await response.json()) as { data: { key: string; change: string }[]; next_cursor: string | null };
    keys.push(...page.data.map((c) => c.key));
    expect(page.data.every((c) => c.change === "changed")).toBe(true);
    url = page.next_cursor ? `${local.apiUrl}/v1/changes?since=${since}&limit=1&cursor=${page.next_cursor}` : null;
  }
  return keys;
}

describe("history across deploys", () => {
  it("builds made alone know no earlier build", () => {
    for (const name of names) expect(readFileSync(join(builds[name].dir, CHANGES_BUILDS), "utf8"), name).toBe("[]");
  });

  it("lists every build deployed before the live one, newest first, with its counts", async () => {
    const { a, b, c } = builds;
    const list = (await (await fetch(`${local.apiUrl}/v1/changes`)).json()) as {
      data: { id: string; current: boolean; changed: number }[];
    };
    expect(list.data.map((d) => [d.id, d.current, d.changed])).toEqual([
      [c.id, true, 0],
      [b.id, false, 1],
      [a.id, false, 2],
    ]);
  });

  it("answers the changes since each deployed build, the first one included once its files are pruned", async () => {
    const { a, b, c } = builds;
    expect(differ(b.facts, c.facts)).toHaveLength(1);
    expect(differ(a.facts, c.facts)).toHaveLength(2);
    expect(await changesSince(b.id)).toEqual(differ(b.facts, c.facts));
    expect(await changesSince(a.id)).toEqual(differ(a.facts, c.facts));
    // The prune kept the live build and the previous one: A's root is gone, its history stays in C.
    expect(await (await local.bucket()).head(`b/${a.id}.json`)).toBeNull();
    expect(await (await local.bucket()).head(`b/${c.id}.json`)).not.toBeNull();
  });

  it("says the deploy rewrote the history, and answers history_unavailable for a build never deployed", async () => {
    expect(
      deployed.filter((line) => line.startsWith("plan:")).map((line) => line.includes("history of the builds deployed since")),
    ).toEqual([false, true, true]);
    const response = await fetch(`${local.apiUrl}/v1/changes?since=0123456789abcdef`);
    expect(response.status).toBe(410);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("history_unavailable");
  });
});
