/**
 * The rate limiter as the handler sees it: one call per request, whose verdict fills the
 * RateLimit-* headers and decides the 429. Deployments choose the implementation (a Durable
 * Object on Cloudflare, the in-memory sliding log under Node); with limits off there is none,
 * and the answers claim no limit.
 */
import type { Verdict, Window } from "./sliding-log.ts";

export interface RateLimiter {
  /** RateLimit-Policy header value: the windows this limiter enforces. */
  readonly policy: string;
  /** Counts one request of `address` (null when unknown) at `now` (ms). */
  hit(address: string | null, now: number): Promise<Verdict>;
  /** How things stand for `address` at `now`, without counting anything (CORS preflights). */
  peek(address: string | null, now: number): Promise<Verdict>;
}

/** The verdict for a request that is not counted: the full quota of the first window. */
export function unlimited(windows: readonly Window[]): Verdict {
  const first = windows[0]!;
  return { allowed: true, limit: first.limit, remaining: first.limit, reset: first.seconds, retryAfter: 0 };
}
