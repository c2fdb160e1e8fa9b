/**
 * Large files as parts (layout/bucket.ts): a file above the largest part is cut where its
 * content says, with a rolling hash over its bytes (content-defined chunking, as rsync and
 * backup tools do), so that two versions of a file that differ in one place cut the same
 * elsewhere and share their other parts: a bulk file or a dist pack whose unchanged members and
 * blocks are copied from the previous build (generator/bulk.ts, generator/pack.ts) uploads again
 * only the parts around what changed. Each part is a content-named object uploaded like any
 * other, in a request of bounded size; a deploy resumed re-sends only the parts the bucket lacks.
 */
import { createHash } from "node:crypto";
import { closeSync, openSync, readSync } from "node:fs";
import { contentKeyOfDigest, objectKey, PARTS_MARK, type PartsList } from "../layout/bucket.ts";

/** Part sizes: a cut needs `min` bytes since the last one, happens after about `average`, always by `max`. */
export interface PartSizes {
  min: number;
  average: number;
  max: number;
}

/**
 * Parts of 256 KiB to 4 MiB, 1 MiB on average: a change costs the parts around it, so smaller
 * parts re-send less of a pack whose changed blocks lie all over it; a few hundred for the
 * largest file, each read of a whole download one R2 read, each part far below a Worker's
 * request body limit.
 */
export const PART_SIZES: PartSizes = { min: 256 << 10, average: 1 << 20, max: 4 << 20 };

/** Part sizes whose largest is `max` bytes. */
export const partSizes = (max: number): PartSizes => ({
  min: Math.max(1, Math.floor(max / 16)),
  average: Math.max(2, Math.floor(max / 4)),
  max,
});

/** A fixed table of 256 pseudo-random words (the same on every machine, so cuts are too). */
const GEAR = (() => {
  const table = new Uint32Array(256);
  for (let i = 0; i < 256; i++) table[i] = createHash("sha256").update(`gear ${i}`).digest().readUInt32LE(0);
  return table;
})();

/** Where the parts of `bytes` end: a cut after `min` bytes where the rolling hash's low bits are
 * zero (about one in `average`), else at `max`. */
export function cutsOf(bytes: Uint8Array, sizes: PartSizes): number[] {
  const mask = 2 ** Math.round(Math.log2(sizes.average - sizes.min)) - 1;
  const cuts: number[] = [];
  let start = 0;
  let hash = 0;
  for (let i = 0; i < bytes.length; i++) {
    hash = ((hash << 1) + GEAR[bytes[i]!]!) >>> 0;
    const length = i + 1 - start;
    if ((length >= sizes.min && (hash & mask) === 0) || length >= sizes.max) {
      cuts.push(i + 1);
      start = i + 1;
      hash = 0;
    }
  }
  if (start < bytes.length) cuts.push(bytes.length);
  return cuts;
}

/** An object of a planned file in parts: a part (its bytes are a range of the file) or the list. */
export interface PartObject {
  key: string;
  /** the file's bytes [offset, offset + length) */
  range: [offset: number, length: number] | null;
  text: string | null;
}

/** The parts of a large file and their list; `entry` is what its manifest names it by. */
export function splitFile(bytes: Uint8Array, sizes: PartSizes): { entry: string; objects: PartObject[] } {
  const list: PartsList = { size: bytes.byteLength, parts: [] };
  const objects: PartObject[] = [];
  let start = 0;
  for (const end of cutsOf(bytes, sizes)) {
    const contentKey = contentKeyOfDigest(createHash("sha256").update(bytes.subarray(start, end)).digest());
    list.parts.push([contentKey, end - start]);
    objects.push({ key: objectKey(contentKey), range: [start, end - start], text: null });
    start = end;
  }
  const text = JSON.stringify(list);
  const listKey = contentKeyOfDigest(createHash("sha256").update(text).digest());
  objects.push({ key: objectKey(listKey), range: null, text });
  return { entry: `${PARTS_MARK}${listKey}`, objects };
}

/** Bytes [offset, offset + length) of a file, read without reading the rest. */
export function readRange(path: string, [offset, length]: [number, number]): Uint8Array {
  const fd = openSync(path, "r");
  try {
    const bytes = Buffer.alloc(length);
    let done = 0;
    while (done < length) {
      const read = readSync(fd, bytes, done, length - done, offset + done);
      if (read === 0) throw new Error(`${path} is shorter than its plan: rebuild, then deploy`);
      done += read;
    }
    return bytes;
  } finally {
    closeSync(fd);
  }
}
