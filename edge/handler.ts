/**
 * THE request handler, shared by every deployment (Worker over assets or R2, Node mirror):
 * method, route, parameters, then the pre-rendered file that answers — or the list engine when
 * none does — with the API's headers on every answer, errors included. A path outside /v1 is a
 * page of the public site, written from the build's JSON (site-pages.ts), or a web file of the
 * build (web/: documentation, the site's script), served with the same headers.
 */
import { decodeCursor } from "../hashing/cursor.ts";
import { VERSIONS } from "../contract/enums.ts";
import { fileOf, SITE_SHELL, webContentTypeOf, webFileOf, WEB_NOT_FOUND, type FileMeta } from "../layout/dist.ts";
import { isGameId } from "../contract/game-id.ts";
import { contentTypeOf, matchRoute, recordApiPath, type Route } from "../contract/routes.ts";
import { RESOURCES } from "../contract/resources.ts";
import { namedRecord } from "../computed/named.ts";
import { DEFAULT_ADDRESSES, type Addresses } from "../contract/addresses.ts";
import { ApiError } from "../contract/api-error.ts";
import { errorBody, statusOf } from "../contract/error-body.ts";
import { missingElsewhere, noComparison } from "../contract/errors.ts";
import { noVersionBefore, versionBefore } from "../contract/patch-notes.ts";
import { Dist, DistDamaged, type Build } from "./files/dist.ts";
import type { FileStore } from "./files/store.ts";
import { cacheControlFor, CACHE_CONTROL, ALLOWED_METHODS } from "../contract/http.ts";
import { etagOf } from "../hashing/etag.ts";
import {
  baseHeaders,
  ifNoneMatchHits,
  keepPerClient,
  pagePolicy,
  setLimitHeaders,
  setPreflightHeaders,
  setSuccessHeaders,
  type AnswerHeaders,
} from "./http/headers.ts";
import { mirrorAddresses, relocationBetween, type Relocation } from "./http/relocate.ts";
import { computeList } from "../computed/answer.ts";
import type { RateLimiter, Verdict } from "./ratelimit/sliding-log.ts";
import { routePathOf, webPathOf, validateQuery } from "./request.ts";
import { bulkBody, downloadAnswer } from "./bulk.ts";
import { changesBody } from "./changes.ts";
import { refusedPage, siteDocument, siteMoveOf, sitePage, type SitePage } from "./site-pages.ts";

/** What the handler reads of a request: a fetch Request, or the mirror's own reading of one
 * (whose method a Request could not carry, such as TRACE; whose headers stay Node's). */
export interface ApiRequest {
  readonly method: string;
  /** absolute URL; only its path and query are read */
  readonly url: string;
  readonly headers: { get(name: string): string | null };
}

export interface HandlerDeps {
  files: FileStore;
  /** the client's IP address, for rate limiting; null when unknown */
  clientAddress: string | null;
  /** absent when rate limiting is off: the answers then carry no RateLimit-* header */
  limiter?: RateLimiter;
  /** the API's address when it is not the build's: a mirror serving a copied dist/ from
   * another address (http/relocate.ts); its docs and site are then on the same origin */
  baseUrl?: string;
}

/**
 * An answer before it becomes a fetch Response (the Worker) or is written on a socket (the
 * mirror, which so skips the Web Response and stream round trip for every file it sends).
 */
export interface Answer {
  status: number;
  headers: AnswerHeaders;
  /** a stream for the bulk files' downloads, which carry their own Content-Length */
  body: Uint8Array | string | ReadableStream | null;
}

export function responseOf(answer: Answer): Response {
  return new Response(sized(answer), { status: answer.status, headers: answer.headers });
}

/**
 * A download's stream with its length made known to workerd, which otherwise drops the
 * Content-Length of a stream it did not make and sends the file chunked: a client could then
 * not tell a broken download from a whole one. Elsewhere (Node) the body as it is.
 */
function sized(answer: Answer): Answer["body"] {
  const length = answer.headers["Content-Length"];
  if (!(answer.body instanceof ReadableStream) || length === undefined || typeof FixedLengthStream !== "function") return answer.body;
  const fixed = new FixedLengthStream(Number(length));
  answer.body.pipeTo(fixed.writable).catch(() => {}); // a client gone, or a part missing: the answer ends short
  return fixed.readable;
}

/** Errors are JSON like every answer of the API. */
const JSON_TYPE = contentTypeOf(matchRoute("/")!.route);

/** How many builds a request is tried on when the one it read was replaced under it. */
const BUILD_ATTEMPTS = 3;

/** One Dist (and so one cache) per store, for the life of the process or isolate. */
const dists = new WeakMap<FileStore, Dist>();
function distOf(files: FileStore): Dist {
  let dist = dists.get(files);
  if (!dist) dists.set(files, (dist = new Dist(files)));
  return dist;
}

/** The uniform error answer of `error` (an ApiError, or anything else: internal_error, logged). */
export function errorResponse(error: unknown, headers: AnswerHeaders, docsUrl: string, head: boolean, what: string): Response {
  return responseOf(errorAnswer(error, headers, docsUrl, head, what));
}

function errorAnswer(error: unknown, headers: AnswerHeaders, docsUrl: string, head: boolean, what: string): Answer {
  if (!(error instanceof ApiError)) {
    console.error(`[${headers["X-Request-Id"]}] ${what}:`, error);
    error = new ApiError("internal_error");
  }
  const { code, message, param, headers: own } = error as ApiError;
  for (const name of ["ETag", "Link", "Accept-Ranges", "Content-Disposition", "Content-Length", "Content-Location"]) delete headers[name];
  Object.assign(headers, own);
  headers["Content-Type"] = JSON_TYPE;
  headers["Cache-Control"] = cacheControlFor(statusOf(code));
  const body = head ? null : JSON.stringify(errorBody(code, docsUrl, message, param));
  return { status: statusOf(code), headers, body };
}

export async function handle(request: ApiRequest, deps: HandlerDeps): Promise<Response> {
  return responseOf(await answerTo(request, deps));
}

/** What `handle` answers, before it is a Response. */
export async function answerTo(request: ApiRequest, deps: HandlerDeps): Promise<Answer> {
  const answer = await answerOf(request, deps);
  keepPerClient(answer.headers);
  return answer;
}

async function answerOf(request: ApiRequest, deps: HandlerDeps): Promise<Answer> {
  const headers = baseHeaders();
  const head = request.method === "HEAD";
  const preflight = request.method === "OPTIONS";
  let docsUrl = DEFAULT_ADDRESSES.docs_url;
  try {
    // A preflight is neither counted nor looked up: the browser sends it on its own before a
    // request that is (one with If-None-Match, say), and a lookup would cost the limiter's
    // storage a call for an answer that reads nothing. It carries no RateLimit-* header.
    if (preflight) {
      setPreflightHeaders(headers, request);
      return { status: 204, headers, body: null };
    }
    let verdict: Verdict | null = null;
    if (deps.limiter) {
      verdict = await deps.limiter.hit(deps.clientAddress, Date.now());
      setLimitHeaders(headers, deps.limiter.policy, verdict);
    }

    const dist = distOf(deps.files);
    if (verdict && !verdict.allowed) {
      // A refused client learns why even when the build cannot be read: its docs address then
      // falls back to the default.
      const readable = await dist.open().catch(() => null);
      if (readable) docsUrl = siteOf(readable, deps).docs_url;
      headers["Retry-After"] = String(verdict.retryAfter);
      const url = new URL(request.url);
      const path = readable && request.method === "GET" && routePathOf(url.pathname) === null ? webPathOf(url.pathname) : null;
      const page = path === null ? null : refusedPage(path, url, verdict.retryAfter);
      if (page) return await siteAnswer(request, readable!, relocationOf(readable!, deps.baseUrl), page, url, headers, head);
      throw new ApiError("rate_limited");
    }
    const build = await dist.open();
    docsUrl = siteOf(build, deps).docs_url;
    if (request.method !== "GET" && !head) {
      headers.Allow = ALLOWED_METHODS;
      throw new ApiError("method_not_allowed");
    }
    // A file that does not match its build: a new build may have been swapped in since this one
    // was read. Then the request is answered again from the new build, a few times at most when
    // builds follow each other faster than it is answered.
    for (let from = build, attempt = 1; ; attempt++) {
      try {
        return await answer(request, from, relocationOf(from, deps.baseUrl), { ...headers }, head);
      } catch (error) {
        if (!(error instanceof DistDamaged) || attempt === BUILD_ATTEMPTS) throw error;
        const newer = await dist.newerThan(from);
        if (!newer) throw error;
        from = newer;
      }
    }
  } catch (caught) {
    return errorAnswer(caught, headers, docsUrl, head, `${request.method} ${request.url}`);
  }
}

/** The addresses the answers of `build` carry. */
function siteOf(build: Build, deps: HandlerDeps): Addresses {
  return relocationOf(build, deps.baseUrl)?.to ?? build.info.addresses;
}

/** One relocation per build and address (its pattern is compiled once). */
const relocations = new WeakMap<Build, { baseUrl: string; relocation: Relocation | null }>();
function relocationOf(build: Build, baseUrl: string | undefined): Relocation | null {
  // A build made for this very address is served as built, its docs and site addresses included.
  if (!baseUrl || baseUrl === build.info.addresses.base_url) return null;
  let known = relocations.get(build);
  if (known?.baseUrl !== baseUrl) {
    known = { baseUrl, relocation: relocationBetween(build.info.addresses, mirrorAddresses(baseUrl, build.info.addresses)) };
    relocations.set(build, known);
  }
  return known.relocation;
}

/**
 * The answer to a request a server could not hand to `handle` (the mirror's HTTP parser refused
 * it): counted like any request, with the API's error body and headers.
 */
export async function refuse(error: ApiError, deps: HandlerDeps, head: boolean, extra: Record<string, string> = {}): Promise<Answer> {
  const headers = baseHeaders();
  let docsUrl = DEFAULT_ADDRESSES.docs_url;
  try {
    let refused: ApiError = error;
    if (deps.limiter) {
      const verdict = await deps.limiter.hit(deps.clientAddress, Date.now());
      setLimitHeaders(headers, deps.limiter.policy, verdict);
      if (!verdict.allowed) {
        headers["Retry-After"] = String(verdict.retryAfter);
        refused = new ApiError("rate_limited");
      }
    }
    if (refused === error) for (const [name, value] of Object.entries(extra)) headers[name] = value;
    const build = await distOf(deps.files)
      .open()
      .catch(() => null);
    if (build) docsUrl = siteOf(build, deps).docs_url;
    return errorAnswer(refused, headers, docsUrl, head, "unreadable request");
  } catch (caught) {
    return errorAnswer(caught, headers, docsUrl, head, "unreadable request");
  }
}

/** Where the API's answer to a route path and query comes from: a file of the build, or code
 * (the list engine, the bulk catalogue, the change history; `name` is a bulk file's). Throws the
 * API's errors (unknown route or version, bad parameter, missing record). */
type Source =
  | { route: Route; path: string; file: string; meta: FileMeta; location?: string }
  | { route: Route; path: string; file: null; values: Record<string, string>; name?: string };

async function sourceOf(build: Build, path: string, query: URLSearchParams): Promise<Source> {
  const match = matchRoute(path);
  if (!match) throw new ApiError("route_unknown");
  const { route, version, id } = match;
  if (version !== undefined && !(VERSIONS as readonly string[]).includes(version))
    throw new ApiError("version_unknown", undefined, "version");
  if (id !== undefined && !isGameId(id))
    throw new ApiError("parameter_invalid", `Le numéro « ${id} » doit être un nombre entier positif, écrit sans zéro en tête.`, "id");

  if (route.kind === "patch_notes" && versionBefore(version!) === null)
    throw new ApiError("parameter_invalid", noVersionBefore(version!), "version");
  const values = validateQuery(route, query);
  if (route.kind === "named") return namedSource(build, route, path, version!, values.name!);
  if (route.kind === "download" || route.kind === "bulk" || route.kind === "changes")
    return { route, path, file: null, values, name: match.name };
  const { cursor, ...others } = values;
  const prerendered = route.kind !== "search" && Object.keys(others).length === 0;
  if (prerendered) {
    const file = fileOf(path, cursor);
    const meta = await build.meta(file);
    if (meta) return { route, path, file, meta };
    if (cursor === undefined) {
      if (route.kind === "record") throw await missingRecord(build, version!, path);
      if (route.kind === "sublist") throw new ApiError("resource_missing");
      if (route.kind === "differences") throw await missingComparison(build, path);
      throw new DistDamaged(`build ${build.info.build} has no ${file}`);
    }
    // Not a pre-rendered page: a cursor issued for another page size, which the engine
    // answers, or one this API never issued.
    if (!decodeCursor(cursor)) throw new ApiError("cursor_invalid", undefined, "cursor");
  }
  return { route, path, file: null, values };
}

/** resource_missing for a record this version lacks, naming the versions that hold the same path:
 * each looked up in the build's ETag shards, as any served file is. */
async function missingRecord(build: Build, version: string, path: string): Promise<ApiError> {
  const rest = path.slice(version.length + 1);
  const held = await Promise.all(VERSIONS.map(async (v) => v !== version && (await build.meta(fileOf(`/${v}${rest}`))) !== null));
  const elsewhere = VERSIONS.filter((_, i) => held[i]);
  return new ApiError("resource_missing", missingElsewhere(version, elsewhere), null, {}, elsewhere);
}

/** resource_missing for a comparison the build lacks, naming the version that holds the record, if one does. */
async function missingComparison(build: Build, path: string): Promise<ApiError> {
  const [, , segment, id] = path.split("/");
  const held = await Promise.all(VERSIONS.map(async (v) => (await build.meta(fileOf(`/${v}/${segment}/${id}`))) !== null));
  return new ApiError("resource_missing", noComparison(VERSIONS.filter((_, i) => held[i])));
}

/** A `named` route's answer: the file of the record its name designates (computed/named.ts),
 * with that record's path below the base, its Content-Location. */
async function namedSource(build: Build, route: Route, path: string, version: string, name: string): Promise<Source> {
  const resource = RESOURCES.find((r) => r.segment === path.split("/")[2])!;
  const location = recordApiPath(version, resource, await namedRecord(build, version, resource, name));
  const file = fileOf(location);
  const meta = await build.meta(file);
  if (!meta) throw new DistDamaged(`build ${build.info.build} has no ${file}`);
  return { route, path, file, meta, location };
}

/** The API's answer to a route path and query as a value, in the build's addresses: what the
 * site's pages show (edge/site-pages.ts). */
async function apiValue(build: Build, path: string, query: URLSearchParams): Promise<unknown> {
  const source = await sourceOf(build, path, query);
  if (source.file !== null) return build.json(source.file);
  if (source.route.kind === "changes") return (await changesBody(build, source.values)).body; // the home page's news
  return (await computeList(build, build.info.addresses.base_url, source.route, path, source.values)).body;
}

async function answer(
  request: ApiRequest,
  build: Build,
  relocation: Relocation | null,
  headers: AnswerHeaders,
  head: boolean,
): Promise<Answer> {
  const url = new URL(request.url);
  const path = routePathOf(url.pathname);
  if (path === null && !/^\/v1(\/|$)/.test(url.pathname)) return webAnswer(request, build, relocation, url, headers, head);
  if (path === null) throw new ApiError("route_unknown");
  const source = await sourceOf(build, path, url.searchParams);
  const contentType = contentTypeOf(source.route);
  if (source.file !== null) {
    // The address of the record itself, whose bytes a lookup by name answers with.
    if (source.location) headers["Content-Location"] = `${(relocation?.to ?? build.info.addresses).base_url}${source.location}`;
    return fileAnswer(request, build, relocation, contentType, source.file, source.meta, headers, head);
  }

  const { route, values } = source;
  if (route.kind === "download") return downloadAnswer(request, build, source.name!, headers, head);
  if (route.kind === "bulk" || route.kind === "changes") {
    const computed = route.kind === "bulk" ? { body: await bulkBody(build, source.name), next: null } : await changesBody(build, values);
    return computedAnswer(request, contentType, JSON.stringify(computed.body), computed.next, relocation, headers, head);
  }
  const computed = await computeList(build, build.info.addresses.base_url, route, path, values);
  return computedAnswer(request, contentType, JSON.stringify(computed.body), computed.next, relocation, headers, head);
}

/** An answer computed at the request, with the build's addresses relocated and its own ETag. */
async function computedAnswer(
  request: ApiRequest,
  contentType: string,
  text: string,
  next: string | null,
  relocation: Relocation | null,
  headers: AnswerHeaders,
  head: boolean,
): Promise<Answer> {
  if (relocation) [text, next] = [relocation.text(text), next && relocation.text(next)];
  const etag = await etagOf(text);
  setSuccessHeaders(headers, contentType, etag, next);
  return conditional(request, headers) ?? { status: 200, headers, body: head ? null : text };
}

/** A pre-rendered file, read whole and checked against its ETag before a byte is sent (not for a
 * 304: the client holds the bytes of that ETag already). Relocated, it is the relocated bytes
 * and their own ETag, so the ETag changes exactly when the bytes sent do. */
async function fileAnswer(
  request: ApiRequest,
  build: Build,
  relocation: Relocation | null,
  contentType: string,
  file: string,
  [etag, next]: FileMeta,
  headers: AnswerHeaders,
  head: boolean,
): Promise<Answer> {
  if (relocation) {
    const moved = await build.relocated(file, [etag, next], relocation);
    setSuccessHeaders(headers, contentType, moved.etag, moved.next);
    return conditional(request, headers) ?? { status: 200, headers, body: head ? null : moved.bytes };
  }
  setSuccessHeaders(headers, contentType, etag, next);
  const early = conditional(request, headers);
  if (early) return early;
  const bytes = await build.served(file, etag);
  return { status: 200, headers, body: head ? null : bytes };
}

/**
 * A web page or asset of the build (web/). A folder asked without its final slash is redirected
 * to it (`/docs` -> `/docs/`), so that the page's relative links resolve. A path with no file is
 * the API's route_unknown, or the build's HTML 404 page for a browser.
 */
async function webAnswer(
  request: ApiRequest,
  build: Build,
  relocation: Relocation | null,
  url: URL,
  headers: AnswerHeaders,
  head: boolean,
): Promise<Answer> {
  const path = webPathOf(url.pathname);
  headers["Content-Security-Policy"] = pagePolicy(relocation?.to ?? build.info.addresses);
  if (path !== null) {
    // Another form of a site page's address (`/classic/items/5193`) moves to the page's own.
    const moved = siteMoveOf(path, url);
    if (moved) {
      headers.Location = moved;
      headers["Cache-Control"] = CACHE_CONTROL.ok;
      return { status: 301, headers, body: null };
    }
    // An address of the public site is its page, written here from the build's JSON.
    const page = await sitePage(path, url, (route, query) => apiValue(build, route, query));
    if (page) return siteAnswer(request, build, relocation, page, url, headers, head);
    const file = webFileOf(path);
    const meta = await build.meta(file);
    if (meta) return fileAnswer(request, build, relocation, webContentTypeOf(file), file, meta, headers, head);
    if (!path.endsWith("/") && (await build.meta(webFileOf(`${path}/`)))) {
      headers.Location = `${url.pathname}/${url.search}`;
      headers["Cache-Control"] = CACHE_CONTROL.ok;
      return { status: 301, headers, body: null };
    }
  }
  // The answer depends on Accept: a browser gets a page, any other client the API's error body.
  headers.Vary = "Accept";
  const page = /\btext\/html\b/.test(request.headers.get("Accept") ?? "") ? await build.meta(WEB_NOT_FOUND) : null;
  if (!page) return errorAnswer(new ApiError("route_unknown"), headers, (relocation?.to ?? build.info.addresses).docs_url, head, "");
  headers["Content-Type"] = webContentTypeOf(WEB_NOT_FOUND);
  headers["Cache-Control"] = cacheControlFor(404);
  return { status: 404, headers, body: head ? null : await pageBytes(build, relocation, WEB_NOT_FOUND, page) };
}

/** A page of the public site: with the ETag of its bytes (a 304 when the client holds them)
 * when it shows what was asked, else with the status of the API's refusal and no ETag. */
async function siteAnswer(
  request: ApiRequest,
  build: Build,
  relocation: Relocation | null,
  site: SitePage,
  url: URL,
  headers: AnswerHeaders,
  head: boolean,
): Promise<Answer> {
  let text = await siteDocument(build, site, url.pathname + url.search);
  if (relocation) text = relocation.text(text);
  const contentType = webContentTypeOf(SITE_SHELL);
  const { status } = site.page;
  if (status !== 200) {
    headers["Content-Type"] = contentType;
    headers["Cache-Control"] = cacheControlFor(status);
    return { status, headers, body: head ? null : text };
  }
  setSuccessHeaders(headers, contentType, await etagOf(text), null);
  return conditional(request, headers) ?? { status: 200, headers, body: head ? null : text };
}

/** A page sent with a 404 status (no ETag, no 304): its checked bytes, relocated if need be. */
async function pageBytes(build: Build, relocation: Relocation | null, file: string, meta: FileMeta): Promise<Uint8Array> {
  return relocation ? (await build.relocated(file, meta, relocation)).bytes : build.served(file, meta[0]);
}

/** 304 when the client holds this ETag, else null (send the answer). */
function conditional(request: ApiRequest, headers: AnswerHeaders): Answer | null {
  if (ifNoneMatchHits(request.headers.get("If-None-Match"), headers.ETag!)) return { status: 304, headers, body: null };
  return null;
}
