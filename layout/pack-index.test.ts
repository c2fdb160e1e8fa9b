import { closeSync, mkdtempSync, openSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { deflateRawSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { footerOf, PACK_MAGIC, type PackIndex } from "./pack.ts";
import { placesOf, readPackIndex } from "./pack-index.ts";

const dir = mkdtempSync(join(tmpdir(), "grimoire-pack-index-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const INDEX: PackIndex = {
  build: "0123456789abcdef",
  blocks: [[8, 3, 3, 0, "f"]],
  paths: "v1/a.json\nv1/b.json",
  places: Buffer.from(new Uint32Array([0, 0, 1, 0, 1, 2]).buffer).toString("base64"),
};

/** A file with the pack's magic, one block, then the given index bytes and footer. */
function packFile(name: string, index: Buffer, footer: Uint8Array): number {
  const path = join(dir, name);
  writeFileSync(path, Buffer.concat([Buffer.from(PACK_MAGIC), Buffer.from("abc"), index, footer]));
  return openSync(path, "r");
}

describe("readPackIndex", () => {
  it("reads the index its footer places", () => {
    const index = deflateRawSync(JSON.stringify(INDEX));
    const fd = packFile("good.pack", index, footerOf(11, index.length));
    try {
      expect(readPackIndex(fd)).toEqual(INDEX);
    } finally {
      closeSync(fd);
    }
  });

  it("refuses a file too short, without a footer, or whose index runs past it", () => {
    for (const [name, bytes, footer, message] of [
      ["short.pack", Buffer.alloc(0), new Uint8Array(0), "not a dist pack: too short"],
      ["nofooter.pack", Buffer.alloc(20), new Uint8Array(16), "not a dist pack: no index at its end"],
      ["past.pack", Buffer.alloc(4), footerOf(11, 100), "not a dist pack: no index at its end"],
    ] as const) {
      const fd = packFile(name, bytes, footer);
      try {
        expect(() => readPackIndex(fd), name).toThrow(message);
      } finally {
        closeSync(fd);
      }
    }
  });
});

describe("placesOf", () => {
  it("reads the places as u32 triples", () => {
    expect([...placesOf(INDEX)]).toEqual([0, 0, 1, 0, 1, 2]);
  });
});
