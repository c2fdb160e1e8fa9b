/**
 * After a switch, the bucket keeps the live build and the previous one (requests that started on
 * it finish on it, and it is the build to roll back to); everything else goes. What the previous
 * build needs is read from the bucket: its root, its manifest shards, and those of its ETag
 * shards whose content the new build does not share (a shared shard lists the same files).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import pMap from "p-map";
import type { FileMeta } from "../layout/dist.ts";
import {
  contentKeyOfEtag,
  etagShardNumber,
  manifestKey,
  OBJECT_PREFIX,
  objectKey,
  partsListOf,
  refShardOf,
  rootKey,
  type BuildRoot,
  type PartsList,
} from "../layout/bucket.ts";
import type { DeployClient } from "./client.ts";
import type { Plan } from "./plan.ts";

/** R2 deletes at most this many keys in one call (as does the deploy Worker). */
const DELETE_BATCH = 1000;

async function bucketJson<T>(client: DeployClient, key: string, build: string): Promise<T> {
  const bytes = await client.getObject(key);
  if (!bytes) throw new Error(`build ${build} needs ${key}, which the bucket lacks`);
  return JSON.parse(new TextDecoder().decode(bytes)) as T;
}

/**
 * Every key of the bucket `build` needs, `plan` being a build whose keys are known already (null:
 * none): the objects listed by an ETag shard the plan shares are left out, being the plan's, unless
 * `shared` asks for them (read from the plan's own shard on disk, which has the same bytes).
 * `root`: the build's root, when it was read already.
 */
export async function keysOfBuild(
  client: DeployClient,
  build: string,
  plan: Plan | null,
  concurrency: number,
  { shared = false, root: known }: { shared?: boolean; root?: BuildRoot } = {},
): Promise<Set<string>> {
  if (plan && build === plan.build) return plan.keys;
  const root = known ?? (await bucketJson<BuildRoot>(client, rootKey(build), build));
  const keys = new Set<string>([rootKey(build), ...(root.refs ?? []).map(manifestKey)]);
  const sharedShards = new Map(
    [...(plan?.internal ?? [])].filter(([path]) => etagShardNumber(path) !== null).map(([path, key]) => [key, path]),
  );
  const etagShards: string[] = [];
  await pMap(
    root.manifest,
    async (shard) => {
      keys.add(manifestKey(shard));
      for (const [path, key] of Object.entries(await bucketJson<Record<string, string>>(client, manifestKey(shard), build))) {
        const list = partsListOf(key);
        if (list) {
          keys.add(objectKey(list));
          for (const [part] of (await bucketJson<PartsList>(client, objectKey(list), build)).parts) keys.add(objectKey(part));
          continue;
        }
        keys.add(objectKey(key));
        if (etagShardNumber(path) === null) continue;
        const local = sharedShards.get(key);
        if (!local) etagShards.push(key);
        else if (shared)
          for (const [etag] of Object.values(JSON.parse(readFileSync(join(plan!.dist, local), "utf8")) as Record<string, FileMeta>))
            keys.add(objectKey(contentKeyOfEtag(etag)));
      }
    },
    { concurrency },
  );
  await pMap(
    etagShards,
    async (key) => {
      for (const [etag] of Object.values(await bucketJson<Record<string, FileMeta>>(client, objectKey(key), build)))
        keys.add(objectKey(contentKeyOfEtag(etag)));
    },
    { concurrency },
  );
  return keys;
}

/** The batch a key goes in: objects by their reference shard (the Worker then reads one shard
 * per kept build to check a batch), roots and manifests by their prefix. */
const batchOf = (key: string) =>
  key.startsWith(OBJECT_PREFIX) ? `${OBJECT_PREFIX}${refShardOf(key.slice(OBJECT_PREFIX.length))}` : key.slice(0, 2);

/** Deletes the keys of `listed` outside `keep`; returns how many. */
export async function deleteUnreferenced(
  client: DeployClient,
  listed: Iterable<string>,
  keep: (key: string) => boolean,
  concurrency: number,
  signal?: AbortSignal,
): Promise<number> {
  const doomed = [...listed].filter((key) => !keep(key)).sort();
  const batches: string[][] = [];
  for (const key of doomed) {
    const last = batches.at(-1);
    if (last && last.length < DELETE_BATCH && batchOf(last[0]!) === batchOf(key)) last.push(key);
    else batches.push([key]);
  }
  await pMap(batches, (keys) => client.deleteKeys(keys), { concurrency, signal });
  return doomed.length;
}
