import { describe, expect, it } from "vitest";
import { jsonLength } from "./search-shards.ts";

describe("jsonLength", () => {
  it.each([[[]], [[0]], [[9, 10, 99, 100, 123456789]], [[2 ** 53 - 1, 0, 7]], [["ab", "c"]], [[1.5, -2]], [{ a: 1 }]])(
    "is the length of JSON.stringify(%j)",
    (value) => expect(jsonLength(value)).toBe(JSON.stringify(value).length),
  );
});
