/**
 * live.json, the one object that says which build the API serves. It changes only here, by a
 * compare-and-swap: the deploy names the build it saw live when it started, and the switch is
 * refused if another deploy switched since. It is refused too when the new build's root or
 * manifest shards are missing, so that a pointer never names a build the bucket cannot serve.
 * (A missing reference shard needs no check here: a deletion then keeps every object it asks.)
 */
import { LIVE_KEY, manifestKey, rootKey, type BuildRoot, type LivePointer } from "../../layout/bucket.ts";
import { json, problem } from "./responses.ts";

export interface LiveAnswer {
  live: LivePointer | null;
  /** the Worker's clock, ISO 8601: the deploy waits on it, not on its own */
  now: string;
}

export async function readLive(bucket: R2Bucket): Promise<LiveAnswer> {
  const object = await bucket.get(LIVE_KEY);
  return { live: object ? ((await object.json()) as LivePointer) : null, now: new Date().toISOString() };
}

export async function switchLive(bucket: R2Bucket, body: { build?: unknown; expected?: unknown }): Promise<Response> {
  const { build, expected } = body;
  if (typeof build !== "string" || !(typeof expected === "string" || expected === null)) {
    return problem(400, "expected { build: string, expected: string | null }");
  }
  const rootObject = await bucket.get(rootKey(build));
  if (!rootObject) return problem(422, `the bucket has no root for build ${build}`);
  const root = (await rootObject.json()) as BuildRoot;
  const missing = [];
  for (const key of root.manifest) if (!(await bucket.head(manifestKey(key)))) missing.push(key);
  if (missing.length) return problem(422, `build ${build} lacks ${missing.length} manifest shards`, { missing });

  const object = await bucket.get(LIVE_KEY);
  const current = object ? ((await object.json()) as LivePointer) : null;
  const now = new Date().toISOString();
  if (current?.build === build) return json({ live: current, now });
  if ((current?.build ?? null) !== expected) {
    return problem(409, `live is ${current?.build ?? "nothing"}, not ${expected ?? "nothing"} as this deploy expected`, {
      live: current,
      now,
    });
  }
  const next: LivePointer = {
    build,
    switched_at: now,
    previous: current ? { build: current.build, switched_at: current.switched_at } : null,
  };
  const written = await bucket.put(LIVE_KEY, JSON.stringify(next), {
    onlyIf: object ? { etagMatches: object.etag } : new Headers({ "If-None-Match": "*" }),
    httpMetadata: { contentType: "application/json" },
  });
  if (!written) return problem(409, "live.json changed during the switch", { live: (await readLive(bucket)).live, now });
  return json({ live: next, now });
}
