/**
 * Section 6 — `npm run deploy` to R2: the deploy Worker and the API Worker (bundled by wrangler)
 * under Miniflare over a local bucket in the bench's temp directory.
 *
 * On the data of section 1: what a full deploy and the deploy of the one-record change of the
 * rebuild put in the bucket (objects, bytes, R2 operations), from the deploy's own plan of each
 * build; the upload throughput measured on a spread subset of the build's objects (the local
 * bucket stores objects one at a time, too slowly for a whole full-data upload in a bench run);
 * times of full uploads extrapolated from it. End to end on the sample: a full
 * deploy, a one-record change, and how long the API Worker takes to serve the new build once
 * live.json is switched.
 */
import { randomBytes } from "node:crypto";
import { mkdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { LIVE_TTL_MS, etagShardNumber } from "../layout/bucket.ts";
import { DeployClient } from "../deploy/client.ts";
import { deploy, DEFAULTS, type DeploySummary } from "../deploy/deploy.ts";
import { listBucket } from "../deploy/inventory.ts";
import { deleteUnreferenced } from "../deploy/prune.ts";
import { startLocal, type LocalWorkers } from "../deploy/local.ts";
import { planDeploy, type Plan } from "../deploy/plan.ts";
import { uploadObjects } from "../deploy/upload.ts";
import { buildSampleDatabase } from "../database/sqlite.ts";
import { buildSample, withOneNpcChanged } from "../test/support/deploy-builds.ts";
import { readDistFacts } from "../test/support/dist.ts";

/** Objects of the full build uploaded to measure throughput (BENCH_DEPLOY_SUBSET overrides). */
const SUBSET = Number(process.env.BENCH_DEPLOY_SUBSET ?? 20_000);
const BUNDLES = "bench/.out/deploy-bundles";
/** R2 lists at most this many keys per call. */
const LIST_PAGE = 1000;

/** A build as the bucket will hold it: its keys, and the bytes of its objects. */
export interface PlannedKeys {
  build: string;
  files: number;
  objects: number;
  manifests: number;
  bytes: number;
  /** every o/ and m/ key, for the difference with the next build */
  keys: Set<string>;
  /** content keys of its ETag shards */
  etagShards: Set<string>;
  seconds: number;
}

function sizeOf(plan: Plan, object: Plan["objects"][number]): number {
  return object.text !== null ? Buffer.byteLength(object.text) : statSync(join(plan.dist, object.path!)).size;
}

export function plannedKeysOf(dist: string): { keys: PlannedKeys; plan: Plan } {
  const t0 = performance.now();
  const plan = planDeploy(dist);
  let bytes = 0;
  for (const object of plan.objects) bytes += sizeOf(plan, object);
  for (const object of plan.manifests) bytes += sizeOf(plan, object);
  const keys: PlannedKeys = {
    build: plan.build,
    files: plan.files,
    objects: plan.objects.length,
    manifests: plan.manifests.length,
    bytes,
    keys: new Set([...plan.objects, ...plan.manifests].map((o) => o.key)),
    etagShards: new Set([...plan.internal].filter(([path]) => etagShardNumber(path) !== null).map(([, key]) => key)),
    seconds: (performance.now() - t0) / 1000,
  };
  return { keys, plan };
}

/**
 * R2 operations of a deploy (deploy/deploy.ts, deploy/worker/), counted from what it uploads,
 * lists and deletes. Class A: a put per object and manifest shard, the root, live.json and the
 * lock; list calls of 1,000 keys per prefix (content keys spread evenly over the 64 o/
 * prefixes), made by the prune after the switch. Class B: live.json and the lock read at the
 * start, the switch's reads (root, manifest shards, live.json), the reads of the previous build's
 * keys (made before the upload by deploy/known.ts and reused by the prune; counted here the
 * manifest way: root, manifest shards, its ETag shards the new build does not share, where the
 * deploy reads its differing reference shards instead when those are fewer), 3 reads per
 * deletion call and the lock read when it is released. Deletions themselves are free. A lock renewal (one per minute) adds one of each.
 */
export function estimatedOperations(e: {
  uploads: number;
  listedKeys: number;
  manifests: number;
  previous: { manifests: number; shards: number } | null;
  deleted: number;
}) {
  const listCalls = 2 + 64 * Math.max(1, Math.ceil(e.listedKeys / 64 / LIST_PAGE));
  const deleteCalls = Math.ceil(e.deleted / LIST_PAGE);
  const prune = e.previous ? 1 + e.previous.manifests + e.previous.shards : 0;
  return {
    class_a: e.uploads + 3 + listCalls,
    class_b: 2 + (1 + e.manifests + 1) + prune + 3 * deleteCalls + 1,
  };
}

export interface DeployFigures {
  full: {
    build: string;
    files: number;
    objects: number;
    manifests: number;
    bytes: number;
    plan_seconds: number;
    class_a: number;
    class_b: number;
    upload_seconds_extrapolated: number;
  };
  change: {
    objects: number;
    manifests: number;
    bytes: number;
    class_a: number;
    class_b: number;
    upload_seconds_extrapolated: number;
  } | null;
  subset: {
    objects: number;
    bytes: number;
    seconds: number;
    objects_per_second: number;
    mb_per_second: number;
    concurrency: number;
    batch_objects: number;
    list_seconds: number;
    listed_keys: number;
    deleted: number;
    delete_seconds: number;
  };
  sample: { full: DeploySummary; change: DeploySummary; switch_call_ms: number; served_after_ms: number; live_ttl_ms: number };
}

/** Waits until the API Worker answers `path` with `etag`; returns when (performance.now()). */
async function servedAfter(apiUrl: string, path: string, etag: string, signal?: AbortSignal, limitMs = 3 * LIVE_TTL_MS): Promise<number> {
  const t0 = performance.now();
  while (performance.now() - t0 < limitMs && !signal?.aborted) {
    const response = await fetch(`${apiUrl}${path}`);
    await response.arrayBuffer();
    if (response.headers.get("ETag") === etag) return performance.now();
    await new Promise((done) => setTimeout(done, 50));
  }
  throw new Error(`the API Worker did not serve the new build within ${limitMs} ms`);
}

async function sampleEndToEnd(local: LocalWorkers, token: string, tmp: string, signal?: AbortSignal): Promise<DeployFigures["sample"]> {
  const db = buildSampleDatabase(join(tmp, "deploy-sample.sqlite"));
  const changed = withOneNpcChanged(db, join(tmp, "deploy-sample-changed.sqlite"));
  const [a, b] = [join(tmp, "deploy-sample-a"), join(tmp, "deploy-sample-b")];
  await buildSample(db, a);
  await buildSample(changed.path, b);
  const options = { settleMs: 0, signal };
  const full = await deploy({ ...options, dist: a, client: new DeployClient(local.deployUrl!, token) });
  // The API Worker reads live.json now, and trusts it for LIVE_TTL_MS.
  const path = `/v1/classic/npcs/${changed.npc}`;
  await (await fetch(`${local.apiUrl}${path}`)).arrayBuffer();
  let switched = 0;
  const change = await deploy({
    ...options,
    dist: b,
    client: new DeployClient(local.deployUrl!, token),
    onSwitched: () => (switched = performance.now()),
  });
  const servedAt = await servedAfter(local.apiUrl!, path, readDistFacts(b).manifest[`${path.slice(1)}.json`]![0], signal);
  return { full, change, switch_call_ms: change.seconds.switch * 1000, served_after_ms: servedAt - switched, live_ttl_ms: LIVE_TTL_MS };
}

export async function benchDeploy(
  root: string,
  tmp: string,
  dist: string,
  before: PlannedKeys | null,
  signal?: AbortSignal,
): Promise<DeployFigures> {
  const { keys: after, plan } = plannedKeysOf(dist);
  const token = randomBytes(32).toString("hex");
  mkdirSync(join(root, "bench/.out"), { recursive: true });
  const local = await startLocal({
    root,
    persist: join(tmp, "deploy-r2"),
    bundles: BUNDLES,
    api: { vars: { RATE_LIMITS: "off" } },
    deploy: { token },
    signal,
  });
  try {
    const subset = await subsetFigures(new DeployClient(local.deployUrl!, token), plan, signal);
    const fullOps = estimatedOperations({
      uploads: after.objects + after.manifests,
      listedKeys: 0,
      manifests: after.manifests,
      previous: null,
      deleted: 0,
    });
    const change = before ? changeFigures(plan, before, after, subset) : null;
    const sample = await sampleEndToEnd(local, token, tmp, signal);
    return {
      full: {
        build: after.build,
        files: after.files,
        objects: after.objects,
        manifests: after.manifests,
        bytes: after.bytes,
        plan_seconds: after.seconds,
        ...fullOps,
        upload_seconds_extrapolated: (after.objects + after.manifests) / subset.objects_per_second,
      },
      change,
      subset,
      sample,
    };
  } finally {
    await local.dispose();
  }
}

/**
 * Upload, list and delete throughput on a spread subset of the build's objects (SUBSET of
 * them): what the figures of the whole build are extrapolated from. The bucket is empty again
 * after, for the sample's full deploy.
 */
async function subsetFigures(client: DeployClient, plan: Plan, signal?: AbortSignal): Promise<DeployFigures["subset"]> {
  const every = Math.max(1, Math.floor(plan.objects.length / SUBSET));
  const subset = [...plan.objects]
    .sort((x, y) => (x.key < y.key ? -1 : 1))
    .filter((_, i) => i % every === 0)
    .slice(0, SUBSET);
  const t0 = performance.now();
  const uploaded = await uploadObjects(client, plan.dist, subset, {
    concurrency: DEFAULTS.concurrency,
    batchObjects: DEFAULTS.batchObjects,
    batchBytes: DEFAULTS.batchBytes,
    signal,
  });
  const seconds = (performance.now() - t0) / 1000;
  const t1 = performance.now();
  const listed = await listBucket(client, DEFAULTS.concurrency);
  const listSeconds = (performance.now() - t1) / 1000;
  const t2 = performance.now();
  const deleted = await deleteUnreferenced(client, listed, () => false, DEFAULTS.concurrency);
  const deleteSeconds = (performance.now() - t2) / 1000;
  return {
    objects: uploaded.objects,
    bytes: uploaded.bytes,
    seconds,
    objects_per_second: uploaded.objects / seconds,
    mb_per_second: uploaded.bytes / 1e6 / seconds,
    concurrency: DEFAULTS.concurrency,
    batch_objects: DEFAULTS.batchObjects,
    list_seconds: listSeconds,
    listed_keys: listed.size,
    deleted,
    delete_seconds: deleteSeconds,
  };
}

/** What deploying this build over `before` (section 1's build before its one-record change) uploads, and costs. */
function changeFigures(plan: Plan, before: PlannedKeys, after: PlannedKeys, subset: DeployFigures["subset"]): DeployFigures["change"] {
  const fresh = new Set([...after.keys].filter((key) => !before.keys.has(key)));
  const objects = plan.objects.filter((o) => fresh.has(o.key));
  const manifests = plan.manifests.filter((o) => fresh.has(o.key));
  const bytes = [...objects, ...manifests].reduce((sum, o) => sum + sizeOf(plan, o), 0);
  const previousShards = [...before.etagShards].filter((key) => !after.etagShards.has(key)).length;
  // The bucket then holds the previous build too: its objects the new one does not share.
  const listedKeys = before.keys.size + 1;
  const ops = estimatedOperations({
    uploads: objects.length + manifests.length,
    listedKeys,
    manifests: after.manifests,
    previous: { manifests: before.manifests, shards: previousShards },
    deleted: 0,
  });
  const listRate = subset.listed_keys / subset.list_seconds;
  return {
    objects: objects.length,
    manifests: manifests.length,
    bytes,
    ...ops,
    upload_seconds_extrapolated: (objects.length + manifests.length) / subset.objects_per_second + listedKeys / listRate,
  };
}
