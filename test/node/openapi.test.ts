// @vitest-environment node
/**
 * openapi.json against the API description it is built from (every route, parameter, value and
 * error code is there, every $ref resolves, output is stable), then every file the generator
 * wrote under dist/v1 against the schema of its route, and the computed answers of ids and named. dist/ must exist: `npm test` builds it
 * first (GRIMOIRE_DIST points elsewhere).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { DIFFICULTIES, NPC_RANKS, QUALITIES, VERSIONS } from "../../contract/enums.ts";
import { ERRORS } from "../../contract/errors.ts";
import { BUILD_FILE, fileOf, type BuildInfo } from "../../layout/dist.ts";
import { ROUTES, contentTypeOf, matchRoute, paramsOf, type Route } from "../../contract/routes.ts";
import { SCHEMAS, responseSchemaName } from "../../contract/schemas.ts";
import { DEFAULT_ADDRESSES } from "../../contract/addresses.ts";
import { openapiDocument } from "../../generator/openapi.ts";
import { schemaValidator } from "./validator.ts";
import { handle } from "../../edge/handler.ts";
import { fsStore } from "../../edge/testing.ts";

type Json = Record<string, any>;

const doc = openapiDocument(DEFAULT_ADDRESSES, "2026-01-01") as Json;
/** Responses are keyed by the media type without its charset, which stays in the header. */
const mediaTypeOf = (route: Route) => contentTypeOf(route).split(";")[0];
const JSON_TYPE = "application/json";

/** Follows a local `#/...` reference in the document; undefined when it leads nowhere. */
function resolvePointer(ref: string): unknown {
  return ref
    .slice(2)
    .split("/")
    .reduce<any>((node, part) => node?.[part.replace(/~1/g, "/").replace(/~0/g, "~")], doc);
}
const deref = (node: Json): Json => (node.$ref ? (resolvePointer(node.$ref) as Json) : node);

function* walk(node: unknown, path = "#"): Generator<[string, Json]> {
  if (node === null || typeof node !== "object") return;
  yield [path, node as Json];
  for (const [k, v] of Object.entries(node)) yield* walk(v, `${path}/${k}`);
}

describe("openapi.json", () => {
  it("is deterministic plain JSON", () => {
    expect(JSON.stringify(openapiDocument(DEFAULT_ADDRESSES, "2026-01-01"))).toBe(JSON.stringify(doc));
    expect(JSON.parse(JSON.stringify(doc))).toStrictEqual(doc);
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.servers[0].url).toBe(DEFAULT_ADDRESSES.base_url);
    expect(doc.info.description).toContain("Blizzard Entertainment");
  });

  it("describes every route with its success, 304 and error responses", () => {
    expect(Object.keys(doc.paths)).toEqual(ROUTES.map((r) => r.path));
    const ids = ROUTES.map((r) => doc.paths[r.path].get.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const route of ROUTES) {
      const op = doc.paths[route.path].get;
      expect(Object.keys(op.responses[200].content), route.path).toEqual([mediaTypeOf(route)]);
      expect(op.responses[304], route.path).toBeDefined();
      for (const status of [405, 429, 500]) expect(op.responses[status], `${route.path} ${status}`).toBeDefined();
      expect(op.responses[429].headers["Retry-After"]).toBeDefined();
      expect(op.responses[200].headers.ETag).toBeDefined();
      expect(Boolean(op.responses[200].headers.Link), route.path).toBe(Boolean(route.list));
      const name = responseSchemaName(route);
      if (name) expect(SCHEMAS[name], name).toBeDefined();
      else expect(["openapi", "text", "file"]).toContain(route.schema);
    }
  });

  it("declares the path parameters of each route", () => {
    for (const route of ROUTES) {
      const params = doc.paths[route.path].get.parameters.map(deref).filter((p: Json) => p.in === "path");
      const placeholders = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      expect(
        params.map((p: Json) => p.name),
        route.path,
      ).toEqual(placeholders);
    }
    expect(doc.components.parameters.version.schema.enum).toEqual([...VERSIONS]);
    expect(doc.components.parameters.id.schema.type).toBe("integer");
  });

  it("declares exactly the query parameters of paramsOf, with their values and ranges", () => {
    for (const route of ROUTES) {
      const declared = new Map<string, Json>(
        doc.paths[route.path].get.parameters
          .map(deref)
          .filter((p: Json) => p.in === "query")
          .map((p: Json) => [p.name, p]),
      );
      const params = paramsOf(route);
      expect([...declared.keys()], route.path).toEqual(params.map((p) => p.name));
      for (const p of params) {
        const { schema, ...rest } = declared.get(p.name)!;
        const where = `${route.path} ${p.name}`;
        if (p.kind === "codes") {
          expect(schema.items.enum, where).toEqual([...p.values]);
          expect([rest.style, rest.explode], where).toEqual(["form", false]);
        } else if (p.kind === "ids") {
          expect(schema, where).toEqual({ type: "array", items: { type: "integer", minimum: 1 }, minItems: 1, maxItems: p.maxItems });
          expect([rest.style, rest.explode], where).toEqual(["form", false]);
        } else if (p.kind === "integer") {
          expect([schema.minimum, schema.maximum, schema.default], where).toEqual([p.min, p.max, p.default]);
        } else if (p.kind === "sort") {
          expect(schema.enum, where).toEqual(Object.keys(p.fields).flatMap((f) => [f, `-${f}`]));
        } else if (p.kind === "text") {
          expect(schema.maxLength, where).toBe(p.maxLength);
          expect(rest.required, where).toBe(p.required === true);
        } else {
          expect(schema.type, where).toBe(p.kind === "boolean" ? "boolean" : "string");
        }
      }
    }
  });

  it("lists each error code under its status where it applies", () => {
    const text = JSON.stringify(doc);
    for (const code of Object.keys(ERRORS)) expect(text, code).toContain(code);
    for (const route of ROUTES) {
      const responses = doc.paths[route.path].get.responses;
      for (const [status, response] of Object.entries<Json>(responses)) {
        if (Number(status) < 400) continue;
        for (const code of Object.keys(response.content[JSON_TYPE].examples)) {
          expect(ERRORS[code as keyof typeof ERRORS].status, `${route.path} ${code}`).toBe(Number(status));
          expect(response.description).toContain(code);
        }
      }
      const codesOf = (status: number) => Object.keys(responses[status]?.content[JSON_TYPE].examples ?? {});
      if (route.path.includes("{id}")) expect(codesOf(404)).toContain("resource_missing");
      if (route.path.includes("{version}")) expect(codesOf(404)).toContain("version_unknown");
      if (paramsOf(route).some((p) => p.kind === "cursor")) expect(codesOf(400)).toContain("cursor_invalid");
      expect(codesOf(400)).toContain("parameter_unknown");
    }
    expect(doc.paths["/search"].get.responses[400].description).toContain("parameter_missing");
  });

  it("resolves every $ref", () => {
    const broken = [...walk(doc)]
      .filter(([, n]) => typeof n.$ref === "string" && resolvePointer(n.$ref) === undefined)
      .map(([p, n]) => `${p}: ${n.$ref}`);
    expect(broken).toEqual([]);
  });

  it("closes every object schema and requires only fields it has", () => {
    const open: string[] = [];
    for (const [path, node] of walk(SCHEMAS)) {
      if (!node.properties || typeof node.properties !== "object" || path.endsWith("/properties")) continue;
      if (node.additionalProperties !== false) open.push(`${path}: additionalProperties`);
      for (const field of node.required ?? []) if (!(field in node.properties)) open.push(`${path}: required ${field}`);
    }
    expect(open).toEqual([]);
  });

  it("takes codes from enums.ts and errors.ts", () => {
    const s = SCHEMAS as Json;
    expect(s.npc_summary.properties.rank.enum).toEqual(Object.keys(NPC_RANKS));
    expect(s.item_ref.properties.quality.enum).toEqual(Object.keys(QUALITIES));
    expect(s.loot.properties.difficulties.items.enum).toEqual(Object.keys(DIFFICULTIES));
    expect(s.error.properties.error.properties.code.enum).toEqual(Object.keys(ERRORS));
  });

  it("compiles every schema in strict mode", () => {
    const validator = schemaValidator();
    for (const name of Object.keys(SCHEMAS)) expect(() => validator.check(name, null), name).not.toThrow();
  });
});

const DIST = resolve(process.env.GRIMOIRE_DIST ?? "dist");
const V1 = join(DIST, "v1");

/** The API path a file of dist/v1 answers, and the cursor of a further page (inverse of fileOf). */
function pathOf(rel: string): { path: string; cursor?: string } {
  if (rel === "index.json") return { path: "/" };
  const served = `/${rel}`;
  if (matchRoute(served)?.route.path === served) return { path: served }; // fixed documents: /openapi.json, /llms.txt
  const m = /^(.*?)(?:~([A-Za-z0-9_-]+))?\.json$/.exec(served);
  return m ? { path: m[1]!, cursor: m[2] } : { path: served };
}

describe("dist/v1 files", () => {
  let info: BuildInfo;
  let files: string[];

  beforeAll(() => {
    if (!existsSync(join(DIST, BUILD_FILE))) {
      throw new Error(`${DIST} has no build: run \`npx tsx generator/cli.ts\` first (\`npm test\` does)`);
    }
    info = JSON.parse(readFileSync(join(DIST, BUILD_FILE), "utf8"));
    files = (readdirSync(V1, { recursive: true }) as string[])
      .map((f) => f.split("\\").join("/"))
      .filter((f) => /\.(json|txt)$/.test(f))
      .sort();
  });

  it("each validates against the schema of its route", () => {
    const validator = schemaValidator();
    const failures: string[] = [];
    const seen = new Set<string>();
    for (const rel of files) {
      const { path, cursor } = pathOf(rel);
      const match = matchRoute(path);
      if (!match) {
        failures.push(`${rel}: no route for ${path}`);
        continue;
      }
      const { route } = match;
      seen.add(route.path);
      if (fileOf(path, cursor) !== `v1/${rel}`) failures.push(`${rel}: fileOf(${path}) gives ${fileOf(path, cursor)}`);
      const text = readFileSync(join(V1, rel), "utf8");
      const name = responseSchemaName(route);
      if (!name) {
        if (route.schema === "openapi") expect(JSON.parse(text)).toEqual(openapiDocument(info.addresses, info.data_updated));
        else expect(text.startsWith("# "), rel).toBe(true);
        continue;
      }
      const body = JSON.parse(text);
      failures.push(...validator.check(name, body).map((e) => `${rel}: ${e}`));
      if (match.version && body.version !== undefined && body.object !== "list" && body.version !== match.version)
        failures.push(`${rel}: version ${body.version}`);
      if (match.id && route.kind === "record" && body.id !== Number(match.id)) failures.push(`${rel}: id ${body.id}`);
      if (route.list && body.url !== `${info.addresses.base_url}${path}`) failures.push(`${rel}: url ${body.url}`);
    }
    expect(failures.slice(0, 30), `${failures.length} problems`).toEqual([]);
    // Computed answers have no file: test/node/bulk.test.ts validates them; a named route answers
    // with a record's file, validated above under its record route.
    const computed = new Set(["search", "bulk", "download", "changes", "named"]);
    const missing = ROUTES.filter((r) => !computed.has(r.kind) && !seen.has(r.path)).map((r) => r.path);
    expect(missing, "routes without any file in dist/v1 (the build data should cover every route)").toEqual([]);
  }, 600_000);
});

describe("answers of ids and named", () => {
  it("validate against the schemas of their routes", async () => {
    const validator = schemaValidator();
    const deps = { files: fsStore(DIST), clientAddress: null };
    const base = "http://127.0.0.1:8787/v1";
    const cases: [string, string][] = [
      ["/classic/items?ids=19019,999999,5193", "item_summary_list"],
      ["/classic/npcs?ids=639,1&include_total=true", "npc_summary_list"],
      ["/tbc/instances?ids=36", "instance_summary_list"],
      ["/classic/items/named?name=tonnerre", "item"],
      ["/classic/instances/named?name=mortemines", "instance"],
    ];
    for (const [path, schema] of cases) {
      const response = await handle({ method: "GET", url: `${base}${path}`, headers: new Headers() }, deps);
      expect(response.status, path).toBe(200);
      const body = await response.json();
      expect(validator.check(schema, body), path).toEqual([]);
    }
  });
});
