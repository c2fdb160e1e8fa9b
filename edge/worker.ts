/**
 * The Cloudflare Worker entry: reads dist/ from R2 when the `DIST` bucket is bound (production,
 * full data), else from Workers Static Assets (`ASSETS`, wrangler dev and small deployments).
 */
import { handle } from "./handler.ts";
import { assetsStore } from "./files/assets.ts";
import { r2Store } from "./files/r2.ts";
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

function storeOf(env: Env): FileStore {
  const binding = env.DIST ?? env.ASSETS;
  if (!binding) throw new Error("neither the DIST (R2) nor the ASSETS binding is configured");
  let store = stores.get(binding);
  if (!store) stores.set(binding, (store = env.DIST ? r2Store(env.DIST) : assetsStore(env.ASSETS!)));
  return store;
}

export default {
  fetch(request: Request, env: Env): Promise<Response> {
    return handle(request, { files: storeOf(env), clientAddress: request.headers.get("CF-Connecting-IP"), limiter: limiterOf(env) });
  },
} satisfies ExportedHandler<Env>;
