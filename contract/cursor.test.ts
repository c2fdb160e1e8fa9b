import { describe, expect, it } from "vitest";
import { fromBase64url, toBase64url } from "../lib/base64url.ts";
import { decodeCursor, encodeCursor } from "./cursor.ts";

const state = { query: "0123abcd", collection: "89abcdef", offset: 40 };

describe("cursors", () => {
  it("decodes what it encodes", () => {
    const cursor = encodeCursor(state);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor)).toEqual(state);
    expect(fromBase64url(cursor)).toBe(`0123abcd.89abcdef.14.${fromBase64url(cursor).split(".")[3]}`);
  });

  it("refuses a cursor whose offset, query or fingerprint was edited", () => {
    const [query, collection, offset, check] = fromBase64url(encodeCursor(state)).split(".");
    for (const edited of [
      `${query}.${collection}.3q.${check}`,
      `${query}.${collection}.${offset}0.${check}`,
      `0123abce.${collection}.${offset}.${check}`,
      `${query}.89abcdee.${offset}.${check}`,
      `${query}.${collection}.${offset}`,
      `${query}.${collection}.${offset}.${check}.`,
    ])
      expect(decodeCursor(toBase64url(edited)), edited).toBeNull();
  });

  it("refuses what is not a cursor", () => {
    for (const text of ["", "abc", "%%%", "a".repeat(121), toBase64url("0123abcd.89abcdef.0.00000000")])
      expect(decodeCursor(text)).toBeNull();
  });
});
