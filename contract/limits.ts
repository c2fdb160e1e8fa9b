/**
 * What the API permits a client: the methods it answers and the rate-limit windows the spec
 * sets. The edge enforces them (edge/http/cors.ts, edge/ratelimit/), and the error messages and
 * openapi.json say them from here.
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
