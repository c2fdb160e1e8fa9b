/**
 * The Cloudflare Worker entry: reads the live build of the `DIST` R2 bucket when it is bound
 * (production, full data, filled by `npm run deploy`), else dist/ from Workers Static Assets
 * (`ASSETS`, wrangler dev and small deployments). Over R2, what the Worker reads of the bucket
 * is kept in the edge cache of the location (files/edge-cache.ts), never the answers.
 *
 * Over Static Assets, run_worker_first keeps the assets from ever being served directly: the
 * worker reads them through assetsStore. The assets layer's own ETag and caching headers are
 * dropped: in dev its ETag hashes path and mtime, not content, and the API promises the build's
 * content ETag.
 */
import { DEFAULT_ADDRESSES } from "../contract/addresses.ts";
import { errorResponse, handle, type HandlerDeps } from "./handler.ts";
import { baseHeaders } from "./http/headers.ts";
import { liveBuild, type LiveBuild } from "./files/r2.ts";
import type { FileStore } from "./files/store.ts";
import { durableObjectLimiter, type RateLimiterObject } from "./ratelimit/durable-object.ts";
import { windowsFrom, type RateLimiter } from "./ratelimit/sliding-log.ts";

export { RateLimiterObject } from "./ratelimit/durable-object.ts";

/** Any host works: the binding only looks at the path. */
const ORIGIN = "https://assets.local/";

export function assetsStore(assets: Fetcher): FileStore {
  return {
    async get(key) {
      const response = await assets.fetch(new Request(ORIGIN + key));
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok || !response.body) {
        await response.body?.cancel();
        throw new Error(`assets: ${key} answered ${response.status}`);
      }
      return { text: () => response.text(), bytes: async () => new Uint8Array(await response.arrayBuffer()) };
    },
    async download(key, range) {
      const headers = range ? { Range: `bytes=${range.offset}-${range.offset + range.length - 1}` } : undefined;
      const response = await assets.fetch(new Request(ORIGIN + key, { headers }));
      if (response.status === 404 || !response.body) {
        await response.body?.cancel();
        return null;
      }
      const total = /\/(\d+)$/.exec(response.headers.get("Content-Range") ?? "")?.[1];
      if (response.status === 206 && total !== undefined) return { size: Number(total), body: response.body };
      const length = response.headers.get("Content-Length");
      if (response.status === 200 && !range && length !== null) return { size: Number(length), body: response.body };
      if (!response.ok) {
        await response.body.cancel();
        throw new Error(`assets: ${key} answered ${response.status}`);
      }
      // The whole file (the assets server ignored the range, or gave no size): a Static Asset
      // is 25 MiB at most, read here and cut.
      const bytes = new Uint8Array(await response.arrayBuffer());
      const part = range ? bytes.subarray(range.offset, range.offset + range.length) : bytes;
      return { size: bytes.byteLength, body: new Blob([part]).stream() };
    },
  };
}

export interface Env {
  ASSETS?: Fetcher;
  DIST?: R2Bucket;
  /** one Durable Object per client address */
  RATE_LIMITER?: DurableObjectNamespace<RateLimiterObject>;
  /** "600/60,10000/3600" (requests/seconds) or "off"; unset, the spec's windows (DEFAULT_WINDOWS) */
  RATE_LIMITS?: string;
  /** milliseconds an isolate trusts its reading of the bucket's live.json (tests set 0) */
  LIVE_TTL_MS?: string;
  /** "off": every read of the bucket goes to R2, not through the edge cache (to compare) */
  EDGE_CACHE?: string;
}

/** Per binding and setting: "off" gives no limiter, and so answers that claim no limit. */
const limiters = new WeakMap<object, Map<string, RateLimiter | undefined>>();

function limiterOf(env: Env): RateLimiter | undefined {
  if (!env.RATE_LIMITER) return undefined;
  let bySetting = limiters.get(env.RATE_LIMITER);
  if (!bySetting) limiters.set(env.RATE_LIMITER, (bySetting = new Map()));
  const setting = env.RATE_LIMITS ?? "";
  if (!bySetting.has(setting)) {
    const windows = windowsFrom(setting);
    bySetting.set(setting, windows ? durableObjectLimiter(env.RATE_LIMITER, windows) : undefined);
  }
  return bySetting.get(setting);
}

/** The same store for every request of an isolate, so the handler's caches live across requests. */
const stores = new WeakMap<object, FileStore>();
/** Over R2, the same store for every request on one build: a new build gets a new store. */
const lives = new WeakMap<object, LiveBuild>();

async function storeOf(env: Env, request: Request): Promise<FileStore> {
  if (env.DIST) {
    let live = lives.get(env.DIST);
    if (!live) {
      const ttl = env.LIVE_TTL_MS ? Number(env.LIVE_TTL_MS) : undefined;
      // Cache keys go under the hostname the Worker answers on (its custom domain).
      const cache = env.EDGE_CACHE === "off" ? null : { cache: caches.default, host: new URL(request.url).hostname };
      lives.set(env.DIST, (live = liveBuild(env.DIST, ttl, undefined, cache)));
    }
    return live.current();
  }
  if (!env.ASSETS) throw new Error("neither the DIST (R2) nor the ASSETS binding is configured");
  let store = stores.get(env.ASSETS);
  if (!store) stores.set(env.ASSETS, (store = assetsStore(env.ASSETS)));
  return store;
}

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    let deps: HandlerDeps;
    try {
      deps = { files: await storeOf(env, request), clientAddress: request.headers.get("CF-Connecting-IP"), limiter: limiterOf(env) };
    } catch (error) {
      // A deployment mistake (no storage bound, RATE_LIMITS unreadable) is still answered by the API.
      return errorResponse(error, baseHeaders(), DEFAULT_ADDRESSES.docs_url, request.method === "HEAD", "worker configuration");
    }
    return handle(request, deps);
  },
} satisfies ExportedHandler<Env>;
