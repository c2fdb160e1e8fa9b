/**
 * Rate limits against the real worker and its Durable Object: the 121st request of an address
 * within a minute is refused, another address is not, a CORS preflight is not counted, and the
 * windows slide exactly — checked by driving the object's clock directly instead of waiting.
 * The object's storage is deleted by its alarm once its windows are empty; with RATE_LIMITS=off
 * the answers claim no limit.
 */
import { SELF, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import type { RateLimiterObject } from "../../edge/worker.ts";
import { DEFAULT_WINDOWS } from "../../contract/http.ts";
import worker, { type Env } from "../../edge/worker.ts";

const ORIGIN = "https://api.test";
const bindings = env as unknown as Env & { RATE_LIMITER: DurableObjectNamespace<RateLimiterObject> };
const namespace = bindings.RATE_LIMITER;
const get = (address: string, path = "/v1/stats", method = "GET", headers: Record<string, string> = {}) =>
  SELF.fetch(`${ORIGIN}${path}`, { method, headers: { "CF-Connecting-IP": address, ...headers } });
const HOUR = 3600 * 1000;

/** Tables of an object's SQLite storage. */
const tablesOf = (state: DurableObjectState) =>
  state.storage.sql
    .exec<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '\\_%' ESCAPE '\\'")
    .toArray()
    .map((r) => r.name);

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

    // A preflight of a refused client is still answered: the browser then sends the request,
    // whose 429 the script can read.
    const preflight = await get(address, "/v1/stats", "OPTIONS", { Origin: "https://example.org", "Access-Control-Request-Method": "GET" });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("RateLimit-Remaining")).toBeNull();

    const other = await get("203.0.113.11");
    expect(other.status).toBe(200);
    expect(other.headers.get("RateLimit-Remaining")).toBe("119");
    await other.body?.cancel();
  });

  it("neither counts nor looks up a CORS preflight: its Durable Object is never called", async () => {
    const address = "203.0.113.12";
    const preflight = {
      Origin: "https://example.org",
      "Access-Control-Request-Method": "GET",
      "Access-Control-Request-Headers": "if-none-match",
    };
    for (let i = 0; i < 5; i++) {
      const response = await get(address, "/v1/stats", "OPTIONS", preflight);
      expect(response.status).toBe(204);
      for (const name of ["RateLimit-Limit", "RateLimit-Remaining", "RateLimit-Reset", "RateLimit-Policy"])
        expect(response.headers.get(name), name).toBeNull();
    }
    // With a namespace whose every object is out of reach, a preflight is still answered.
    const unreachable = {
      idFromName: () => {
        throw new Error("the limiter's storage is out of reach");
      },
    } as unknown as DurableObjectNamespace<RateLimiterObject>;
    const off = { ...bindings, RATE_LIMITER: unreachable };
    const request = (method: string) =>
      new Request(`${ORIGIN}/v1/stats`, { method, headers: { "CF-Connecting-IP": address, ...preflight } });
    expect((await worker.fetch(request("OPTIONS"), off)).status).toBe(204);
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const counted = await worker.fetch(request("GET"), off);
    log.mockRestore();
    expect(counted.status).toBe(500);
    await counted.body?.cancel();
    const real = await get(address, "/v1/stats", "GET", { "If-None-Match": '"x"' });
    expect(real.headers.get("RateLimit-Remaining")).toBe("119");
    await real.body?.cancel();
  });

  it("counts an IPv6 client by its /64, and an IPv4-mapped address as its IPv4 address", async () => {
    const remaining = async (address: string) => {
      const response = await get(address);
      await response.body?.cancel();
      return response.headers.get("RateLimit-Remaining");
    };
    expect(await remaining("2001:db8:77:1::1")).toBe("119");
    expect(await remaining("2001:db8:77:1:abcd:ef01:2345:6789")).toBe("118");
    expect(await remaining("2001:db8:77:2::1")).toBe("119");
    expect(await remaining("203.0.113.77")).toBe("119");
    expect(await remaining("::ffff:203.0.113.77")).toBe("118");
  });

  it("claims no limit when RATE_LIMITS is off", async () => {
    const off = { ...bindings, RATE_LIMITS: "off" };
    for (const path of ["/v1/stats", "/v1/nowhere"]) {
      const response = await worker.fetch(new Request(`${ORIGIN}${path}`, { headers: { "CF-Connecting-IP": "203.0.113.13" } }), off);
      expect(response.status).toBe(path === "/v1/stats" ? 200 : 404);
      for (const name of ["RateLimit-Limit", "RateLimit-Remaining", "RateLimit-Reset", "RateLimit-Policy"])
        expect(response.headers.get(name), name).toBeNull();
      expect(response.headers.get("X-Request-Id")).toMatch(/^[0-9a-f-]{36}$/);
      await response.body?.cancel();
    }
  });

  it("answers an unreadable RATE_LIMITS with the API's internal_error", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await worker.fetch(new Request(`${ORIGIN}/v1/stats`), { ...bindings, RATE_LIMITS: "lots" });
    expect(log).toHaveBeenCalledTimes(1);
    log.mockRestore();
    expect(response.status).toBe(500);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("internal_error");
    expect(response.headers.get("X-Request-Id")).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("rate limiter Durable Object, with a controlled clock", () => {
  it("slides the minute window exactly", async () => {
    const stub = namespace.get(namespace.idFromName("198.51.100.1"));
    await runInDurableObject(stub, (object: RateLimiterObject) => {
      const t0 = Date.now();
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
      const t0 = Date.now();
      for (let i = 0; i < 3000; i++) expect(object.hit(t0 + i * 1000, DEFAULT_WINDOWS).allowed).toBe(true); // 60 a minute
      const refused = object.hit(t0 + 3000 * 1000, DEFAULT_WINDOWS);
      expect(refused).toMatchObject({ allowed: false, limit: 3000, remaining: 0 });
      expect(refused.retryAfter).toBe(600); // the first of the 3000 leaves the hour at t0 + 3600 s
      expect(object.hit(t0 + 3600 * 1000 + 1, DEFAULT_WINDOWS).allowed).toBe(true);
    });
  });

  it("keeps its history in storage, so a restarted object resumes the same count", async () => {
    const stub = namespace.get(namespace.idFromName("198.51.100.3"));
    const t0 = Date.now();
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

  it("deletes its storage once every window is empty, and only then", async () => {
    const stub = namespace.get(namespace.idFromName("198.51.100.5"));
    const t0 = Date.now();
    await runInDurableObject(stub, async (object: RateLimiterObject, state: DurableObjectState) => {
      object.hit(t0, DEFAULT_WINDOWS);
      object.hit(t0 + 1, DEFAULT_WINDOWS);
      // The alarm is due when the last request leaves the longest window.
      expect(await state.storage.getAlarm()).toBe(t0 + HOUR);
    });
    // Run now, the windows are not empty: the state stays, and the alarm looks again later.
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    await runInDurableObject(stub, async (_: RateLimiterObject, state: DurableObjectState) => {
      expect(state.storage.sql.exec<{ n: number }>("SELECT count(*) AS n FROM hits").one().n).toBe(2);
      expect(await state.storage.getAlarm()).toBe(t0 + 1 + HOUR);
    });

    // An address last seen over an hour ago: its alarm deletes everything.
    const idle = namespace.get(namespace.idFromName("198.51.100.6"));
    await runInDurableObject(idle, (object: RateLimiterObject) => {
      object.hit(Date.now() - HOUR - 5_000, DEFAULT_WINDOWS);
    });
    await runDurableObjectAlarm(idle); // already run on its own if it was due at once
    // Due at once, the alarm may still be running on its own when the call above returns (a
    // loaded machine): give it a bounded while to finish before looking.
    for (let i = 0; i < 100; i++) {
      const left = await runInDurableObject(idle, (_: RateLimiterObject, state: DurableObjectState) => tablesOf(state).length);
      if (left === 0) break;
      await new Promise((done) => setTimeout(done, 20));
    }
    await runInDurableObject(idle, async (object: RateLimiterObject, state: DurableObjectState) => {
      expect(tablesOf(state)).toEqual([]);
      expect(await state.storage.getAlarm()).toBeNull();
      // Forgotten, so a full quota again.
      expect(object.hit(Date.now(), DEFAULT_WINDOWS)).toMatchObject({ allowed: true, remaining: 119 });
    });
  });
});
