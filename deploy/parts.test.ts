/** The parts of a large file (deploy/parts.ts): sizes within bounds, and a one-byte change costing the parts around it. */
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { cutsOf, PART_SIZES, splitFile } from "./parts.ts";

/** `size` pseudo-random bytes, the same on every run: SHA-256 in counter mode. */
function noise(size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  for (let at = 0, n = 0; at < size; at += 32, n++)
    bytes.set(
      createHash("sha256")
        .update(`noise ${n}`)
        .digest()
        .subarray(0, size - at),
      at,
    );
  return bytes;
}

describe("parts of a large file", () => {
  const bytes = noise(16 << 20);
  const cuts = cutsOf(bytes, PART_SIZES);

  it("cuts parts of 256 KiB to 4 MiB, the last one shorter", () => {
    expect(cuts.length).toBe(16);
    const lengths = cuts.map((end, i) => end - (cuts[i - 1] ?? 0));
    expect(lengths.slice(0, -1).every((l) => l >= PART_SIZES.min && l <= PART_SIZES.max)).toBe(true);
    expect(cuts.at(-1)).toBe(16 << 20);
  });

  it("after one byte changed, re-sends only the part that holds it", () => {
    const changed = bytes.slice();
    changed[9_000_000] = bytes[9_000_000]! ^ 1;
    const before = new Set(splitFile(bytes, PART_SIZES).objects.map((o) => o.key));
    const after = splitFile(changed, PART_SIZES).objects.filter((o) => !before.has(o.key));
    // The part holding the byte and the parts list.
    expect(after.map((o) => (o.range ? o.range[1] : "list"))).toEqual([2_094_254, "list"]);
  });
});
