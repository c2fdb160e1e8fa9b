import { describe, expect, it } from "vitest";
import { chunkElement, chunkElements, encodeChunk } from "./chunks.ts";

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString("hex");

describe("encodeChunk", () => {
  it("writes the count, n + 1 offsets and the compact JSON texts", () => {
    expect(hex(encodeChunk([{ a: 1 }, "é"]))).toBe(
      "02000000" + "00000000" + "07000000" + "0b000000" + hex(new TextEncoder().encode('{"a":1}"é"')),
    );
    expect(hex(encodeChunk([]))).toBe("0000000000000000");
  });
});

describe("chunkElement", () => {
  const chunk = encodeChunk([{ id: 639, name: "Edwin VanCleef" }, null, [1, 2], "Épée"]);

  it("parses element i alone, undefined outside the chunk", () => {
    expect(chunkElement(chunk, 0)).toEqual({ id: 639, name: "Edwin VanCleef" });
    expect(chunkElement(chunk, 1)).toBeNull();
    expect(chunkElement(chunk, 3)).toBe("Épée");
    expect(chunkElement(chunk, 4)).toBeUndefined();
    expect(chunkElement(chunk, -1)).toBeUndefined();
  });

  it("reads a chunk that is a view into a larger buffer", () => {
    const larger = new Uint8Array(chunk.length + 8);
    larger.set(chunk, 8);
    expect(chunkElement(larger.subarray(8), 2)).toEqual([1, 2]);
    expect(chunkElements(larger.subarray(8))).toEqual([{ id: 639, name: "Edwin VanCleef" }, null, [1, 2], "Épée"]);
  });
});
