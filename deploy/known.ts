/**
 * What the bucket holds, known without listing it: every key of the live build, read from its
 * root and either its reference shards or its manifest and ETag shards (whichever takes fewer
 * reads), and, when the deploy rolls back to the previous build, that build's keys too. The live
 * and previous builds are whole in the bucket: a build becomes live only once all its objects
 * arrived, and the deploy Worker deletes nothing either references. A key known here is not
 * uploaded again; a key of the new build missing from it is uploaded (a put of bytes the bucket
 * may have is harmless). What this cannot know, the deploy lists (deploy.ts): objects an
 * interrupted deploy left, or a live build whose manifests cannot be read.
 */
import pMap from "p-map";
import {
  CONTENT_KEY_ALPHABET,
  manifestKey,
  OBJECT_PREFIX,
  objectKey,
  refShardOf,
  rootKey,
  type BuildRoot,
  type LivePointer,
} from "../layout/bucket.ts";
import { DeployError, type DeployClient } from "./client.ts";
import { contentKeyOf, type Plan } from "./plan.ts";
import { keysOfBuild } from "./prune.ts";

/** Why the keys of a build could not be known from its manifests: the deploy lists the bucket instead. */
export class UnknownBuild extends Error {
  override name = "UnknownBuild";
}

async function rootOf(client: DeployClient, build: string): Promise<BuildRoot> {
  const bytes = await client.getObject(rootKey(build));
  if (!bytes) throw new UnknownBuild(`the bucket has no root ${rootKey(build)}`);
  let root: BuildRoot;
  try {
    root = JSON.parse(new TextDecoder().decode(bytes)) as BuildRoot;
  } catch {
    throw new UnknownBuild(`${rootKey(build)} is not JSON`);
  }
  if (root.build !== build || !Array.isArray(root.manifest)) throw new UnknownBuild(`${rootKey(build)} is not the root of build ${build}`);
  return root;
}

/** The o/ keys of `build` from its reference shards; a shard with the plan's bytes lists the plan's keys, unread. */
async function keysByRefs(client: DeployClient, root: BuildRoot, plan: Plan, concurrency: number): Promise<Set<string>> {
  const planned: string[][] = Array.from(CONTENT_KEY_ALPHABET, () => []);
  for (const { key } of plan.objects) planned[refShardOf(key.slice(OBJECT_PREFIX.length))]!.push(key);
  const keys = new Set<string>();
  await pMap(
    root.refs!.entries(),
    async ([n, shard]) => {
      if (shard === plan.root.refs![n]) return planned[n]!.forEach((key) => keys.add(key));
      const bytes = await client.getObject(manifestKey(shard));
      if (!bytes) throw new UnknownBuild(`its reference shard ${manifestKey(shard)} is missing`);
      if (contentKeyOf(bytes) !== shard)
        throw new UnknownBuild(`its reference shard ${manifestKey(shard)} does not hold the bytes its name says`);
      const text = new TextDecoder().decode(bytes);
      if (text) for (const key of text.split("\n")) keys.add(objectKey(key));
    },
    { concurrency },
  );
  if (keys.size !== root.objects) throw new UnknownBuild(`its reference shards list ${keys.size} objects, its root ${root.objects}`);
  return keys;
}

/** Every key of `build` in the bucket: its root, manifest and reference shards, and objects. */
export async function keysInBucket(client: DeployClient, build: string, plan: Plan, concurrency: number): Promise<Set<string>> {
  const root = await rootOf(client, build);
  const refs = root.refs?.length === CONTENT_KEY_ALPHABET.length ? root.refs : null;
  // Reads each way: the reference shards that differ from the plan's, or every manifest shard and
  // (at most) every ETag shard; the plan's own build in the bucket has another history, so its
  // keys are read, never taken from the plan.
  const byRefs = refs ? refs.filter((key, n) => key !== plan.root.refs![n]).length : Infinity;
  try {
    if (byRefs > root.manifest.length + root.etag_shards)
      return await keysOfBuild(client, build, build === plan.build ? null : plan, concurrency, { shared: true, root });
    const keys = await keysByRefs(client, root, plan, concurrency);
    for (const key of [rootKey(build), ...root.manifest.map(manifestKey), ...refs!.map(manifestKey)]) keys.add(key);
    return keys;
  } catch (error) {
    // The Worker failing is no reason to list: the listing would fail the same way.
    if (error instanceof UnknownBuild || error instanceof DeployError) throw error;
    throw new UnknownBuild((error as Error).message);
  }
}

/**
 * The keys the bucket holds of the builds live.json names that the deploy of `plan` can use:
 * the live build's (all of them: after the switch it is the previous build, which the prune
 * keeps), and the previous build's when `plan` is that build (a rollback). Throws UnknownBuild.
 */
export async function knownKeys(
  client: DeployClient,
  pointer: LivePointer,
  plan: Plan,
  concurrency: number,
): Promise<{ keys: Set<string>; live: Set<string> }> {
  const live = await keysInBucket(client, pointer.build, plan, concurrency);
  if (pointer.previous?.build !== plan.build) return { keys: live, live };
  return { keys: new Set([...live, ...(await keysInBucket(client, plan.build, plan, concurrency))]), live };
}
