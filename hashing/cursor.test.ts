import { describe, expect, it } from "vitest";
import { hash8 } from "./fnv.ts";
import {
  collectionFingerprint,
  decodeCursor,
  encodeCursor,
  fingerprintOfTexts,
  isCursorShaped,
  pagePlace,
  querySignature,
} from "./cursor.ts";

describe("encodeCursor / decodeCursor", () => {
  const state = { query: "0123abcd", collection: "89abcdef", offset: 20 };

  it("writes query, collection, offset in base 36 and their check, as unpadded base64url", () => {
    // "0123abcd.89abcdef.k.67675eb4": the check is hash8 of "cursor:" and the rest
    expect(encodeCursor(state)).toBe("MDEyM2FiY2QuODlhYmNkZWYuay42NzY3NWViNA");
    expect(hash8("cursor:0123abcd.89abcdef.k")).toBe("67675eb4");
    expect(decodeCursor("MDEyM2FiY2QuODlhYmNkZWYuay42NzY3NWViNA")).toEqual(state);
  });

  it("refuses a cursor whose offset, query or fingerprint was edited, its check left as it was", () => {
    for (const edited of [
      "0123abcd.89abcdef.3q.67675eb4",
      "0123abcd.89abcdef.k0.67675eb4",
      "0123abce.89abcdef.k.67675eb4",
      "0123abcd.89abcdee.k.67675eb4",
      "0123abcd.89abcdef.k", // no check, as cursors were written before
      "0123abcd.89abcdef.k.67675eb4.",
    ])
      expect(decodeCursor(btoa(edited).replace(/=+$/, "")), edited).toBeNull();
  });

  it("refuses what this API never issues", () => {
    expect(decodeCursor(encodeCursor({ ...state, offset: 0 }))).toBeNull(); // the first page has no cursor
    expect(decodeCursor(btoa("0123abcd.89abcdef").replace(/=+$/, ""))).toBeNull(); // no offset
    expect(decodeCursor(btoa("0123ABCD.89abcdef.k.67675eb4").replace(/=+$/, ""))).toBeNull(); // hashes are lower-case hex
    expect(decodeCursor("MDEyM2FiY2QuODlhYmNkZWYuay42NzY3NWViNA==")).toBeNull(); // padding
    expect(decodeCursor("short")).toBeNull();
    expect(decodeCursor("a".repeat(121))).toBeNull();
  });
});

it("isCursorShaped: 8 to 120 base64url characters", () => {
  expect(isCursorShaped("abcdEF_-")).toBe(true);
  expect(isCursorShaped("abcdEF_")).toBe(false);
  expect(isCursorShaped("abcd/EF_-")).toBe(false);
  expect(isCursorShaped("a".repeat(120))).toBe(true);
});

it("querySignature hashes the path and the filters in name order", () => {
  expect(querySignature("/classic/npcs", { type: "beast", sort: "-level" })).toBe("1d20dafc");
  expect(querySignature("/classic/npcs", { sort: "-level", type: "beast" })).toBe("1d20dafc");
  expect(hash8("/classic/npcs?sort=-level&type=beast")).toBe("1d20dafc");
});

it("collectionFingerprint is the hash of the prefixed JSON text, computed element by element", () => {
  expect(collectionFingerprint([{ a: 1 }, "x"], "p")).toBe("bbc6b189");
  expect(hash8('p[{"a":1},"x"]')).toBe("bbc6b189");
  expect(collectionFingerprint([])).toBe(hash8("[]"));
});

it("fingerprintOfTexts is collectionFingerprint of the elements whose JSON texts it is given", () => {
  expect(fingerprintOfTexts(['{"a":1}', '"x"'], "p")).toBe("bbc6b189");
  expect(fingerprintOfTexts([])).toBe(hash8("[]"));
});

describe("pagePlace", () => {
  const at = (offset: number) => encodeCursor({ query: "0123abcd", collection: "89abcdef", offset });

  it("reads the offset of a cursor's page and mints the cursor of the page before, on the same query and collection", () => {
    expect(pagePlace(at(60), 20)).toEqual({ offset: 60, previous: at(40) });
    expect(pagePlace(at(20), 20)).toEqual({ offset: 20, previous: null });
    expect(pagePlace(at(30), 20)).toEqual({ offset: 30, previous: at(10) });
    expect(pagePlace(at(10), 20)).toEqual({ offset: 10, previous: null });
  });

  it("places the first page without a cursor, and refuses a cursor the API never issued", () => {
    expect(pagePlace(null, 20)).toEqual({ offset: 0, previous: null });
    expect(pagePlace("short", 20)).toBeNull();
  });
});
