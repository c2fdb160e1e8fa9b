import { createHash } from "node:crypto";
import { deflateRawSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { DEFLATED, type PackBlock } from "./pack.ts";
import { applyOps, applyPatch, baseBytes, formOf, GZIP_MEMBER, patchOf, patchOps, RAW_DEFLATE } from "./pack-patch.ts";

const bytes = (text: string) => Buffer.from(text, "utf8");
const ops = (numbersAndTexts: (number | string)[]) =>
  Buffer.concat(numbersAndTexts.map((x) => (typeof x === "number" ? Buffer.from([x]) : bytes(x))));

describe("patchOps", () => {
  it("copies the common head and tail and sends what changed between them as a literal", () => {
    const old = bytes(`{"name":"Bandana","level":12}`);
    const next = bytes(`{"name":"Bandana (modifié)","level":12}`);
    // [no literal][copy 16 at 0], [literal " (modifié)" (11 bytes)][copy 13 at 16]
    expect(Buffer.from(patchOps(old, next))).toEqual(ops([0, 16, 0, 11, " (modifié)", 13, 16]));
    expect(Buffer.from(applyOps(old, patchOps(old, next), next.byteLength))).toEqual(next);
  });

  it("finds runs of the old bytes that moved, anywhere in the changed middle", () => {
    const a = "a".repeat(8) + "0123456789abcdefghijklmnopqrstuv";
    const b = "WXYZ0123456789abcdefghijklmnopqrstuv" + "b".repeat(8);
    const old = bytes(`${a}|${b}`);
    const next = bytes(`${b}|${a}`);
    const made = patchOps(old, next);
    expect(Buffer.from(applyOps(old, made, next.byteLength))).toEqual(next);
    // Both runs are copied (b's 44 bytes from 41, a's 40 from 0): one byte of literal, the "|".
    expect(Buffer.from(made)).toEqual(ops([0, 44, 41, 1, "|", 40, 0]));
  });

  it("makes an empty block, and a block from an empty one", () => {
    expect(Buffer.from(applyOps(bytes("abc"), patchOps(bytes("abc"), bytes("")), 0))).toEqual(bytes(""));
    expect(Buffer.from(applyOps(bytes(""), patchOps(bytes(""), bytes("xyz")), 3))).toEqual(bytes("xyz"));
  });

  it("refuses operations that would write past the block or copy past the old one", () => {
    expect(() => applyOps(bytes("abc"), ops([0, 3, 0]), 2)).toThrow("patch: a copy past a block's end");
    expect(() => applyOps(bytes("abc"), ops([0, 2, 2]), 2)).toThrow("patch: a copy past a block's end");
    expect(() => applyOps(bytes("abc"), ops([5, "xy"]), 5)).toThrow("patch: a literal past the block's end");
    expect(() => applyOps(bytes("abc"), ops([0, 2, 0]), 3)).toThrow("patch: 2 bytes made, not 3");
    expect(() => applyOps(bytes("abc"), Buffer.from([0x80]), 3)).toThrow("patch: cut in a number");
  });
});

describe("applyPatch", () => {
  const old = bytes("entrée ".repeat(400) + "Bandana en toile de jute rouge" + " fin".repeat(300));
  const next = bytes("entrée ".repeat(400) + "Bandana en toile de jute rouge (modifié)" + " fin".repeat(300));

  it("makes a changed block from the old block's bytes, compressed as the generator does", () => {
    const patch = patchOf(old, next, RAW_DEFLATE, 4);
    expect(patch.byteLength).toBeLessThan(80);
    expect(applyPatch(old, patch, 1 << 20)).toEqual({
      bytes: deflateRawSync(next, { level: 4 }),
      raw: next.byteLength,
    });
  });

  it("makes a gzip member of a stored bulk file", () => {
    const patch = patchOf(old, next, GZIP_MEMBER, 6);
    expect(formOf(patch)).toBe(GZIP_MEMBER);
    expect(applyPatch(old, patch, 1 << 20).bytes).toEqual(gzipSync(next, { level: 6 }));
  });

  it("refuses a patch whose bytes are not those its head names, or that is cut", () => {
    const patch = patchOf(old, next, RAW_DEFLATE, 4);
    const other = bytes("entrée ".repeat(400) + "Bandana en toile de jute verte" + " fin".repeat(300));
    expect(() => applyPatch(other, patch, 1 << 20)).toThrow("patch: not the bytes its head names");
    expect(() => applyPatch(old, patch.subarray(0, 20), 1 << 20)).toThrow("patch: cut in its head");
  });

  it("refuses a forged patch in bounded memory: a size over the cap, operations that inflate past what the size allows", () => {
    const head = (size: number) => {
      const h = Buffer.alloc(38);
      h[0] = RAW_DEFLATE;
      h[1] = 4;
      h.writeUInt32LE(size, 2);
      createHash("sha256")
        .update(Buffer.alloc(Math.min(size, 1000)))
        .digest()
        .copy(h, 6);
      return h;
    };
    const empty = Buffer.alloc(0);
    expect(() => applyPatch(empty, Buffer.concat([head(0xffffffff), deflateRawSync(Buffer.alloc(1))]), 1 << 20)).toThrow(
      "patch: 4294967295 bytes, over 1048576",
    );
    // A deflate bomb as the operations of a small block: inflating stops at what its size allows.
    const bomb = deflateRawSync(Buffer.alloc(64 * 1024 * 1024), { level: 9 });
    expect(() => applyPatch(empty, Buffer.concat([head(1000), bomb]), 1 << 20)).toThrow(/Cannot create a Buffer larger than|buffer/i);
  });
});

describe("baseBytes", () => {
  // A pack's blocks: [offset, length, inflated length, method, fingerprint].
  const one = deflateRawSync(bytes("première page;"));
  const two = deflateRawSync(bytes("deuxième page"));
  const pack = Buffer.concat([bytes("GRMPACK1"), one, two]);
  const blocks: PackBlock[] = [
    [8, one.byteLength, 15, DEFLATED, "a"],
    [8 + one.byteLength, two.byteLength, 14, DEFLATED, "b"],
  ];
  const read = (at: number, length: number) => pack.subarray(at, at + length);

  it("joins the inflated bytes of whole consecutive blocks", () => {
    expect(baseBytes(read, blocks, 8, one.byteLength + two.byteLength, RAW_DEFLATE, 1024).toString("utf8")).toBe(
      "première page;deuxième page",
    );
    expect(baseBytes(read, blocks, 8 + one.byteLength, two.byteLength, RAW_DEFLATE, 1024).toString("utf8")).toBe("deuxième page");
  });

  it("refuses a range that is not whole blocks, or that inflates past the cap", () => {
    expect(() => baseBytes(read, blocks, 9, one.byteLength, RAW_DEFLATE, 1024)).toThrow("patch: a base that is not whole blocks");
    expect(() => baseBytes(read, blocks, 8, one.byteLength + 1, RAW_DEFLATE, 1024)).toThrow("patch: a base that is not whole blocks");
    expect(() => baseBytes(read, blocks, 8, one.byteLength + two.byteLength, RAW_DEFLATE, 20)).toThrow(
      "patch: a base that is not whole blocks",
    );
    // A block that inflates past what it records stops there.
    const bomb = deflateRawSync(Buffer.alloc(1 << 20));
    const forged: PackBlock[] = [[0, bomb.byteLength, 10, DEFLATED, "c"]];
    expect(() => baseBytes((at, n) => bomb.subarray(at, at + n), forged, 0, bomb.byteLength, RAW_DEFLATE, 1024)).toThrow(
      /Cannot create a Buffer larger than|buffer/i,
    );
  });
});
