/**
 * What the API promises over HTTP: the methods it answers, open CORS, the rate-limit windows
 * the spec sets and the Cache-Control of every answer (shared or for one client). The edge applies them (edge/http/,
 * edge/ratelimit/); the error messages, openapi.json and the documentation say them from here.
 */

/** The methods the API answers; any other is 405 method_not_allowed. */
export const METHODS = ["GET", "HEAD", "OPTIONS"] as const;

/** The Allow and Access-Control-Allow-Methods header value. */
export const ALLOWED_METHODS = METHODS.join(", ");

export interface Window {
  limit: number;
  seconds: number;
}

/** The spec's windows per client address, unless RATE_LIMITS configures others. */
export const DEFAULT_WINDOWS: readonly Window[] = [
  { limit: 120, seconds: 60 },
  { limit: 3000, seconds: 3600 },
];

/** The RateLimit-Policy header value of these windows. */
export function policyHeader(windows: readonly Window[]): string {
  return windows.map((w) => `${w.limit};w=${w.seconds}`).join(", ");
}

/**
 * Open CORS (the spec: any origin may call the API). Exposed headers are those a browser script
 * needs to read: ETag for conditional requests, Link for paging, the request id for reports,
 * the rate-limit headers, Allow (what a 405 permits), a download's Content-Range and file name, and the record's own address of a lookup by name.
 */
export const CORS_HEADERS: Readonly<Record<string, string>> = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Expose-Headers":
    "ETag, Link, X-Request-Id, RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset, RateLimit-Policy, Retry-After, Allow, Content-Range, Content-Disposition, Content-Location",
};

/** Cache-Control of every answer (the spec leaves the values open). */
export const CACHE_CONTROL = {
  /**
   * A file never changes within a build and builds are rare: browsers recheck after a few minutes
   * (cheap, the ETag gives a 304), shared caches keep it longer, and may serve it stale for longer
   * still while they revalidate, since stale game data is harmless.
   */
  ok: "public, max-age=300, s-maxage=3600, stale-while-revalidate=86400",
  /** A missing record or route stays missing until the next build: cache briefly. */
  notFound: "public, max-age=60",
  /**
   * A 400 says something about one request, a 405 about its method, a 429 about one client at one
   * moment, a 500 about a passing failure: caching any of them would answer other requests wrongly.
   */
  never: "no-store",
  /** Preflight answers are cached by browsers through Access-Control-Max-Age instead. */
  preflight: "public, max-age=86400",
} as const;

/**
 * The Cache-Control of an answer that carries one client's RateLimit-* headers, as the spec has
 * every answer carry them while limits are on: the same lifetimes, for the client's own cache
 * only. `private` keeps every shared cache (a proxy, a CDN put in front of a mirror) from storing
 * one client's counts and replaying them to others; the edge counts every request then, as a
 * per-client limit needs. An answer without them (limits off, a preflight) keeps its public form.
 */
export const PER_CLIENT_CACHE_CONTROL: Readonly<Record<string, string>> = {
  [CACHE_CONTROL.ok]: "private, max-age=300, stale-while-revalidate=86400",
  [CACHE_CONTROL.notFound]: "private, max-age=60",
};

export function cacheControlFor(status: number): string {
  if (status < 400) return CACHE_CONTROL.ok;
  if (status === 404) return CACHE_CONTROL.notFound;
  return CACHE_CONTROL.never;
}
