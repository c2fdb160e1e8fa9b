/**
 * The Cloudflare Worker entry: reads the live build of the `DIST` R2 bucket when it is bound
 * (production, full data, filled by `npm run deploy`), else dist/ from Workers Static Assets
 * (`ASSETS`, wrangler dev and small deployments).
 */
import { handle } from "./handler.ts";
import { assetsStore } from "./files/assets.ts";
import { liveBuild, type LiveBuild } from "./files/r2.ts";
import type { FileStore } from "./files/store.ts";
import { windowsFrom } from "./ratelimit/config.ts";
import type { RateLimiterObject } from "./ratelimit/durable-object.ts";
import type { RateLimiter } from "./ratelimit/limiter.ts";
import { durableObjectLimiter } from "./ratelimit/limiters.ts";

export { RateLimiterObject } from "./ratelimit/durable-object.ts";

export interface Env {
  ASSETS?: Fetcher;
  DIST?: R2Bucket;
  /** one Durable Object per client address */
  RATE_LIMITER?: DurableObjectNamespace<RateLimiterObject>;
  /** "120/60,3000/3600" (the default) or "off" */
  RATE_LIMITS?: string;
  /** milliseconds an isolate trusts its reading of the bucket's live.json (tests set 0) */
  LIVE_TTL_MS?: string;
}

const limiters = new WeakMap<object, RateLimiter | undefined>();

function limiterOf(env: Env): RateLimiter | undefined {
  if (!env.RATE_LIMITER) return undefined;
  if (!limiters.has(env.RATE_LIMITER)) {
    const windows = windowsFrom(env.RATE_LIMITS);
    limiters.set(env.RATE_LIMITER, windows ? durableObjectLimiter(env.RATE_LIMITER, windows) : undefined);
  }
  return limiters.get(env.RATE_LIMITER);
}

/** The same store for every request of an isolate, so the handler's caches live across requests. */
const stores = new WeakMap<object, FileStore>();
/** Over R2, the same store for every request on one build: a new build gets a new store. */
const lives = new WeakMap<object, LiveBuild>();

async function storeOf(env: Env): Promise<FileStore> {
  if (env.DIST) {
    let live = lives.get(env.DIST);
    if (!live) lives.set(env.DIST, (live = liveBuild(env.DIST, env.LIVE_TTL_MS ? Number(env.LIVE_TTL_MS) : undefined)));
    return live.current();
  }
  if (!env.ASSETS) throw new Error("neither the DIST (R2) nor the ASSETS binding is configured");
  let store = stores.get(env.ASSETS);
  if (!store) stores.set(env.ASSETS, (store = assetsStore(env.ASSETS)));
  return store;
}

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    return handle(request, { files: await storeOf(env), clientAddress: request.headers.get("CF-Connecting-IP"), limiter: limiterOf(env) });
  },
} satisfies ExportedHandler<Env>;
