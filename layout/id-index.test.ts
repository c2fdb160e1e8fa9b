import { describe, expect, it } from "vitest";
import { encodeIdIndex, idCountOf, positionOfId } from "./id-index.ts";

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString("hex");

describe("encodeIdIndex", () => {
  it("writes the count, the ids ascending, then each one's position", () => {
    expect(hex(encodeIdIndex([639, 12, 300]))).toBe(
      "03000000" + "0c000000" + "2c010000" + "7f020000" + "01000000" + "02000000" + "00000000",
    );
    expect(hex(encodeIdIndex([]))).toBe("00000000");
  });

  it("refuses an id listed twice or past 32 bits", () => {
    expect(() => encodeIdIndex([5, 5])).toThrow("listed twice");
    expect(() => encodeIdIndex([2 ** 32])).toThrow("no 32-bit game number");
  });
});

describe("positionOfId", () => {
  const index = encodeIdIndex([19019, 5193, 639, 2 ** 32 - 1]);

  it("finds each id's position in the list, -1 for any other number", () => {
    expect([19019, 5193, 639, 2 ** 32 - 1].map((id) => positionOfId(index, id))).toEqual([0, 1, 2, 3]);
    expect([1, 640, 999999, 2 ** 32, 2 ** 40].map((id) => positionOfId(index, id))).toEqual([-1, -1, -1, -1, -1]);
    expect(positionOfId(encodeIdIndex([]), 1)).toBe(-1);
    expect([idCountOf(index), idCountOf(encodeIdIndex([]))]).toEqual([4, 0]);
  });

  it("reads an index that is a view into a larger buffer", () => {
    const larger = new Uint8Array(index.length + 4);
    larger.set(index, 4);
    expect(positionOfId(larger.subarray(4), 639)).toBe(2);
  });
});
