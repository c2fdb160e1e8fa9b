import { describe, expect, it } from "vitest";
import { partitionPoint } from "./bisect.ts";

const sorted = [1, 3, 3, 3, 7, 9];
const firstAtLeast = (value: number, from = 0, to = sorted.length) => partitionPoint(from, to, (i) => sorted[i]! < value);

describe("partitionPoint", () => {
  it.each([
    [0, 0],
    [1, 0],
    [2, 1],
    [3, 1], // the first of equal values
    [4, 4],
    [9, 5],
    [10, 6], // past the end
  ])("finds the first element >= %i at %i", (value, index) => {
    expect(firstAtLeast(value)).toBe(index);
  });

  it("searches within [from, to) only", () => {
    expect(firstAtLeast(3, 2, 4)).toBe(2);
    expect(firstAtLeast(100, 2, 4)).toBe(4);
    expect(partitionPoint(5, 5, () => true)).toBe(5);
  });
});
