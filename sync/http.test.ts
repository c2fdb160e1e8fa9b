import { describe, expect, it } from "vitest";
import { backoffMs, retryAfterMs } from "./http.ts";

describe("retryAfterMs", () => {
  it("reads seconds and HTTP dates", () => {
    expect(retryAfterMs("3")).toBe(3000);
    expect(retryAfterMs(" 0 ")).toBe(0);
    expect(retryAfterMs("Sat, 28 Nov 2026 08:00:10 GMT", Date.parse("Sat, 28 Nov 2026 08:00:00 GMT"))).toBe(10_000);
    expect(retryAfterMs("Sat, 28 Nov 2026 08:00:00 GMT", Date.parse("Sat, 28 Nov 2026 08:00:05 GMT"))).toBe(0);
  });
  it("is null without a header or with one that does not parse", () => {
    expect(retryAfterMs(null)).toBeNull();
    expect(retryAfterMs("bientôt")).toBeNull();
    expect(retryAfterMs("-1")).toBeNull();
  });
});

describe("backoffMs", () => {
  it("doubles up to a bound", () => {
    expect([1, 2, 3, 4, 10].map(backoffMs)).toEqual([250, 500, 1000, 2000, 10_000]);
  });
});
