import { describe, expect, it } from "vitest";
import { etagOf, etagOfBytes, etagOfDigest } from "./etag.ts";

// SHA-256 of no bytes: e3b0c442 98fc1c14 9afbf4c8 996fb924 27ae41e4 649b934c a495991b 7852b855
const EMPTY_ETAG = '"47DEQpj8HBSa-_TImW-5JCeuQeR"';

describe("etagOf", () => {
  it("quotes the first 27 base64url characters of the SHA-256", async () => {
    expect(await etagOf("")).toBe(EMPTY_ETAG);
    expect(await etagOfBytes(new Uint8Array(0))).toBe(EMPTY_ETAG);
  });

  it("hashes the text's UTF-8 bytes", async () => {
    expect(await etagOf("Édouard")).toBe('"x5NRjrCq7gp0x-1b4NHM3Obmoyc"');
    expect(await etagOfBytes(new TextEncoder().encode("Édouard"))).toBe('"x5NRjrCq7gp0x-1b4NHM3Obmoyc"');
  });
});

describe("etagOfDigest", () => {
  it("writes - and _ where base64 has + and /", () => {
    expect(etagOfDigest(new Uint8Array(21).fill(0xfb))).toBe('"-_v7-_v7-_v7-_v7-_v7-_v7-_v"');
  });
});
