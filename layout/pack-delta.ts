/**
 * The index delta of a dist pack (layout/pack.ts): the new index told as what changed from the
 * pack the build replaced, so that a mirror holding that pack makes the new index itself instead
 * of downloading it whole (the index lists every file of the build, and changes with any of them).
 * The generator writes it between the last block and the index when it knows the previous pack:
 *
 *   patches          the changed blocks told from blocks of the base (layout/pack-patch.ts), each
 *                    placed by the delta; no file is in them
 *   delta            raw DEFLATE of the IndexDelta JSON
 *   delta trailer    16 bytes: delta offset (u64 LE), delta length (u32 LE), "GRMD"
 *
 * Readers that do not know it find no file in it: they go from the footer to the index. A
 * mirror checks the index it makes against the SHA-256 the delta names.
 */
import type { PackBlock, PackIndex } from "./pack.ts";

export const DELTA_MAGIC = "GRMD";
export const DELTA_TRAILER_BYTES = 16;

/** A run of blocks of the base pack, in order: [first block number in the base, count]; or a block of its own: [length, raw, method, fingerprint]. */
export type DeltaBlock = [first: number, count: number] | [length: number, raw: number, method: number, fingerprint: string];

export interface IndexDelta {
  /** hex SHA-256 of the pack this one is told from */
  base: string;
  build: string;
  level: number;
  /** zlib's level of the index, and the hex SHA-256 of the index as the pack holds it (deflated) */
  index_level: number;
  index_sha256: string;
  /** where the first block begins (the magic's length) */
  start: number;
  blocks: DeltaBlock[];
  /** paths the base has and this pack has not, sorted; and the reverse */
  removed: string[];
  added: string[];
  /** the places of the files in blocks of their own (not runs of the base): [position in the new paths, block, offset, length] each */
  places: number[];
  /**
   * Ranges of this pack (blocks of their own, changed gzip members of a stored bulk file) told as
   * patches of ranges of the base (layout/pack-patch.ts), the patches written between the last
   * block and the delta: [offset, length, base offset, base length, patch offset, patch length]
   * each. Absent from a delta written before patches were.
   */
  patches?: number[];
}

export function deltaTrailerOf(offset: number, length: number): Uint8Array {
  const trailer = new Uint8Array(DELTA_TRAILER_BYTES);
  const view = new DataView(trailer.buffer);
  view.setBigUint64(0, BigInt(offset), true);
  view.setUint32(8, length, true);
  trailer.set(new TextEncoder().encode(DELTA_MAGIC), 12);
  return trailer;
}

/** The delta's place from the 16 bytes before the index; null when they are not a delta trailer. */
export function readDeltaTrailer(trailer: Uint8Array): { offset: number; length: number } | null {
  if (trailer.byteLength !== DELTA_TRAILER_BYTES || new TextDecoder().decode(trailer.subarray(12)) !== DELTA_MAGIC) return null;
  const view = new DataView(trailer.buffer, trailer.byteOffset, trailer.byteLength);
  return { offset: Number(view.getBigUint64(0, true)), length: view.getUint32(8, true) };
}

/**
 * The new index from the base's (`base`, its places `basePlaces`) and the delta: the JSON text
 * the generator writes of it (JSON.stringify of a PackIndex). Throws when they do not fit.
 */
export function indexOfDelta(base: PackIndex, basePlaces: Uint32Array, delta: IndexDelta): { index: PackIndex; text: string } {
  const blocks: PackBlock[] = [];
  const renumber = new Map<number, number>();
  let at = delta.start;
  for (const entry of delta.blocks) {
    if (entry.length === 2) {
      const [first, count] = entry as [number, number];
      for (let k = first; k < first + count; k++) {
        const old = base.blocks[k];
        if (!old) throw new Error(`the delta names block ${k}, which its base lacks`);
        renumber.set(k, blocks.length);
        blocks.push([at, old[1], old[2], old[3], old[4]]);
        at += old[1];
      }
    } else {
      const [length, raw, method, fingerprint] = entry as [number, number, number, string];
      blocks.push([at, length, raw, method, fingerprint]);
      at += length;
    }
  }
  const oldPaths = base.paths.split("\n");
  const removed = new Set(delta.removed);
  const added = delta.added;
  const paths: string[] = [];
  const from: number[] = [];
  for (let i = 0, j = 0; i < oldPaths.length || j < added.length;) {
    if (i < oldPaths.length && removed.has(oldPaths[i]!)) {
      i++;
      continue;
    }
    if (j >= added.length || (i < oldPaths.length && oldPaths[i]! < added[j]!)) {
      paths.push(oldPaths[i]!);
      from.push(i++);
    } else {
      paths.push(added[j++]!);
      from.push(-1);
    }
  }
  const places = new Uint32Array(3 * paths.length);
  const own = new Uint8Array(paths.length);
  for (let k = 0; k < delta.places.length; k += 4) {
    const n = delta.places[k]!;
    if (n >= paths.length) throw new Error(`the delta places file ${n} of ${paths.length}`);
    places.set([delta.places[k + 1]!, delta.places[k + 2]!, delta.places[k + 3]!], 3 * n);
    own[n] = 1;
  }
  for (let n = 0; n < paths.length; n++) {
    if (own[n]) continue;
    const i = from[n]!;
    const block = i < 0 ? undefined : renumber.get(basePlaces[3 * i]!);
    if (block === undefined) throw new Error(`the delta does not place ${paths[n]}`);
    places.set([block, basePlaces[3 * i + 1]!, basePlaces[3 * i + 2]!], 3 * n);
  }
  const index: PackIndex = {
    build: delta.build,
    level: delta.level,
    blocks,
    paths: paths.join("\n"),
    places: Buffer.from(places.buffer, places.byteOffset, places.byteLength).toString("base64"),
  };
  return { index, text: JSON.stringify(index) };
}
