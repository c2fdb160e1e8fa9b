/**
 * The rate limiter as the handler sees it: one call per request, whose verdict fills the
 * RateLimit-* headers and decides the 429. Deployments choose the implementation (a Durable
 * Object on Cloudflare, the in-memory sliding log under Node); `noLimit` lets everything through
 * and reports a full quota of the first window.
 */
import { DEFAULT_WINDOWS, policyHeader, type Verdict, type Window } from "./sliding-log.ts";

export interface RateLimiter {
  /** RateLimit-Policy header value: the windows this limiter enforces. */
  readonly policy: string;
  /** Counts one request of `address` (null when unknown) at `now` (ms). */
  hit(address: string | null, now: number): Promise<Verdict>;
}

/** The verdict for a request that is not counted: the full quota of the first window. */
export function unlimited(windows: readonly Window[]): Verdict {
  const first = windows[0]!;
  return { allowed: true, limit: first.limit, remaining: first.limit, reset: first.seconds, retryAfter: 0 };
}

export const noLimit: RateLimiter = {
  policy: policyHeader(DEFAULT_WINDOWS),
  async hit() {
    return unlimited(DEFAULT_WINDOWS);
  },
};
