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
