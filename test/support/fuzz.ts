/**
 * A seeded, bounded fuzz campaign shared by the Worker and the mirror: requests made from the
 * build's own addresses, then mangled (paths in every encoding, random and repeated parameters,
 * tampered cursors, odd methods and headers) or made hostile (a name repeated thousands of times,
 * q of dozens of words, cursors rebuilt with a valid check at deep offsets, raw UTF-8 targets),
 * and the checks every answer must pass whatever
 * was asked: one of the API's statuses (never a 500 on a whole build), the uniform error body,
 * the headers of the spec's Limits section, no body on HEAD, 204 and 304, an ETag that is the
 * hash of the bytes, and nothing served that is not a file of v1/ or a computed list.
 */
import { decodeCursor, encodeCursor, querySignature } from "../../hashing/cursor.ts";
import { searchIdentity } from "../../search/query.ts";
import { ERRORS, type ErrorCodeName } from "../../contract/errors.ts";
import { paramsOf, ROUTES } from "../../contract/routes.ts";
import type { DistFacts } from "./dist.ts";

/** mulberry32: small, fast, the same sequence on every runtime for a seed. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface FuzzRequest {
  method: string;
  /** the request target as sent: path and query, possibly with bytes no URL would hold */
  target: string;
  headers: Record<string, string>;
}

export interface FuzzAnswer {
  status: number;
  headers: Headers | Record<string, string>;
  body: Uint8Array;
}

const header = (h: FuzzAnswer["headers"], name: string): string | null =>
  h instanceof Headers ? h.get(name) : ((h as Record<string, string>)[name.toLowerCase()] ?? null);

/** Methods a fetch Request can carry, and those only a raw client can. */
const METHODS = ["GET", "GET", "GET", "GET", "GET", "HEAD", "HEAD", "OPTIONS", "POST", "PUT", "DELETE", "PATCH", "PROPFIND", "PURGE"];
export const RAW_METHODS = ["TRACE", "CONNECT", "get", "Head", "FOO", "G\u00c9T", "M-SEARCH", ""];

const ODD_VALUES = [
  "",
  " ",
  "%00",
  "%FF",
  "%C3",
  "%E2%82",
  "-1",
  "0",
  "1e3",
  "0x10",
  "999999999999999999999",
  "true",
  "TRUE",
  "null",
  "undefined",
  "%F0%9F%90%89",
  "%D9%A6",
  "a,b",
  ",,,",
  "classic,cata",
  "-name",
  "--level",
  "%2e%2e%2f",
  "%252e",
  "\u00e9p\u00e9e",
  "*",
  "'",
  '"',
  "<script>",
  "a".repeat(130),
  "%20%20",
  "1.5",
  "+1",
  "٣",
  "NaN",
  "Infinity",
];
const UNKNOWN_PARAMS = ["colour", "page", "offset", "q[]", "LIMIT", "Sort", "__proto__", "constructor", "%71", "q%00", ""];

export interface FuzzCorpus {
  paths: string[];
  /** the ETag of each path's file */
  etagOf: Map<string, string>;
  cursors: string[];
  etags: string[];
  /** parameter names and values worth trying, by route path */
  params: Map<string, { name: string; values: string[] }[]>;
  /** the fingerprint search cursors carry */
  searchCollection: string;
}

export function corpusOf(facts: DistFacts): FuzzCorpus {
  const files = Object.keys(facts.manifest).sort();
  const pathOf = (f: string) =>
    f === "v1/index.json" ? "/v1" : `/${/\.(json|txt)$/.test(f) && /openapi|llms/.test(f) ? f : f.replace(/\.json$/, "")}`;
  const served = files.filter((f) => !f.includes("~"));
  const paths = served.map(pathOf);
  paths.push("/v1/search", "/v1/classic/items/named", "/v1/tbc/npcs/named", "/v1/wotlk/instances/named");
  const etagOf = new Map(served.map((f) => [pathOf(f), facts.manifest[f]![0]]));
  const cursors = files
    .flatMap((f) => facts.manifest[f]![1] ?? [])
    .map((next) => new URL(next).searchParams.get("cursor")!)
    .filter(Boolean);
  const params = new Map<string, { name: string; values: string[] }[]>();
  for (const route of ROUTES) {
    params.set(
      route.path,
      paramsOf(route).map((p) => ({
        name: p.name,
        values:
          p.kind === "codes"
            ? [...p.values, p.values.slice(0, 2).join(","), p.values.join(",")]
            : p.kind === "sort"
              ? Object.keys(p.fields).flatMap((f) => [f, `-${f}`])
              : p.kind === "boolean"
                ? ["true", "false"]
                : p.kind === "choice"
                  ? [...Object.keys(p.values), "both"]
                  : p.kind === "integer"
                    ? [String(p.min), String(p.max), String(p.max + 1), String(p.min - 1), "20"]
                    : p.kind === "text"
                      ? ["epee", "de", "12", "12.", "tete edwin", "loup", "a"]
                      : p.kind === "ids"
                        ? [
                            "19019",
                            "19019,999999,5193,19019",
                            "639,1,0639",
                            "1,,2",
                            Array.from({ length: p.maxItems + 1 }, (_, i) => i + 1).join(","),
                          ]
                        : [],
      })),
    );
  }
  const searchCollection = facts.build.collections["/search"] ?? "";
  return { paths, etagOf, cursors, etags: Object.values(facts.manifest).map(([etag]) => etag), params, searchCollection };
}

/** The route template of a path, for its parameters ("/v1/classic/npcs/1" -> "/{version}/npcs/{id}"). */
function templateOf(path: string): string | null {
  const parts = path.replace(/^\/v1/, "").split("/").filter(Boolean);
  const route = ROUTES.find((r) => {
    const segments = r.path.split("/").filter(Boolean);
    return segments.length === parts.length && segments.every((s, i) => s.startsWith("{") || s === parts[i]);
  });
  return route?.path ?? null;
}

/** Percent-encodes a random share of a string's characters, in upper or lower case hex. */
function encodeSome(text: string, rnd: () => number, share: number): string {
  return [...text]
    .map((c) => {
      if (c === "/" || rnd() > share) return c;
      const hex = [...new TextEncoder().encode(c)].map((b) => `%${b.toString(16).padStart(2, "0")}`).join("");
      return rnd() < 0.5 ? hex.toUpperCase() : hex;
    })
    .join("");
}

const pick = <T>(items: readonly T[], rnd: () => number): T => items[Math.floor(rnd() * items.length)]!;

/** A cursor rebuilt with a valid check, as from the source, at an offset a walk may not reach. */
function deepCursor(query: string, collection: string, rnd: () => number): string {
  return encodeCursor({ query, collection, offset: pick([135_084, 1e9, 499, 500, 501, 1], rnd) });
}

function tamper(cursor: string, rnd: () => number): string {
  switch (Math.floor(rnd() * 7)) {
    case 0:
      return cursor.slice(0, -1 - Math.floor(rnd() * 4));
    case 1: {
      const i = Math.floor(rnd() * cursor.length);
      return cursor.slice(0, i) + pick(["A", "z", "-", "_", "0"], rnd) + cursor.slice(i + 1);
    }
    case 2:
      return btoa(`${"0".repeat(8)}.${"f".repeat(8)}.${Math.floor(rnd() * 1e6).toString(36)}`).replace(/=+$/, "");
    case 3: {
      // a cursor of the right shape pointing past the end, or at offset 1
      const text = atob(cursor.replace(/-/g, "+").replace(/_/g, "/"));
      const [query, collection] = text.split(".");
      return btoa(`${query}.${collection}.${pick(["1", "zzzz", "0", "-1"], rnd)}`)
        .replace(/\+/g, "-")
        .replace(/\//g, "_")
        .replace(/=+$/, "");
    }
    case 4: {
      const state = decodeCursor(cursor);
      return state ? deepCursor(state.query, state.collection, rnd) : cursor + cursor;
    }
    case 5:
      return encodeURIComponent(cursor + "==");
    default:
      return cursor;
  }
}

/** Mangles a path: encodings, dot segments, slashes, odd bytes, case. */
function manglePath(path: string, rnd: () => number, raw: boolean): string {
  const r = rnd();
  if (r < 0.35) return path;
  if (r < 0.5) return encodeSome(path, rnd, 0.3);
  if (r < 0.55) return encodeSome(encodeSome(path, rnd, 0.3), rnd, 0.3); // "%" itself encoded again
  if (r < 0.6)
    return path.replace(
      /\/[^/]*$/,
      `/${pick(["..", ".", "%2e%2e", "%2E", "..%2f..%2f_meta%2fbuild.json", "%5c..%5c", "", "%00", "~x.json"], rnd)}`,
    );
  if (r < 0.65) return path.replace("/v1", pick(["/v1/", "//v1", "/V1", "/v1/.", "/v2", "/v1/..", "", "/%76%31", "/v1%2f"], rnd));
  if (r < 0.7)
    return `${path}${pick(["/", "//", "/x", ".json", "~abc.json", "/.", "%", "%2", "%zz", "\\", "/%2e%2e/%2e%2e/_meta/build.json"], rnd)}`;
  if (r < 0.75)
    return path.replace(
      /\d+$/,
      pick(
        ["0", "-1", "1.0", "01", "%D9%A6", "9".repeat(20), "1e2", "0x1", " 1"].map((s) => s.replace(" ", "%20")),
        rnd,
      ),
    );
  if (r < 0.8)
    return path.replace(
      /classic|tbc|wotlk/,
      pick(["Classic", "cata", "%63lassic", "tbc ", "wotlk%00", "", "..", "%2e%2e"], rnd).replace(" ", "%20"),
    );
  if (r < 0.85)
    return pick(
      [
        "/_meta/build.json",
        "/_meta/etags/0.json",
        "/_index/classic/npcs.json",
        "/v1/_meta/build.json",
        "/v1/../_index/search/manifest.json",
        "/dist/v1/stats.json",
        "/%5f%6deta/build.json",
      ],
      rnd,
    );
  if (r < 0.9 && raw) return path + pick(["\u00e9", "\u0000", "\u001f", "\u007f", "\u00ff"], rnd); // bytes the parser refuses
  return path.toUpperCase();
}

/** Queries that cost most to read or answer, when nothing bounds them. */
function hostileQuery(path: string, corpus: FuzzCorpus, rnd: () => number, raw: boolean): string {
  const letters = (n: number) => Array.from({ length: n }, (_, i) => "abcdefghijklmnopqrstuvwxyz0123456789"[i % 36]).join("%20");
  const repeated = (pair: string, n: number) => Array(n).fill(pair).join("&");
  const cursor = pick(corpus.cursors, rnd);
  return pick(
    [
      `?${repeated("a", 4000)}`,
      `?${repeated("limit=5", 1500)}`,
      `?q=${letters(Math.floor(rnd() * 60) + 1)}`,
      `?q=${letters(9)}`,
      `?q=${Array(40).fill("epee").join("%20")}`,
      `?q=d&limit=100&cursor=${deepCursor(querySignature("/search", searchIdentity({ q: "d" })), corpus.searchCollection, rnd)}`,
      `?q=${raw ? "épée tête" : "%C3%A9p%C3%A9e%20t%C3%AAte"}`,
      `?limit=100&include_total=true&cursor=${cursor}`,
    ],
    rnd,
  ).replace(/^\?/, path.includes("?") ? "&" : "?");
}

function query(path: string, corpus: FuzzCorpus, rnd: () => number): string {
  const template = templateOf(path);
  const accepted = (template && corpus.params.get(template)) || [];
  const pairs: [string, string][] = [];
  const count = Math.floor(rnd() * 4);
  for (let i = 0; i < count; i++) {
    const r = rnd();
    if (r < 0.55 && accepted.length) {
      const p = pick(accepted, rnd);
      const value =
        p.name === "cursor"
          ? rnd() < 0.5
            ? pick(corpus.cursors, rnd)
            : tamper(pick(corpus.cursors, rnd), rnd)
          : rnd() < 0.7 && p.values.length
            ? pick(p.values, rnd)
            : pick(ODD_VALUES, rnd);
      pairs.push([p.name, value]);
    } else if (r < 0.75) {
      pairs.push([pick(UNKNOWN_PARAMS, rnd), pick(ODD_VALUES, rnd)]);
    } else if (r < 0.9 && accepted.length) {
      const p = pick(accepted, rnd);
      pairs.push([p.name, pick(ODD_VALUES, rnd)]);
    } else if (accepted.length) {
      const p = pick(accepted, rnd); // repeated
      pairs.push([p.name, "1"], [p.name, "2"]);
    }
  }
  if (!pairs.length) return "";
  const encode = (s: string) => (/%[0-9A-Fa-f]{2}/.test(s) ? s : encodeURIComponent(s));
  return `?${pairs.map(([k, v]) => `${encode(k)}=${encode(v)}`).join(rnd() < 0.1 ? ";" : "&")}${rnd() < 0.05 ? "&" : ""}`;
}

/** The n requests of a seed. `raw`: the mirror's raw client (odd methods, bytes, Host). */
export function fuzzRequests(corpus: FuzzCorpus, seed: number, n: number, raw: boolean): FuzzRequest[] {
  const rnd = random(seed);
  const out: FuzzRequest[] = [];
  for (let i = 0; i < n; i++) {
    const base = rnd() < 0.15 ? "/v1/search" : pick(corpus.paths, rnd);
    const target = manglePath(base, rnd, raw) + (rnd() < 0.08 ? hostileQuery(base, corpus, rnd, raw) : query(base, corpus, rnd));
    const method = raw && rnd() < 0.15 ? pick(RAW_METHODS, rnd) : pick(METHODS, rnd);
    const headers: Record<string, string> = {};
    if (rnd() < 0.25) {
      const own = corpus.etagOf.get(base) ?? pick(corpus.etags, rnd);
      headers["If-None-Match"] = pick([own, own, `W/${own}`, `"y", ${own}`, pick(corpus.etags, rnd), "*", '"x"', "garbage"], rnd);
    }
    if (rnd() < 0.15) {
      headers.Origin = "https://example.org";
      headers["Access-Control-Request-Method"] = pick(["GET", "POST", "DELETE"], rnd);
      if (rnd() < 0.5) headers["Access-Control-Request-Headers"] = pick(["if-none-match", "x-a, x-b", "content-type"], rnd);
    }
    if (rnd() < 0.1) headers.Range = "bytes=0-10";
    if (rnd() < 0.05) headers["Content-Type"] = "application/json";
    // A raw client sends Host as HTTP/1.1 requires, with any content, or now and then none.
    if (raw) {
      const host = rnd() < 0.2 ? pick(["x/v1/stats#", "evil.example", "", "127.0.0.1:1", "a b", null], rnd) : "127.0.0.1";
      if (host !== null) headers.Host = host;
    }
    out.push({ method, target, headers });
  }
  return out;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const STATUSES = new Set([200, 204, 301, 304, 400, 404, 405, 429]);

export interface Expected {
  docsUrl: string;
  /** every ETag of the build's manifest */
  etags: Set<string>;
  /** the RateLimit-Policy the deployment was given */
  policy: string;
  /** the build's hash of bytes (an ETag) */
  etagOf(bytes: Uint8Array): Promise<string>;
}

export function expectedOf(facts: DistFacts, policy: string, etagOf: Expected["etagOf"]): Expected {
  return { docsUrl: facts.build.addresses.docs_url, etags: new Set(Object.values(facts.manifest).map(([etag]) => etag)), policy, etagOf };
}

/** What is wrong with an answer, as messages (none when it is right). */
export async function problemsOf(request: FuzzRequest, answer: FuzzAnswer, expected: Expected): Promise<string[]> {
  const { policy, etagOf } = expected;
  const problems: string[] = [];
  const h = (name: string) => header(answer.headers, name);
  const { status, body } = answer;
  const text = new TextDecoder().decode(body);
  if (!STATUSES.has(status)) problems.push(`status ${status}: ${text.slice(0, 160)}`);
  if (!UUID.test(h("X-Request-Id") ?? "")) problems.push("no X-Request-Id");
  if (h("Access-Control-Allow-Origin") !== "*") problems.push("no CORS");
  // A preflight is neither counted nor looked up: it says nothing of the quota.
  const preflight = request.method === "OPTIONS" && status === 204;
  if (h("RateLimit-Policy") !== (preflight ? null : policy)) problems.push(`RateLimit-Policy ${h("RateLimit-Policy")} on ${status}`);
  for (const name of ["RateLimit-Limit", "RateLimit-Remaining", "RateLimit-Reset"])
    if (preflight ? h(name) !== null : !/^\d+$/.test(h(name) ?? "")) problems.push(`${name} ${h(name)} on ${status}`);
  if (!h("Cache-Control")) problems.push("no Cache-Control");
  if ((h("Retry-After") !== null) !== (status === 429)) problems.push(`Retry-After ${h("Retry-After")} on ${status}`);
  if (status === 405 && h("Allow") !== "GET, HEAD, OPTIONS") problems.push(`Allow ${h("Allow")}`);
  // Only the site moves an address (an alias form of a page's, to the page's own); the API never does.
  if (status === 301 && !/^\/(?!v1(\/|$))/.test(new URL(h("Location") ?? "/v1", "http://x").pathname))
    problems.push(`301 to ${h("Location")}`);
  // What a method gets, unless the request could not be read at all (400 request_malformed).
  const unreadable = status === 400 && text.includes('"request_malformed"');
  const wanted = request.method === "OPTIONS" ? 204 : ["GET", "HEAD"].includes(request.method) ? null : 405;
  if (wanted !== null && status !== wanted && status !== 429 && !unreadable)
    problems.push(`${status} to ${JSON.stringify(request.method)}, not ${wanted}`);
  const head = request.method === "HEAD";
  if ((head || status === 204 || status === 304) && body.length) problems.push(`a body on ${request.method} ${status}`);
  // A path that reads as an address of the public site (`/v1/..` is `/`) gets its page, which
  // the edge writes: HTML, and on a refusal the page that says it in French.
  const sitePage = (h("Content-Type") ?? "").startsWith("text/html") && text.includes('<main id="contenu" data-drawn="');
  if (status === 304 || status === 200) {
    if (!/^"[A-Za-z0-9_-]{27}"$/.test(h("ETag") ?? "")) problems.push(`ETag ${h("ETag")} on ${status}`);
  } else if (h("ETag") !== null || h("Link") !== null) problems.push(`ETag or Link on ${status}`);
  if (status >= 400 && !head && sitePage) {
    if (!/<h1>(Erreur|Introuvable|Trop de requêtes)<\/h1>/.test(text)) problems.push(`a site page on ${status} that does not say why`);
  } else if (status >= 400 && !head) {
    try {
      const error = (JSON.parse(text) as { error: Record<string, unknown> }).error;
      const code = error.code as ErrorCodeName;
      if (!ERRORS[code] || ERRORS[code].status !== status || error.type !== ERRORS[code].type) problems.push(`error ${code} on ${status}`);
      if (
        error.doc_url !== `${expected.docsUrl}/erreurs#${code}` ||
        typeof error.message !== "string" ||
        !(error.param === null || typeof error.param === "string")
      )
        problems.push(`error body ${text.slice(0, 160)}`);
      if (Object.keys(JSON.parse(text)).join() !== "error") problems.push("error body with more than error");
      if (/\.ts\b|\n\s+at |Error:/.test(String(error.message))) problems.push(`a stack in ${error.message}`);
    } catch {
      problems.push(`not the error body: ${text.slice(0, 160)}`);
    }
  }
  if (status === 200 && !head && request.method === "GET") {
    const etag = h("ETag");
    if ((await etagOf(body)) !== etag) problems.push(`ETag ${etag} is not the hash of the bytes`);
    // Only v1/ is served: a file of the manifest, or a list the edge computed; or a site page.
    if (!expected.etags.has(etag!) && !sitePage) {
      let computed = false;
      try {
        computed = (JSON.parse(text) as { object?: string }).object === "list";
      } catch {
        // not JSON: not a computed list
      }
      if (!computed) problems.push(`200 with bytes that are no served file: ${text.slice(0, 120)}`);
    }
  }
  return problems;
}
