/**
 * THE request handler, shared by every deployment (Worker over assets or R2, Node mirror):
 * method, route, parameters, then the pre-rendered file that answers — or the list engine when
 * none does — with the API's headers on every answer, errors included.
 */
import { decodeCursor } from "./api/cursor.ts";
import { VERSIONS } from "./api/enums.ts";
import { fileOf, type BuildInfo, type FileMeta } from "./api/layout.ts";
import { contentTypeOf, matchRoute, type Route } from "./api/routes.ts";
import { DEFAULT_SITE } from "./api/site.ts";
import { ApiError } from "./errors/api-error.ts";
import { errorBody, statusOf } from "./errors/body.ts";
import { Dist } from "./files/dist.ts";
import type { FileStore } from "./files/store.ts";
import { cacheControlFor, CACHE_CONTROL } from "./http/cache-control.ts";
import { ALLOWED_METHODS, CORS_HEADERS, preflightHeaders } from "./http/cors.ts";
import { etagOf, ifNoneMatchHits } from "./http/etag.ts";
import { computeList } from "./lists/compute.ts";
import { noLimit, type RateLimiter } from "./ratelimit/limiter.ts";
import { routePathOf } from "./request/path.ts";
import { validateQuery } from "./request/query.ts";

export interface HandlerDeps {
  files: FileStore;
  /** the client's IP address, for rate limiting; null when unknown */
  clientAddress: string | null;
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

export async function handle(request: Request, deps: HandlerDeps): Promise<Response> {
  const requestId = crypto.randomUUID();
  // nosniff: a browser must never take a JSON answer (which may echo request text) for HTML.
  const headers = new Headers({ ...CORS_HEADERS, "X-Request-Id": requestId, "X-Content-Type-Options": "nosniff" });
  const head = request.method === "HEAD";
  let docsUrl = DEFAULT_SITE.docs_url;
  try {
    const limiter = deps.limiter ?? noLimit;
    const verdict = await limiter.hit(deps.clientAddress, Date.now());
    headers.set("RateLimit-Limit", String(verdict.limit));
    headers.set("RateLimit-Remaining", String(verdict.remaining));
    headers.set("RateLimit-Reset", String(verdict.reset));
    headers.set("RateLimit-Policy", limiter.policy);

    const dist = distOf(deps.files);
    const build = await dist.build().catch((error: unknown) => error as Error);
    if (!(build instanceof Error)) docsUrl = build.site.docs_url;
    if (!verdict.allowed) {
      headers.set("Retry-After", String(verdict.retryAfter));
      throw new ApiError("rate_limited");
    }
    if (request.method === "OPTIONS") {
      for (const [name, value] of Object.entries(preflightHeaders(request))) headers.set(name, value);
      headers.set("Cache-Control", CACHE_CONTROL.preflight);
      return new Response(null, { status: 204, headers });
    }
    if (build instanceof Error) throw build;
    if (request.method !== "GET" && !head) {
      headers.set("Allow", ALLOWED_METHODS);
      throw new ApiError("method_not_allowed");
    }
    return await answer(request, dist, build, headers, head);
  } catch (caught) {
    let error = caught;
    if (!(error instanceof ApiError)) {
      console.error(`[${requestId}] ${request.method} ${request.url}:`, error);
      error = new ApiError("internal_error");
    }
    const { code, message, param } = error as ApiError;
    for (const name of ["ETag", "Link"]) headers.delete(name);
    headers.set("Content-Type", JSON_TYPE);
    headers.set("Cache-Control", cacheControlFor(statusOf(code)));
    const body = head ? null : JSON.stringify(errorBody(code, docsUrl, message, param));
    return new Response(body, { status: statusOf(code), headers });
  }
}

async function answer(request: Request, dist: Dist, build: BuildInfo, headers: Headers, head: boolean): Promise<Response> {
  const url = new URL(request.url);
  const path = routePathOf(url.pathname);
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
    const meta = await dist.meta(file);
    if (meta) return fileAnswer(request, dist, route, file, meta, headers, head);
    if (cursor === undefined) {
      if (route.kind === "record" || route.kind === "sublist") throw new ApiError("resource_missing");
      throw new Error(`build ${build.build} has no ${file}`);
    }
    // Not a pre-rendered page: a cursor issued for another page size, which the engine
    // answers, or one this API never issued.
    if (!decodeCursor(cursor)) throw new ApiError("cursor_invalid", undefined, "cursor");
  }

  const computed = await computeList(dist, route, path, values);
  const text = JSON.stringify(computed.body);
  const etag = await etagOf(text);
  setSuccessHeaders(headers, route, etag, computed.next);
  return conditional(request, headers, head) ?? new Response(text, { status: 200, headers });
}

async function fileAnswer(request: Request, dist: Dist, route: Route, file: string, [etag, next]: FileMeta, headers: Headers, head: boolean): Promise<Response> {
  setSuccessHeaders(headers, route, etag, next);
  const early = conditional(request, headers, head);
  if (early) return early;
  const stored = await dist.file(file);
  if (!stored) throw new Error(`${file} is in the ETag manifest but not in storage`);
  return new Response(stored.body, { status: 200, headers });
}

function setSuccessHeaders(headers: Headers, route: Route, etag: string, next: string | null) {
  headers.set("Content-Type", contentTypeOf(route));
  headers.set("Cache-Control", CACHE_CONTROL.ok);
  headers.set("ETag", etag);
  if (next) headers.set("Link", `<${next}>; rel="next"`);
}

/** 304 when the client holds this ETag, a bodiless 200 for HEAD, else null (send the body). */
function conditional(request: Request, headers: Headers, head: boolean): Response | null {
  if (ifNoneMatchHits(request.headers.get("If-None-Match"), headers.get("ETag")!)) return new Response(null, { status: 304, headers });
  if (head) return new Response(null, { status: 200, headers });
  return null;
}
