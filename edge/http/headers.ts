/**
 * The headers of the handler's answers: those every answer carries (CORS, request id, nosniff),
 * the rate-limit headers and the Cache-Control that keeps them from shared caches, those of a
 * success (type, cache, ETag, next page), a preflight's, the
 * Content-Security-Policy of the web pages, and If-None-Match matching (RFC 9110's weak
 * comparison: `W/` is ignored, `*` matches any current answer, lists are comma separated).
 * Values the API documents come from contract/http.ts.
 */
import { ALLOWED_METHODS, CACHE_CONTROL, CORS_HEADERS, PER_CLIENT_CACHE_CONTROL } from "../../contract/http.ts";
import type { Addresses } from "../../contract/addresses.ts";
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

/**
 * The last step of every answer: one that carries a client's RateLimit-* headers is kept from
 * shared caches (PER_CLIENT_CACHE_CONTROL), whichever step set its Cache-Control.
 */
export function keepPerClient(headers: AnswerHeaders): AnswerHeaders {
  const cacheControl = headers["Cache-Control"];
  if (headers["RateLimit-Limit"] !== undefined && cacheControl !== undefined && Object.hasOwn(PER_CLIENT_CACHE_CONTROL, cacheControl))
    headers["Cache-Control"] = PER_CLIENT_CACHE_CONTROL[cacheControl]!;
  return headers;
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

/** The origin of an address template (`https://host/icons/{icon}.jpg`), or null. */
function originOf(template: string): string | null {
  try {
    return new URL(template.replace(/\{\w+\}/g, "x")).origin;
  } catch {
    return null;
  }
}

const policies = new WeakMap<Addresses, string>();

/**
 * The Content-Security-Policy of every web file (documentation, public site, their 404 page):
 * scripts, styles, fonts and the API from their own origin only (no inline script or style),
 * images from it and from the icon and map hosts of the build's addresses, no plugin, no <base>,
 * forms to the site itself, and no framing by another site.
 */
export function pagePolicy(addresses: Addresses): string {
  let policy = policies.get(addresses);
  if (policy === undefined) {
    const images = new Set(["'self'", ...[addresses.media_url, addresses.map_url].flatMap((t) => (t ? (originOf(t) ?? []) : []))]);
    policy = [
      "default-src 'none'",
      "script-src 'self'",
      "style-src 'self'",
      "font-src 'self'",
      `img-src ${[...images].join(" ")}`,
      "connect-src 'self'",
      "base-uri 'none'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ].join("; ");
    policies.set(addresses, policy);
  }
  return policy;
}

const opaque = (tag: string) => tag.trim().replace(/^W\//, "");

export function ifNoneMatchHits(header: string | null, etag: string): boolean {
  if (header === null) return false;
  if (header.trim() === "*") return true;
  const want = opaque(etag);
  return header.split(",").some((tag) => opaque(tag) === want);
}
