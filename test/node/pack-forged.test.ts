// @vitest-environment node
/**
 * A forged dist pack against the real mirror over HTTP (issue 37, point 6): a block replaced by a
 * deflate bomb, its index unchanged but for the block's place, is a 500 internal_error for the
 * files of that block alone, the reader stopping at the size the index records (the error it
 * logs says so); a pack whose index inflates past its cap is refused whole, before serving.
 */
import { closeSync, openSync, readFileSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import { join } from "node:path";
import { createDeflateRaw, deflateRawSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startMirror } from "../../edge/node/server.ts";
import { PACK_FILE } from "../../layout/bulk.ts";
import { DEFLATED, footerOf, MAX_INDEX_BYTES, readFooter, FOOTER_BYTES, type PackIndex } from "../../layout/pack.ts";
import { placesOf, readPackIndex } from "../../layout/pack-index.ts";
import { readDistFacts } from "../support/dist.ts";
import { discard, workFolder } from "../support/work.ts";

const facts = readDistFacts();
const work = workFolder("pack-forged-");
const BOMB_BYTES = 256 * 1024 * 1024;

/** The raw DEFLATE of `parts` one after the other, made a part at a time (never held whole). */
async function deflated(parts: Iterable<Buffer>): Promise<Buffer> {
  const deflate = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on("data", (chunk: Buffer) => out.push(chunk));
  for (const part of parts) if (!deflate.write(part)) await new Promise((done) => deflate.once("drain", done));
  await new Promise((done) => deflate.end(done));
  return Buffer.concat(out);
}

/** `size` bytes of `byte`, as parts of a mebibyte at most. */
function* repeated(byte: string, size: number): Iterable<Buffer> {
  const chunk = Buffer.alloc(1024 * 1024, byte);
  for (let left = size; left > 0; left -= chunk.length) yield chunk.subarray(0, Math.min(chunk.length, left));
}

/** The sample's pack with its index and body as they are. */
function samplePack(): { bytes: Buffer; index: PackIndex; indexAt: number } {
  const bytes = readFileSync(join(facts.dir, PACK_FILE));
  const fd = openSync(join(facts.dir, PACK_FILE), "r");
  try {
    return { bytes, index: readPackIndex(fd), indexAt: readFooter(bytes.subarray(bytes.length - FOOTER_BYTES))!.offset };
  } finally {
    closeSync(fd);
  }
}

/** The pack's body (up to its index), `extra` bytes after it, then `index` deflated and its footer. */
function packWith(body: Buffer, extra: Buffer, index: Buffer): Buffer {
  return Buffer.concat([body, extra, index, footerOf(body.length + extra.length, index.length)]);
}

/** The block holding `path` in `index`. */
function blockOf(index: PackIndex, path: string): number {
  const n = index.paths.split("\n").indexOf(path);
  return placesOf(index)[3 * n]!;
}

const target = "v1/classic/npcs/639.json";
const other = "v1/classic/items/10399.json";

let mirror: { server: Server; url: string };
const logged: unknown[][] = [];

beforeAll(async () => {
  const { bytes, index, indexAt } = samplePack();
  const block = blockOf(index, target);
  expect(index.blocks[block]![3]).toBe(DEFLATED);
  expect(blockOf(index, other)).not.toBe(block);
  // The bomb takes the block's place; its recorded size stays the true one.
  const bomb = await deflated(repeated("\0", BOMB_BYTES));
  const forged: PackIndex = { ...index, blocks: index.blocks.map((b, n) => (n === block ? [indexAt, bomb.length, b[2], b[3], b[4]] : b)) };
  const file = join(work, "bomb.pack");
  writeFileSync(file, packWith(bytes.subarray(0, indexAt), bomb, deflateRawSync(JSON.stringify(forged))));
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => void logged.push(args));
  mirror = await startMirror({ dist: file, port: 0 });
}, 60_000);

afterAll(async () => {
  vi.restoreAllMocks();
  await new Promise((done) => mirror?.server.close(done));
  discard(work);
});

describe("a mirror serving a forged pack", () => {
  it("answers 500 internal_error for a file of the bomb's block, having stopped at the size the block records", async () => {
    const response = await fetch(`${mirror.url}/v1/classic/npcs/639`);
    expect(response.status).toBe(500);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const body = (await response.json()) as { error: { code: string; type: string; message: string } };
    expect(body.error.code).toBe("internal_error");
    expect(body.error.type).toBe("api_error");
    const error = logged.map((args) => args[1]).find((e): e is Error => e instanceof Error)!;
    const { index } = samplePack();
    const recorded = index.blocks[blockOf(index, target)]![2];
    expect(error.message).toMatch(new RegExp(`block \\d+ inflates to over the ${recorded} bytes it records$`));
    expect((error.cause as NodeJS.ErrnoException).code).toBe("ERR_BUFFER_TOO_LARGE");
  });

  it("answers the files of other blocks as usual", async () => {
    const response = await fetch(`${mirror.url}/v1/classic/items/10399`);
    expect(response.status).toBe(200);
    expect(response.headers.get("ETag")).toBe(facts.manifest[other]![0]);
    expect((await fetch(`${mirror.url}/v1/classic/npcs/639`)).status).toBe(500);
  });
});

describe("a pack whose index is over its cap", () => {
  it("is refused whole, the index inflated no further than the cap", async () => {
    const { bytes, index, indexAt } = samplePack();
    // Paths padded to just over the cap: far smaller once deflated.
    const json = JSON.stringify(index);
    const at = json.indexOf('"paths":"') + '"paths":"'.length;
    const huge = await deflated([Buffer.from(json.slice(0, at)), ...repeated("x", MAX_INDEX_BYTES), Buffer.from(json.slice(at))]);
    const file = join(work, "index.pack");
    writeFileSync(file, packWith(bytes.subarray(0, indexAt), Buffer.alloc(0), huge));
    const fd = openSync(file, "r");
    try {
      expect(() => readPackIndex(fd)).toThrow(`not a dist pack: its index inflates to over ${MAX_INDEX_BYTES} bytes`);
    } finally {
      closeSync(fd);
    }
    await expect(startMirror({ dist: file, port: 0 })).rejects.toThrow(
      `not a dist pack: its index inflates to over ${MAX_INDEX_BYTES} bytes`,
    );
  }, 60_000);
});
