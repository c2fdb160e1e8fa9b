/**
 * The headers of the handler's answers: those every answer carries (CORS, request id, nosniff),
 * the rate-limit headers, those of a success (type, cache, ETag, next page), a preflight's, and
 * If-None-Match matching (RFC 9110's weak comparison: `W/` is ignored, `*` matches any current
 * answer, lists are comma separated). Values the API documents come from contract/http.ts.
 */
import { ALLOWED_METHODS, CACHE_CONTROL, CORS_HEADERS } from "../../contract/http.ts";
import type { Verdict } from "../ratelimit/sliding-log.ts";

/** Header names as the handler writes them (`ETag`, `Cache-Control`...), each set once: a plain
 * object costs a fraction of a fetch Headers, which validates and lowercases every name. */
export type AnswerHeaders = Record<string, string>;

/** The headers every answer carries, errors included, before anything can fail. */
export function baseHeaders(): AnswerHeaders {
  // nosniff: a browser must never take a JSON answer (which may echo request text) for HTML.
  return { ...CORS_HEADERS, "X-Request-Id": crypto.randomUUID(), "X-Content-Type-Options": "nosniff" };
}

export function setLimitHeaders(headers: AnswerHeaders, policy: string, verdict: Verdict): void {
  headers["RateLimit-Limit"] = String(verdict.limit);
  headers["RateLimit-Remaining"] = String(verdict.remaining);
  headers["RateLimit-Reset"] = String(verdict.reset);
  headers["RateLimit-Policy"] = policy;
}

export function setSuccessHeaders(headers: AnswerHeaders, contentType: string, etag: string, next: string | null): void {
  headers["Content-Type"] = contentType;
  headers["Cache-Control"] = CACHE_CONTROL.ok;
  headers.ETag = etag;
  if (next) headers.Link = `<${next}>; rel="next"`;
}

/** Headers of a preflight answer. Requested headers are echoed: the API has no credentials to protect. */
export function setPreflightHeaders(headers: AnswerHeaders, request: { readonly headers: { get(name: string): string | null } }): void {
  headers["Access-Control-Allow-Methods"] = ALLOWED_METHODS;
  headers["Access-Control-Max-Age"] = "86400";
  headers["Cache-Control"] = CACHE_CONTROL.preflight;
  const asked = request.headers.get("Access-Control-Request-Headers");
  if (asked) {
    headers["Access-Control-Allow-Headers"] = asked;
    headers.Vary = "Access-Control-Request-Headers";
  }
}

const opaque = (tag: string) => tag.trim().replace(/^W\//, "");

export function ifNoneMatchHits(header: string | null, etag: string): boolean {
  if (header === null) return false;
  if (header.trim() === "*") return true;
  const want = opaque(etag);
  return header.split(",").some((tag) => opaque(tag) === want);
}
