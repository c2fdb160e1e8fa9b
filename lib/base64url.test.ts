import { describe, expect, it } from "vitest";
import { fromBase64url, toBase64url } from "./base64url.ts";

describe("toBase64url", () => {
  it("writes - and _ for + and /, without padding", () => {
    expect(toBase64url(new Uint8Array([0xfb, 0xff, 0xbf]))).toBe("-_-_"); // "+/+/" in base64
    expect(toBase64url("ab")).toBe("YWI"); // "YWI=" in base64
    expect(toBase64url("a")).toBe("YQ");
    expect(toBase64url(new Uint8Array(0))).toBe("");
  });

  it("reads a string as code points 0-255", () => {
    expect(toBase64url("\u00ff")).toBe("_w");
  });
});

describe("fromBase64url", () => {
  it("reads what toBase64url writes, unpadded", () => {
    expect(fromBase64url("-_-_")).toBe("\u00fb\u00ff\u00bf");
    expect(fromBase64url("YWI")).toBe("ab");
  });

  it("throws on a character outside the alphabet", () => {
    expect(() => fromBase64url("a*b")).toThrow();
  });
});
