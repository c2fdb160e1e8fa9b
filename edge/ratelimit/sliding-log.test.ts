import { describe, expect, it } from "vitest";
import { DEFAULT_WINDOWS } from "../../contract/http.ts";
import { clientKeyOf, SlidingLog, unlimited, windowsFrom } from "./sliding-log.ts";

describe("SlidingLog, one window of 2 requests per 10 s", () => {
  const log = new SlidingLog([{ limit: 2, seconds: 10 }]);

  it("counts down, then refuses until the oldest request leaves the window", () => {
    expect(log.hit(0)).toEqual({ allowed: true, limit: 2, remaining: 1, reset: 10, retryAfter: 0 });
    expect(log.hit(1000)).toEqual({ allowed: true, limit: 2, remaining: 0, reset: 9, retryAfter: 0 });
    expect(log.hit(2000)).toEqual({ allowed: false, limit: 2, remaining: 0, reset: 8, retryAfter: 8 });
    expect(log.hit(9999)).toEqual({ allowed: false, limit: 2, remaining: 0, reset: 1, retryAfter: 1 });
  });

  it("does not record refused requests", () => {
    expect(log.times).toEqual([0, 1000]);
  });

  it("frees a slot exactly when a request is as old as the window", () => {
    expect(log.hit(10_000)).toEqual({ allowed: true, limit: 2, remaining: 0, reset: 1, retryAfter: 0 });
    expect(log.times).toEqual([1000, 10_000]);
  });

  it("is empty once its last request is as old as the longest window", () => {
    expect(log.emptiesAt).toBe(20_000);
    expect(log.emptyAt(19_999)).toBe(false);
    expect(log.emptyAt(20_000)).toBe(true);
  });
});

describe("SlidingLog, 2 per second and 3 per 10 s", () => {
  it("refuses on the window that is full and says how long it stays full", () => {
    const log = new SlidingLog([
      { limit: 2, seconds: 1 },
      { limit: 3, seconds: 10 },
    ]);
    expect(log.hit(0).remaining).toBe(1);
    expect(log.hit(100).remaining).toBe(0);
    expect(log.hit(200)).toEqual({ allowed: false, limit: 2, remaining: 0, reset: 1, retryAfter: 1 });
    expect(log.hit(1000)).toEqual({ allowed: true, limit: 2, remaining: 0, reset: 1, retryAfter: 0 });
    expect(log.hit(1100)).toEqual({ allowed: false, limit: 3, remaining: 0, reset: 9, retryAfter: 9 });
  });
});

describe("windowsFrom", () => {
  it("reads RATE_LIMITS", () => {
    expect(windowsFrom(undefined)).toBe(DEFAULT_WINDOWS);
    expect(windowsFrom(" ")).toBe(DEFAULT_WINDOWS);
    expect(windowsFrom("off")).toBeNull();
    expect(windowsFrom("600/60, 10000 / 3600")).toEqual([
      { limit: 600, seconds: 60 },
      { limit: 10_000, seconds: 3600 },
    ]);
  });

  it("refuses anything else", () => {
    expect(() => windowsFrom("600 per 60")).toThrow('RATE_LIMITS: "600 per 60" is not <requests>/<seconds>');
  });
});

it("unlimited gives the full quota of the first window", () => {
  expect(
    unlimited([
      { limit: 5, seconds: 60 },
      { limit: 50, seconds: 3600 },
    ]),
  ).toEqual({
    allowed: true,
    limit: 5,
    remaining: 5,
    reset: 60,
    retryAfter: 0,
  });
});

describe("clientKeyOf", () => {
  it("keeps an IPv4 address", () => {
    expect(clientKeyOf("203.0.113.7")).toBe("203.0.113.7");
    expect(clientKeyOf(" 203.0.113.7 ")).toBe("203.0.113.7");
  });

  it("keys an IPv6 address by its /64, however it is written", () => {
    expect(clientKeyOf("2001:db8:85a3:8d3:1319:8a2e:370:7348")).toBe("2001:db8:85a3:8d3::/64");
    expect(clientKeyOf("2001:DB8:85A3:08D3:ffff::1")).toBe("2001:db8:85a3:8d3::/64");
    expect(clientKeyOf("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(clientKeyOf("2001:0db8:0000:0000::2")).toBe("2001:db8:0:0::/64");
    expect(clientKeyOf("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(clientKeyOf("::1")).toBe("0:0:0:0::/64");
    expect(clientKeyOf("2001:db8:1:2::")).toBe("2001:db8:1:2::/64");
  });

  it("keys two addresses of one /64 alike, and of two /64s apart", () => {
    expect(clientKeyOf("2001:db8:1:2:aaaa::1")).toBe(clientKeyOf("2001:db8:1:2:bbbb:cccc:dddd:eeee"));
    expect(clientKeyOf("2001:db8:1:2::1")).not.toBe(clientKeyOf("2001:db8:1:3::1"));
  });

  it("keys an IPv4-mapped IPv6 address as its IPv4 address", () => {
    expect(clientKeyOf("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(clientKeyOf("::FFFF:cb00:7107")).toBe("203.0.113.7");
    expect(clientKeyOf("0:0:0:0:0:ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(clientKeyOf("::203.0.113.7")).toBe("0:0:0:0::/64");
  });

  it("keeps anything else as given, lowercased", () => {
    expect(clientKeyOf("unknown")).toBe("unknown");
    expect(clientKeyOf("1:2:3")).toBe("1:2:3");
    expect(clientKeyOf("1::2::3")).toBe("1::2::3");
    expect(clientKeyOf("::ffff:300.1.1.1")).toBe("::ffff:300.1.1.1");
    expect(clientKeyOf("1:2:3:4:5:6:7:8:9")).toBe("1:2:3:4:5:6:7:8:9");
    expect(clientKeyOf("256.1.1.1")).toBe("256.1.1.1");
  });
});
