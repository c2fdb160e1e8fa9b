/**
 * The change history a deploy gives the build it makes live (layout/changes.ts): what changed
 * since each of the last HISTORY_BUILDS builds deployed to the bucket, whatever the build was
 * made over (a build made on another machine, or without its predecessor's dist/, knows none).
 *
 * The live build of the bucket gives it: its record files' ETags (its ETag shards) compared with
 * this build's, and its own history, deployed the same way, which this build's changes extend to
 * the builds deployed before it. What the local build knows already (changes since a build it was
 * made over) is taken as it is: the changes between two builds depend on those two alone. So each
 * deployed build carries its whole history, and the prune keeps only the live and previous builds.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import pMap from "p-map";
import { BUILD_FILE, etagShardFile, type BuildInfo, type FileMeta } from "../layout/dist.ts";
import { manifestKey, manifestShardOf, objectKey, partsListOf, rootKey, type BuildRoot, type PartsList } from "../layout/bucket.ts";
import {
  CHANGES_BUILDS,
  CHANGES_DIR,
  changesChunkFile,
  changesFile,
  compose,
  diff,
  historyFiles,
  HISTORY_BUILDS,
  recordFingerprints,
  type ChangeEntry,
  type ChangesBuild,
  type ChangesCount,
  type Compared,
} from "../layout/changes.ts";
import { filesUnder } from "../lib/files.ts";
import type { DeployClient } from "./client.ts";

/** Reads a file of a build as JSON; null when the build has no such file. */
type JsonReader = (path: string) => Promise<unknown>;

/** The files of the build `build` in the bucket, read through its root and manifest shards. */
function bucketBuild(client: DeployClient, build: string): JsonReader {
  const object = async (key: string): Promise<Uint8Array> => {
    const bytes = await client.getObject(key);
    if (!bytes) throw new Error(`build ${build} needs ${key}, which the bucket lacks: its history cannot be read`);
    return bytes;
  };
  const json = async <T>(key: string) => JSON.parse(new TextDecoder().decode(await object(key))) as T;
  let root: Promise<BuildRoot> | null = null;
  const shards = new Map<number, Promise<Record<string, string>>>();
  return async (path) => {
    root ??= json<BuildRoot>(rootKey(build));
    const { manifest } = await root;
    const n = manifestShardOf(path, manifest.length);
    if (!shards.has(n)) shards.set(n, json<Record<string, string>>(manifestKey(manifest[n]!)));
    const entry = (await shards.get(n)!)[path];
    if (entry === undefined) return null;
    const list = partsListOf(entry);
    if (!list) return JSON.parse(new TextDecoder().decode(await object(objectKey(entry))));
    const parts = await json<PartsList>(objectKey(list));
    const bytes = Buffer.concat(await Promise.all(parts.parts.map(([key]) => object(objectKey(key)))));
    return JSON.parse(bytes.toString("utf8"));
  };
}

/** The files of the build in `dist`. */
function localBuild(dist: string): JsonReader {
  return async (path) => (existsSync(join(dist, path)) ? JSON.parse(readFileSync(join(dist, path), "utf8")) : null);
}

/** The changes since `id` a build's history holds; null when it has none since that build. */
async function sinceIn(read: JsonReader, id: string): Promise<ChangeEntry[] | null> {
  const counted = (await read(changesFile(id))) as ChangesCount | null;
  if (!counted) return null;
  const entries: ChangeEntry[] = [];
  for (let n = 0; n * counted.chunk < counted.count; n++) {
    const chunk = (await read(changesChunkFile(id, n))) as ChangeEntry[] | null;
    if (!chunk) throw new Error(`${changesChunkFile(id, n)} is missing`);
    entries.push(...chunk);
  }
  return entries;
}

/** The record fingerprints of a build, from its ETag shards. */
async function fingerprintsIn(read: JsonReader, info: BuildInfo, concurrency: number): Promise<Map<string, string>> {
  const served: [string, string][] = [];
  await pMap(
    Array.from({ length: info.etag_shards }, (_, n) => etagShardFile(n)),
    async (shard) => {
      const entries = (await read(shard)) as Record<string, FileMeta> | null;
      if (!entries) throw new Error(`${shard} of build ${info.build} is missing`);
      for (const [file, [etag]] of Object.entries(entries)) served.push([file, etag]);
    },
    { concurrency },
  );
  return recordFingerprints(served);
}

/**
 * The `_changes/` files the build in `dist` is deployed with, over the live build `live` of the
 * bucket: path -> text. Null when they are the build's own (nothing to rewrite).
 */
export async function deployedHistory(
  dist: string,
  client: DeployClient,
  live: string,
  concurrency: number,
): Promise<Map<string, string> | null> {
  const local = localBuild(dist);
  const info = (await local(BUILD_FILE)) as BuildInfo;
  if (live === info.build) return null;
  const remote = bucketBuild(client, live);
  const liveInfo = (await remote(BUILD_FILE)) as BuildInfo;
  const liveHistory = ((await remote(CHANGES_BUILDS)) as ChangesBuild[] | null) ?? [];

  const latest =
    (await sinceIn(local, live)) ??
    diff(await fingerprintsIn(remote, liveInfo, concurrency), await fingerprintsIn(local, info, concurrency));
  const compared: Compared[] = [{ id: live, date: liveInfo.data_updated, entries: latest }];
  for (const older of liveHistory) {
    if (compared.length >= HISTORY_BUILDS) break;
    if (older.id === info.build || compared.some((c) => c.id === older.id)) continue;
    let since = await sinceIn(local, older.id);
    if (!since) {
      const before = await sinceIn(remote, older.id);
      if (!before) throw new Error(`build ${live} lists ${older.id} in its history but has no ${changesFile(older.id)}`);
      since = compose(before, latest);
    }
    compared.push({ id: older.id, date: older.date, entries: since });
  }

  const files = new Map(historyFiles(compared));
  const dir = CHANGES_DIR.slice(0, -1);
  const own = existsSync(join(dist, dir)) ? filesUnder(dist, dir) : [];
  const same = own.length === files.size && own.every((file) => files.get(file) === readFileSync(join(dist, file), "utf8"));
  return same ? null : files;
}
