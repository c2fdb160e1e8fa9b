/**
 * The two real rate limiters behind the handler's RateLimiter seam: one Durable Object per
 * client address on Cloudflare (exact and shared by every edge location), an in-memory sliding
 * log on the Node mirror. A request with no known address (local tests calling the worker
 * directly) is not counted; Cloudflare always sends CF-Connecting-IP.
 */
import { unlimited, type RateLimiter } from "./limiter.ts";
import type { RateLimiterObject } from "./durable-object.ts";
import { MemoryLimiter } from "./memory.ts";
import { policyHeader, type Verdict, type Window } from "./sliding-log.ts";

export function durableObjectLimiter(namespace: DurableObjectNamespace<RateLimiterObject>, windows: readonly Window[]): RateLimiter {
  return {
    policy: policyHeader(windows),
    async hit(address, now) {
      if (!address) return unlimited(windows);
      const stub = namespace.get(namespace.idFromName(address));
      return (await stub.hit(now, windows)) as Verdict;
    },
  };
}

export function memoryLimiter(windows: readonly Window[]): RateLimiter {
  const limiter = new MemoryLimiter(windows);
  return {
    policy: policyHeader(windows),
    async hit(address, now) {
      return address ? limiter.hit(address, now) : unlimited(windows);
    },
  };
}
