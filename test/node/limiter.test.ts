// @vitest-environment node
/**
 * The mirror's rate limiter (edge/ratelimit/memory.ts): exact windows, expiry a few addresses
 * at a time (never a sweep of the whole table), bounds with the address idle the longest
 * forgotten first; and through the mirror over HTTP, a preflight that is neither counted nor
 * looked up, RATE_LIMITS=off answers that claim no limit, clients keyed as a network sees them
 * (an IPv6 /64, an IPv4-mapped address as IPv4) and X-Forwarded-For read only when told to trust
 * a proxy.
 */
import type { Server } from "node:http";
import { afterAll, describe, expect, it } from "vitest";
import { limiterFromEnv, startMirror, trustProxyFromEnv } from "../../edge/node/server.ts";
import { memoryLimiter, MemoryLimiter } from "../../edge/testing.ts";
import { DEFAULT_WINDOWS } from "../../contract/http.ts";
import { readDistFacts } from "../support/dist.ts";

const HOUR = 3600 * 1000;
const address = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

describe("MemoryLimiter", () => {
  it("refuses the 121st request of a minute and the 3001st of an hour", () => {
    const limiter = new MemoryLimiter(DEFAULT_WINDOWS);
    const t0 = 1_000_000;
    for (let i = 0; i < 120; i++) expect(limiter.hit("a", t0 + i).allowed).toBe(true);
    expect(limiter.hit("a", t0 + 200)).toMatchObject({ allowed: false, remaining: 0, retryAfter: 60 });
    expect(limiter.hit("a", t0 + 60_000).allowed).toBe(true);
    const hourly = new MemoryLimiter(DEFAULT_WINDOWS);
    for (let i = 0; i < 3000; i++) expect(hourly.hit("b", t0 + i * 1000).allowed).toBe(true);
    expect(hourly.hit("b", t0 + 3000 * 1000)).toMatchObject({ allowed: false, limit: 3000 });
  });

  it("forgets idle addresses a few per request, oldest first, never in one sweep", () => {
    const limiter = new MemoryLimiter(DEFAULT_WINDOWS);
    for (let i = 0; i < 1000; i++) limiter.hit(address(i), i);
    limiter.hit("recent", HOUR - 1);
    expect(limiter.size.addresses).toBe(1001);
    // An hour after the first ones, each request forgets at most 4 of the idle addresses.
    const later = HOUR + 2000;
    const sizes = [];
    for (let i = 0; i < 300; i++) {
      limiter.hit("busy", later + i);
      sizes.push(limiter.size.addresses);
    }
    expect(sizes[0]).toBe(1001 + 1 - 4);
    expect(sizes[99]).toBe(1002 - 400);
    expect(sizes.at(-1)).toBe(2); // "recent" and "busy": every idle one is gone
    expect(limiter.size.times).toBe(1 + 120); // "busy" is refused past 120 a minute, and refusals are not kept
  });

  it("stays within its bounds, forgetting the address idle the longest", () => {
    const limiter = new MemoryLimiter(DEFAULT_WINDOWS, { addresses: 100, times: 1000 });
    limiter.hit("kept", 0);
    for (let i = 0; i < 500; i++) {
      limiter.hit(address(i), 1 + i);
      if (i % 50 === 0) limiter.hit("kept", 1 + i);
    }
    expect(limiter.size.addresses).toBe(100);
    // "kept" was active recently: its history is whole (11 requests so far).
    expect(limiter.hit("kept", 1000).remaining).toBe(120 - 12);
    // The first addresses were forgotten: a full quota again.
    expect(limiter.hit(address(0), 1001).remaining).toBe(119);
    // Request times are bounded too.
    const heavy = new MemoryLimiter(DEFAULT_WINDOWS, { addresses: 100, times: 300 });
    for (let n = 0; n < 5; n++) for (let i = 0; i < 100; i++) heavy.hit(`h${n}`, n * 1000 + i);
    expect(heavy.size.times).toBeLessThanOrEqual(300);
    expect(heavy.size.addresses).toBe(3);
  });
});

describe("mirror: limits over HTTP", () => {
  const facts = readDistFacts();
  const servers: Server[] = [];
  afterAll(() => Promise.all(servers.map((s) => new Promise((done) => s.close(done)))));
  const start = async (limiter: ReturnType<typeof limiterFromEnv>, trustProxy = 0) => {
    const mirror = await startMirror({ dist: facts.dir, port: 0, limiter, trustProxy });
    servers.push(mirror.server);
    return mirror.url;
  };

  it("neither counts nor looks up a CORS preflight", async () => {
    const limiter = new MemoryLimiter([{ limit: 2, seconds: 60 }]);
    const url = await start(memoryLimiter(limiter.windows, limiter));
    const preflight = { method: "OPTIONS", headers: { Origin: "https://example.org", "Access-Control-Request-Method": "GET" } };
    for (let i = 0; i < 4; i++) {
      const response = await fetch(`${url}/v1/stats`, preflight);
      expect(response.status).toBe(204);
      expect(response.headers.get("RateLimit-Remaining")).toBeNull();
    }
    expect(limiter.size).toEqual({ addresses: 0, times: 0 });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await fetch(`${url}/v1/stats`)).status);
    expect(statuses).toEqual([200, 200, 429]);
    expect((await fetch(`${url}/v1/stats`, preflight)).status).toBe(204);
  });

  it("claims no limit with RATE_LIMITS=off", async () => {
    expect(limiterFromEnv("off")).toBeUndefined();
    const url = await start(limiterFromEnv("off"));
    for (let i = 0; i < 130; i++) {
      const response = await fetch(`${url}/v1/${i % 2 ? "stats" : "nowhere"}`);
      expect(response.status).toBe(i % 2 ? 200 : 404);
      for (const name of ["RateLimit-Limit", "RateLimit-Remaining", "RateLimit-Reset", "RateLimit-Policy", "Retry-After"])
        expect(response.headers.get(name)).toBeNull();
      await response.arrayBuffer();
    }
  });

  it("gives every address the spec's windows by default", () => {
    expect(limiterFromEnv(undefined)!.policy).toBe("120;w=60, 3000;w=3600");
    expect(limiterFromEnv("600/60,10000/3600")!.policy).toBe("600;w=60, 10000;w=3600");
  });

  /** The RateLimit-Remaining of a request that says it comes from `client` through a proxy. */
  const remaining = async (url: string, client: string) => {
    const response = await fetch(`${url}/v1/stats`, { headers: { "X-Forwarded-For": `198.51.100.200, ${client}` } });
    await response.arrayBuffer();
    return Number(response.headers.get("RateLimit-Remaining"));
  };

  it("behind a trusted proxy, counts each client apart, an IPv6 one by its /64", async () => {
    const url = await start(memoryLimiter([{ limit: 50, seconds: 60 }]), 1);
    expect(await remaining(url, "203.0.113.1")).toBe(49);
    expect(await remaining(url, "203.0.113.2")).toBe(49);
    expect(await remaining(url, "::ffff:203.0.113.1")).toBe(48);
    expect(await remaining(url, "2001:db8:1:2::1")).toBe(49);
    expect(await remaining(url, "2001:db8:1:2:ffff:eeee:dddd:cccc")).toBe(48);
    expect(await remaining(url, "2001:db8:1:3::1")).toBe(49);
    // A header the proxy did not set (no address at the place of its hop): the connection counts.
    expect(await remaining(url, "not-an-address")).toBe(49);
    expect(await remaining(url, "still-not-one")).toBe(48);
  });

  it("without TRUST_PROXY, ignores X-Forwarded-For: one connection's address, one window", async () => {
    const url = await start(memoryLimiter([{ limit: 50, seconds: 60 }]));
    expect(await remaining(url, "203.0.113.1")).toBe(49);
    expect(await remaining(url, "203.0.113.2")).toBe(48);
    expect(await remaining(url, "2001:db8:1:3::1")).toBe(47);
  });

  it("reads TRUST_PROXY as a number of proxies, off by default", () => {
    expect(trustProxyFromEnv(undefined)).toBe(0);
    expect(trustProxyFromEnv(" ")).toBe(0);
    expect(trustProxyFromEnv("2")).toBe(2);
    expect(() => trustProxyFromEnv("yes")).toThrow(/TRUST_PROXY/);
  });
});
