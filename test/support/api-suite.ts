/**
 * The API contract as seen by a client, run against every deployment of the handler (the
 * Worker in workerd, the Node mirror over HTTP): routes of each kind, headers, conditional
 * requests, methods, every error code the edge answers, path tricks and cursor walks. Expected
 * values come from the build on disk (its ETag manifest and build.json) and from contract/, never
 * from the edge code under test.
 */
import { describe, expect, it } from "vitest";
import { VERSIONS } from "../../contract/enums.ts";
import { ERRORS, type ErrorCodeName } from "../../contract/errors.ts";
import { fileOf, SITE_SHELL, webContentTypeOf, WEB_NOT_FOUND } from "../../layout/dist.ts";
import { matchRoute, paramsOf } from "../../contract/routes.ts";
import { RESOURCES } from "../../contract/resources.ts";
import type { DistFacts } from "./dist.ts";
import { rawExchange } from "./raw-http.ts";

/** Sends a request for `path` (starting with /) to the deployment under test. */
export type Send = (path: string, init?: RequestInit) => Promise<Response>;

type Json = Record<string, any>;

const JSON_TYPE = "application/json; charset=utf-8";
/** A file's Cache-Control with RateLimit-* on the answer: for the client's own cache only. */
const FILE_CACHE = "private, max-age=300, stale-while-revalidate=86400";
const NOT_FOUND_CACHE = "private, max-age=60";
const EXPOSED = [
  "ETag",
  "Link",
  "X-Request-Id",
  "RateLimit-Limit",
  "RateLimit-Remaining",
  "RateLimit-Reset",
  "RateLimit-Policy",
  "Retry-After",
  "Allow",
  "Content-Range",
  "Content-Disposition",
  "Content-Location",
];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const VERSION = `(?:${VERSIONS.join("|")})`;

/** The strong ETag the generator gives a body (generator/writer.ts), computed independently. */
async function contentEtag(body: string | Uint8Array): Promise<string> {
  const bytes = typeof body === "string" ? new TextEncoder().encode(body) : body;
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  const b64 = btoa(String.fromCharCode(...digest))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
  return `"${b64.slice(0, 27)}"`;
}

async function bytesEtag(bytes: Uint8Array): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return `"${btoa(String.fromCharCode(...digest))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .slice(0, 27)}"`;
}

/** The served files of the build matching `pattern`, as [API path, file, next page address]. */
function served(facts: DistFacts, pattern: RegExp): [path: string, file: string, next: string | null][] {
  return Object.entries(facts.manifest)
    .filter(([file]) => pattern.test(file))
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([file, [, next]]) => [`/v1/${file.slice(3).replace(/\.json$/, "")}`, file, next]);
}

const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'" };
const unescape = (text: string) => text.replace(/&(amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e]!);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** The text of an element of a page (its first). */
const tag = (html: string, name: string) => unescape(new RegExp(`<${name}>([^<]*)</${name}>`).exec(html)?.[1] ?? "");
/** The content of `<meta name|property="key">`, or null. */
const meta = (html: string, attr: string, key: string) => {
  const found = new RegExp(`<meta ${attr}="${escapeRegExp(key)}" content="([^"]*)"\\s*/?>`).exec(html);
  return found ? unescape(found[1]!) : null;
};
/** The href of `<link rel="rel">` (of that type), or null. */
const link = (html: string, rel: string, type?: string) => {
  const found = new RegExp(`<link rel="${rel}"${type ? ` type="${escapeRegExp(type)}"` : ""} href="([^"]*)"\\s*/?>`).exec(html);
  return found ? unescape(found[1]!) : null;
};
/** A fact of each record type that its page and its summary must both show (the issue's list). */
const FACT_OF: Record<string, (r: Json) => string | number | null> = {
  item: (r) => r.quality_name,
  npc: (r) => r.rank_name,
  quest: (r) => r.level,
  spell: (r) => r.kind_name,
  game_object: (r) => r.type_name,
  item_set: (r) => r.items?.[0]?.name,
  faction: (r) => (r.side === "both" ? null : r.side_name) ?? r.description, // « Les deux » reads « Alliance et Horde » in a description
  instance: (r) => r.type_name,
};

function first<T>(items: T[], what: string): T {
  if (!items.length) throw new Error(`the build under test has no ${what}; the sample data should cover it`);
  return items[0]!;
}

/** `policy`: the RateLimit-Policy the deployment under test was given; `origin`: its
 * http://host:port, for what only a raw socket sends. */
export function apiSuite(name: string, facts: DistFacts, send: Send, policy = "120;w=60, 3000;w=3600", origin?: () => string) {
  const { build, manifest } = facts;
  const records = served(facts, new RegExp(`^v1/${VERSION}/[a-z-]+/\\d+\\.json$`));
  const npcRecord = first(
    records.filter(([p]) => /\/npcs\/\d+$/.test(p)),
    "NPC record",
  );
  const record = first(records, "record");
  const listWithNext = first(
    served(facts, new RegExp(`^v1/${VERSION}/[a-z-]+\\.json$`)).filter(([, , next]) => next),
    "list with a second page",
  );
  const sublistWithNext = first(
    served(facts, new RegExp(`^v1/${VERSION}/[a-z-]+/\\d+/[a-z-]+\\.json$`)).filter(([, , next]) => next),
    "sub-list with a second page",
  );
  const missingId = 987654321;

  async function expectError(response: Response, code: ErrorCodeName, param: string | null = null): Promise<Json> {
    expect(response.status, `status for ${code}`).toBe(ERRORS[code].status);
    expect(response.headers.get("Content-Type")).toBe(JSON_TYPE);
    expect(response.headers.get("ETag")).toBeNull();
    expect(response.headers.get("Link")).toBeNull();
    expect(response.headers.get("Access-Control-Allow-Origin")).toBe("*");
    expect(response.headers.get("X-Request-Id")).toMatch(UUID);
    expect(response.headers.get("Cache-Control")).toBe(response.status === 404 ? NOT_FOUND_CACHE : "no-store");
    const body = (await response.json()) as Json;
    expect(Object.keys(body)).toEqual(["error"]);
    expect(body.error).toEqual({
      type: ERRORS[code].type,
      code,
      message: expect.any(String),
      param,
      doc_url: `${build.addresses.docs_url}/erreurs#${code}`,
    });
    expect(body.error.message.length).toBeGreaterThan(0);
    return body.error;
  }

  const get = (path: string, headers?: Record<string, string>) => send(path, { headers });

  describe(`${name}: successful answers`, () => {
    it("serves the root document with every header the spec lists", async () => {
      const response = await get("/v1");
      expect(response.status).toBe(200);
      const h = response.headers;
      expect(h.get("Content-Type")).toBe(JSON_TYPE);
      expect(h.get("Cache-Control")).toBe(FILE_CACHE);
      expect(h.get("ETag")).toBe(manifest["v1/index.json"]![0]);
      expect(h.get("Link")).toBeNull();
      expect(h.get("Access-Control-Allow-Origin")).toBe("*");
      expect(h.get("Access-Control-Expose-Headers")!.split(/,\s*/)).toEqual(EXPOSED);
      expect(h.get("X-Request-Id")).toMatch(UUID);
      expect(h.get("RateLimit-Policy")).toBe(policy);
      for (const header of ["RateLimit-Limit", "RateLimit-Remaining", "RateLimit-Reset"]) expect(h.get(header), header).toMatch(/^\d+$/);
      expect(Number(h.get("RateLimit-Remaining"))).toBeLessThanOrEqual(Number(h.get("RateLimit-Limit")));
      expect(h.get("Retry-After")).toBeNull();
      const text = await response.text();
      expect(await contentEtag(text)).toBe(manifest["v1/index.json"]![0]);
      expect(JSON.parse(text)).toMatchObject({ object: "api", version: "v1" });
    });

    it("gives each request its own X-Request-Id", async () => {
      const ids = await Promise.all(
        [get("/v1/stats"), get("/v1/stats"), get("/v1/nowhere")].map(async (r) => (await r).headers.get("X-Request-Id")),
      );
      expect(new Set(ids).size).toBe(3);
    });

    it.each([
      ["/v1/", "v1/index.json"],
      ["/v1/stats", "v1/stats.json"],
      ["/v1/versions", "v1/versions.json"],
      ["/v1/versions/classic", "v1/versions/classic.json"],
      ["/v1/openapi.json", "v1/openapi.json"],
    ])("serves %s from %s with the build's ETag, byte for byte", async (path, file) => {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get("Content-Type")).toBe(JSON_TYPE);
      expect(response.headers.get("ETag")).toBe(manifest[file]![0]);
      expect(await contentEtag(await response.text())).toBe(manifest[file]![0]);
    });

    it("serves llms.txt as text", async () => {
      const response = await get("/v1/llms.txt");
      expect(response.status).toBe(200);
      expect(response.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
      expect(response.headers.get("ETag")).toBe(manifest["v1/llms.txt"]![0]);
      expect((await response.text()).startsWith("# ")).toBe(true);
    });

    it("serves a record, and tolerates a trailing slash", async () => {
      const [path, file] = npcRecord;
      for (const address of [path, `${path}/`]) {
        const response = await get(address);
        expect(response.status, address).toBe(200);
        expect(response.headers.get("ETag")).toBe(manifest[file]![0]);
        const body = (await response.json()) as Json;
        expect(body.object).toBe("npc");
        expect(body.api_url).toBe(`${build.addresses.base_url}${path.slice(3)}`);
      }
      const other = await get(record[0]);
      expect(other.status).toBe(200);
      expect(other.headers.get("ETag")).toBe(manifest[record[1]]![0]);
    });

    it("serves a record's comparison between versions, with the ETag of its file", async () => {
      const file = "v1/differences/items/19019.json";
      const response = await get("/v1/differences/items/19019");
      expect(response.status).toBe(200);
      expect(response.headers.get("ETag")).toBe(manifest[file]![0]);
      const body = (await response.json()) as Json;
      expect(body).toMatchObject({ object: "differences", type: "item", id: 19019, key: "item:19019" });
      expect(body.api_url).toBe(`${build.addresses.base_url}/differences/items/19019`);
      expect(body.pairs.map((p: Json) => [p.from, p.to])).toEqual([
        ["classic", "tbc"],
        ["tbc", "wotlk"],
      ]);
    });

    it("serves a list page with a Link header to the next page", async () => {
      const [path, file, next] = listWithNext;
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get("ETag")).toBe(manifest[file]![0]);
      expect(response.headers.get("Link")).toBe(`<${next}>; rel="next"`);
      const body = (await response.json()) as Json;
      expect(body).toMatchObject({ object: "list", has_more: true, url: `${build.addresses.base_url}${path.slice(3)}` });
      expect(body.data).toHaveLength(20);
      expect(next).toBe(`${build.addresses.base_url}${path.slice(3)}?cursor=${body.next_cursor}`);
    });

    it("serves a sub-list of a record", async () => {
      const [path, file, next] = sublistWithNext;
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get("ETag")).toBe(manifest[file]![0]);
      expect(response.headers.get("Link")).toBe(`<${next}>; rel="next"`);
      expect(((await response.json()) as Json).object).toBe("list");
    });

    it("answers a query that only restates defaults from the pre-rendered file", async () => {
      const [path, file] = listWithNext;
      const response = await get(`${path}?limit=20&sort=name&include_total=false`);
      expect(response.status).toBe(200);
      expect(response.headers.get("ETag")).toBe(manifest[file]![0]);
    });
  });

  describe(`${name}: conditional requests, HEAD, OPTIONS`, () => {
    it.each([
      ["the exact ETag", (etag: string) => etag],
      ["a weak form of it", (etag: string) => `W/${etag}`],
      ["a list holding it", (etag: string) => `"nope", ${etag} , "other"`],
      ["*", () => "*"],
    ])("answers 304 without a body to If-None-Match with %s", async (_, header) => {
      const [path, file, next] = listWithNext;
      const etag = manifest[file]![0];
      const response = await get(path, { "If-None-Match": header(etag) });
      expect(response.status).toBe(304);
      expect(await response.text()).toBe("");
      expect(response.headers.get("ETag")).toBe(etag);
      expect(response.headers.get("Link")).toBe(`<${next}>; rel="next"`);
      expect(response.headers.get("Cache-Control")).toBe(FILE_CACHE);
      expect(response.headers.get("Access-Control-Allow-Origin")).toBe("*");
      expect(response.headers.get("X-Request-Id")).toMatch(UUID);
      expect(response.headers.get("RateLimit-Policy")).toBe(policy);
    });

    it("answers 200 to an If-None-Match that does not match", async () => {
      const response = await get("/v1/stats", { "If-None-Match": `"not-it", W/"nor-this"` });
      expect(response.status).toBe(200);
      expect(JSON.parse(await response.text()).object).toBe("stats");
    });

    it("answers HEAD with the headers of GET and no body", async () => {
      const [path, file, next] = listWithNext;
      const response = await send(path, { method: "HEAD" });
      expect(response.status).toBe(200);
      expect(response.headers.get("ETag")).toBe(manifest[file]![0]);
      expect(response.headers.get("Link")).toBe(`<${next}>; rel="next"`);
      expect(response.headers.get("Content-Type")).toBe(JSON_TYPE);
      expect(await response.text()).toBe("");
      const missing = await send(`/v1/classic/npcs/${missingId}`, { method: "HEAD" });
      expect(missing.status).toBe(404);
      expect(missing.headers.get("Cache-Control")).toBe(NOT_FOUND_CACHE);
      expect(await missing.text()).toBe("");
    });

    it("answers a CORS preflight with 204", async () => {
      const response = await send(npcRecord[0], {
        method: "OPTIONS",
        headers: {
          Origin: "https://example.org",
          "Access-Control-Request-Method": "GET",
          "Access-Control-Request-Headers": "if-none-match",
        },
      });
      expect(response.status).toBe(204);
      expect(await response.text()).toBe("");
      expect(response.headers.get("Access-Control-Allow-Origin")).toBe("*");
      expect(response.headers.get("Access-Control-Allow-Methods")).toBe("GET, HEAD, OPTIONS");
      expect(response.headers.get("Access-Control-Allow-Headers")).toBe("if-none-match");
      expect(response.headers.get("X-Request-Id")).toMatch(UUID);
      // Neither counted nor looked up: a preflight says nothing of the client's quota.
      expect(response.headers.get("RateLimit-Limit")).toBeNull();
    });

    it("keeps every answer carrying RateLimit-* from shared caches: private, or no-store", async () => {
      const [listPath, listFile] = listWithNext;
      const answers = [
        await get("/v1"),
        await get(listPath, { "If-None-Match": manifest[listFile]![0] }),
        await get("/v1/classic/npcs?sort=-level&limit=3"),
        await get(`/v1/classic/npcs/${missingId}`),
        await get("/v1/bulk"),
        await get("/docs/"),
        await send("/docs", { redirect: "manual" }),
        await get(npcRecord[0].replace(/^\/v1\/(\w+)\/npcs\//, "/$1/npc/")),
        await get(`/classic/npc/${missingId}`, { Accept: "text/html" }),
      ];
      expect(answers.map((r) => r.status)).toEqual([200, 304, 200, 404, 200, 200, 301, 200, 404]);
      for (const response of answers) {
        expect(response.headers.get("RateLimit-Policy"), response.url).toBe(policy);
        expect(response.headers.get("Cache-Control"), response.url).toBe(response.status === 404 ? NOT_FOUND_CACHE : FILE_CACHE);
      }
      // A preflight carries no RateLimit-*: browsers and caches keep it as it is.
      const preflight = await send("/v1", {
        method: "OPTIONS",
        headers: { Origin: "https://example.org", "Access-Control-Request-Method": "GET" },
      });
      expect(preflight.headers.get("RateLimit-Limit")).toBeNull();
      expect(preflight.headers.get("Cache-Control")).toBe("public, max-age=86400");
    });

    it.each(["POST", "PUT", "PATCH", "DELETE", "PROPFIND"])("refuses %s with 405 and Allow", async (method) => {
      const response = await send("/v1/stats", { method, body: method === "DELETE" ? undefined : "{}" });
      expect(response.headers.get("Allow")).toBe("GET, HEAD, OPTIONS");
      await expectError(response, "method_not_allowed");
    });
  });

  describe(`${name}: errors`, () => {
    it.each(["/v2", "/v1/nothing", "/v1/classic/npcs/1/nothing", "/v1/classic", "/V1/stats", "/v1/index.json"])(
      "answers route_unknown at %s",
      async (path) => {
        await expectError(await get(path), "route_unknown");
      },
    );

    it.each(["/v1/cata/npcs", "/v1/Classic/npcs/1", "/v1/versions/cata", "/v1/cata/game-objects/1/loot"])(
      "answers version_unknown at %s",
      async (path) => {
        await expectError(await get(path), "version_unknown", "version");
      },
    );

    it("refuses thousands of repeats of one name with the usual body, naming it", async () => {
      const unknown = await expectError(await get(`/v1/?${Array(8000).fill("a").join("&")}`), "parameter_unknown", "a");
      expect(unknown.message).toContain("«\u00a0a\u00a0»");
      const [list] = listWithNext;
      const repeated = await expectError(await get(`${list}?${Array(1900).fill("limit=5").join("&")}`), "parameter_invalid", "limit");
      expect(repeated.message).toContain("répété");
    });

    it("answers resource_missing for an unknown number, record or sub-list", async () => {
      expect(Object.keys(manifest).some((f) => f.includes(`/${missingId}`))).toBe(false);
      await expectError(await get(`/v1/classic/npcs/${missingId}`), "resource_missing");
      await expectError(await get(`/v1/classic/npcs/${missingId}/loot`), "resource_missing");
      await expectError(await get(`/v1/tbc/quests/${missingId}`), "resource_missing");
    });

    it("names in resource_missing's message the versions that hold a record this version lacks", async () => {
      const message = async (path: string) => (await expectError(await get(path), "resource_missing")).message;
      expect(await message("/v1/tbc/quests/9101")).toBe("Cet enregistrement n'existe pas en tbc\u00a0; il existe en classic.");
      expect(await message("/v1/wotlk/quests/9101")).toBe("Cet enregistrement n'existe pas en wotlk\u00a0; il existe en classic.");
      expect(await message("/v1/classic/items/21877")).toBe("Cet enregistrement n'existe pas en classic\u00a0; il existe en tbc et wotlk.");
      expect(await message("/v1/classic/npcs/15952")).toBe("Cet enregistrement n'existe pas en classic\u00a0; il existe en wotlk.");
      expect(await message(`/v1/classic/npcs/${missingId}`)).toBe(ERRORS.resource_missing.message);
      // A sub-list of a missing record keeps the plain message.
      expect(await message("/v1/classic/npcs/15952/loot")).toBe(ERRORS.resource_missing.message);
    });

    it("answers resource_missing for a comparison of a record in one version or none, saying where it exists", async () => {
      const message = async (path: string) => (await expectError(await get(path), "resource_missing")).message;
      expect(await message("/v1/differences/quests/9101")).toBe("Cet enregistrement n'existe qu'en classic\u00a0: rien à comparer.");
      expect(await message(`/v1/differences/npcs/${missingId}`)).toBe(
        "Aucun enregistrement de ce type avec ce numéro, dans aucune version\u00a0: rien à comparer.",
      );
      await expectError(await get("/v1/differences/dragons/1"), "route_unknown");
      await expectError(await get("/v1/differences/items/19019?limit=2"), "parameter_unknown", "limit");
    });

    it.each(["abc", "0", "0639", "-4", "1.5", "99999999999999999999", "%20"])(
      "answers parameter_invalid for a comparison's id %s",
      async (id) => {
        const error = await expectError(await get(`/v1/differences/items/${id}`), "parameter_invalid", "id");
        expect(error.message).toContain(decodeURIComponent(id));
      },
    );

    it.each(["abc", "0", "0639", "00", "-4", "1.5", "12abc", "99999999999999999999", "٦", "%D9%A6", "%20", "6%2E5"])(
      "answers parameter_invalid for the id %s",
      async (id) => {
        const error = await expectError(await get(`/v1/classic/npcs/${id}`), "parameter_invalid", "id");
        expect(error.message).toContain(decodeURIComponent(id));
      },
    );

    it("decodes each segment of the path once, then routes it", async () => {
      const [path, file] = listWithNext;
      const encoded = path.replace(/^\/v1\/(\w)/, (_, c: string) => `/v1/%${c.charCodeAt(0).toString(16)}`);
      expect(encoded).not.toBe(path);
      const response = await get(encoded);
      expect(response.status).toBe(200);
      expect(response.headers.get("ETag")).toBe(manifest[file]![0]);
      expect((await get("/%76%31/stats")).headers.get("ETag")).toBe(manifest["v1/stats.json"]![0]);
      await expectError(await get("/v1/%63ata/npcs"), "version_unknown", "version");
      // Once only: %2563 is the text "%63", not "c".
      await expectError(await get("/v1/%2563lassic/npcs"), "version_unknown", "version");
      await expectError(await get("/v1/%252e%252e/stats"), "route_unknown");
    });

    it("answers parameter_invalid for a repeated parameter", async () => {
      await expectError(await get(`${listWithNext[0]}?limit=5&limit=6`), "parameter_invalid", "limit");
    });

    it.each([
      ["/v1/classic/npcs?limit=0", "limit", "1 à 100"],
      ["/v1/classic/npcs?limit=101", "limit", "1 à 100"],
      ["/v1/classic/npcs?limit=ten", "limit", "1 à 100"],
      ["/v1/classic/npcs?include_total=yes", "include_total", "true ou false"],
      ["/v1/classic/quests?rogue=1", "rogue", "true ou false"],
      ["/v1/classic/npcs?type=dragon", "type", "humanoid"],
      ["/v1/classic/npcs?rank=elite,boss,nope", "rank", "rare_elite"],
      ["/v1/classic/npcs?sort=power", "sort", "-level"],
      ["/v1/classic/npcs?min_level=101", "min_level", "1 à 100"],
      ["/v1/classic/game-objects?min_skill=451", "min_skill", "0 à 450"],
      [`/v1/search?q=${"a".repeat(121)}`, "q", "120"],
      ["/v1/search?q=loup&version=cata", "version", "wotlk"],
    ])("answers parameter_invalid for %s, naming %s and what is permitted", async (path, param, permitted) => {
      const error = await expectError(await get(path), "parameter_invalid", param);
      expect(error.message).toContain(permitted);
    });

    it("answers parameter_unknown listing the accepted parameters", async () => {
      const error = await expectError(await get("/v1/classic/npcs?colour=red"), "parameter_unknown", "colour");
      const accepted = paramsOf(matchRoute("/classic/npcs")!.route).map((p) => p.name);
      for (const p of accepted) expect(error.message).toContain(p);
      const none = await expectError(await get(`${npcRecord[0]}?limit=5`), "parameter_unknown", "limit");
      expect(none.message).toContain("aucun paramètre");
    });

    it("answers parameter_missing for a search without q", async () => {
      await expectError(await get("/v1/search"), "parameter_missing", "q");
      await expectError(await get("/v1/search?q=%20%20"), "parameter_missing", "q");
    });

    it.each(["!!not-a-cursor", "short", "abcdefghijklmnop", "x".repeat(200)])(
      "answers cursor_invalid for the cursor %s",
      async (cursor) => {
        await expectError(await get(`${listWithNext[0]}?cursor=${encodeURIComponent(cursor)}`), "cursor_invalid", "cursor");
      },
    );

    it("answers cursor_invalid for a cursor issued for another list", async () => {
      const cursor = new URL(sublistWithNext[2]!).searchParams.get("cursor")!;
      await expectError(await get(`${listWithNext[0]}?cursor=${cursor}`), "cursor_invalid", "cursor");
    });

    it.each([
      "/_meta/build.json",
      "/_meta/etags/0.json",
      "/_index/versions.json",
      "/v1/_meta/build.json",
      "/v1/../_meta/build.json",
      "/v1/%2e%2e/_meta/build.json",
      "/v1/%2E%2E/%2E%2E/package.json",
      "/v1/classic/..%2f..%2f_meta%2fbuild.json",
      "/v1/classic%2fnpcs",
      "/v1//classic/npcs",
      "/v1/classic//npcs",
      "//v1/classic/npcs",
      "/v1\\..\\_meta\\build.json",
      "/v1/classic/npcs%00",
      "/v1/classic/npcs/1%2f..%2f2",
      "/v1/%2e%2e%2f_meta/build.json",
      "/v1/classic/npcs%5c..%5c..%5cbuild",
      "/v1/classic/%C3",
      "/v1/classic/%",
      "/v1/classic/npcs~abcdefghij.json",
      "/v1/.",
      "/v1/./stats",
    ])("keeps %s out of reach (route_unknown)", async (path) => {
      const response = await get(path);
      const text = await response.clone().text();
      expect(text).not.toContain("etag_shards");
      // `/v1/./stats` and `/v1/.` may be normalised to API routes by the URL parser: allowed.
      if (response.status === 200) {
        expect(["/v1/./stats", "/v1/."]).toContain(path);
        return;
      }
      await expectError(response, "route_unknown");
    });
  });

  describe(`${name}: pagination`, () => {
    async function walk(path: string, query = ""): Promise<{ pages: Json[]; etags: (string | null)[]; links: (string | null)[] }> {
      const pages: Json[] = [],
        etags: (string | null)[] = [],
        links: (string | null)[] = [];
      let address: string | null = `${path}${query ? `?${query}` : ""}`;
      while (address) {
        const response = await get(address);
        expect(response.status, address).toBe(200);
        const page = (await response.json()) as Json;
        pages.push(page);
        etags.push(response.headers.get("ETag"));
        links.push(response.headers.get("Link"));
        expect(pages.length).toBeLessThan(1000);
        address = page.next_cursor ? `${path}?${query ? `${query}&` : ""}cursor=${page.next_cursor}` : null;
      }
      return { pages, etags, links };
    }

    it("walks every pre-rendered page of a list by cursor, each with its build ETag", async () => {
      const [path] = listWithNext;
      const apiPath = path.slice(3);
      const { pages, etags, links } = await walk(path);
      const files = Object.keys(manifest).filter((f) => f === fileOf(apiPath) || f.startsWith(`v1${apiPath}~`));
      expect(pages.length).toBe(files.length);
      expect(pages.length).toBeGreaterThan(1);
      const cursors = [undefined, ...pages.slice(0, -1).map((p) => p.next_cursor as string)];
      etags.forEach((etag, i) => expect(etag).toBe(manifest[fileOf(apiPath, cursors[i])]![0]));
      links.forEach((link, i) =>
        expect(link).toBe(
          pages[i]!.has_more ? `<${build.addresses.base_url}${apiPath}?cursor=${pages[i]!.next_cursor}>; rel="next"` : null,
        ),
      );
      const keys = pages.flatMap((p) => p.data.map((e: Json) => e.key ?? JSON.stringify(e)));
      expect(new Set(keys).size).toBe(keys.length);
      expect(pages.at(-1)!.has_more).toBe(false);

      const counted = await get(`${path}?include_total=true&limit=1`);
      expect(counted.status).toBe(200);
      expect(((await counted.json()) as Json).total_count).toBe(keys.length);
    });

    it("walks a sub-list to its end", async () => {
      const [path] = sublistWithNext;
      const { pages, etags } = await walk(path);
      expect(pages.length).toBeGreaterThan(1);
      for (const etag of etags) expect(Object.values(manifest).some(([e]) => e === etag)).toBe(true);
      expect(pages.at(-1)!.next_cursor).toBeNull();
    });

    it("computes other page sizes, with the same elements in the same order", async () => {
      const [path] = listWithNext;
      const byDefault = await walk(path);
      const bySeven = await walk(path, "limit=7");
      const keys = (w: { pages: Json[] }) => w.pages.flatMap((p) => p.data.map((e: Json) => e.key));
      expect(keys(bySeven)).toEqual(keys(byDefault));
      expect(bySeven.pages[0]!.data).toHaveLength(7);
      expect(bySeven.etags.every((e) => e && /^"[A-Za-z0-9_-]{27}"$/.test(e))).toBe(true);
      const link = new URL(/^<(.+)>; rel="next"$/.exec(bySeven.links[0]!)![1]!);
      expect(`${link.origin}${link.pathname}`).toBe(`${build.addresses.base_url}${path.slice(3)}`);
      expect(Object.fromEntries(link.searchParams)).toEqual({ limit: "7", cursor: bySeven.pages[0]!.next_cursor });

      // A cursor of a 7-element page continues under the default page size too.
      const resumed = await get(`${path}?cursor=${bySeven.pages[0]!.next_cursor}`);
      expect(resumed.status).toBe(200);
      expect(((await resumed.json()) as Json).data.map((e: Json) => e.key)).toEqual(keys(byDefault).slice(7, 27));
    });

    it("computes a sorted list through the list engine: -name reverses the name order", async () => {
      const [path] = listWithNext;
      const keys = (w: { pages: Json[] }) => w.pages.flatMap((p) => p.data.map((e: Json) => e.key));
      const reversed = await walk(path, "sort=-name&limit=100");
      expect(keys(reversed)).toEqual(keys(await walk(path)).reverse());
    });

    it("answers a valid search with a list", async () => {
      const response = await get("/v1/search?q=a&type=npc");
      expect(response.status).toBe(200);
      const body = (await response.json()) as Json;
      expect(body.object).toBe("list");
      expect(body.data.length).toBeGreaterThan(0);
      expect(body.data.every((e: Json) => e.object === "npc")).toBe(true);
    });

    it("answers 304 to a computed page's own ETag", async () => {
      const [path] = listWithNext;
      const response = await get(`${path}?limit=3`);
      const etag = response.headers.get("ETag")!;
      expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
      expect(await contentEtag(await response.text())).toBe(etag);
      const again = await get(`${path}?limit=3`, { "If-None-Match": etag });
      expect(again.status).toBe(304);
    });
  });

  describe.runIf(origin)(`${name}: a request target typed with raw UTF-8`, () => {
    // curl and scripts send `?q=épée` as typed: the answer is that of its percent-encoded form.
    const rawGet = (target: Buffer) =>
      rawExchange(
        origin!(),
        Buffer.concat([Buffer.from("GET "), target, Buffer.from(" HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n")]),
      );
    const encoded = (text: string) => text.replace(/[^\x21-\x7e]/gu, (c) => encodeURIComponent(c));
    it.each(["/v1/classic/items?q=épée&limit=3", "/v1/search?q=tête&limit=2", "/v1/classic/npcs?q=Édouard", "/v1/classic/itéms"])(
      "answers %s as its encoded form",
      async (target) => {
        const answer = await rawGet(Buffer.from(target, "utf8"));
        const reference = await get(encoded(target));
        expect(answer.status, answer.raw.slice(0, 300)).toBe(reference.status);
        expect(answer.headers.etag ?? null).toBe(reference.headers.get("ETag"));
        const body = (text: string) => JSON.parse(text, (key, value) => (key === "doc_url" ? undefined : value));
        expect(body(answer.body)).toEqual(body(await reference.text()));
      },
    );
  });

  describe(`${name}: web pages outside the API`, () => {
    /** The address of a web file: a folder's index.html at the folder, an .html page without its extension. */
    const addressOf = (file: string) => `/${file.slice(4)}`.replace(/index\.html$/, "").replace(/\.html$/, "");
    const webFiles = Object.keys(manifest)
      // the site's shell is no page of its own: its address, `/`, is the home page written into it
      .filter((file) => file.startsWith("web/") && file !== WEB_NOT_FOUND && file !== SITE_SHELL)
      .sort();

    it("the build has web pages", () => {
      expect(webFiles).toContain("web/docs/index.html");
    });

    it("serves every web file with its media type and the build's ETag, byte for byte", async () => {
      for (const file of webFiles) {
        const response = await get(addressOf(file));
        expect(response.status, file).toBe(200);
        expect(response.headers.get("Content-Type"), file).toBe(webContentTypeOf(file));
        expect(response.headers.get("ETag"), file).toBe(manifest[file]![0]);
        expect(response.headers.get("Cache-Control")).toBe(FILE_CACHE);
        expect(response.headers.get("Access-Control-Allow-Origin")).toBe("*");
        expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
        expect(await contentEtag(new Uint8Array(await response.arrayBuffer())), file).toBe(manifest[file]![0]);
      }
    });

    it("answers 304 to a page's ETag, and HEAD without a body", async () => {
      const etag = manifest["web/docs/index.html"]![0];
      expect((await get("/docs/", { "If-None-Match": etag })).status).toBe(304);
      const head = await send("/docs/", { method: "HEAD" });
      expect(head.status).toBe(200);
      expect(head.headers.get("ETag")).toBe(etag);
      expect(await head.text()).toBe("");
    });

    it("redirects a folder asked without its slash, query kept", async () => {
      const response = await send("/docs?x=1", { redirect: "manual" });
      expect(response.status).toBe(301);
      expect(response.headers.get("Location")).toBe("/docs/?x=1");
      await response.body?.cancel();
    });

    it.each([
      "/nowhere",
      "/docs/nowhere",
      "/docs/nowhere/",
      "/_meta/build.json",
      "/web/docs/index.html",
      "/docs/%2e%2e/_meta/build.json",
      "/docs/..%2f_meta%2fbuild.json",
      "/_index/versions.json",
    ])("answers %s with route_unknown, never an internal file", async (path) => {
      const response = await get(path);
      expect(response.headers.get("Vary")).toBe("Accept");
      await expectError(response, "route_unknown");
    });

    it("serves the public site's pages whole, with an ETag of their bytes and a 304; a 404 page for a record the build lacks", async () => {
      const npc = Object.keys(manifest)
        .find((file) => /^v1\/classic\/npcs\/\d+\.json$/.test(file))!
        .match(/(\d+)\.json$/)![1];
      for (const path of [`/classic/npc/${npc}`, "/", "/recherche", "/tbc", "/wotlk/item-sets", "/classic/npcs?sort=-level"]) {
        const response = await get(path);
        expect(response.status, path).toBe(200);
        expect(response.headers.get("Content-Type"), path).toBe(webContentTypeOf(SITE_SHELL));
        expect(response.headers.get("Cache-Control"), path).toBe(FILE_CACHE);
        const etag = response.headers.get("ETag")!;
        const text = await response.text();
        expect(etag, path).toBe(await contentEtag(text));
        expect(text, path).toMatch(/<main id="contenu" data-drawn="[^"]+">\s*\S/);
        expect((await get(path, { "If-None-Match": etag })).status, path).toBe(304);
        const head = await send(path, { method: "HEAD" });
        expect(head.headers.get("ETag"), path).toBe(etag);
        expect(await head.text()).toBe("");
      }
      const missing = await get(`/classic/npc/${missingId}`);
      expect(missing.status).toBe(404);
      expect(missing.headers.get("Cache-Control")).toBe(NOT_FOUND_CACHE);
      expect(missing.headers.get("ETag")).toBeNull();
      expect(await missing.text()).toMatch(/<title>Introuvable — Grimoire<\/title>[\s\S]*<h1>Introuvable<\/h1>\s*<p>Aucun /);
      for (const path of [
        "/classic/dragon/1",
        "/classic/npc/x",
        "/classic/npc/0",
        "/classic/npc/0639",
        "/cata/npcs",
        "/classic/npc/1/loot",
      ]) {
        await expectError(await get(path), "route_unknown");
      }
    });

    it.each([
      ["/classic/items/5193", "/classic/item/5193"],
      ["/classic/game-objects/324", "/classic/object/324"],
      ["/classic/game-object/324", "/classic/object/324"],
      ["/classic/game_objects/324", "/classic/object/324"],
      ["/classic/objects/324", "/classic/object/324"],
      ["/classic/item-set/161", "/classic/item_set/161"],
      ["/classic/item-sets/161", "/classic/item_set/161"],
      ["/classic/item_sets/161", "/classic/item_set/161"],
      ["/classic/npcs/639", "/classic/npc/639"],
      ["/tbc/spells/133", "/tbc/spell/133"],
      ["/wotlk/quests/7", "/wotlk/quest/7"],
      ["/classic/factions/469", "/classic/faction/469"],
      ["/classic/instances/36", "/classic/instance/36"],
      ["/classic/npc/639/", "/classic/npc/639"],
      ["/classic/npcs/639?x=1&utm_source=forum", "/classic/npc/639"],
      ["/classic/item?quality=rare&utm_source=forum&sort=-item_level", "/classic/items?quality=rare&sort=-item_level"],
      ["/classic/object", "/classic/game-objects"],
      ["/classic/game_objects", "/classic/game-objects"],
      ["/classic/item-set", "/classic/item-sets"],
      ["/classic/item_sets?class=mage", "/classic/item-sets?class=mage"],
      ["/classic/npc", "/classic/npcs"],
      ["/classic/", "/classic"],
      ["/recherche/?q=edwin&ref=x", "/recherche?q=edwin"],
    ])("moves %s to the page's own address %s (301, declared parameters kept)", async (from, to) => {
      const response = await send(from, { redirect: "manual", headers: { Accept: "text/html" } });
      expect(response.status).toBe(301);
      expect(response.headers.get("Location")).toBe(to);
      expect(response.headers.get("Cache-Control")).toBe(FILE_CACHE);
      await response.body?.cancel();
    });

    it("a list or search page with bad parameters is the API's French error, with its status", async () => {
      const bad = await get("/classic/items?quality=violet");
      expect(bad.status).toBe(400);
      expect(bad.headers.get("Content-Type")).toBe(webContentTypeOf(SITE_SHELL));
      expect(bad.headers.get("Cache-Control")).toBe("no-store");
      const said = "Valeur de paramètre invalide. Paramètre en cause\u00a0: «\u00a0Qualité\u00a0» (quality).";
      const badText = await bad.text();
      expect(badText).toMatch(new RegExp(`<h1>Erreur</h1>\\s*<p>${escapeRegExp(said)}</p>`));
      expect(meta(badText, "name", "description")).toBe(said);
      // (the address itself is only in data-drawn, what the script compares with its location)
      const shown = (text: string) => text.replace(/ data-drawn="[^"]*"/, "");
      expect(shown(badText)).not.toContain("violet");
      const badSearch = await get("/recherche?q=epee&version=cata");
      expect(badSearch.status).toBe(400);
      expect(await badSearch.text()).toContain(
        "<p>Valeur de paramètre invalide. Paramètre en cause\u00a0: «\u00a0Version\u00a0» (version).</p>",
      );
      // A crafted value is named by its parameter, never repeated: not in the page, nor its summary.
      const crafted = "Ce site a déménagé : rendez-vous sur exemple.invalid";
      const moved = await get(`/classic/items?quality=${encodeURIComponent(crafted)}&min_level=${encodeURIComponent(crafted)}`);
      expect(moved.status).toBe(400);
      const movedText = await moved.text();
      expect(shown(movedText)).not.toMatch(/déménagé|exemple\.invalid/);
      expect(link(movedText, "canonical")).toMatch(/^https?:\/\/[^/]+\/classic\/items$/);
      // A parameter the route does not declare never reaches the API (views/api-query.ts).
      const unknown = await get("/recherche?q=epee&couleur=rouge");
      expect(unknown.status).toBe(200);
      const unknownText = await unknown.text();
      expect(unknownText).toContain("<h1>Recherche\u00a0: «\u00a0epee\u00a0»</h1>");
      // The canonical address keeps the parameters the route declares, and only those.
      expect(link(unknownText, "canonical")).toMatch(/^https?:\/\/[^/]+\/recherche\?q=epee$/);
      const list = await get("/classic/items?sort=-item_level&couleur=rouge&quality=rare&limit=");
      expect(link(await list.text(), "canonical")).toMatch(/^https?:\/\/[^/]+\/classic\/items\?sort=-item_level&quality=rare$/);
    });

    it("a record page of every type reads without scripts, as a link preview fetches it", async () => {
      for (const resource of RESOURCES) {
        const [apiPath] = first(
          records.filter(([p]) => new RegExp(`/${resource.segment}/\\d+$`).test(p)),
          `${resource.object} record`,
        );
        const json = (await (await get(apiPath)).json()) as Json;
        const path = new URL(json.url).pathname;
        const response = await send(path, { headers: { "User-Agent": "Mozilla/5.0 (compatible; Discordbot/2.0)", Accept: "text/html" } });
        expect(response.status, path).toBe(200);
        const html = await response.text();
        const kind = resource.object === "faction" && json.group ? "Groupe de réputations" : resource.singular;
        const title = `${json.name} — ${kind} (${json.version})`;
        expect(tag(html, "title"), path).toBe(`${title} — Grimoire`);
        const description = meta(html, "name", "description")!;
        expect(description.length, path).toBeGreaterThan(10);
        expect(description.length, path).toBeLessThanOrEqual(200);
        expect(link(html, "canonical"), path).toBe(json.url);
        expect(link(html, "alternate", "application/json"), path).toBe(json.api_url);
        expect(meta(html, "property", "og:title"), path).toBe(title);
        expect(meta(html, "property", "og:description"), path).toBe(description);
        expect(meta(html, "property", "og:type"), path).toBe("website");
        expect(meta(html, "property", "og:url"), path).toBe(json.url);
        // the icon, else the site's picture of the record's type (views/previews.ts)
        const picture = new URL(`/site/previews/${resource.object.replace(/_/g, "-")}.png`, json.url).href;
        expect(meta(html, "property", "og:image"), path).toBe(json.icon ?? picture);
        expect(meta(html, "property", "og:site_name"), path).toBe("Grimoire");
        expect(meta(html, "property", "og:locale"), path).toBe("fr_FR");
        expect(meta(html, "name", "twitter:card"), path).toBe("summary");
        expect(meta(html, "name", "twitter:title"), path).toBe(title);
        // the body: the record's name as its heading, a fact of its type, and links to other pages
        const body = unescape(html.slice(html.indexOf("<main")));
        expect(body, path).toMatch(new RegExp(`<h1[^>]*>${escapeRegExp(json.name)}</h1>`));
        const fact = FACT_OF[resource.object]!(json);
        expect(fact, `${path}: a fact to look for`).toBeTruthy();
        expect(body, path).toContain(String(fact));
        expect(description, path).toContain(String(fact));
        expect(body, path).toMatch(/<a href="\/(classic|tbc|wotlk)\/[a-z_]+\/\d+"/);
        expect(html, path).not.toMatch(/\b(de Les|de le|à les|à le) [A-ZÉ]/);
      }
    });

    it("gives a browser the HTML 404 page", async () => {
      const response = await get("/nowhere", { Accept: "text/html,application/xhtml+xml,*/*;q=0.8" });
      expect(response.status).toBe(404);
      expect(response.headers.get("Content-Type")).toBe(webContentTypeOf(WEB_NOT_FOUND));
      expect(response.headers.get("Cache-Control")).toBe(NOT_FOUND_CACHE);
      expect(response.headers.get("ETag")).toBeNull();
      expect(await contentEtag(await response.text())).toBe(manifest[WEB_NOT_FOUND]![0]);
    });
  });

  describe(`${name}: bulk files and changes`, () => {
    const hex = async (bytes: Uint8Array) =>
      Array.from(new Uint8Array(await crypto.subtle.digest("SHA-256", bytes)), (b) => b.toString(16).padStart(2, "0")).join("");
    const pathOf = (url: string) => url.slice(build.addresses.base_url.length - "/v1".length);
    const bytesOf = async (response: Response) => new Uint8Array(await response.arrayBuffer());

    it("lists every bulk file, and each downloads with the size and SHA-256 it lists", async () => {
      const response = await get("/v1/bulk");
      expect(response.status).toBe(200);
      const list = (await response.json()) as Json;
      expect(list).toMatchObject({ object: "list", has_more: false, next_cursor: null, url: `${build.addresses.base_url}/bulk` });
      const types = list.data.map((f: Json) => f.type);
      expect(types).toContain("database");
      expect(types).toContain("dist");
      const recordCount = records.length;
      for (const file of list.data as Json[]) {
        expect(await (await get(pathOf(file.api_url))).json(), file.id).toEqual(file);
        const download = await get(pathOf(file.download_url));
        expect(download.status, file.id).toBe(200);
        expect(download.headers.get("Accept-Ranges")).toBe("bytes");
        expect(download.headers.get("Content-Length")).toBe(String(file.compressed_size));
        const bytes = await bytesOf(download);
        expect(bytes.byteLength, file.id).toBe(file.compressed_size);
        expect(await hex(bytes), file.id).toBe(file.sha256);
        expect(download.headers.get("ETag"), file.id).toBe(await bytesEtag(bytes));
        if (file.version === null) expect(file.records, file.id).toBe(recordCount);
      }
      const perType = list.data.filter((f: Json) => f.version !== null);
      expect(perType.reduce((sum: number, f: Json) => sum + f.records, 0)).toBe(recordCount);
    }, 60_000);

    it("resumes a broken download with Range, answers 304 and 416", async () => {
      const list = (await (await get("/v1/bulk")).json()) as Json;
      const file = list.data.reduce((a: Json, b: Json) => (b.compressed_size > a.compressed_size ? b : a));
      const path = pathOf(file.download_url);
      const whole = await bytesOf(await get(path));
      const cut = Math.floor(whole.byteLength / 3);
      const head = await get(path, { Range: `bytes=0-${cut - 1}` });
      expect(head.status).toBe(206);
      expect(head.headers.get("Content-Range")).toBe(`bytes 0-${cut - 1}/${whole.byteLength}`);
      const etag = head.headers.get("ETag")!;
      const rest = await get(path, { Range: `bytes=${cut}-`, "If-Range": etag });
      expect(rest.status).toBe(206);
      expect(rest.headers.get("Content-Range")).toBe(`bytes ${cut}-${whole.byteLength - 1}/${whole.byteLength}`);
      expect(rest.headers.get("Content-Length")).toBe(String(whole.byteLength - cut));
      const resumed = new Uint8Array(whole.byteLength);
      resumed.set(await bytesOf(head));
      resumed.set(await bytesOf(rest), cut);
      expect(await hex(resumed)).toBe(file.sha256);
      const tail = await get(path, { Range: "bytes=-10" });
      expect(await bytesOf(tail)).toEqual(whole.subarray(whole.byteLength - 10));
      // Another file's ETag in If-Range: the whole file, not a range of the wrong one.
      const other = await get(path, { Range: `bytes=${cut}-`, "If-Range": '"autre"' });
      expect(other.status).toBe(200);
      await other.arrayBuffer();
      const unchanged = await get(path, { "If-None-Match": etag });
      expect(unchanged.status).toBe(304);
      const past = await get(path, { Range: `bytes=${whole.byteLength}-` });
      await expectError(past, "range_not_satisfiable");
      expect(past.headers.get("Content-Range")).toBe(`bytes */${whole.byteLength}`);
    });

    it("refuses unknown bulk files and parameters", async () => {
      await expectError(await get("/v1/bulk/classic-dragons"), "resource_missing");
      await expectError(await get("/v1/bulk/files/grimoire-classic-dragons.jsonl.gz"), "resource_missing");
      await expectError(await get("/v1/bulk/files/..%2f_meta%2fbuild.json"), "route_unknown");
      await expectError(await get("/v1/bulk?limit=5"), "parameter_unknown", "limit");
      await expectError(await get("/v1/bulk/files/grimoire.sqlite.gz?x=1"), "parameter_unknown", "x");
    });

    it("lists the builds it compares with, itself first, and what changed since one", async () => {
      const list = (await (await get("/v1/changes")).json()) as Json;
      expect(list.data[0]).toMatchObject({ object: "build", id: build.build, current: true, added: 0, changed: 0, removed: 0 });
      const since = (await (await get(pathOf(list.data[0].changes_url))).json()) as Json;
      expect(since).toMatchObject({ object: "list", data: [], has_more: false });
      for (const other of list.data.slice(1) as Json[]) {
        const page = (await (await get(`${pathOf(other.changes_url)}&include_total=true&limit=100`)).json()) as Json;
        expect(page.total_count, other.id).toBe(other.added + other.changed + other.removed);
      }
      await expectError(await get("/v1/changes?since=0123456789abcdef"), "history_unavailable", "since");
      await expectError(await get("/v1/changes?since=dernier"), "parameter_invalid", "since");
      await expectError(await get("/v1/changes?depuis=0123456789abcdef"), "parameter_unknown", "depuis");
    });
  });

  describe(`${name}: many records by ids, a record by its name`, () => {
    const body = async (response: Response) => {
      expect(response.status).toBe(200);
      return (await response.json()) as Json;
    };
    const idsOf = (page: Json) => page.data.map((e: Json) => e.id);

    it("answers the records asked for in the order given, each once, naming the missing ones", async () => {
      const page = await body(await get("/v1/classic/items?ids=19019,999999,5193,19019"));
      expect(Object.keys(page)).toEqual(["object", "data", "has_more", "next_cursor", "url", "missing_ids"]);
      expect(idsOf(page)).toEqual([19019, 5193]);
      expect(page.data.map((e: Json) => e.name)).toEqual(["Lame-tonnerre, épée bénie du Cherchevent", "Cape de la Confrérie"]);
      expect(page).toMatchObject({ object: "list", has_more: false, next_cursor: null, missing_ids: [999999] });
      expect(page.url).toBe(`${build.addresses.base_url}/classic/items?ids=19019,999999,5193`);
      // Each element is the list's own summary of the record.
      const listed = await body(await get("/v1/classic/items?q=cape%20confrerie"));
      expect(page.data[1]).toEqual(listed.data.find((e: Json) => e.id === 5193));
      const reversed = await body(await get("/v1/classic/items?ids=5193,19019&include_total=true&limit=1"));
      expect(idsOf(reversed)).toEqual([5193, 19019]);
      expect(reversed).toMatchObject({ total_count: 2, missing_ids: [], has_more: false });
      expect(idsOf(await body(await get("/v1/classic/npcs?ids=639")))).toEqual([639]);
      expect((await body(await get("/v1/classic/npcs?ids=5193"))).missing_ids).toEqual([5193]);
    });

    it("applies the list's filters to them: a record left out by one is not missing", async () => {
      const legendary = await body(await get("/v1/classic/items?ids=19019,5193,999999&quality=legendary"));
      expect(idsOf(legendary)).toEqual([19019]);
      expect(legendary.missing_ids).toEqual([999999]);
      expect(idsOf(await body(await get("/v1/classic/items?ids=19019,5193&q=CAPE")))).toEqual([5193]);
    });

    it("refuses more than 100 numbers, anything but game numbers, sort and cursor with ids, ids elsewhere", async () => {
      const many = Array.from({ length: 101 }, (_, i) => i + 1).join(",");
      const over = await expectError(await get(`/v1/classic/items?ids=${many}`), "parameter_invalid", "ids");
      expect(over.message).toBe("Le paramètre «\u00a0ids\u00a0» compte au plus 100 numéros\u00a0; la requête en donne 101.");
      for (const bad of ["abc", "19019,x", "0639", "-5", "1,,2", "1.5", "12345678901234567"]) {
        const refused = await expectError(await get(`/v1/classic/items?ids=${bad}`), "parameter_invalid", "ids");
        expect(refused.message).toMatch(
          /^Le paramètre «\u00a0ids\u00a0» attend des numéros de jeu séparés par des virgules\u00a0; «\u00a0[^»]*\u00a0» n'en est pas un/,
        );
      }
      await expectError(await get("/v1/classic/items?ids=19019&sort=-level"), "parameter_invalid", "sort");
      const [list, , next] = listWithNext;
      const cursor = new URL(next!).searchParams.get("cursor")!;
      await expectError(await get(`${list}?ids=1&cursor=${cursor}`), "cursor_invalid", "cursor");
      await expectError(await get("/v1/versions?ids=1"), "parameter_unknown", "ids");
      await expectError(await get("/v1/classic/npcs/639/loot?ids=1"), "parameter_unknown", "ids");
    });

    it("answers a record by its exact French or English name, folded, with its own body and address", async () => {
      const record = await get("/v1/classic/items/5193");
      const text = await record.text();
      for (const name of ["Cape de la Confrérie", "CAPE DE LA CONFRERIE", "cape-de-la-confrerie"]) {
        const found = await get(`/v1/classic/items/named?name=${encodeURIComponent(name)}`);
        expect(found.status, name).toBe(200);
        expect(found.headers.get("Content-Location")).toBe(`${build.addresses.base_url}/classic/items/5193`);
        expect(found.headers.get("ETag")).toBe(record.headers.get("ETag"));
        expect(found.headers.get("Cache-Control")).toBe(FILE_CACHE);
        expect(await found.text()).toBe(text);
      }
      const english = await body(await get("/v1/classic/items/named?name=thunderfury%2C%20blessed%20blade%20of%20the%20windseeker"));
      expect(english.id).toBe(19019);
      const instance = await get("/v1/classic/instances/named?name=les%20mortemines");
      expect(instance.headers.get("Content-Location")).toBe(`${build.addresses.base_url}/classic/instances/36`);
      const unchanged = await get("/v1/classic/items/named?name=cape%20de%20la%20confrerie", {
        "If-None-Match": record.headers.get("ETag")!,
      });
      expect(unchanged.status).toBe(304);
    });

    it("falls back on the search's first result, else says which names are close", async () => {
      const fallback = await get("/v1/classic/items/named?name=tonnerre");
      expect(fallback.headers.get("Content-Location")).toBe(`${build.addresses.base_url}/classic/items/19019`);
      expect((await body(fallback)).id).toBe(19019);
      expect((await body(await get("/v1/classic/items/named?name=etoffe%20de%20lainne"))).id).toBe(2592);
      const close = await expectError(await get("/v1/classic/items/named?name=dague%20xyzzyq"), "resource_missing");
      expect(close.message).toBe(
        "Aucun nom ne correspond à «\u00a0dague xyzzyq\u00a0» parmi les objets de la version classic. Noms proches\u00a0: «\u00a0Dague\u00a0», «\u00a0Dague ébréchée\u00a0» et «\u00a0Stylet\u00a0».",
      );
      const none = await expectError(await get("/v1/classic/items/named?name=zzzqqqwww"), "resource_missing");
      expect(none.message).toBe(
        "Aucun nom ne correspond à «\u00a0zzzqqqwww\u00a0» parmi les objets de la version classic, ni un nom proche.",
      );
      await expectError(await get("/v1/classic/items/named"), "parameter_missing", "name");
      await expectError(await get("/v1/classic/items/named?name=a&ids=1"), "parameter_unknown", "ids");
      await expectError(await get("/v1/cata/items/named?name=a"), "version_unknown", "version");
    });
  });
}
