// @vitest-environment node
/**
 * A pack followed on disk: a new pack renamed over it is served from the next snapshot on, a
 * download begun on the old one still sends the old bytes, and a file there that is not a pack
 * leaves the last one served.
 */
import { mkdtempSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { deflateRawSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { DEFLATED, footerOf, PACK_MAGIC, STORED } from "../../layout/pack.ts";
import { followedPackStore } from "./pack-follow.ts";

const work = mkdtempSync(join(tmpdir(), "grimoire-pack-follow-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const DOWNLOAD = "bulk/grimoire-test.jsonl.gz";

/** A pack of two files: build.json naming `build`, and `payload` stored as it is. */
function tinyPack(build: string, payload: Buffer): Buffer {
  const info = Buffer.from(JSON.stringify({ build, data_updated: "2026-11-01" }));
  const deflated = deflateRawSync(info);
  const blocks = [
    [8, payload.byteLength, payload.byteLength, STORED, "payload"],
    [8 + payload.byteLength, deflated.byteLength, info.byteLength, DEFLATED, "info"],
  ];
  const places = Buffer.from(new Uint32Array([1, 0, info.byteLength, 0, 0, payload.byteLength]).buffer).toString("base64");
  const index = deflateRawSync(JSON.stringify({ build, level: 4, blocks, paths: `_meta/build.json\n${DOWNLOAD}`, places }));
  const indexAt = 8 + payload.byteLength + deflated.byteLength;
  return Buffer.concat([Buffer.from(PACK_MAGIC), payload, deflated, index, footerOf(indexAt, index.byteLength)]);
}

/** Writes `bytes` beside `file`, then renames them over it, as npm run sync does. */
function replace(file: string, bytes: Buffer): void {
  writeFileSync(`${file}.part`, bytes);
  renameSync(`${file}.part`, file);
}

describe("followedPackStore", () => {
  it("serves a pack renamed over its own at the next snapshot; downloads under way end on the old one", async () => {
    const file = join(work, "grimoire-dist.pack");
    const size = 4 * 1024 * 1024;
    replace(file, tinyPack("one", Buffer.alloc(size, "a")));
    const store = followedPackStore(file);
    const first = store.snapshot!();
    expect(await (await first.get("_meta/build.json"))!.text()).toContain('"one"');
    const download = await first.download!(DOWNLOAD, null);
    const reader = download!.body.getReader();
    let received = (await reader.read()).value!.byteLength;

    replace(file, tinyPack("two", Buffer.alloc(size, "b")));
    const second = store.snapshot!();
    expect(second).not.toBe(first);
    expect(await (await second.get("_meta/build.json"))!.text()).toContain('"two"');
    expect(second.version!("_meta/build.json")).toBe("pack:two");

    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      expect(Buffer.from(chunk.value).every((byte) => byte === "a".charCodeAt(0))).toBe(true);
      received += chunk.value.byteLength;
    }
    expect(received).toBe(size);

    // A file that is not a pack (being copied in place): the last pack stays served.
    replace(file, Buffer.from("pas un paquet"));
    expect(store.snapshot!()).toBe(second);
  });
});
