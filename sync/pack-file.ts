/**
 * A file of a dist pack read from its bytes: the index (found by the footer) and one file by its
 * path, from a pack on disk (the mirror's own) or from bytes fetched of the source's
 * (layout/pack.ts says the format). The plan needs the index and _meta/bulk-blocks.json of both.
 */
import { closeSync, openSync, readSync } from "node:fs";
import { inflateRawSync } from "node:zlib";
import { BULK_BLOCKS } from "../layout/bulk.ts";
import { DEFLATED, readFooter, type PackIndex } from "../layout/pack.ts";
import { placesOf, readPackIndex } from "../layout/pack-index.ts";
import type { BulkMembers, PackLayout } from "./plan.ts";

/** The most an index or a block may inflate to here: a forged source cannot exhaust memory. */
const INFLATED_MAX = 1024 * 1024 * 1024;

/** The index's place from a pack's footer, checked against the pack's size; null when it is not one. */
export function indexPlaceOf(footer: Uint8Array, size: number): { offset: number; length: number } | null {
  const place = readFooter(footer);
  return place && place.offset >= 8 && place.offset + place.length + footer.byteLength === size ? place : null;
}

export function indexOfBytes(bytes: Uint8Array): PackIndex {
  return JSON.parse(inflateRawSync(bytes, { maxOutputLength: INFLATED_MAX }).toString("utf8")) as PackIndex;
}

/** The bytes of the file at `path`, given a reader of the pack's bytes; null when the pack has none. */
export async function fileOfPack(
  index: PackIndex,
  places: Uint32Array,
  path: string,
  read: (offset: number, length: number, fingerprint: string) => Promise<Uint8Array>,
): Promise<Uint8Array | null> {
  const n = index.paths.split("\n").indexOf(path);
  if (n < 0) return null;
  const [block, offset, length] = [places[3 * n]!, places[3 * n + 1]!, places[3 * n + 2]!];
  const [at, size, , method, fingerprint] = index.blocks[block]!;
  const bytes = await read(at, size, fingerprint);
  const raw = method === DEFLATED ? inflateRawSync(bytes, { maxOutputLength: INFLATED_MAX }) : bytes;
  return raw.subarray(offset, offset + length);
}

/** The members of a pack's bulk files, {} when it records none. */
export function membersOf(bytes: Uint8Array | null): BulkMembers {
  return bytes ? (JSON.parse(Buffer.from(bytes).toString("utf8")) as BulkMembers) : {};
}

export interface LocalPack extends PackLayout {
  fd: number;
  places: Uint32Array;
  /** reads `length` bytes at `offset` of the local pack */
  read(offset: number, length: number): Buffer;
  close(): void;
}

/** The mirror's pack at `file`, open; null when there is none or it is not a readable pack. */
export async function openLocalPack(file: string): Promise<LocalPack | null> {
  let fd: number;
  try {
    fd = openSync(file, "r");
  } catch {
    return null;
  }
  const read = (offset: number, length: number) => {
    const bytes = Buffer.alloc(length);
    if (readSync(fd, bytes, 0, length, offset) !== length) throw new Error("the local pack is shorter than its index says");
    return bytes;
  };
  try {
    const index = readPackIndex(fd);
    const places = placesOf(index);
    const members = membersOf(await fileOfPack(index, places, BULK_BLOCKS, async (at, length) => read(at, length)));
    return { fd, index, places, members, read, close: () => closeSync(fd) };
  } catch {
    closeSync(fd);
    return null; // another format or damaged: nothing is copied from it
  }
}
