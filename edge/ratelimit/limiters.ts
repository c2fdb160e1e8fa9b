/**
 * The rate limiter seam of the handler, and the two real limiters behind it: one Durable Object per
 * client address on Cloudflare (exact and shared by every edge location), an in-memory sliding
 * log on the Node mirror. A request with no known address (local tests calling the worker
 * directly) is not counted; Cloudflare always sends CF-Connecting-IP.
 */
import type { RateLimiterObject } from "./durable-object.ts";
import { MemoryLimiter } from "./memory.ts";
import { type Verdict } from "./sliding-log.ts";
import { policyHeader, type Window } from "../../contract/limits.ts";

/**
 * The rate limiter as the handler sees it: one call per request, whose verdict fills the
 * RateLimit-* headers and decides the 429. With limits off there is none, and the answers
 * claim no limit.
 */
export interface RateLimiter {
  /** RateLimit-Policy header value: the windows this limiter enforces. */
  readonly policy: string;
  /** Counts one request of `address` (null when unknown) at `now` (ms). */
  hit(address: string | null, now: number): Promise<Verdict>;
  /** How things stand for `address` at `now`, without counting anything (CORS preflights). */
  peek(address: string | null, now: number): Promise<Verdict>;
}

/** The verdict for a request that is not counted: the full quota of the first window. */
function unlimited(windows: readonly Window[]): Verdict {
  const first = windows[0]!;
  return { allowed: true, limit: first.limit, remaining: first.limit, reset: first.seconds, retryAfter: 0 };
}

export function durableObjectLimiter(namespace: DurableObjectNamespace<RateLimiterObject>, windows: readonly Window[]): RateLimiter {
  const stub = (address: string) => namespace.get(namespace.idFromName(address));
  return {
    policy: policyHeader(windows),
    async hit(address, now) {
      return address ? ((await stub(address).hit(now, windows)) as Verdict) : unlimited(windows);
    },
    async peek(address, now) {
      return address ? ((await stub(address).peek(now, windows)) as Verdict) : unlimited(windows);
    },
  };
}

export function memoryLimiter(windows: readonly Window[], limiter = new MemoryLimiter(windows)): RateLimiter {
  return {
    policy: policyHeader(windows),
    async hit(address, now) {
      return address ? limiter.hit(address, now) : unlimited(windows);
    },
    async peek(address, now) {
      return address ? limiter.peek(address, now) : unlimited(windows);
    },
  };
}
