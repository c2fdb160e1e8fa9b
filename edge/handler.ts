/**
 * THE request handler, shared by every deployment (Worker over assets or R2, Node mirror):
 * method, route, parameters, then the pre-rendered file that answers — or the list engine when
 * none does — with the API's headers on every answer, errors included. A path outside /v1 is a
 * web page of the build (web/: documentation, public site), served with the same headers.
 */
import { decodeCursor } from "../contract/cursor.ts";
import { VERSIONS } from "../contract/enums.ts";
import { fileOf, SITE_SHELL, sitePageOf, webContentTypeOf, webFileOf, WEB_NOT_FOUND, type FileMeta } from "../contract/layout.ts";
import { contentTypeOf, matchRoute, type Route } from "../contract/routes.ts";
import { DEFAULT_SITE } from "../contract/site.ts";
import { ApiError } from "./errors/api-error.ts";
import { errorBody, statusOf } from "./errors/body.ts";
import { Dist, DistDamaged, type Build } from "./files/dist.ts";
import type { FileStore } from "./files/store.ts";
import { cacheControlFor, CACHE_CONTROL } from "./http/cache-control.ts";
import { ALLOWED_METHODS, CORS_HEADERS, preflightHeaders } from "./http/cors.ts";
import { etagOf, ifNoneMatchHits } from "./http/etag.ts";
import { computeList } from "./lists/compute.ts";
import type { RateLimiter } from "./ratelimit/limiter.ts";
import type { Verdict } from "./ratelimit/sliding-log.ts";
import { routePathOf, webPathOf } from "./request/path.ts";
import { validateQuery } from "./request/query.ts";

/** What the handler reads of a request: a fetch Request, or the mirror's own reading of one
 * (whose method a Request could not carry, such as TRACE). */
export interface ApiRequest {
  readonly method: string;
  /** absolute URL; only its path and query are read */
  readonly url: string;
  readonly headers: Headers;
}

export interface HandlerDeps {
  files: FileStore;
  /** the client's IP address, for rate limiting; null when unknown */
  clientAddress: string | null;
  /** absent when rate limiting is off: the answers then carry no RateLimit-* header */
  limiter?: RateLimiter;
}

/** Errors are JSON like every answer of the API. */
const JSON_TYPE = contentTypeOf(matchRoute("/")!.route);

/** A positive game number that fits a JavaScript number exactly. */
const isId = (text: string) => /^\d{1,16}$/.test(text) && Number(text) > 0 && Number.isSafeInteger(Number(text));

/** One Dist (and so one cache) per store, for the life of the process or isolate. */
const dists = new WeakMap<FileStore, Dist>();
function distOf(files: FileStore): Dist {
  let dist = dists.get(files);
  if (!dist) dists.set(files, (dist = new Dist(files)));
  return dist;
}

/** The headers every answer carries, errors included, before anything can fail. */
export function baseHeaders(): Headers {
  // nosniff: a browser must never take a JSON answer (which may echo request text) for HTML.
  return new Headers({ ...CORS_HEADERS, "X-Request-Id": crypto.randomUUID(), "X-Content-Type-Options": "nosniff" });
}

export function setLimitHeaders(headers: Headers, limiter: RateLimiter, verdict: Verdict): void {
  headers.set("RateLimit-Limit", String(verdict.limit));
  headers.set("RateLimit-Remaining", String(verdict.remaining));
  headers.set("RateLimit-Reset", String(verdict.reset));
  headers.set("RateLimit-Policy", limiter.policy);
}

/** The uniform error answer of `error` (an ApiError, or anything else: internal_error, logged). */
export function errorResponse(error: unknown, headers: Headers, docsUrl: string, head: boolean, what: string): Response {
  if (!(error instanceof ApiError)) {
    console.error(`[${headers.get("X-Request-Id")}] ${what}:`, error);
    error = new ApiError("internal_error");
  }
  const { code, message, param } = error as ApiError;
  for (const name of ["ETag", "Link"]) headers.delete(name);
  headers.set("Content-Type", JSON_TYPE);
  headers.set("Cache-Control", cacheControlFor(statusOf(code)));
  const body = head ? null : JSON.stringify(errorBody(code, docsUrl, message, param));
  return new Response(body, { status: statusOf(code), headers });
}

export async function handle(request: ApiRequest, deps: HandlerDeps): Promise<Response> {
  const headers = baseHeaders();
  const head = request.method === "HEAD";
  const preflight = request.method === "OPTIONS";
  let docsUrl = DEFAULT_SITE.docs_url;
  try {
    // A preflight is not counted: the browser sends it on its own before a request that is
    // (one with If-None-Match, say), so counting it would make that request cost two.
    let verdict: Verdict | null = null;
    if (deps.limiter) {
      const now = Date.now();
      verdict = preflight ? await deps.limiter.peek(deps.clientAddress, now) : await deps.limiter.hit(deps.clientAddress, now);
      setLimitHeaders(headers, deps.limiter, verdict);
    }

    const dist = distOf(deps.files);
    const build = await dist.open().catch((error: unknown) => error as Error);
    if (!(build instanceof Error)) docsUrl = build.info.site.docs_url;
    if (preflight) {
      for (const [name, value] of Object.entries(preflightHeaders(request))) headers.set(name, value);
      headers.set("Cache-Control", CACHE_CONTROL.preflight);
      return new Response(null, { status: 204, headers });
    }
    if (verdict && !verdict.allowed) {
      headers.set("Retry-After", String(verdict.retryAfter));
      throw new ApiError("rate_limited");
    }
    if (build instanceof Error) throw build;
    if (request.method !== "GET" && !head) {
      headers.set("Allow", ALLOWED_METHODS);
      throw new ApiError("method_not_allowed");
    }
    try {
      return await answer(request, build, new Headers(headers), head);
    } catch (error) {
      // A file that does not match its build: a new build may have been swapped in since this
      // one was read. Then the request is answered again from the new build, once.
      if (!(error instanceof DistDamaged)) throw error;
      const newer = await dist.newerThan(build);
      if (!newer) throw error;
      return await answer(request, newer, new Headers(headers), head);
    }
  } catch (caught) {
    return errorResponse(caught, headers, docsUrl, head, `${request.method} ${request.url}`);
  }
}

/**
 * The answer to a request a server could not hand to `handle` (the mirror's HTTP parser refused
 * it): counted like any request, with the API's error body and headers.
 */
export async function refuse(error: ApiError, deps: HandlerDeps, head: boolean, extra: Record<string, string> = {}): Promise<Response> {
  const headers = baseHeaders();
  let docsUrl = DEFAULT_SITE.docs_url;
  try {
    let refused: ApiError = error;
    if (deps.limiter) {
      const verdict = await deps.limiter.hit(deps.clientAddress, Date.now());
      setLimitHeaders(headers, deps.limiter, verdict);
      if (!verdict.allowed) {
        headers.set("Retry-After", String(verdict.retryAfter));
        refused = new ApiError("rate_limited");
      }
    }
    if (refused === error) for (const [name, value] of Object.entries(extra)) headers.set(name, value);
    const build = await distOf(deps.files).open().catch(() => null);
    if (build) docsUrl = build.info.site.docs_url;
    return errorResponse(refused, headers, docsUrl, head, "unreadable request");
  } catch (caught) {
    return errorResponse(caught, headers, docsUrl, head, "unreadable request");
  }
}

async function answer(request: ApiRequest, build: Build, headers: Headers, head: boolean): Promise<Response> {
  const url = new URL(request.url);
  const path = routePathOf(url.pathname);
  if (path === null && !/^\/v1(\/|$)/.test(url.pathname)) return webAnswer(request, build, url, headers, head);
  const match = path === null ? null : matchRoute(path);
  if (path === null || !match) throw new ApiError("route_unknown");
  const { route, version, id } = match;
  if (version !== undefined && !(VERSIONS as readonly string[]).includes(version)) throw new ApiError("version_unknown", undefined, "version");
  if (id !== undefined && !isId(id)) throw new ApiError("parameter_invalid", `Le numéro « ${id} » doit être un nombre entier positif.`, "id");

  const values = validateQuery(route, url.searchParams);
  const { cursor, ...others } = values;
  const prerendered = route.kind !== "search" && Object.keys(others).length === 0;
  if (prerendered) {
    const file = fileOf(path, cursor);
    const meta = await build.meta(file);
    if (meta) return fileAnswer(request, build, route, file, meta, headers, head);
    if (cursor === undefined) {
      if (route.kind === "record" || route.kind === "sublist") throw new ApiError("resource_missing");
      throw new DistDamaged(`build ${build.info.build} has no ${file}`);
    }
    // Not a pre-rendered page: a cursor issued for another page size, which the engine
    // answers, or one this API never issued.
    if (!decodeCursor(cursor)) throw new ApiError("cursor_invalid", undefined, "cursor");
  }

  const computed = await computeList(build, build.info.site.base_url, route, path, values);
  const text = JSON.stringify(computed.body);
  const etag = await etagOf(text);
  setSuccessHeaders(headers, route, etag, computed.next);
  return conditional(request, headers) ?? new Response(head ? null : text, { status: 200, headers });
}

/** A pre-rendered file, read whole and checked against its ETag before a byte is sent (not for a
 * 304: the client holds the bytes of that ETag already). */
async function fileAnswer(request: ApiRequest, build: Build, route: Route, file: string, [etag, next]: FileMeta, headers: Headers, head: boolean): Promise<Response> {
  setSuccessHeaders(headers, route, etag, next);
  const early = conditional(request, headers);
  if (early) return early;
  const bytes = await build.served(file, etag);
  return new Response(head ? null : bytes, { status: 200, headers });
}

/**
 * A web page or asset of the build (web/). A folder asked without its final slash is redirected
 * to it (`/docs` -> `/docs/`), so that the page's relative links resolve. A path with no file is
 * the API's route_unknown, or the build's HTML 404 page for a browser.
 */
async function webAnswer(request: ApiRequest, build: Build, url: URL, headers: Headers, head: boolean): Promise<Response> {
  const path = webPathOf(url.pathname);
  if (path !== null) {
    // An address of the public site is its one page; a record's page whose record the build
    // does not hold is a 404, with the same page, which tells the reader so.
    const sitePage = sitePageOf(path);
    const file = sitePage ? SITE_SHELL : webFileOf(path);
    const meta = await build.meta(file);
    if (meta) {
      const missing = sitePage?.record != null && !(await build.meta(sitePage.record));
      headers.set("Content-Type", webContentTypeOf(file));
      if (missing) {
        headers.set("Cache-Control", cacheControlFor(404));
        return new Response(head ? null : await build.served(file, meta[0]), { status: 404, headers });
      }
      headers.set("Cache-Control", CACHE_CONTROL.ok);
      headers.set("ETag", meta[0]);
      const early = conditional(request, headers);
      if (early) return early;
      return new Response(head ? null : await build.served(file, meta[0]), { status: 200, headers });
    }
    if (!path.endsWith("/") && (await build.meta(webFileOf(`${path}/`)))) {
      headers.set("Location", `${url.pathname}/${url.search}`);
      headers.set("Cache-Control", CACHE_CONTROL.ok);
      return new Response(null, { status: 301, headers });
    }
  }
  // The answer depends on Accept: a browser gets a page, any other client the API's error body.
  headers.set("Vary", "Accept");
  const page = /\btext\/html\b/.test(request.headers.get("Accept") ?? "") ? await build.meta(WEB_NOT_FOUND) : null;
  if (!page) return errorResponse(new ApiError("route_unknown"), headers, build.info.site.docs_url, head, "");
  headers.set("Content-Type", webContentTypeOf(WEB_NOT_FOUND));
  headers.set("Cache-Control", cacheControlFor(404));
  return new Response(head ? null : await build.served(WEB_NOT_FOUND, page[0]), { status: 404, headers });
}

function setSuccessHeaders(headers: Headers, route: Route, etag: string, next: string | null) {
  headers.set("Content-Type", contentTypeOf(route));
  headers.set("Cache-Control", CACHE_CONTROL.ok);
  headers.set("ETag", etag);
  if (next) headers.set("Link", `<${next}>; rel="next"`);
}

/** 304 when the client holds this ETag, else null (send the answer). */
function conditional(request: ApiRequest, headers: Headers): Response | null {
  if (ifNoneMatchHits(request.headers.get("If-None-Match"), headers.get("ETag")!)) return new Response(null, { status: 304, headers });
  return null;
}
