/**
 * FileStore over a dist pack (layout/pack.ts), for the Node mirror: a build downloaded as one
 * file is served as it is, without unpacking it. The index is read once at start; a file is the
 * slice of its block, inflated on demand and kept (least recently used dropped first). A file
 * stored as it is (the bulk files) is streamed from the pack, byte ranges included. Everything is
 * read through the file opened at start: a pack replaced on disk (pack-follow.ts) leaves this one
 * whole for the requests still on it.
 *
 * The pack's facts (_meta/pack.json, written beside the pack, not in it) are made here from the
 * pack itself: its SHA-256 is hashed once, in the background from the start.
 */
import { createHash } from "node:crypto";
import { closeSync, createReadStream, fstatSync, openSync, readSync, statSync } from "node:fs";
import { Readable } from "node:stream";
import { inflateRawSync } from "node:zlib";
import { BUILD_FILE, type BuildInfo } from "../../layout/dist.ts";
import { PACK_FACTS, PACK_FILE, packFacts, recordOfFile } from "../../layout/bulk.ts";
import { MAX_BLOCK_BYTES, STORED } from "../../layout/pack.ts";
import { placesOf, readPackIndex } from "../../layout/pack-index.ts";
import { LruCache } from "../../lib/lru.ts";
import type { ByteRange, FileStore, StoredFile } from "./store.ts";

/** Inflated blocks kept in memory. */
const KEPT_BLOCKS_BYTES = 32 * 1024 * 1024;

/** Whether `file` is a file rather than a directory: a dist pack to serve. */
export function isPackFile(file: string): boolean {
  return statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;
}

function stored(bytes: Uint8Array, version: string): StoredFile {
  return { version, text: async () => Buffer.from(bytes).toString("utf8"), bytes: async () => bytes };
}

/** A pack's store, which a newer pack on disk can replace (pack-follow.ts). */
export interface PackStore extends FileStore {
  /** The pack was replaced: its file is closed once no read can still need it (after `graceMs`, and the last download sent). */
  retire(graceMs: number): void;
}

/** `keepServed`: see FileStore. */
export function packStore(file: string, options: { keepServed?: number } = {}): PackStore {
  const fd = openSync(file, "r");
  const size = fstatSync(fd).size;
  const index = readPackIndex(fd);
  const paths = index.paths.split("\n");
  const places = placesOf(index);
  const blocks = new LruCache<Uint8Array>(KEPT_BLOCKS_BYTES);
  const version = `pack:${index.build}`;

  const find = (key: string): number => {
    let low = 0;
    let high = paths.length - 1;
    while (low <= high) {
      const mid = (low + high) >>> 1;
      const path = paths[mid]!;
      if (path === key) return mid;
      if (path < key) low = mid + 1;
      else high = mid - 1;
    }
    return -1;
  };
  const readAt = (offset: number, length: number): Buffer => {
    if (offset + length > size) throw new Error(`pack ${file}: the index places bytes past its end`);
    const bytes = Buffer.alloc(length);
    readSync(fd, bytes, 0, length, offset);
    return bytes;
  };
  /** The file at position `n` of the index, whole. */
  const bytesOf = (n: number): Uint8Array => {
    const [block, offset, length] = [places[3 * n]!, places[3 * n + 1]!, places[3 * n + 2]!];
    const [at, , , method] = index.blocks[block]!;
    if (method === STORED) return readAt(at + offset, length);
    let raw = blocks.get(String(block));
    if (!raw) {
      raw = inflated(block);
      blocks.set(String(block), raw, raw.byteLength);
    }
    return raw.subarray(offset, offset + length);
  };
  /**
   * A block inflated, never past the size its index records (nor MAX_BLOCK_BYTES): a forged block
   * that would inflate further (a deflate bomb) stops there and fails, its files alone answered
   * as a storage failure.
   */
  const inflated = (block: number): Uint8Array => {
    const [at, length, recorded] = index.blocks[block]!;
    if (recorded > MAX_BLOCK_BYTES) throw new Error(`pack ${file}: block ${block} records ${recorded} bytes, over ${MAX_BLOCK_BYTES}`);
    let bytes: Buffer;
    try {
      bytes = inflateRawSync(readAt(at, length), { maxOutputLength: Math.max(1, recorded) });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ERR_BUFFER_TOO_LARGE") throw error;
      throw new Error(`pack ${file}: block ${block} inflates to over the ${recorded} bytes it records`, { cause: error });
    }
    if (bytes.byteLength !== recorded)
      throw new Error(`pack ${file}: block ${block} inflates to ${bytes.byteLength} bytes, not ${recorded}`);
    return bytes;
  };

  // The pack's own facts, as its writer gave them in _meta/pack.json.
  const facts = (async () => {
    const info = JSON.parse(Buffer.from(bytesOf(find(BUILD_FILE))).toString("utf8")) as BuildInfo;
    const digest = createHash("sha256");
    for await (const chunk of createReadStream("", { fd, autoClose: false, start: 0 })) digest.update(chunk as Buffer);
    const raw = index.blocks.reduce((sum, b) => sum + b[2], 0);
    const records = paths.filter((p) => recordOfFile(p)).length;
    return JSON.stringify(packFacts(records, raw, size, info.data_updated, digest.digest()));
  })();
  facts.catch(() => {}); // a failure is answered when the facts are asked for

  // Downloads read the open file, not the path: a pack replaced on disk does not change what
  // they send. The file is closed once retired and no download reads it.
  let reading = 0;
  let retired = false;
  let closed = false;
  const closeWhenIdle = () => {
    if (retired && reading === 0 && !closed) {
      closed = true;
      closeSync(fd);
    }
  };
  const streamOf = (offset: number, length: number): ReadableStream => {
    if (!length) return Readable.toWeb(Readable.from([])) as ReadableStream;
    reading++;
    const stream = createReadStream("", { fd, autoClose: false, start: offset, end: offset + length - 1 });
    stream.once("close", () => {
      reading--;
      closeWhenIdle();
    });
    return Readable.toWeb(stream) as ReadableStream;
  };

  return {
    retire(graceMs) {
      // Requests that began on this pack read it a little longer (the Dist re-reads build.json
      // every few seconds): the file stays open past them.
      setTimeout(() => {
        retired = true;
        facts.finally(closeWhenIdle).catch(() => {});
      }, graceMs).unref();
    },
    keepServed: options.keepServed,
    version: (key) => (key === PACK_FACTS || find(key) >= 0 ? version : null),
    async get(key) {
      if (key === PACK_FACTS) return stored(Buffer.from(await facts), version);
      const n = find(key);
      return n < 0 ? null : stored(bytesOf(n), version);
    },
    async download(key, range: ByteRange | null) {
      if (key === PACK_FILE) {
        const part = range ?? { offset: 0, length: size };
        return { size, body: streamOf(part.offset, part.length) };
      }
      const n = find(key);
      if (n < 0) return null;
      const [block, offset, length] = [places[3 * n]!, places[3 * n + 1]!, places[3 * n + 2]!];
      const part = range ?? { offset: 0, length };
      const [at, , , method] = index.blocks[block]!;
      if (method === STORED) return { size: length, body: streamOf(at + offset + part.offset, part.length) };
      const bytes = bytesOf(n).subarray(part.offset, part.offset + part.length);
      return { size: length, body: new Blob([bytes]).stream() };
    },
  };
}
