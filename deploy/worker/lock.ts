/**
 * The deploy lock: one deploy at a time, because a deploy's prune deletes what no build it
 * knows references, which would include the objects another deploy is uploading. The lock is
 * a lease renewed by the deploy holding it; a deploy of the same build takes it over (it is the
 * resumption of a deploy that was interrupted), and so does anyone once the lease ran out. A
 * renewal succeeds only for the deploy still holding it, and every writing route of the Worker
 * (index.ts) refuses a deploy that does not hold it now: a deploy that lost it writes nothing.
 * The answer names the lock of another deploy it replaced (`taken_over`): that deploy was
 * interrupted, and may have left objects in the bucket that no build's manifest names.
 */
import { LOCK_KEY, LOCK_LEASE_MS, type DeployLock } from "../../layout/bucket.ts";
import { json, problem } from "./responses.ts";

const expired = (lock: DeployLock, now: number) => now - Date.parse(lock.renewed_at) > LOCK_LEASE_MS;

/** Attempts at a lock whose write another lost at the same moment (a renewal, most often). */
const ATTEMPTS = 3;

/** `renew`: the deploy holds the lock already and keeps it; refused if another took it over. */
export async function acquireLock(bucket: R2Bucket, body: { build?: unknown; holder?: unknown; renew?: unknown }): Promise<Response> {
  const { build, holder, renew } = body;
  if (typeof build !== "string" || typeof holder !== "string" || !holder) return problem(400, "expected { build: string, holder: string }");
  // A write that lost to another one at the same moment is decided again on the lock as that one
  // left it: a renewal of a lock this deploy may take over does not refuse it.
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const answer = await tryLock(bucket, build, holder, renew === true);
    if (answer) return answer;
  }
  return problem(409, "another deploy took the lock at the same moment");
}

/** One attempt: the answer, or null when another write came between the read and this one. */
async function tryLock(bucket: R2Bucket, build: string, holder: string, renew: boolean): Promise<Response | null> {
  const object = await bucket.get(LOCK_KEY);
  const held = object ? ((await object.json()) as DeployLock) : null;
  const now = new Date();
  if (renew && held?.holder !== holder) {
    return problem(409, `this deploy no longer holds the lock${held ? ` (build ${held.build} took it at ${held.since})` : ""}`, {
      lock: held,
    });
  }
  const free = !held || held.holder === holder || held.build === build || expired(held, now.getTime());
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
  const takenOver = held && held.holder !== holder ? held : null;
  return written ? json({ lock, taken_over: takenOver }) : null;
}

/** Why a writing request of `holder` is refused (409), or null when it holds the lock now. */
export async function notHolder(bucket: R2Bucket, holder: string | null): Promise<Response | null> {
  const object = await bucket.get(LOCK_KEY);
  const held = object ? ((await object.json()) as DeployLock) : null;
  if (held && holder && held.holder === holder && !expired(held, Date.now())) return null;
  const why = !held
    ? "no deploy holds the lock"
    : held.holder === holder
      ? "the lease of this deploy's lock ran out"
      : `build ${held.build} holds the lock`;
  return problem(409, `${why}: only the deploy holding the lock writes to the bucket (take it with POST /lock)`, { lock: held });
}

/**
 * `interrupted`: the deploy stopped after it began uploading. Its lock stays, expired: free to
 * take at once, and the next deploy, taking it over, knows that objects arrived that no manifest
 * names.
 */
export async function releaseLock(bucket: R2Bucket, holder: string, interrupted = false): Promise<Response> {
  const object = await bucket.get(LOCK_KEY);
  if (!object) return json({ released: false });
  const held = (await object.json()) as DeployLock;
  if (held.holder !== holder) return problem(409, `the lock belongs to another deploy (build ${held.build})`, { lock: held });
  if (interrupted) {
    const expiredLock: DeployLock = { ...held, renewed_at: new Date(0).toISOString() };
    await bucket.put(LOCK_KEY, JSON.stringify(expiredLock), { onlyIf: { etagMatches: object.etag } });
    return json({ released: true });
  }
  await bucket.delete(LOCK_KEY);
  return json({ released: true });
}
