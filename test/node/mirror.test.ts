// @vitest-environment node
/**
 * The offline mirror (edge/node/server.ts) over real HTTP on an ephemeral port: the whole API
 * contract, then what only a raw HTTP client can send (paths no URL parser has normalised), the
 * file system adapter's confinement to its root, and the 500 and 429 answers.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request as httpRequest, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { fsStore, memoryLimiter } from "../../edge/testing.ts";
import { startMirror } from "../../edge/node/server.ts";
import { DEFAULT_WINDOWS, policyHeader } from "../../contract/http.ts";
import { apiSuite } from "../support/api-suite.ts";
import { readDistFacts } from "../support/dist.ts";

const facts = readDistFacts();
let mirror: { server: Server; url: string };

/** Real limits, wide enough for the whole suite from one address. */
const WIDE = [
  { limit: 100_000, seconds: 60 },
  { limit: 1_000_000, seconds: 3600 },
];

beforeAll(async () => {
  mirror = await startMirror({ dist: facts.dir, port: 0, limiter: memoryLimiter(WIDE) });
});
afterAll(() => new Promise<void>((done) => mirror.server.close(() => done())));

apiSuite(
  "node mirror",
  facts,
  (path, init) => fetch(`${mirror.url}${path}`, init),
  policyHeader(WIDE),
  () => mirror.url,
);

/** A GET with the path sent byte for byte, as no fetch() would. */
function raw(base: string, path: string): Promise<{ status: number; body: string; headers: Record<string, unknown> }> {
  const { hostname, port } = new URL(base);
  return new Promise((done, fail) => {
    const req = httpRequest({ host: hostname, port, path, method: "GET" }, (res) => {
      let body = "";
      res
        .setEncoding("utf8")
        .on("data", (chunk) => (body += chunk))
        .on("end", () => done({ status: res.statusCode!, body, headers: res.headers }));
    });
    req.on("error", fail).end();
  });
}

describe("node mirror: raw paths", () => {
  it.each([
    "/v1/../_meta/build.json",
    "/v1/classic/../../_meta/build.json",
    "/v1/%2e%2e/_meta/build.json",
    "/v1/classic/npcs/..%2f..%2f..%2f_meta%2fbuild.json",
    "/v1/classic/npcs/%2e%2e%5c%2e%2e%5c_meta%5cbuild.json",
    "/v1\\..\\_meta\\build.json",
    "//_meta/build.json",
    "/v1//classic/npcs",
    "/v1/./../_index/versions.json",
    "http://evil.example/v1/stats",
  ])("answers %s with route_unknown", async (path) => {
    const response = await raw(mirror.url, path);
    expect(response.status).toBe(404);
    expect(response.body).not.toContain("etag_shards");
    expect(JSON.parse(response.body).error.code).toBe("route_unknown");
  });

  it("streams a file with its build ETag over HTTP/1.1", async () => {
    const response = await raw(mirror.url, "/v1/openapi.json");
    expect(response.status).toBe(200);
    expect(response.headers.etag).toBe(facts.manifest["v1/openapi.json"]![0]);
    expect(JSON.parse(response.body).openapi).toBe("3.1.0");
  });
});

describe("file system adapter", () => {
  const store = fsStore(facts.dir);

  it("reads a file under its root", async () => {
    const file = await store.get("v1/stats.json");
    expect(JSON.parse(await file!.text()).object).toBe("stats");
  });

  it.each([
    "../package.json",
    "v1/../../package.json",
    "/etc/passwd",
    "v1/../../../../etc/passwd",
    "v1/stats.json\0",
    "",
    ".",
    "v1",
    "nothing.json",
  ])("refuses %j", async (key) => {
    expect(await store.get(key)).toBeNull();
  });
});

describe("node mirror: failures", () => {
  let empty: string;
  let broken: { server: Server; url: string };

  beforeAll(async () => {
    empty = mkdtempSync(join(tmpdir(), "grimoire-empty-"));
    writeFileSync(join(empty, "secret.txt"), "not served");
    broken = await startMirror({ dist: empty, port: 0 });
  });
  afterAll(async () => {
    await new Promise<void>((done) => broken.server.close(() => done()));
    rmSync(empty, { recursive: true, force: true });
  });

  it("answers internal_error, logged, without details, when the build cannot be read", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const response = await fetch(`${broken.url}/v1/stats`);
      expect(response.status).toBe(500);
      expect(response.headers.get("Cache-Control")).toBe("no-store");
      const id = response.headers.get("X-Request-Id")!;
      const body = (await response.json()) as { error: Record<string, unknown> };
      expect(body.error).toMatchObject({ type: "api_error", code: "internal_error", param: null });
      expect(JSON.stringify(body)).not.toMatch(/build\.json|at |Error/);
      expect(log).toHaveBeenCalled();
      expect(String(log.mock.calls[0]![0])).toContain(id);
    } finally {
      log.mockRestore();
    }
  });

  it("answers rate_limited with Retry-After when the limiter refuses", async () => {
    const limited = await startMirror({ dist: facts.dir, port: 0, limiter: memoryLimiter([{ limit: 2, seconds: 60 }]) });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push(await fetch(`${limited.url}/v1/stats`));
      expect(statuses.map((r) => r.status)).toEqual([200, 200, 429]);
      expect(statuses[1]!.headers.get("RateLimit-Remaining")).toBe("0");
      const refused = statuses[2]!;
      expect(refused.headers.get("Retry-After")).toMatch(/^[1-9]\d*$/);
      expect(refused.headers.get("RateLimit-Policy")).toBe("2;w=60");
      expect(refused.headers.get("Cache-Control")).toBe("no-store");
      const body = (await refused.json()) as { error: Record<string, unknown> };
      expect(body.error).toMatchObject({
        type: "rate_limit_error",
        code: "rate_limited",
        doc_url: `${facts.build.addresses.docs_url}/erreurs#rate_limited`,
      });
    } finally {
      await new Promise<void>((done) => limited.server.close(() => done()));
    }
    expect(policyHeader(DEFAULT_WINDOWS)).toBe("120;w=60, 3000;w=3600");
  });
});
