/**
 * The deploy lock: one deploy at a time, because a deploy's prune deletes what no build it
 * knows references, which would include the objects another deploy is uploading. The lock is
 * a lease renewed by the deploy holding it; a deploy of the same build takes it over (it is the
 * resumption of a deploy that was interrupted), and so does anyone once the lease ran out.
 */
import { LOCK_KEY, LOCK_LEASE_MS, type DeployLock } from "../../layout/bucket.ts";
import { json, problem } from "./responses.ts";

export async function acquireLock(bucket: R2Bucket, body: { build?: unknown; holder?: unknown }): Promise<Response> {
  const { build, holder } = body;
  if (typeof build !== "string" || typeof holder !== "string" || !holder) return problem(400, "expected { build: string, holder: string }");
  const object = await bucket.get(LOCK_KEY);
  const held = object ? ((await object.json()) as DeployLock) : null;
  const now = new Date();
  const free = !held || held.holder === holder || held.build === build || now.getTime() - Date.parse(held.renewed_at) > LOCK_LEASE_MS;
  if (!free) return problem(409, `build ${held.build} is being deployed (since ${held.since}, renewed ${held.renewed_at})`, { lock: held });
  const lock: DeployLock = {
    build,
    holder,
    since: held?.holder === holder ? held.since : now.toISOString(),
    renewed_at: now.toISOString(),
  };
  const written = await bucket.put(LOCK_KEY, JSON.stringify(lock), {
    onlyIf: object ? { etagMatches: object.etag } : new Headers({ "If-None-Match": "*" }),
  });
  if (!written) return problem(409, "another deploy took the lock at the same moment");
  return json({ lock });
}

export async function releaseLock(bucket: R2Bucket, holder: string): Promise<Response> {
  const object = await bucket.get(LOCK_KEY);
  if (!object) return json({ released: false });
  const held = (await object.json()) as DeployLock;
  if (held.holder !== holder) return problem(409, `the lock belongs to another deploy (build ${held.build})`, { lock: held });
  await bucket.delete(LOCK_KEY);
  return json({ released: true });
}
