import { describe, expect, it } from "vitest";
import { DEFAULT_WINDOWS } from "../../contract/http.ts";
import { SlidingLog, unlimited, windowsFrom } from "./sliding-log.ts";

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

  it("peeks without counting, forgetting what left the window", () => {
    expect(log.peek(11_000)).toEqual({ allowed: true, limit: 2, remaining: 1, reset: 9, retryAfter: 0 });
    expect(log.times).toEqual([10_000]);
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
