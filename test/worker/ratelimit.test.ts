/**
 * Rate limits against the real worker and its Durable Object: the 121st request of an address
 * within a minute is refused, another address is not, and the windows slide exactly — checked
 * by driving the object's clock directly instead of waiting.
 */
import { SELF, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { RateLimiterObject } from "../../edge/ratelimit/durable-object.ts";
import { DEFAULT_WINDOWS } from "../../edge/ratelimit/sliding-log.ts";

const ORIGIN = "https://api.test";
const namespace = (env as unknown as { RATE_LIMITER: DurableObjectNamespace<RateLimiterObject> }).RATE_LIMITER;
const get = (address: string, path = "/v1/stats", method = "GET") =>
  SELF.fetch(`${ORIGIN}${path}`, { method, headers: { "CF-Connecting-IP": address } });

describe("rate limits through the worker", () => {
  it("counts down on every answer, errors included, and refuses the 121st request of a minute", async () => {
    const address = "203.0.113.10";
    for (let i = 1; i <= 120; i++) {
      const response = await get(address, i % 3 === 0 ? "/v1/nowhere" : "/v1/stats");
      await response.body?.cancel();
      expect(response.status).toBe(i % 3 === 0 ? 404 : 200);
      expect(response.headers.get("RateLimit-Limit")).toBe("120");
      expect(response.headers.get("RateLimit-Remaining")).toBe(String(120 - i));
      expect(response.headers.get("RateLimit-Policy")).toBe("120;w=60, 3000;w=3600");
      expect(Number(response.headers.get("RateLimit-Reset"))).toBeGreaterThan(0);
    }
    const refused = await get(address);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.headers.get("RateLimit-Remaining")).toBe("0");
    const body = (await refused.json()) as { error: Record<string, unknown> };
    expect(body.error).toMatchObject({ type: "rate_limit_error", code: "rate_limited", param: null });
    expect(String(body.error.message)).toMatch(/requêtes/);

    const other = await get("203.0.113.11");
    expect(other.status).toBe(200);
    expect(other.headers.get("RateLimit-Remaining")).toBe("119");
    await other.body?.cancel();
  });
});

describe("rate limiter Durable Object, with a controlled clock", () => {
  it("slides the minute window exactly", async () => {
    const stub = namespace.get(namespace.idFromName("198.51.100.1"));
    await runInDurableObject(stub, (object: RateLimiterObject) => {
      const t0 = 1_000_000;
      for (let i = 0; i < 120; i++) expect(object.hit(t0 + i * 100, DEFAULT_WINDOWS).allowed).toBe(true);
      const refused = object.hit(t0 + 30_000, DEFAULT_WINDOWS);
      expect(refused).toMatchObject({ allowed: false, remaining: 0, limit: 120 });
      expect(refused.retryAfter).toBe(30); // the first request leaves the window at t0 + 60 s
      expect(object.hit(t0 + 59_999, DEFAULT_WINDOWS).allowed).toBe(false);
      const freed = object.hit(t0 + 60_001, DEFAULT_WINDOWS);
      expect(freed).toMatchObject({ allowed: true, remaining: 0 });
      expect(object.hit(t0 + 60_050, DEFAULT_WINDOWS).allowed).toBe(false);
    });
  });

  it("enforces 3000 per hour even when every minute stays under 120", async () => {
    const stub = namespace.get(namespace.idFromName("198.51.100.2"));
    await runInDurableObject(stub, (object: RateLimiterObject) => {
      const t0 = 5_000_000;
      for (let i = 0; i < 3000; i++) expect(object.hit(t0 + i * 1000, DEFAULT_WINDOWS).allowed).toBe(true); // 60 a minute
      const refused = object.hit(t0 + 3000 * 1000, DEFAULT_WINDOWS);
      expect(refused).toMatchObject({ allowed: false, limit: 3000, remaining: 0 });
      expect(refused.retryAfter).toBe(600); // the first of the 3000 leaves the hour at t0 + 3600 s
      expect(object.hit(t0 + 3600 * 1000 + 1, DEFAULT_WINDOWS).allowed).toBe(true);
    });
  });

  it("keeps its history in storage, so a restarted object resumes the same count", async () => {
    const stub = namespace.get(namespace.idFromName("198.51.100.3"));
    const t0 = 9_000_000;
    await runInDurableObject(stub, (object: RateLimiterObject) => {
      for (let i = 0; i < 119; i++) object.hit(t0 + i, DEFAULT_WINDOWS);
    });
    await runInDurableObject(stub, (object: RateLimiterObject, state: DurableObjectState) => {
      const stored = state.storage.sql.exec<{ n: number }>("SELECT count(*) AS n FROM hits").one().n;
      expect(stored).toBe(119);
      // A fresh object reads the history back from storage.
      (object as unknown as { log: unknown }).log = null;
      expect(object.hit(t0 + 1000, DEFAULT_WINDOWS)).toMatchObject({ allowed: true, remaining: 0 });
      expect(object.hit(t0 + 1001, DEFAULT_WINDOWS).allowed).toBe(false);
    });
  });
});
