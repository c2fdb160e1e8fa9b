// @vitest-environment node
/**
 * The API Worker over R2 reads the bucket through the edge cache (edge/files/edge-cache.ts):
 * the production Worker (bundled by wrangler from its R2 configuration) under Miniflare, with
 * Miniflare's R2 bucket and Cache API, the cache persisted on disk so that it outlives a restart
 * of the Worker's isolates. Every bucket operation the Worker makes is recorded by a wrapper
 * around its DIST binding (deploy/local.ts, api.meterR2). Two builds of the sample: A, then B
 * (one NPC's subtitle changed) deployed over it; then an object of B damaged and repaired.
 */
import { randomBytes } from "node:crypto";
import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Response as MiniflareResponse } from "miniflare";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { discard, workFolder } from "../support/work.ts";
import { DeployClient } from "../../deploy/client.ts";
import { deploy } from "../../deploy/deploy.ts";
import { startLocal, type LocalWorkers } from "../../deploy/local.ts";
import { LIVE_KEY } from "../../layout/bucket.ts";
import { edgeCacheUrl } from "../../edge/testing.ts";
import { buildSampleDatabase } from "../../database/sqlite.ts";
import { answerOf, buildSample, contentKeys, referenceAnswer, withOneNpcChanged, type Answer } from "../support/deploy-builds.ts";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const work = workFolder("r2-cache-");
const token = randomBytes(32).toString("hex");
const dists = { a: join(work, "a"), b: join(work, "b") };
const sampleDb = buildSampleDatabase(join(work, "sample.sqlite"));
const changed = withOneNpcChanged(sampleDb, join(work, "changed.sqlite"));
await buildSample(sampleDb, dists.a);
await buildSample(changed.path, dists.b);

const record = `/v1/classic/npcs/${changed.npc}`;
/** A record, a list page, a filtered and sorted list, a list search and the global search. */
const paths = [record, "/v1/classic/npcs", "/v1/classic/npcs?sort=-level&limit=5", "/v1/classic/items?q=epee", "/v1/search?q=edwin"];

let local: LocalWorkers;
/** The bucket keys each path's first read needed, the cache being empty. */
const coldReads = new Map<string, string[]>();

beforeAll(async () => {
  local = await startLocal({
    root: ROOT,
    persist: join(work, "r2"),
    cachePersist: join(work, "cache"),
    bundles: `.wrangler/bundles-cache-test-${process.pid}`,
    // live.json read by every request, so that a deploy shows at once.
    api: { vars: { LIVE_TTL_MS: "0", RATE_LIMITS: "100000/60,1000000/3600" }, meterR2: true },
    deploy: { token },
  });
  await deploy({ dist: dists.a, client: new DeployClient(local.deployUrl!, token), settleMs: 0, concurrency: 8 });
  await local.takeR2Reads();
}, 240_000);

afterAll(async () => {
  await local?.dispose();
  discard(work);
  rmSync(join(ROOT, `.wrangler/bundles-cache-test-${process.pid}`), { recursive: true, force: true });
}, 60_000);

/** One GET, its answer, and the bucket keys the Worker read for it. */
async function read(path: string): Promise<{ answer: Answer; headers: Headers; reads: string[] }> {
  // An address, so that the rate limiter counts the request (it cannot limit an unknown one).
  const response = await fetch(`${local.apiUrl}${path}`, { headers: { "CF-Connecting-IP": "203.0.113.7" } });
  const headers = response.headers;
  const answer = await answerOf(response);
  return { answer, headers, reads: await local.takeR2Reads() };
}

describe("R2 through the edge cache", () => {
  it("the second read of a record makes no R2 get but live.json's, and its per-client headers are its own", async () => {
    const first = await read(record);
    expect(first.answer).toEqual(await referenceAnswer(dists.a, record));
    const object = `o/${contentKeys(dists.a).get(`${record.slice(1)}.json`)}`;
    expect(first.reads).toContain(object);
    coldReads.set(record, first.reads);

    const second = await read(record);
    expect(second.answer).toEqual(first.answer);
    expect(second.reads).toEqual([LIVE_KEY]);
    // The answer is computed again: only the bytes of the bucket came from the cache.
    expect(second.headers.get("X-Request-Id")).not.toBe(first.headers.get("X-Request-Id"));
    expect(Number(second.headers.get("RateLimit-Remaining"))).toBeLessThan(Number(first.headers.get("RateLimit-Remaining")));
    expect(second.headers.get("Cache-Control")).toBe(first.headers.get("Cache-Control"));
  }, 60_000);

  it("new isolates of the same location answer lists and searches without reading the bucket", async () => {
    const answers = new Map<string, Answer>();
    for (const path of paths) {
      const cold = await read(path);
      expect(cold.answer, path).toEqual(await referenceAnswer(dists.a, path));
      if (!coldReads.has(path)) coldReads.set(path, cold.reads);
      answers.set(path, cold.answer);
    }
    // Index chunks and search shards were read from the bucket on the way.
    expect(coldReads.get("/v1/search?q=edwin")!.filter((key) => key !== LIVE_KEY).length).toBeGreaterThan(0);
    expect(coldReads.get("/v1/classic/npcs?sort=-level&limit=5")!.filter((key) => key !== LIVE_KEY).length).toBeGreaterThan(0);

    await local.restart();
    for (const path of paths) {
      const warm = await read(path);
      expect(warm.answer, path).toEqual(answers.get(path));
      expect(warm.reads, path).toEqual([LIVE_KEY]);
    }
  }, 120_000);

  it("an eviction changes nothing but where the bytes come from", async () => {
    const evicted = new Set([...coldReads.values()].flat().filter((key) => key !== LIVE_KEY));
    const cache = await local.edgeCache();
    for (const key of evicted) expect(await cache.delete(edgeCacheUrl(new URL(local.apiUrl!).hostname, key)), key).toBe(true);
    await local.restart();
    const again = new Set<string>();
    for (const path of paths) {
      const after = await read(path);
      expect(after.answer, path).toEqual(await referenceAnswer(dists.a, path));
      for (const key of after.reads) if (key !== LIVE_KEY) again.add(key);
    }
    // Read from the bucket again, each at most once, and only what had been evicted.
    expect([...again].every((key) => evicted.has(key))).toBe(true);
    expect(again.size).toBeGreaterThan(0);
    for (const path of paths) expect((await read(path)).reads, path).toEqual([LIVE_KEY]);
  }, 120_000);

  it("a new build deployed over cached entries of the old one is served at once, and only its own", async () => {
    await deploy({ dist: dists.b, client: new DeployClient(local.deployUrl!, token), settleMs: 0, concurrency: 8 });
    await local.takeR2Reads();
    for (const path of paths) {
      const after = await read(path);
      expect(after.answer, path).toEqual(await referenceAnswer(dists.b, path));
    }
    expect((await read(record)).answer.body).toContain("(modifié)");
    // A's entries are still in the cache: A's bytes of the record are not what B serves.
    const aObject = `o/${contentKeys(dists.a).get(`${record.slice(1)}.json`)}`;
    expect(await (await local.edgeCache()).match(edgeCacheUrl(new URL(local.apiUrl!).hostname, aObject))).toBeDefined();
  }, 120_000);

  it("checks a hit as it checks a miss: an entry that is not its name's content is dropped and read again", async () => {
    const items = JSON.parse(readFileSync(join(dists.b, "v1/classic/items.json"), "utf8")).data as { id: number }[];
    const path = `/v1/classic/items/${items[1]!.id}`;
    const key = `o/${contentKeys(dists.b).get(`${path.slice(1)}.json`)}`;
    expect((await read(path)).answer).toEqual(await referenceAnswer(dists.b, path));
    // The location's entry replaced by other bytes, as a poisoned or damaged cache would hold.
    const cache = await local.edgeCache();
    const url = edgeCacheUrl(new URL(local.apiUrl!).hostname, key);
    await cache.put(
      url,
      new MiniflareResponse('{"object":"item","name":"pas le bon"}', {
        headers: { "Cache-Control": "max-age=31536000" },
      }) as unknown as Response,
    );
    const again = await read(path);
    expect(again.answer).toEqual(await referenceAnswer(dists.b, path));
    expect(again.reads).toContain(key);
    expect((await read(path)).reads).toEqual([LIVE_KEY]);
  }, 60_000);

  it("never keeps bytes that are not what their name says: an object repaired in the bucket is served at once", async () => {
    const items = JSON.parse(readFileSync(join(dists.b, "v1/classic/items.json"), "utf8")).data as { id: number }[];
    const path = `/v1/classic/items/${items[0]!.id}`;
    const key = `o/${contentKeys(dists.b).get(`${path.slice(1)}.json`)}`;
    const bucket = await local.bucket();
    const good = new Uint8Array(await (await bucket.get(key))!.arrayBuffer());
    await bucket.put(key, "{}");
    expect((await read(path)).answer.status).toBe(500);
    await bucket.put(key, good);
    const repaired = await read(path);
    expect(repaired.answer).toEqual(await referenceAnswer(dists.b, path));
    expect(repaired.reads).toContain(key);
    expect((await read(path)).reads).toEqual([LIVE_KEY]);
  }, 60_000);
});
