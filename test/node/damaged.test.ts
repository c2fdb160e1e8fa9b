// @vitest-environment node
/**
 * The mirror over a damaged copy of the build: whatever it reads that does not match what the
 * build recorded (a truncated, emptied or zeroed file, a missing ETag shard, list index or page)
 * is answered 500 internal_error with the API's headers — never a 404 for a record that
 * exists, never a 200 with broken JSON or null elements.
 */
import type { Server } from "node:http";
import { readFileSync, realpathSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { discard, workFolder } from "../support/work.ts";
import { chunkFile, etagShardOf, fileOf, indexFile } from "../../layout/dist.ts";
import { startMirror } from "../../edge/node/server.ts";
import { memoryLimiter } from "../../edge/testing.ts";
import { readDistFacts } from "../support/dist.ts";
import { linkedCopy, replaceFile } from "../support/dist-copy.ts";

const facts = readDistFacts();
const source = realpathSync(facts.dir);
const work = workFolder("damaged-");
const copy = linkedCopy(source, join(work, "dist"));
let mirror: { server: Server; url: string };
let log: ReturnType<typeof vi.spyOn>;

const served = (pattern: RegExp) =>
  Object.keys(facts.manifest)
    .filter((f) => pattern.test(f))
    .sort();
const pathOf = (file: string) => `/${file.replace(/\.json$/, "")}`;
const lostShard = etagShardOf("v1/stats.json", facts.build.etag_shards);
const [truncated, emptied, zeroed, inLostShard] = [
  ...served(/^v1\/tbc\/npcs\/\d+\.json$/)
    .filter((f) => etagShardOf(f, facts.build.etag_shards) !== lostShard)
    .slice(0, 3),
  served(/^v1\/wotlk\/quests\/\d+\.json$/).find((f) => etagShardOf(f, facts.build.etag_shards) === lostShard)!,
];
const sublist = served(/^v1\/\w+\/[a-z-]+\/\d+\/[a-z-]+\.json$/).find(
  (f) => facts.manifest[f]![1] && etagShardOf(f, facts.build.etag_shards) !== lostShard,
)!;
const secondPage = fileOf(pathOf(sublist).slice(3), new URL(facts.manifest[sublist]![1]!).searchParams.get("cursor")!);

beforeAll(async () => {
  const bytes = (file: string) => readFileSync(join(source, file));
  replaceFile(copy, truncated!, bytes(truncated!).subarray(0, 20));
  replaceFile(copy, emptied!, "");
  replaceFile(copy, zeroed!, new Uint8Array(bytes(zeroed!).length));
  replaceFile(copy, lostShard, null);
  replaceFile(copy, indexFile("/tbc/quests"), null);
  replaceFile(copy, chunkFile("/classic/npcs", 1), new Uint8Array(bytes(chunkFile("/classic/npcs", 1)).length));
  replaceFile(copy, secondPage, bytes(secondPage).subarray(0, bytes(secondPage).length - 1));
  mirror = await startMirror({ dist: copy, port: 0, limiter: memoryLimiter([{ limit: 10_000, seconds: 60 }]) });
  log = vi.spyOn(console, "error").mockImplementation(() => {});
});
afterAll(async () => {
  log.mockRestore();
  await new Promise<void>((done) => mirror.server.close(() => done()));
  discard(work);
});

async function expectInternalError(path: string, init?: RequestInit) {
  const response = await fetch(`${mirror.url}${path}`, init);
  expect(response.status, path).toBe(500);
  expect(response.headers.get("ETag")).toBeNull();
  expect(response.headers.get("Cache-Control")).toBe("no-store");
  expect(response.headers.get("X-Request-Id")).toMatch(/^[0-9a-f-]{36}$/);
  expect(response.headers.get("RateLimit-Remaining")).toMatch(/^\d+$/);
  const text = await response.text();
  if (init?.method === "HEAD") return expect(text).toBe("");
  expect(JSON.parse(text).error).toMatchObject({ code: "internal_error", type: "api_error" });
  expect(text).not.toMatch(/\.json|\.bin|build|at /);
}

describe("mirror over a damaged build", () => {
  it.each([
    ["a truncated record", () => pathOf(truncated!)],
    ["an emptied record", () => pathOf(emptied!)],
    ["a zeroed record", () => pathOf(zeroed!)],
    ["a record whose ETag shard is missing", () => pathOf(inLostShard!)],
    ["a filtered list whose index is missing", () => "/v1/tbc/quests?side=horde"],
    ["a list page built from a zeroed chunk", () => "/v1/classic/npcs?limit=100"],
    ["a computed sub-list page that needs a truncated page", () => `${pathOf(sublist)}?limit=30`],
  ])("answers internal_error for %s", async (_, path) => {
    await expectInternalError(path());
  });

  it("answers HEAD of a damaged record with 500 too, and logs each failure with its request id", async () => {
    log.mockClear();
    await expectInternalError(pathOf(truncated!), { method: "HEAD" });
    expect(log).toHaveBeenCalledTimes(1);
    expect(String(log.mock.calls[0]![1])).toMatch(/does not match build/);
  });

  it("answers 304 to a client holding the ETag the build recorded (its copy is the right one)", async () => {
    const response = await fetch(`${mirror.url}${pathOf(truncated!)}`, { headers: { "If-None-Match": facts.manifest[truncated!]![0] } });
    expect(response.status).toBe(304);
  });

  it("still serves what is whole", async () => {
    const whole = served(/^v1\/tbc\/npcs\/\d+\.json$/).find(
      (f) => ![truncated, emptied, zeroed].includes(f) && etagShardOf(f, facts.build.etag_shards) !== lostShard,
    )!;
    const response = await fetch(`${mirror.url}${pathOf(whole)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("ETag")).toBe(facts.manifest[whole]![0]);
    // A computed page of a sub-list reads the pages holding its elements only, not the damaged one.
    const first = await fetch(`${mirror.url}${pathOf(sublist)}?limit=3&include_total=true`);
    expect(first.status).toBe(200);
    expect(((await first.json()) as { data: unknown[] }).data).toHaveLength(3);
    let missing = 987654321;
    while (etagShardOf(fileOf(`/classic/npcs/${missing}`), facts.build.etag_shards) === lostShard) missing++;
    expect((await fetch(`${mirror.url}/v1/classic/npcs/${missing}`)).status).toBe(404);
  });
});
