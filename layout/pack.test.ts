import { describe, expect, it } from "vitest";
import { endsBlock, footerOf, readFooter, storedAsIs } from "./pack.ts";

describe("pack footer", () => {
  it("writes the index offset (u64 LE), its length (u32 LE) and GRMP", () => {
    expect(Buffer.from(footerOf(2 ** 33 + 5, 300)).toString("hex")).toBe("0500000002000000" + "2c010000" + "47524d50");
  });

  it("reads back what it wrote, and nothing else", () => {
    expect(readFooter(footerOf(2 ** 33 + 5, 300))).toEqual({ offset: 2 ** 33 + 5, length: 300 });
    const wrong = footerOf(1, 2);
    wrong[15] = 0x51; // "GRMQ"
    expect(readFooter(wrong)).toBeNull();
    expect(readFooter(new Uint8Array(15))).toBeNull();
  });
});

describe("pack blocks", () => {
  it("ends a block after a path hashing to 0 modulo BLOCK_FILES", () => {
    expect(["v1/a.json", "v1/b.json", "v1/c.json", "v1/d.json", "v1/e.json"].map(endsBlock)).toEqual([true, false, false, false, false]);
  });

  it("stores compressed files as they are", () => {
    expect(["bulk/grimoire.sqlite.gz", "bulk/grimoire-dist.pack", "v1/index.json"].map(storedAsIs)).toEqual([true, true, false]);
  });
});
