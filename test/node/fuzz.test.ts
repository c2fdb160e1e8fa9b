// @vitest-environment node
/**
 * The seeded fuzz campaign (test/support/fuzz.ts) against the mirror over raw HTTP, with what
 * only a raw client sends besides (methods in any case, bytes the parser refuses, any Host):
 * every answer is one the API gives on purpose, with its headers and body rules.
 * FUZZ_SEED and FUZZ_REQUESTS change the campaign (with GRIMOIRE_DIST, on another build).
 */
import type { Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { etagOfBytes } from "../../hashing/etag.ts";
import { startMirror } from "../../edge/node/server.ts";
import { memoryLimiter } from "../../edge/testing.ts";
import { policyHeader } from "../../contract/http.ts";
import { readDistFacts } from "../support/dist.ts";
import { corpusOf, expectedOf, fuzzRequests, problemsOf, type FuzzRequest } from "../support/fuzz.ts";
import { rawExchange } from "../support/raw-http.ts";

const facts = readDistFacts();
const SEED = Number(process.env.FUZZ_SEED ?? 11);
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 1500);
const WIDE = [{ limit: 1_000_000, seconds: 60 }];
let mirror: { server: Server; url: string };
beforeAll(async () => {
  mirror = await startMirror({ dist: facts.dir, port: 0, limiter: memoryLimiter(WIDE) });
});
afterAll(() => new Promise<void>((done) => mirror.server.close(() => done())));

const bytesOf = (request: FuzzRequest) =>
  Buffer.from(
    `${request.method} ${request.target} HTTP/1.1\r\n${Object.entries(request.headers)
      .map(([k, v]) => `${k}: ${v}\r\n`)
      .join("")}Connection: close\r\n\r\n`,
    "utf8",
  );

describe("mirror: fuzzed requests", () => {
  it(
    `answers ${REQUESTS} raw requests of seed ${SEED} as the API`,
    async () => {
      const expected = expectedOf(facts, policyHeader(WIDE), etagOfBytes);
      const requests = fuzzRequests(corpusOf(facts), SEED, REQUESTS, true);
      const problems: string[] = [];
      const statuses: Record<number, number> = {};
      let next = 0;
      const worker = async () => {
        while (next < requests.length) {
          const request = requests[next++]!;
          const label = `${JSON.stringify(request.method)} ${JSON.stringify(request.target)}`;
          try {
            const raw = await rawExchange(mirror.url, bytesOf(request));
            const answer = { status: raw.status, headers: raw.headers, body: new TextEncoder().encode(raw.body) };
            statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
            for (const problem of await problemsOf(request, answer, expected)) problems.push(`${label}: ${problem}`);
          } catch (error) {
            problems.push(`${label}: ${(error as Error).message}`);
          }
        }
      };
      await Promise.all(Array.from({ length: 4 }, worker));
      expect(problems.slice(0, 20)).toEqual([]);
      for (const status of [200, 204, 304, 400, 404, 405]) expect(statuses[status], `status ${status}`).toBeGreaterThan(5);
    },
    120_000 + REQUESTS * 20,
  );
});
