// @vitest-environment node
/**
 * `npm run deploy` end to end, on the production path: the deploy Worker and the API Worker
 * (bundled by wrangler from wrangler.deploy.jsonc and the R2 configuration) under Miniflare, over
 * a real R2 bucket persisted on disk, called over HTTP by the deploy command's own client.
 * Three builds of the sample: A, B (one NPC's subtitle changed, built incrementally over a build
 * of A's data, as `npm run build` does after a data update) and C (B's data under another base
 * address, so that every answer of C differs from B's). A full deploy of A, then the
 * contract suite against the Worker over R2; B deployed incrementally; C's deploy killed
 * half-way, then resumed while readers check that no answer ever mixes two builds; what the
 * prune keeps; a rollback; a missing object.
 */
import { spawn } from "node:child_process";
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { copyFileSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import Database from "better-sqlite3";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { discard, workFolder } from "../support/work.ts";
import { DEFAULT_ADDRESSES } from "../../contract/addresses.ts";
import { edgeCacheUrl, type FileStore, liveBuild, windowsFrom } from "../../edge/testing.ts";
import { DeployClient, DeployError } from "../../deploy/client.ts";
import { deploy, type DeploySummary } from "../../deploy/deploy.ts";
import { listBucket } from "../../deploy/inventory.ts";
import { keysInBucket } from "../../deploy/known.ts";
import { planDeploy } from "../../deploy/plan.ts";
import { startLocal, type LocalWorkers } from "../../deploy/local.ts";
import { buildSampleDatabase } from "../../database/sqlite.ts";
import { apiSuite } from "../support/api-suite.ts";
import { policyHeader } from "../../contract/http.ts";
import {
  answerOf,
  buildSample,
  buildSampleResult,
  contentKeys,
  CountingClient,
  referenceAnswer,
  withOneNpcChanged,
  type Answer,
} from "../support/deploy-builds.ts";
import { readDistFacts } from "../support/dist.ts";
import { DATABASE_FILE, PACK_FILE, recordOfFile, recordsBulkFile } from "../../layout/bulk.ts";
import { partsListOf, type BuildRoot, type PartsList } from "../../layout/bucket.ts";
import { partSizes } from "../../deploy/parts.ts";
import { resourceOf } from "../../contract/resources.ts";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const work = workFolder("deploy-");
const token = randomBytes(32).toString("hex");
const dists = { a: join(work, "a"), b: join(work, "b"), c: join(work, "c") };

const sampleDb = buildSampleDatabase(join(work, "sample.sqlite"));
const changed = withOneNpcChanged(sampleDb, join(work, "changed.sqlite"));
await buildSample(sampleDb, dists.b);
const incremental = await buildSampleResult(changed.path, dists.b);
const builds = {
  a: await buildSample(sampleDb, dists.a),
  b: incremental.info.build,
  c: await buildSample(changed.path, dists.c, { ...DEFAULT_ADDRESSES, base_url: "https://c.grimoire.test/v1" }),
};
/** path -> content key of every file of each build, computed here from the bytes. */
const keysOf = { a: contentKeys(dists.a), b: contentKeys(dists.b), c: contentKeys(dists.c) };
/** The o/ keys of a build's files. */
const objects = Object.fromEntries(
  Object.entries(keysOf).map(([name, keys]) => [name, new Set([...keys.values()].map((key) => `o/${key}`))]),
) as Record<"a" | "b" | "c", Set<string>>;

let local: LocalWorkers;
let client: DeployClient;
let first: DeploySummary;
/**
 * A request to the API Worker. A connection the server closed or reset just as it was reused fails
 * before any answer (undici does not retry): that is sent again, once; answers are never retried.
 */
async function apiFetch(path: string, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(`${local.apiUrl}${path}`, init);
  } catch (error) {
    // Closed (UND_ERR_SOCKET) or reset (ECONNRESET, seen under load) as it was reused.
    if (!["UND_ERR_SOCKET", "ECONNRESET"].includes((error as { cause?: { code?: string } }).cause?.code ?? "")) throw error;
    return fetch(`${local.apiUrl}${path}`, init);
  }
}

/**
 * The keys of the bucket: o/, m/ and b/ as the deploy command lists them through the deploy
 * Worker (R2's own list, a page at a time: far quicker than paging through Miniflare's binding
 * proxy), and the pointer and the lock when they are there.
 */
async function bucketKeys(): Promise<Set<string>> {
  const keys = await listBucket(client, 4);
  const bucket = await local.bucket();
  for (const key of ["live.json", "deploy-lock.json"]) if (await bucket.head(key)) keys.add(key);
  return keys;
}

async function manifestsOf(build: string): Promise<string[]> {
  const root = await (await local.bucket()).get(`b/${build}.json`);
  const { manifest, refs } = (await root!.json()) as BuildRoot;
  return [...new Set([...manifest, ...refs!])].map((key) => `m/${key}`);
}

/**
 * The o/ keys of a build as the bucket holds it: its own files', but for its change history and
 * the hash shards that record it, which a deploy writes again from the builds deployed before it
 * (deploy/history.ts), read from its manifest; and those rewritten keys alone.
 */
async function deployedObjects(name: "b" | "c"): Promise<{ all: Set<string>; rewritten: Set<string> }> {
  const bucket = await local.bucket();
  const { manifest } = (await (await bucket.get(`b/${builds[name]}.json`))!.json()) as BuildRoot;
  const history = (path: string) => path.startsWith("_changes/") || path.startsWith("_meta/hashes/");
  const rewritten = new Set<string>();
  for (const shard of manifest) {
    const entries = (await (await bucket.get(`m/${shard}`))!.json()) as Record<string, string>;
    for (const [path, key] of Object.entries(entries)) if (history(path)) rewritten.add(`o/${key}`);
  }
  const own = [...keysOf[name]].filter(([path]) => !history(path)).map(([, key]) => `o/${key}`);
  return { all: new Set([...own, ...rewritten]), rewritten };
}

/** The root the deploy planned for a build (written beside it by beforeAll). */
const readRoot = (name: "a") => JSON.parse(readFileSync(join(work, `root-${name}.json`), "utf8")) as BuildRoot;

const quietDeploy = (dist: string, settleMs = 0) => deploy({ dist, client, settleMs, concurrency: 8 });

/** Rate limits no test reaches (RATE_LIMITS syntax). */
const WIDE = "100000/60,1000000/3600";

beforeAll(async () => {
  local = await startLocal({
    root: ROOT,
    persist: join(work, "r2"),
    bundles: `.wrangler/bundles-test-${process.pid}`,
    // Every request reads live.json again, so that a switch shows at once; wide rate limits, the
    // contract suite sends many requests from one address (and checks the headers they give).
    api: { vars: { LIVE_TTL_MS: "0", RATE_LIMITS: WIDE } },
    deploy: { token },
  });
  client = new DeployClient(local.deployUrl!, token);
  first = await quietDeploy(dists.a);
  writeFileSync(join(work, "root-a.json"), JSON.stringify(planDeploy(dists.a).root));
}, 240_000);

afterAll(async () => {
  await local?.dispose();
  discard(work);
  rmSync(join(ROOT, `.wrangler/bundles-test-${process.pid}`), { recursive: true, force: true });
}, 240_000); // removing the local bucket took over 60 s on the shared machine at load average 19

describe("deploy: the Workers' guards", () => {
  it("the deploy Worker refuses a missing or wrong token", async () => {
    expect((await fetch(`${local.deployUrl}/live`)).status).toBe(401);
    expect((await fetch(`${local.deployUrl}/live`, { headers: { Authorization: `Bearer ${"x".repeat(64)}` } })).status).toBe(401);
    expect((await fetch(`${local.deployUrl}/live`, { headers: { Authorization: `Bearer ${token}` } })).status).toBe(200);
  });

  /** Runs `body` with `client` holding the deploy lock for build `build`, released after. */
  async function holding<T>(build: string, body: (holder: string) => Promise<T>): Promise<T> {
    const holder = randomUUID();
    await client.lock(build, holder);
    client.holder = holder;
    try {
      return await body(holder);
    } finally {
      client.holder = null;
      await client.unlock(holder);
    }
  }
  const statusOf = async (call: Promise<unknown>) => {
    const error = await call.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(DeployError);
    return (error as DeployError).status;
  };

  it("every writing route refuses a deploy that does not hold the lock, and writes nothing", async () => {
    const bytes = new TextEncoder().encode("{}");
    const sha = createHash("sha256").update(bytes).digest();
    const upload = { key: `o/${sha.toString("base64url").slice(0, 27)}`, sha256: sha.toString("hex"), bytes };
    const root = JSON.parse(readFileSync(join(work, "root-a.json"), "utf8")) as BuildRoot;
    const writes = () => [
      client.putObjects([upload]),
      client.putRoot(root),
      client.switchTo(builds.b, builds.a),
      client.deleteKeys([`o/${[...objects.a][0]!.slice(2)}`]),
    ];
    // No lock at all, then a lock another deploy holds.
    for (const status of await Promise.all(writes().map(statusOf))) expect(status).toBe(409);
    await holding(builds.b, async () => {
      client.holder = randomUUID();
      for (const status of await Promise.all(writes().map(statusOf))) expect(status).toBe(409);
    });
    expect(await (await local.bucket()).head(upload.key)).toBeNull();
    expect((await client.live()).live?.build).toBe(builds.a);
  });

  it("a renewal fails once another deploy took the lock over, and the Worker refuses the writes of the one that lost it", async () => {
    const [first, second] = [randomUUID(), randomUUID()];
    await client.lock(builds.b, first);
    // A deploy of the same build takes the lock over: it resumes an interrupted one.
    await client.lock(builds.b, second);
    expect(await statusOf(client.lock(builds.b, first, true))).toBe(409);
    client.holder = first;
    expect(await statusOf(client.deleteKeys(["b/0000000000000000.json"]))).toBe(409);
    client.holder = null;
    await client.unlock(second);
  });

  it("the deploy Worker never deletes what the live build references, checked at the deletion", async () => {
    const object = [...objects.a][0]!;
    await holding(builds.b, async () => {
      for (const keys of [[`b/${builds.a}.json`], [object], [`m/${readRoot("a").refs![0]}`], [`m/${readRoot("a").manifest[0]}`]]) {
        expect(await statusOf(client.deleteKeys(keys))).toBe(409);
      }
    });
    for (const key of [`b/${builds.a}.json`, object]) expect(await (await local.bucket()).head(key)).not.toBeNull();
  });

  it("the deploy Worker stores only bytes under the name of their content", async () => {
    const bytes = new TextEncoder().encode("{}");
    const sha = createHash("sha256").update(bytes).digest();
    const name = sha.toString("base64url").slice(0, 27);
    const other = createHash("sha256").update("[]").digest("hex");
    const refused = async (uploads: Parameters<DeployClient["putObjects"]>[0]) => {
      const error = await client.putObjects(uploads).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DeployError);
      return (error as DeployError).status;
    };
    await holding(builds.b, async () => {
      expect(await refused([{ key: `o/${name}`, sha256: other, bytes }])).toBe(400);
      expect(await refused([{ key: "v1/stats.json", sha256: sha.toString("hex"), bytes }])).toBe(400);
      expect(await refused([{ key: `o/${"A".repeat(27)}`, sha256: sha.toString("hex"), bytes }])).toBe(400);
    });
    expect(await (await local.bucket()).head(`o/${"A".repeat(27)}`)).toBeNull();
  });

  it("the API Worker over R2 stays read-only", async () => {
    for (const method of ["PUT", "POST", "DELETE", "PATCH"]) {
      const response = await apiFetch("/v1/stats", { method });
      expect(response.status, method).toBe(405);
      expect(response.headers.get("Allow")).toBe("GET, HEAD, OPTIONS");
    }
  });
});

describe("deploy: a full deploy of the sample", () => {
  it("uploads each distinct content once, and makes the build live", async () => {
    expect(first).toMatchObject({ build: builds.a, replaced: null, already_live: false, skipped: 0, deleted: 0 });
    expect(first.known).toEqual({ from: "listing", why: "no build is live" });
    expect(first.files).toBe(keysOf.a.size);
    expect(first.uploaded.objects).toBe(objects.a.size);
    expect([...(await bucketKeys())].filter((key) => key.startsWith("o/")).sort()).toEqual([...objects.a].sort());
    expect((await client.live()).live).toMatchObject({ build: builds.a, previous: null });
    expect(first.r2_class_a).toBeGreaterThanOrEqual(objects.a.size);
  }, 60_000);
});

apiSuite(
  "API Worker over the local R2 bucket",
  readDistFacts(dists.a),
  (path, init) => apiFetch(path, init),
  policyHeader(windowsFrom(WIDE)!),
  () => local.apiUrl!,
);

describe("deploy: a one-record change", () => {
  let summary: DeploySummary;
  let counted: CountingClient;
  const fresh = [...objects.b].filter((key) => !objects.a.has(key));

  beforeAll(async () => {
    counted = new CountingClient(local.deployUrl!, token);
    summary = await deploy({ dist: dists.b, client: counted, settleMs: 0, concurrency: 8 });
  }, 120_000);

  it("lists nothing before the switch: the live build's manifests tell what the bucket holds; it uploads exactly the changed keys", async () => {
    expect(summary.known).toEqual({ from: "manifests", why: null });
    expect(counted.lists.before).toBe(0);
    // The prune lists the bucket after the switch, when no reader waits for it.
    expect(counted.lists.after).toBeGreaterThan(0);
    const manifests = new Set(await manifestsOf(builds.a));
    const freshManifests = (await manifestsOf(builds.b)).filter((key) => !manifests.has(key));
    expect(counted.put.filter((key) => key.startsWith("o/")).sort()).toEqual([...fresh].sort());
    expect(counted.put.filter((key) => key.startsWith("m/")).sort()).toEqual(freshManifests.sort());
    expect(counted.put.length).toBe(fresh.length + freshManifests.length);
  });

  it("knows a build's keys in the bucket from its reference shards or from its manifest and ETag shards, the same keys", async () => {
    const expected = new Set([`b/${builds.b}.json`, ...(await manifestsOf(builds.b)), ...(await deployedObjects("b")).all]);
    const { refs } = (await (await (await local.bucket()).get(`b/${builds.b}.json`))!.json()) as BuildRoot;
    // A plan that differs from B in everything: its manifest and ETag shards are read.
    const byManifest = new CountingClient(local.deployUrl!, token);
    expect([...(await keysInBucket(byManifest, builds.b, planDeploy(dists.c), 4))].sort()).toEqual([...expected].sort());
    expect(byManifest.read.filter((key) => refs!.includes(key.slice(2)))).toEqual([]);
    // B with another history: only the reference shards that differ are read.
    const byRefs = new CountingClient(local.deployUrl!, token);
    const otherHistory = planDeploy(dists.b, undefined, new Map([["_changes/builds.json", "[]"]]));
    expect([...(await keysInBucket(byRefs, builds.b, otherHistory, 4))].sort()).toEqual([...expected].sort());
    const shards = byRefs.read.filter((key) => key !== `b/${builds.b}.json`);
    expect(shards.length).toBeGreaterThan(0);
    expect(shards.every((key) => refs!.includes(key.slice(2)))).toBe(true);
    expect(shards.length).toBe(refs!.filter((key, n) => key !== otherHistory.root.refs![n]).length);
  });

  it("uploads only the objects whose content is new, after an incremental build", () => {
    expect(incremental.kind).toBe("incremental");
    expect(incremental.rendered).toBeGreaterThan(0);
    expect(incremental.rendered).toBeLessThan(50);
    expect(summary.build).toBe(builds.b);
    expect(summary.replaced).toBe(builds.a);
    expect(summary.uploaded.objects).toBe(fresh.length);
    expect(summary.skipped).toBe(objects.b.size - fresh.length);
    expect(summary.uploaded.objects).toBeLessThan(objects.b.size / 10);
    expect(fresh).toContain(`o/${keysOf.b.get(`v1/classic/npcs/${changed.npc}.json`)}`);
    // A is now the previous build, kept whole: nothing to delete yet.
    expect(summary.deleted).toBe(0);
  });

  it("uploads again the bulk files whose records changed, and only those, and serves them by range", async () => {
    // The bulk files of the versions and types that have a record file whose bytes changed, and the database.
    const expected = new Set([DATABASE_FILE]);
    for (const [path, key] of keysOf.b) {
      const record = recordOfFile(path);
      if (record && keysOf.a.get(path) !== key) expected.add(recordsBulkFile(record.version, resourceOf(record.object).segment));
    }
    const bulk = [...keysOf.b].filter(([path]) => path.startsWith("bulk/") && path.endsWith(".gz"));
    const uploaded = bulk.filter(([, key]) => fresh.includes(`o/${key}`)).map(([path]) => path);
    expect(uploaded.sort()).toEqual([...expected].sort());
    expect(bulk.length).toBeGreaterThan(expected.size);
    const file = recordsBulkFile("classic", "npcs");
    const bytes = readFileSync(join(dists.b, file));
    const whole = await apiFetch(`/v1/bulk/files/${file.slice("bulk/".length)}`);
    expect(new Uint8Array(await whole.arrayBuffer())).toEqual(new Uint8Array(bytes));
    const rest = await apiFetch(`/v1/bulk/files/${file.slice("bulk/".length)}`, { headers: { Range: "bytes=100-" } });
    expect(rest.status).toBe(206);
    expect(new Uint8Array(await rest.arrayBuffer())).toEqual(new Uint8Array(bytes.subarray(100)));
  });

  it("serves the changed record from the new build", async () => {
    const path = `/v1/classic/npcs/${changed.npc}`;
    const answer = await answerOf(await apiFetch(path));
    expect(answer).toEqual(await referenceAnswer(dists.b, path));
    expect(answer.body).toContain("(modifié)");
  });
});

describe("deploy: interrupted, then resumed while clients read", () => {
  let before: Set<string>;
  let afterKill: Set<string>;
  let resumed: DeploySummary;

  it("a deploy killed half-way leaves the live build untouched", async () => {
    before = await bucketKeys();
    const child = spawn(
      process.execPath,
      ["--import", "tsx", "deploy/cli.ts", "--dist", dists.c, "--url", local.deployUrl!, "--concurrency", "2"],
      {
        cwd: ROOT,
        env: { ...process.env, GRIMOIRE_DEPLOY_TOKEN: token },
        stdio: ["ignore", "ignore", "pipe"],
      },
    );
    let output = "";
    await new Promise<void>((done, fail) => {
      const timer = setTimeout(() => (child.kill("SIGKILL"), fail(new Error(`no upload progress in 90 s: ${output}`))), 90_000);
      child.stderr!.on("data", (chunk) => {
        output += chunk;
        if (/uploaded [\d,]+\//.test(output)) child.kill("SIGKILL");
      });
      child.on("exit", () => (clearTimeout(timer), done()));
    });
    afterKill = await bucketKeys();
    const objectsC = objects.c;
    const arrived = [...objectsC].filter((key) => afterKill.has(key) && !before.has(key)).length;
    const needed = [...objectsC].filter((key) => !before.has(key)).length;
    expect(arrived).toBeGreaterThan(0);
    expect(arrived).toBeLessThan(needed);
    expect((await client.live()).live?.build).toBe(builds.b);
    expect(await answerOf(await apiFetch("/v1/stats"))).toEqual(await referenceAnswer(dists.b, "/v1/stats"));
  }, 120_000);

  it("the lock it left holds off a deploy of another build", async () => {
    await expect(quietDeploy(dists.a)).rejects.toThrow(/being deployed/);
    expect((await client.live()).live?.build).toBe(builds.b);
  }, 30_000);

  it("run again, it uploads only what had not arrived, and no answer mixes two builds", async () => {
    const firstPage = JSON.parse((await referenceAnswer(dists.b, "/v1/classic/npcs")).body) as { next_cursor: string };
    const paths = [
      "/v1",
      `/v1/classic/npcs/${changed.npc}`,
      "/v1/classic/npcs",
      `/v1/classic/npcs?cursor=${firstPage.next_cursor}`,
      "/v1/classic/npcs?sort=-level&limit=5",
      "/v1/classic/items?q=epee",
      "/v1/search?q=edwin",
    ];
    const references = new Map<string, Answer[]>();
    for (const path of paths) references.set(path, [await referenceAnswer(dists.b, path), await referenceAnswer(dists.c, path)]);
    for (const [path, [b, c]] of references) expect(b!.body, `${path} differs between B and C`).not.toBe(c!.body);

    let deploying = true;
    const seen: { reader: number; path: string; build: number }[] = [];
    const reader = async (n: number) => {
      for (let last = false; !last;) {
        last = !deploying;
        for (const path of paths) {
          const answer = await answerOf(await apiFetch(path));
          seen.push({
            reader: n,
            path,
            build: references
              .get(path)!
              .findIndex((ref) => ref.status === answer.status && ref.etag === answer.etag && ref.body === answer.body),
          });
        }
      }
    };
    const readers = [reader(0), reader(1)];
    resumed = await quietDeploy(dists.c).finally(() => (deploying = false));
    await Promise.all(readers);

    // C was built alone: its deploy over B gave it the history of B and A.
    const objectsC = (await deployedObjects("c")).all;
    const missing = [...objectsC].filter((key) => !afterKill.has(key)).length;
    expect(resumed.build).toBe(builds.c);
    expect(resumed.replaced).toBe(builds.b);
    // What the killed deploy uploaded is in no manifest: the resumption lists the bucket.
    expect(resumed.known?.from).toBe("listing");
    expect(resumed.known?.why).toMatch(new RegExp(`interrupted deploy of build ${builds.c}`));
    // An upload in flight when the deploy was killed (at most its concurrency, 2) may land after
    // the listing above: the resumption finds it and skips it.
    expect(resumed.uploaded.objects).toBeLessThanOrEqual(missing);
    expect(resumed.uploaded.objects).toBeGreaterThanOrEqual(missing - 2);
    expect(resumed.skipped).toBe(objectsC.size - resumed.uploaded.objects);

    expect(seen.filter((s) => s.build < 0)).toEqual([]);
    expect(seen.some((s) => s.build === 0)).toBe(true);
    for (const n of [0, 1]) {
      const order = seen.filter((s) => s.reader === n).map((s) => s.build);
      expect(
        order.slice(order.indexOf(1)).every((b) => b === 1),
        `reader ${n} went back to B after seeing C`,
      ).toBe(true);
      expect(order.slice(-paths.length)).toEqual(paths.map(() => 1));
    }
  }, 180_000);

  it("the prune kept exactly the live build and the previous one", async () => {
    const keep = new Set([
      ...(await deployedObjects("b")).all,
      ...(await deployedObjects("c")).all,
      `b/${builds.b}.json`,
      `b/${builds.c}.json`,
      ...(await manifestsOf(builds.b)),
      ...(await manifestsOf(builds.c)),
    ]);
    const now = await bucketKeys();
    now.delete("live.json");
    expect([...now].sort()).toEqual([...keep].sort());
    expect((await client.live()).live).toMatchObject({ build: builds.c, previous: { build: builds.b } });
    // What went: A's root, manifest shards and objects that B and C do not share.
    const gone = [...afterKill].filter((key) => !keep.has(key) && key !== "live.json" && key !== "deploy-lock.json");
    expect(gone).toContain(`b/${builds.a}.json`);
    expect(resumed.deleted).toBe(gone.length);
    expect(await (await local.bucket()).head("deploy-lock.json")).toBeNull();
  }, 60_000);

  it("deploying the live build again uploads and deletes nothing", async () => {
    const again = await quietDeploy(dists.c);
    expect(again).toMatchObject({ build: builds.c, already_live: true, skipped: objects.c.size, deleted: 0 });
    expect(again.uploaded).toEqual({ objects: 0, manifests: 0, bytes: 0 });
  }, 60_000);
});

describe("deploy: rollback and the prune's wait", () => {
  it("switches back to the previous build, uploading only its history since the build it replaces", async () => {
    // The Worker's reader of the bucket, with a clock of our own: a store stays on its build.
    let clock = 0;
    const live = liveBuild(await local.bucket(), 10_000, () => clock);
    const buildOf = async (store: FileStore) =>
      (JSON.parse(await (await store.get("_meta/build.json"))!.text()) as { build: string }).build;
    const before = await live.current();
    expect(await buildOf(before)).toBe(builds.c);

    const keysBefore = await bucketKeys();
    const summary = await quietDeploy(dists.b);
    expect((await client.live()).live).toMatchObject({ build: builds.b, previous: { build: builds.c } });
    const { all, rewritten } = await deployedObjects("b");
    const fresh = [...all].filter((key) => !keysBefore.has(key));
    expect(fresh.length).toBeGreaterThan(0);
    expect(fresh.filter((key) => !rewritten.has(key))).toEqual([]);
    expect(summary).toMatchObject({ replaced: builds.c, already_live: false, skipped: all.size - fresh.length });
    // A rollback: the previous build's keys, read from its manifests, spare the upload of what it has.
    expect(summary.known).toEqual({ from: "manifests", why: null });
    expect(summary.uploaded.objects).toBe(fresh.length);
    // What went: what the history of B deployed over A had, and B over C has not.
    const keysAfter = await bucketKeys();
    expect(summary.deleted).toBe([...keysBefore].filter((key) => !keysAfter.has(key)).length);
    expect(
      [...keysBefore].filter((key) => key.startsWith("o/") && !keysAfter.has(key) && !objects.b.has(key) && !objects.c.has(key)),
    ).toEqual([]);
    expect(await answerOf(await apiFetch("/v1"))).toEqual(await referenceAnswer(dists.b, "/v1"));

    clock = 9_999;
    expect(await live.current()).toBe(before);
    clock = 10_000;
    const after = await live.current();
    expect(await buildOf(after)).toBe(builds.b);
    // A request that started on C finishes on C: its store still reads C's files.
    expect(await buildOf(before)).toBe(builds.c);
    const record = `v1/classic/npcs/${changed.npc}.json`;
    expect(await (await before.get(record))!.text()).toBe(readFileSync(join(dists.c, record), "utf8"));
    expect(await (await after.get(record))!.text()).toBe(readFileSync(join(dists.b, record), "utf8"));
  }, 60_000);

  it("prunes only once readers of the build before the previous one have moved on", async () => {
    const settleMs = 5000;
    const summary = await quietDeploy(dists.c, settleMs);
    const { live } = await client.live();
    expect(live).toMatchObject({ build: builds.c, previous: { build: builds.b } });
    // B became live a moment ago: readers of C (the build before it) may remain until settleMs after.
    const wait = Date.parse(live!.previous!.switched_at) + settleMs - Date.parse(live!.switched_at);
    expect(wait).toBeGreaterThan(0);
    expect(summary.seconds.prune).toBeGreaterThanOrEqual(wait / 1000 - 0.05);
    expect(summary.deleted).toBe(0);
  }, 60_000);

  it("answers internal_error when the bucket lacks an object the live build lists", async () => {
    const path = `/v1/classic/npcs/${changed.npc}`;
    const object = `o/${keysOf.c.get(`${path.slice(1)}.json`)}`;
    await (await local.bucket()).delete(object);
    // The Worker read it before: the edge cache still holds its bytes, which are right to serve.
    await (await local.edgeCache()).delete(edgeCacheUrl(new URL(local.apiUrl!).hostname, object));
    const response = await apiFetch(path);
    expect(response.status).toBe(500);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("internal_error");
  }, 30_000);

  it("a deploy stops as soon as a renewal of its lock fails, and prunes nothing", async () => {
    const before = await bucketKeys();
    const other = new DeployClient(local.deployUrl!, token);
    const taker = randomUUID();
    // B is the previous build: its deploy switches at once, then waits before pruning C's
    // predecessor; meanwhile a deploy of B run again elsewhere takes the lock over.
    const run = deploy({
      dist: dists.b,
      client,
      settleMs: 60_000,
      renewMs: 50,
      log: (line) => void (line.startsWith("prune: waiting") && other.lock(builds.b, taker)),
    });
    await expect(run).rejects.toThrow(/lock was lost/);
    expect((await client.live()).live).toMatchObject({ build: builds.b, previous: { build: builds.c } });
    const after = await bucketKeys();
    expect([...before].filter((key) => !after.has(key) && key !== "deploy-lock.json")).toEqual([]);
    await other.unlock(taker);
  }, 30_000);
});

describe("deploy: large files in parts", () => {
  /** Parts of at most 64 KiB: the sample's dist pack and database are cut as the full data's large files are. */
  const small = partSizes(64 * 1024);
  // Two builds the bucket has never held (a build's root is immutable once deployed, and the
  // edge cache keeps it), each one NPC away from the one before: B's data with another NPC
  // changed, then a third.
  const more = { d: join(work, "d"), e: join(work, "e") };
  const ids = { d: "", e: "" };
  const oneMore = (from: string, to: string, offset: number) => {
    copyFileSync(from, to);
    const db = new Database(to);
    db.prepare(
      "UPDATE npc SET subtitle = 'Encore' WHERE version = 'classic' AND id = (SELECT id FROM npc WHERE version = 'classic' ORDER BY id LIMIT 1 OFFSET ?)",
    ).run(offset);
    db.close();
    return to;
  };
  beforeAll(async () => {
    ids.d = await buildSample(oneMore(changed.path, join(work, "d.sqlite"), 5), more.d);
    ids.e = await buildSample(oneMore(join(work, "d.sqlite"), join(work, "e.sqlite"), 10), more.e);
  }, 240_000);
  const entryOf = async (build: string, path: string) => {
    for (const shard of await manifestsOf(build)) {
      const entries = JSON.parse(new TextDecoder().decode((await client.getObject(shard))!)) as Record<string, string>;
      if (entries[path]) return entries[path]!;
    }
    throw new Error(`build ${build} has no ${path}`);
  };
  const partsOf = async (build: string, path: string) => {
    const list = partsListOf(await entryOf(build, path));
    expect(list, path).not.toBeNull();
    return (JSON.parse(new TextDecoder().decode((await client.getObject(`o/${list}`))!)) as PartsList).parts.map(([key]) => `o/${key}`);
  };

  it("uploads a file larger than a part as parts, which the API Worker serves whole and by range", async () => {
    await deploy({ dist: more.d, client, settleMs: 0, concurrency: 8, parts: small });
    const parts = await partsOf(ids.d, PACK_FILE);
    expect(parts.length).toBeGreaterThan(4);
    expect((await partsOf(ids.d, DATABASE_FILE)).length).toBeGreaterThan(1);
    const bytes = readFileSync(join(more.d, PACK_FILE));
    const path = `/v1/bulk/files/${PACK_FILE.slice("bulk/".length)}`;
    const whole = await apiFetch(path);
    expect(whole.headers.get("Content-Length")).toBe(String(bytes.byteLength));
    expect(new Uint8Array(await whole.arrayBuffer())).toEqual(new Uint8Array(bytes));
    // A range across several parts, as a resumed download asks.
    const [from, to] = [100_000, 300_000];
    const range = await apiFetch(path, { headers: { Range: `bytes=${from}-${to}` } });
    expect(range.status).toBe(206);
    expect(new Uint8Array(await range.arrayBuffer())).toEqual(new Uint8Array(bytes.subarray(from, to + 1)));
  }, 240_000);

  it("after a one-record change, uploads again only the parts around what changed", async () => {
    const before = await bucketKeys();
    await deploy({ dist: more.e, client, settleMs: 0, concurrency: 8, parts: small });
    const parts = await partsOf(ids.e, PACK_FILE);
    const fresh = parts.filter((key) => !before.has(key));
    expect(fresh.length).toBeGreaterThan(0);
    // On the sample a record is a large share of the pack; most parts are still shared.
    expect(parts.length - fresh.length).toBeGreaterThan(parts.length / 3);
  }, 240_000);

  it("when the live build's manifests cannot be read, lists the bucket before the upload, says why, and deploys whole", async () => {
    // E is live, D the previous build: the parts list of E's pack and a reference shard of E go, so
    // that neither way of reading E's keys can (the history, read from E's own files, still can).
    // D is deployed again over it, without a prune (the prune needs E's keys).
    const { live } = await client.live();
    expect(live).toMatchObject({ build: ids.e, previous: { build: ids.d } });
    const root = (await (await (await local.bucket()).get(`b/${ids.e}.json`))!.json()) as BuildRoot;
    const plan = planDeploy(more.d, small);
    const differing = root.refs!.findIndex((key, n) => key !== plan.root.refs![n]);
    expect(differing).toBeGreaterThanOrEqual(0);
    const packList = partsListOf(await entryOf(ids.e, PACK_FILE))!;
    expect(packList).not.toBe(partsListOf(await entryOf(ids.d, PACK_FILE)));
    await (await local.bucket()).delete([`o/${packList}`, `m/${root.refs![differing]}`]);
    const counted = new CountingClient(local.deployUrl!, token);
    const lines: string[] = [];
    const summary = await deploy({
      dist: more.d,
      client: counted,
      settleMs: 0,
      concurrency: 8,
      parts: small,
      prune: false,
      log: (line) => lines.push(line),
    });
    expect(summary.known?.from).toBe("listing");
    expect(summary.known?.why).toMatch(new RegExp(`manifests of the live build ${ids.e} cannot tell: .*(lacks|missing)`));
    expect(lines.some((line) => line.startsWith("list: ") && line.includes("listed because the manifests of the live build"))).toBe(true);
    expect(counted.lists.before).toBeGreaterThan(0);
    expect((await client.live()).live?.build).toBe(ids.d);
    for (const path of ["/v1", "/v1/classic/npcs?sort=-level&limit=5"])
      expect(await answerOf(await apiFetch(path))).toEqual(await referenceAnswer(more.d, path));
  }, 120_000);

  it("a deploy stopped during its upload leaves its lock expired: the next deploy takes it at once, and lists the bucket", async () => {
    const stop = new AbortController();
    const stopped = deploy({
      dist: dists.a,
      client,
      settleMs: 0,
      concurrency: 1,
      signal: stop.signal,
      log: (line) => void (line.startsWith("upload: ") && stop.abort()),
    });
    await expect(stopped).rejects.toThrow();
    expect((await client.live()).live?.build).toBe(ids.d);
    const lock = JSON.parse(await (await (await local.bucket()).get("deploy-lock.json"))!.text()) as { build: string; renewed_at: string };
    expect(lock).toMatchObject({ build: builds.a, renewed_at: new Date(0).toISOString() });
    // Another build's deploy is not held off by it.
    const summary = await deploy({ dist: more.e, client, settleMs: 0, concurrency: 8, parts: small, prune: false });
    expect(summary.known?.from).toBe("listing");
    expect(summary.known?.why).toMatch(new RegExp(`interrupted deploy of build ${builds.a}`));
    expect((await client.live()).live?.build).toBe(ids.e);
    expect(await (await local.bucket()).head("deploy-lock.json")).toBeNull();
    expect(await answerOf(await apiFetch("/v1"))).toEqual(await referenceAnswer(more.e, "/v1"));
  }, 120_000);
});
