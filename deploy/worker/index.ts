/**
 * The deploy Worker: the one writer of the R2 bucket the API Worker reads, called by
 * `npm run deploy` (deploy/client.ts) over HTTPS with a bearer token, the `DEPLOY_TOKEN` secret.
 * It is a Worker of its own (wrangler.deploy.jsonc), never the public API, which stays read-only.
 * Locally the same Worker runs under Miniflare over the bucket wrangler keeps on disk, so the
 * code that fills the production bucket is the code the tests run.
 *
 *   GET    /live                 live.json and the Worker's clock
 *   POST   /switch               make a build live (compare-and-swap on live.json)
 *   POST   /lock, DELETE /lock   the deploy lock (?interrupted=1: left expired, for the next deploy to see)
 *   POST   /objects              content-named objects (multipart: part name = key, file name = SHA-256)
 *   PUT    /roots/<build>        a build's root
 *   GET    /objects/<key>        read back an object (roots, manifests, ETag shards)
 *   GET    /keys?prefix=&cursor= the keys under a prefix, a page at a time
 *   POST   /delete               delete keys neither the live nor the previous build references
 *
 * Every writing route but the lock's own requires the deploy that holds the lock now, named by
 * its X-Deploy-Holder header (lock.ts): a deploy that lost it, or never took it, writes nothing.
 */
import { LOCK_HOLDER_HEADER } from "../../layout/bucket.ts";
import { acquireLock, notHolder, releaseLock } from "./lock.ts";
import { deleteKeys, getObject, listKeys, putObjects, putRoot } from "./objects.ts";
import { CLASS_A_HEADER, CLASS_B_HEADER, meteredBucket } from "./metered.ts";
import { readLive, switchLive } from "./pointer.ts";
import { json, problem } from "./responses.ts";

export interface DeployEnv {
  DIST: R2Bucket;
  /** a long random secret shared with whoever deploys (wrangler secret put DEPLOY_TOKEN) */
  DEPLOY_TOKEN?: string;
}

/** Shorter tokens are refused: the Worker is on the public Internet. */
const MIN_TOKEN_LENGTH = 32;

async function authorized(request: Request, token: string): Promise<boolean> {
  const given = /^Bearer (.+)$/.exec(request.headers.get("Authorization") ?? "")?.[1] ?? "";
  const digest = async (text: string) => crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  // Digests have one length whatever was sent, so the comparison takes one time too.
  return crypto.subtle.timingSafeEqual(await digest(given), await digest(token));
}

async function route(request: Request, bucket: R2Bucket): Promise<Response> {
  const url = new URL(request.url);
  const { pathname } = url;
  const method = request.method;
  if (method === "GET" && pathname === "/live") return json(await readLive(bucket));
  if (method === "POST" && pathname === "/lock") return acquireLock(bucket, await request.json());
  if (method === "DELETE" && pathname === "/lock")
    return releaseLock(bucket, url.searchParams.get("holder") ?? "", url.searchParams.get("interrupted") === "1");
  const writes =
    (method === "POST" && ["/switch", "/objects", "/delete"].includes(pathname)) || (method === "PUT" && pathname.startsWith("/roots/"));
  if (writes) {
    const refused = await notHolder(bucket, request.headers.get(LOCK_HOLDER_HEADER));
    if (refused) return refused;
  }
  if (method === "POST" && pathname === "/switch") return switchLive(bucket, await request.json());
  if (method === "POST" && pathname === "/objects") return putObjects(bucket, await request.formData());
  if (method === "PUT" && pathname.startsWith("/roots/"))
    return putRoot(bucket, decodeURIComponent(pathname.slice("/roots/".length)), await request.text());
  if (method === "GET" && pathname.startsWith("/objects/"))
    return getObject(bucket, decodeURIComponent(pathname.slice("/objects/".length)));
  if (method === "GET" && pathname === "/keys")
    return listKeys(bucket, url.searchParams.get("prefix") ?? "", url.searchParams.get("cursor"));
  if (method === "POST" && pathname === "/delete") return deleteKeys(bucket, await request.json());
  return problem(404, `no route ${method} ${pathname}`);
}

export default {
  async fetch(request: Request, env: DeployEnv): Promise<Response> {
    if (!env.DEPLOY_TOKEN || env.DEPLOY_TOKEN.length < MIN_TOKEN_LENGTH) {
      return problem(503, `the DEPLOY_TOKEN secret is not set, or shorter than ${MIN_TOKEN_LENGTH} characters`);
    }
    if (!(await authorized(request, env.DEPLOY_TOKEN))) return problem(401, "missing or wrong bearer token");
    const { bucket, operations } = meteredBucket(env.DIST);
    let response: Response;
    try {
      response = await route(request, bucket);
    } catch (error) {
      if (error instanceof SyntaxError) response = problem(400, error.message);
      else {
        console.error(`${request.method} ${new URL(request.url).pathname}:`, error);
        response = problem(500, (error as Error).message ?? String(error));
      }
    }
    response.headers.set(CLASS_A_HEADER, String(operations.classA));
    response.headers.set(CLASS_B_HEADER, String(operations.classB));
    return response;
  },
} satisfies ExportedHandler<DeployEnv>;
