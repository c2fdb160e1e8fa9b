/**
 * The seeded fuzz campaign (test/support/fuzz.ts) against the real Worker in workerd: every
 * answer to a mangled request is one the API gives on purpose, with its headers and body rules.
 * Requests go to the Worker's own fetch with its real bindings (assets, rate-limit Durable
 * Object): through SELF, each request of a test file costs more than the one before (a cost of
 * the test pool, the same with an empty handler), which a campaign of this size cannot afford.
 */
import { env } from "cloudflare:workers";
import { describe, expect, inject, it } from "vitest";
import { etagOfBytes } from "../../hashing/etag.ts";
import worker, { type Env } from "../../edge/worker.ts";
import { corpusOf, expectedOf, fuzzRequests, problemsOf } from "../support/fuzz.ts";

const facts = inject("dist");
const SEED = 11;
const REQUESTS = 1500;

describe("worker: fuzzed requests", () => {
  it(`answers ${REQUESTS} requests of seed ${SEED} as the API`, async () => {
    const expected = expectedOf(facts, "120;w=60, 3000;w=3600", etagOfBytes);
    const problems: string[] = [];
    const statuses: Record<number, number> = {};
    let sent = 0;
    for (const request of fuzzRequests(corpusOf(facts), SEED, REQUESTS, false)) {
      let fetchRequest: Request;
      try {
        fetchRequest = new Request(`https://api.test${request.target}`, { method: request.method, headers: request.headers });
      } catch {
        continue; // a request no fetch client can send
      }
      const response = await worker.fetch(fetchRequest, env as unknown as Env);
      const answer = { status: response.status, headers: response.headers, body: new Uint8Array(await response.arrayBuffer()) };
      sent++;
      statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
      for (const problem of await problemsOf(request, answer, expected)) problems.push(`${request.method} ${request.target}: ${problem}`);
    }
    expect(problems.slice(0, 20)).toEqual([]);
    expect(sent).toBeGreaterThan(REQUESTS * 0.95);
    // The campaign reaches every kind of answer.
    for (const status of [200, 204, 304, 400, 404, 405]) expect(statuses[status], `status ${status}`).toBeGreaterThan(5);
  }, 120_000);
});
