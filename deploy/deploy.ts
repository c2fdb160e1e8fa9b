/**
 * One deploy of a build to the bucket, in an order that keeps readers on one whole build:
 *
 *   1. lock      one deploy at a time (a deploy of the same build takes over: a resumption)
 *   2. plan      the build as content-named objects, its change history rewritten from the
 *                builds deployed before it (history.ts: read from the live build)
 *   3. known     what the bucket holds already: the live build's keys, read from its manifests
 *                (known.ts), without listing the bucket; listed instead when they cannot tell
 *                (no live build, its manifests unreadable, an interrupted deploy's leftovers)
 *   4. upload    the objects the bucket lacks, then the manifest shards, then the root
 *   5. switch    live.json names the new build: the one moment readers change builds
 *   6. prune     once no reader can still be on the build before the previous one, list the
 *                bucket and delete what neither the live build nor the previous one needs
 *
 * Until 5 the live build is untouched (new objects have new names); interrupted anywhere, the
 * same command finishes the job, uploading only what had not arrived (3 lists the bucket when the
 * lock it takes over says a deploy was interrupted: a deploy stopped after its first upload
 * leaves its lock expired rather than released). The lock is
 * renewed while the deploy runs; the first renewal that fails stops it (the Worker refuses the
 * writes of a deploy that lost it anyway, and checks each deletion against the live and previous
 * builds as they are at that moment).
 */
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { LIVE_TTL_MS, LOCK_LEASE_MS, PRUNE_MARGIN_MS, type DeployLock, type LivePointer } from "../layout/bucket.ts";
import { BUILD_FILE, type BuildInfo } from "../layout/dist.ts";
import { deployedHistory } from "./history.ts";
import { DeployError, type DeployClient } from "./client.ts";
import { listBucket } from "./inventory.ts";
import { knownKeys, UnknownBuild } from "./known.ts";
import { planDeploy, type Plan } from "./plan.ts";
import type { PartSizes } from "./parts.ts";
import { deleteUnreferenced, keysOfBuild } from "./prune.ts";
import { uploadObjects } from "./upload.ts";
import { MAX_PARTS } from "./worker/objects.ts";

export interface DeployOptions {
  dist: string;
  client: DeployClient;
  /** upload batches in flight at once */
  concurrency?: number;
  batchObjects?: number;
  batchBytes?: number;
  /** delete what the live and previous builds do not need (default true) */
  prune?: boolean;
  /** how a file larger than a part is cut (deploy/parts.ts) */
  parts?: PartSizes;
  /** how long after a build stopped being live its predecessor's files may go */
  settleMs?: number;
  /** list the bucket before the upload even when the live build's manifests tell what it holds
   * (a bucket changed by hand: a listing finds the objects it lost) */
  list?: boolean;
  /** how often the lock is renewed (a fifth of its lease by default) */
  renewMs?: number;
  /** progress lines */
  log?: (line: string) => void;
  /** called the moment live.json names the new build */
  onSwitched?: () => void;
  signal?: AbortSignal;
}

export interface DeploySummary {
  build: string;
  /** the build live before this deploy, null on the first one */
  replaced: string | null;
  /** the build was live already (a deploy run again after its switch): nothing to upload */
  already_live: boolean;
  files: number;
  /** distinct contents of the build (o/ objects) */
  objects: number;
  uploaded: { objects: number; manifests: number; bytes: number };
  /** objects of the build the bucket had already */
  skipped: number;
  /** how the deploy knew what the bucket held before its upload: the live build's manifests, or a
   * listing of the bucket (`why` it was listed; null when nothing was uploaded) */
  known: { from: "manifests" | "listing"; why: string | null } | null;
  deleted: number;
  /** deploy Worker requests and the R2 operations they made (deletes are free) */
  requests: number;
  r2_class_a: number;
  r2_class_b: number;
  /** `known`: reading the live build's manifests or listing the bucket, before the upload */
  seconds: { plan: number; known: number; upload: number; switch: number; prune: number; total: number };
}

export const DEFAULTS = { concurrency: 6, batchObjects: MAX_PARTS, batchBytes: 8 * 1024 * 1024, settleMs: LIVE_TTL_MS + PRUNE_MARGIN_MS };

const seconds = (since: number) => Math.round((performance.now() - since) / 10) / 100;
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

/** Progress of the upload, at most one line per `everyMs`. */
function uploadProgress(total: number, log: (line: string) => void, everyMs = 2000) {
  const start = performance.now();
  let objects = 0;
  let bytes = 0;
  let shown = start;
  return (count: number, size: number) => {
    objects += count;
    bytes += size;
    const now = performance.now();
    if (now - shown < everyMs && objects < total) return;
    shown = now;
    const rate = objects / Math.max(0.001, (now - start) / 1000);
    log(`  uploaded ${objects.toLocaleString("en")}/${total.toLocaleString("en")} objects, ${mb(bytes)}, ${Math.round(rate)} objects/s`);
  };
}

/** The deploy's hold on the lock: `signal` aborts, and check() throws, once a renewal failed. */
interface Lease {
  signal: AbortSignal;
  check(): void;
  stop(): void;
}

/** Keeps the lock while the deploy runs, one renewal at a time; stop() ends the renewals. */
function renewLock(client: DeployClient, build: string, holder: string, everyMs: number, log: (line: string) => void): Lease {
  const lost = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const renew = () => {
    client.lock(build, holder, true).then(
      () => {
        if (!stopped) schedule();
      },
      (error: Error) => {
        if (stopped) return;
        log(`! could not renew the deploy lock, stopping: ${error.message}`);
        lost.abort(new DeployError(`the deploy lock was lost (${error.message}): this deploy stopped; run it again`, 409));
      },
    );
  };
  const schedule = () => (timer = setTimeout(renew, everyMs).unref());
  schedule();
  return {
    signal: lost.signal,
    check: () => lost.signal.throwIfAborted(),
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}

/** What the bucket holds before the upload, and how the deploy knew it. */
interface Inventory {
  /** keys known to be in the bucket (a key of the build outside it is uploaded) */
  present: Set<string>;
  /** every key of the bucket, when it was listed */
  listed: Set<string> | null;
  /** every key of the live build, when its manifests told them */
  live: Set<string> | null;
  from: "manifests" | "listing";
  why: string | null;
}

/**
 * The live build's keys from its manifests (known.ts); the bucket listed instead when they cannot
 * tell all the deploy can reuse: no build is live, an interrupted deploy left objects that no
 * manifest names (its lock, taken over, says so), the live build's manifests cannot be read, or
 * `force`.
 */
async function inventory(
  plan: Plan,
  live: LivePointer | null,
  takenOver: DeployLock | null,
  force: boolean,
  { client, concurrency }: { client: DeployClient; concurrency: number },
): Promise<Inventory> {
  let why = force
    ? "asked for (--list)"
    : takenOver
      ? `the lock of an interrupted deploy of build ${takenOver.build} was taken over: what it uploaded is in no manifest`
      : !live
        ? "no build is live"
        : null;
  if (!why) {
    try {
      const known = await knownKeys(client, live!, plan, concurrency);
      return { present: known.keys, listed: null, live: known.live, from: "manifests", why: null };
    } catch (error) {
      if (!(error instanceof UnknownBuild)) throw error;
      why = `the manifests of the live build ${live!.build} cannot tell: ${error.message}`;
    }
  }
  const listed = await listBucket(client, concurrency);
  return { present: listed, listed, live: null, from: "listing", why };
}

async function uploadBuild(
  plan: Plan,
  present: Set<string>,
  options: Required<Pick<DeployOptions, "client" | "concurrency" | "batchObjects" | "batchBytes" | "log">> & { signal?: AbortSignal },
) {
  const { client, log } = options;
  const missing = plan.objects.filter((o) => !present.has(o.key));
  const manifests = plan.manifests.filter((m) => !present.has(m.key));
  log(
    `upload: ${missing.length.toLocaleString("en")} of ${plan.objects.length.toLocaleString("en")} objects missing from the bucket, ${manifests.length} of ${plan.manifests.length} manifest shards`,
  );
  const progress = uploadProgress(missing.length + manifests.length, log);
  const batch = { ...options, onBatch: progress };
  const objects = await uploadObjects(client, plan.dist, missing, batch);
  const shards = await uploadObjects(client, plan.dist, manifests, batch);
  await client.putRoot(plan.root);
  return {
    objects: objects.objects,
    manifests: shards.objects,
    bytes: objects.bytes + shards.bytes,
    skipped: plan.objects.length - missing.length,
  };
}

/** Points live.json at `build` if it still names `expected`; another deploy's switch meanwhile is a 409 that says so. */
async function switchLive(client: DeployClient, build: string, expected: string | null) {
  return client.switchTo(build, expected).catch((error: unknown) => {
    if (error instanceof DeployError && error.status === 409) {
      throw new DeployError(
        `another deploy changed the live build meanwhile (${error.message}): nothing was switched; run again`,
        409,
        error.body,
      );
    }
    throw error;
  });
}

/**
 * Deletes what neither this build nor the previous live one needs, once no reader can still be
 * on an older build: readers still on the build before the previous one read live.json before
 * the previous build's switch, and have all moved on `settleMs` after it. Returns how many keys
 * went.
 */
async function prune(
  plan: Plan,
  alreadyLive: boolean,
  listed: Set<string> | null,
  previousKeys: Set<string> | null,
  previous: LivePointer["previous"],
  now: number,
  settleMs: number,
  { client, log, concurrency }: { client: DeployClient; log: (line: string) => void; concurrency: number },
  lease: Lease,
): Promise<number> {
  const wait = previous ? Date.parse(previous.switched_at) + settleMs - now : 0;
  if (wait > 0) {
    log(`prune: waiting ${Math.ceil(wait / 1000)} s for readers of older builds to move on`);
    // A lock lost meanwhile ends the wait, and the deploy.
    await sleep(wait, undefined, { signal: lease.signal }).catch(lease.check);
  }
  // The previous build is the one live before the switch, whose keys the deploy may know already.
  const unpruned = (error: Error) => {
    throw error instanceof DeployError ? error : new Error(`${error.message}: nothing is pruned`);
  };
  const kept = previous
    ? (previousKeys ?? (await keysOfBuild(client, previous.build, plan, concurrency).catch(unpruned)))
    : new Set<string>();
  // Live already, the build is what an earlier deploy made of it (its history included): read from the bucket.
  const live = alreadyLive ? await keysOfBuild(client, plan.build, null, concurrency).catch(unpruned) : plan.keys;
  // Listed after the switch when the deploy did not list before: the listing delays no reader.
  const keys = listed ?? (await listBucket(client, concurrency));
  lease.check();
  return deleteUnreferenced(client, keys, (key) => live.has(key) || kept.has(key), concurrency, lease.signal);
}

/** Uploads what the bucket lacks of the build, then points live.json at it. */
async function uploadAndSwitch(
  plan: Plan,
  present: Set<string>,
  before: Awaited<ReturnType<DeployClient["live"]>>,
  settings: Parameters<typeof uploadBuild>[2],
  lease: Lease,
  time: Record<"upload" | "switch", number>,
  onSwitched: (() => void) | undefined,
) {
  const { client, log } = settings;
  let t = performance.now();
  const uploaded = await uploadBuild(plan, present, settings);
  time.upload = seconds(t);
  log(
    `upload: ${uploaded.objects.toLocaleString("en")} objects and ${uploaded.manifests} manifest shards, ${mb(uploaded.bytes)} (${time.upload} s)`,
  );

  t = performance.now();
  lease.check();
  const switched = await switchLive(client, plan.build, before.live?.build ?? null);
  time.switch = seconds(t);
  onSwitched?.();
  log(`switch: live is ${plan.build}, was ${before.live?.build ?? "nothing"} (${time.switch} s)`);
  return { uploaded, pointer: switched.live!, now: switched.now };
}

export async function deploy(options: DeployOptions): Promise<DeploySummary> {
  const { client, dist } = options;
  const log = options.log ?? (() => {});
  const settings = {
    client,
    log,
    signal: options.signal,
    concurrency: options.concurrency ?? DEFAULTS.concurrency,
    batchObjects: options.batchObjects ?? DEFAULTS.batchObjects,
    batchBytes: options.batchBytes ?? DEFAULTS.batchBytes,
  };
  const settleMs = options.settleMs ?? DEFAULTS.settleMs;
  const started = performance.now();
  const time = { plan: 0, known: 0, upload: 0, switch: 0, prune: 0, total: 0 };

  const { build } = JSON.parse(readFileSync(join(dist, BUILD_FILE), "utf8")) as BuildInfo;
  const holder = randomUUID();
  const { taken_over: takenOver } = await client.lock(build, holder);
  client.holder = holder;
  const lease = renewLock(client, build, holder, options.renewMs ?? LOCK_LEASE_MS / 5, log);
  settings.signal = options.signal ? AbortSignal.any([options.signal, lease.signal]) : lease.signal;
  let result: Omit<DeploySummary, "requests" | "r2_class_a" | "r2_class_b">;
  let uploading = false;
  try {
    const before = await client.live();
    const alreadyLive = before.live?.build === build;

    // The build's history, rewritten from the builds deployed before it (deploy/history.ts).
    let t = performance.now();
    const history = before.live && !alreadyLive ? await deployedHistory(dist, client, before.live.build, settings.concurrency) : null;
    const plan = planDeploy(dist, options.parts, history);
    time.plan = seconds(t);
    log(
      `plan: build ${plan.build}, ${plan.files.toLocaleString("en")} files, ${plan.objects.length.toLocaleString("en")} distinct objects${history ? `, history of the builds deployed since ${before.live!.build}` : ""} (${time.plan} s)`,
    );

    let known: Inventory | null = null;
    if (!alreadyLive) {
      t = performance.now();
      known = await inventory(plan, before.live, takenOver ?? null, options.list === true, settings);
      time.known = seconds(t);
      log(
        known.from === "manifests"
          ? `known: ${known.present.size.toLocaleString("en")} keys of the live build ${before.live!.build}, read from its manifests, without listing the bucket (${time.known} s)`
          : `list: ${known.present.size.toLocaleString("en")} keys in the bucket, listed because ${known.why} (${time.known} s)`,
      );
    }

    // Stopped between its first upload and its switch, the deploy leaves objects that no manifest names.
    uploading = known !== null;
    const { uploaded, pointer, now } = known
      ? await uploadAndSwitch(plan, known.present, before, settings, lease, time, options.onSwitched)
      : { uploaded: { objects: 0, manifests: 0, bytes: 0, skipped: plan.objects.length }, pointer: before.live!, now: before.now };
    uploading = false;
    if (alreadyLive) log(`build ${plan.build} is live already: nothing to upload`);

    let deleted = 0;
    if (options.prune !== false) {
      t = performance.now();
      deleted = await prune(
        plan,
        alreadyLive,
        known?.listed ?? null,
        known?.live ?? null,
        pointer.previous,
        Date.parse(now),
        settleMs,
        settings,
        lease,
      );
      time.prune = seconds(t);
      log(
        `prune: ${deleted.toLocaleString("en")} keys deleted, kept builds ${plan.build}${pointer.previous ? ` and ${pointer.previous.build}` : ""} (${time.prune} s)`,
      );
    }

    result = {
      build: plan.build,
      replaced: alreadyLive ? (before.live!.previous?.build ?? null) : (before.live?.build ?? null),
      already_live: alreadyLive,
      files: plan.files,
      objects: plan.objects.length,
      uploaded: { objects: uploaded.objects, manifests: uploaded.manifests, bytes: uploaded.bytes },
      skipped: uploaded.skipped,
      known: known && { from: known.from, why: known.why },
      deleted,
      seconds: time,
    };
  } finally {
    lease.stop();
    if (!lease.signal.aborted)
      await client.unlock(holder, uploading).catch((error: Error) => log(`! could not release the deploy lock: ${error.message}`));
    client.holder = null;
  }
  time.total = seconds(started);
  return { ...result, requests: client.usage.requests, r2_class_a: client.usage.classA, r2_class_b: client.usage.classB };
}
