/**
 * Cache-Control of every answer, in one place (the spec leaves the values open).
 */

export const CACHE_CONTROL = {
  /**
   * A file never changes within a build and builds are rare: browsers recheck after 5 minutes
   * (cheap, the ETag gives a 304), shared caches keep it an hour, and may serve it up to a day
   * stale while they revalidate, since stale game data is harmless.
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

export function cacheControlFor(status: number): string {
  if (status < 400) return CACHE_CONTROL.ok;
  if (status === 404) return CACHE_CONTROL.notFound;
  return CACHE_CONTROL.never;
}
