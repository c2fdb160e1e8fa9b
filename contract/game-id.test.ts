import { describe, expect, it } from "vitest";
import { isGameId } from "./game-id.ts";

describe("isGameId", () => {
  it("accepts a game number as the API writes it", () => {
    for (const id of ["1", "639", "16867", "9007199254740991"]) expect(isGameId(id), id).toBe(true);
  });

  it("refuses a leading zero, zero, a sign, a fraction, other digits and unsafe integers", () => {
    for (const id of ["0639", "0", "00", "-4", "+4", "1.5", "1e3", "12abc", "", " 1", "٦", "9007199254740992", "99999999999999999"]) {
      expect(isGameId(id), id).toBe(false);
    }
  });
});
