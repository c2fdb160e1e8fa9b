// @vitest-environment node
/**
 * The mirror over raw HTTP, with what only a raw client sends: every answer is the API's (its
 * error body and the headers of the spec's Limits section), methods a fetch Request cannot
 * carry included, and what Node's HTTP parser refuses; and the Host header never changes what
 * is served.
 */
import type { Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ERRORS, type ErrorCodeName } from "../../contract/errors.ts";
import { startMirror } from "../../edge/node/server.ts";
import { memoryLimiter } from "../../edge/testing.ts";
import { policyHeader } from "../../contract/http.ts";
import { readDistFacts } from "../support/dist.ts";
import { pipelined, rawExchange, requestHead, type RawAnswer } from "../support/raw-http.ts";

const facts = readDistFacts();
const WIDE = [{ limit: 100_000, seconds: 60 }];
let mirror: { server: Server; url: string };
beforeAll(async () => {
  mirror = await startMirror({ dist: facts.dir, port: 0, limiter: memoryLimiter(WIDE) });
});
afterAll(() => new Promise<void>((done) => mirror.server.close(() => done())));

const send = (request: string | Buffer) => rawExchange(mirror.url, request);
const record = Object.keys(facts.manifest).find((f) => /^v1\/classic\/npcs\/\d+\.json$/.test(f))!;
const recordPath = `/${record.replace(/\.json$/, "")}`;

function expectApiError(answer: RawAnswer, code: ErrorCodeName, head = false) {
  expect(answer.status, answer.raw.slice(0, 300)).toBe(ERRORS[code].status);
  expect(answer.headers["content-type"]).toBe("application/json; charset=utf-8");
  expect(answer.headers["access-control-allow-origin"]).toBe("*");
  expect(answer.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  expect(answer.headers["ratelimit-policy"]).toBe(policyHeader(WIDE));
  for (const name of ["ratelimit-limit", "ratelimit-remaining", "ratelimit-reset"]) expect(answer.headers[name], name).toMatch(/^\d+$/);
  expect(answer.headers["cache-control"]).toBe(ERRORS[code].status === 404 ? "private, max-age=60" : "no-store");
  if (head) {
    expect(answer.body).toBe("");
    return null;
  }
  const body = JSON.parse(answer.body) as { error: Record<string, unknown> };
  expect(body.error).toMatchObject({ type: ERRORS[code].type, code, doc_url: `${facts.build.addresses.docs_url}/erreurs#${code}` });
  expect(String(body.error.message)).not.toMatch(/ at |Error|\.ts/);
  return body.error;
}

describe("mirror: methods", () => {
  it.each(["TRACE", "TRACK", "PROPFIND", "get", "Get", "FOO", "M-SEARCH"])(
    "answers %s with 405, Allow and the API's body",
    async (method) => {
      const answer = await send(requestHead(method, "/v1/stats"));
      expectApiError(answer, "method_not_allowed");
      expect(answer.headers.allow).toBe("GET, HEAD, OPTIONS");
    },
  );

  it("answers CONNECT with 405 and Allow", async () => {
    const answer = await send("CONNECT example.org:443 HTTP/1.1\r\nHost: example.org:443\r\n\r\n");
    expectApiError(answer, "method_not_allowed");
    expect(answer.headers.allow).toBe("GET, HEAD, OPTIONS");
  });
});

describe("mirror: what the HTTP parser refuses", () => {
  it.each([
    ["a raw NUL in the path", Buffer.from("GET /v1/st\0ats HTTP/1.1\r\nHost: a\r\n\r\n", "latin1")],
    [
      "raw UTF-8 bytes beside a control character",
      Buffer.concat([Buffer.from("GET /v1/search?q="), Buffer.from("épée\x01", "utf8"), Buffer.from(" HTTP/1.1\r\nHost: a\r\n\r\n")]),
    ],
    [
      "raw UTF-8 bytes in a head split over two packets",
      Buffer.concat([Buffer.from("GET /v1/search?q="), Buffer.from("épée", "utf8"), Buffer.from(" HTTP/1.1\r\nHost: a\r\n")]),
    ],
    ["a space in the path", "GET /v1/a b HTTP/1.1\r\nHost: a\r\n\r\n"],
    ["oversized headers", `GET /v1/stats HTTP/1.1\r\nHost: a\r\nX-Pad: ${"a".repeat(20_000)}\r\n\r\n`],
    ["an oversized address", `GET /v1/${"a".repeat(20_000)} HTTP/1.1\r\nHost: a\r\n\r\n`],
    ["a NUL in a header", "GET /v1/stats HTTP/1.1\r\nHost: a\r\nX-A: a\0b\r\n\r\n"],
    ["a header name with a space", "GET /v1/stats HTTP/1.1\r\nHost: a\r\nBad Name: x\r\n\r\n"],
    ["a broken Content-Length", "GET /v1/stats HTTP/1.1\r\nHost: a\r\nContent-Length: abc\r\n\r\n"],
  ])("answers %s with 400 request_malformed and the API's headers", async (_, request) => {
    const error = expectApiError(await send(request), "request_malformed");
    expect(String(error!.message).length).toBeGreaterThan(10);
  });

  it("answers a refused HEAD without a body", async () => {
    expectApiError(await send("HEAD /v1/st\0ats HTTP/1.1\r\nHost: a\r\n\r\n"), "request_malformed", true);
  });

  it("answers an HTTP/1.1 request without Host with request_malformed, as HTTP requires, and serves HTTP/1.0 without it", async () => {
    const error = expectApiError(await send("GET /v1/stats HTTP/1.1\r\nConnection: close\r\n\r\n"), "request_malformed");
    expect(error!.message).toContain("Host");
    const old = await send("GET /v1/stats HTTP/1.0\r\n\r\n");
    expect(old.status).toBe(200);
    expect(old.headers.etag).toBe(facts.manifest["v1/stats.json"]![0]);
  });

  it("serves a request with an Expect it does not know", async () => {
    const answer = await send(requestHead("GET", "/v1/stats", { Host: "a", Expect: "something" }));
    expect(answer.status).toBe(200);
    expect(answer.headers.etag).toBe(facts.manifest["v1/stats.json"]![0]);
  });

  it.each([
    ["a NUL in the path", "GET /v1/st\0ats HTTP/1.1\r\nHost: a\r\n\r\n"],
    ["a header name with a space", "GET /v1/stats HTTP/1.1\r\nHost: a\r\nBad Name: x\r\n\r\n"],
  ])("answers a pipelined request with %s after the good one before it, with 400, then closes", async (_, bad) => {
    const { answers, closed } = await pipelined(mirror.url, requestHead("GET", recordPath).replace("Connection: close\r\n", "") + bad);
    expect(closed).toBe(true);
    expect(answers.map((a) => a.status)).toEqual([200, 400]);
    expect(answers[0]!.headers.etag).toBe(facts.manifest[record]![0]);
    expect(JSON.parse(answers[0]!.body).object).toBe("npc");
    expectApiError(answers[1]!, "request_malformed");
    expect(answers[1]!.headers.connection).toBe("close");
  });
});

describe("mirror: the Host header never changes what is served", () => {
  it.each(["x/v1/stats#", "evil.example", "evil.example/v1/stats?", "a@b", "[::1]:1/v1/", "", "%2F"])(
    "serves the record of the request line with Host %j",
    async (host) => {
      const answer = await send(requestHead("GET", recordPath, { Host: host }));
      expect(answer.status).toBe(200);
      expect(answer.headers.etag).toBe(facts.manifest[record]![0]);
      expect(JSON.parse(answer.body).object).toBe("npc");
    },
  );

  it("reads an absolute-form address as no route, whatever host it names", async () => {
    expectApiError(await send(requestHead("GET", "http://evil.example/v1/stats")), "route_unknown");
  });
});

describe("mirror: rate limits off", () => {
  it("answers without RateLimit-*, and so may be kept by shared caches", async () => {
    const open = await startMirror({ dist: facts.dir, port: 0 });
    try {
      const answer = await fetch(`${open.url}/v1`);
      expect(answer.headers.get("RateLimit-Limit")).toBeNull();
      expect(answer.headers.get("Cache-Control")).toBe("public, max-age=300, s-maxage=3600, stale-while-revalidate=86400");
      const missing = await fetch(`${open.url}/v1/classic/npcs/987654321`);
      expect(missing.headers.get("Cache-Control")).toBe("public, max-age=60");
    } finally {
      await new Promise((done) => open.server.close(done));
    }
  });
});
