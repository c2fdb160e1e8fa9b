/**
 * Open CORS (the spec: any origin may call the API). Exposed headers are those a browser script
 * needs to read: ETag for conditional requests, Link for paging, the request id for reports,
 * the rate-limit headers, and Allow (what a 405 permits).
 */

export const CORS_HEADERS: Readonly<Record<string, string>> = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Expose-Headers":
    "ETag, Link, X-Request-Id, RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset, RateLimit-Policy, Retry-After, Allow",
};

import { ALLOWED_METHODS } from "../../contract/limits.ts";

/** Headers of a preflight answer. Requested headers are echoed: the API has no credentials to protect. */
export function preflightHeaders(request: { readonly headers: { get(name: string): string | null } }): Record<string, string> {
  const headers: Record<string, string> = {
    "Access-Control-Allow-Methods": ALLOWED_METHODS,
    "Access-Control-Max-Age": "86400",
  };
  const asked = request.headers.get("Access-Control-Request-Headers");
  if (asked) {
    headers["Access-Control-Allow-Headers"] = asked;
    headers.Vary = "Access-Control-Request-Headers";
  }
  return headers;
}
