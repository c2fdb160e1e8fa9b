/**
 * Reading a dist pack's index from its file, in Node: shared by the generator (which copies the
 * previous pack's unchanged blocks) and the mirror (which serves a pack). layout/pack.ts says
 * the format.
 */
import { fstatSync, readSync } from "node:fs";
import { inflateRawSync } from "node:zlib";
import { FOOTER_BYTES, MAX_INDEX_BYTES, readFooter, type PackIndex } from "./pack.ts";

/** The index of the pack open as `fd`; throws when the file is not a pack, or when its index,
 * compressed or inflated, is over MAX_INDEX_BYTES (inflating stops there). */
export function readPackIndex(fd: number): PackIndex {
  const size = fstatSync(fd).size;
  const footer = new Uint8Array(FOOTER_BYTES);
  if (size < FOOTER_BYTES) throw new Error("not a dist pack: too short");
  readSync(fd, footer, 0, FOOTER_BYTES, size - FOOTER_BYTES);
  const place = readFooter(footer);
  if (!place || place.offset + place.length > size - FOOTER_BYTES) throw new Error("not a dist pack: no index at its end");
  if (place.length > MAX_INDEX_BYTES) throw new Error(`not a dist pack: its index is over ${MAX_INDEX_BYTES} bytes`);
  const bytes = Buffer.alloc(place.length);
  readSync(fd, bytes, 0, place.length, place.offset);
  let text: Buffer;
  try {
    text = inflateRawSync(bytes, { maxOutputLength: MAX_INDEX_BYTES });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ERR_BUFFER_TOO_LARGE") throw error;
    throw new Error(`not a dist pack: its index inflates to over ${MAX_INDEX_BYTES} bytes`, { cause: error });
  }
  return JSON.parse(text.toString("utf8")) as PackIndex;
}

/** The places of an index's files: block, offset and length, three numbers per file in path order. */
export function placesOf(index: PackIndex): Uint32Array {
  return new Uint32Array(new Uint8Array(Buffer.from(index.places, "base64")).buffer);
}
