/**
 * The dist pack: a whole build in one file that the offline mirror serves as it is, without
 * unpacking its hundreds of thousands of files (edge/files/pack.ts reads it, generator/pack.ts
 * writes it).
 *
 *   "GRMPACK1"                       8 bytes
 *   blocks                           each the raw DEFLATE of a run of files in path order, or one
 *                                    file stored as it is (a file compressed already), or the
 *                                    DEFLATE stream of a bulk file's gzip member: records in id
 *                                    order, each followed by a newline
 *   index delta                      (optional) the index told from the previous pack's, and the
 *                                    changed blocks told as patches from its blocks, for mirrors
 *                                    (layout/pack-delta.ts, layout/pack-patch.ts); no file is in it
 *   index                            raw DEFLATE of the PackIndex JSON
 *   footer                           16 bytes: index offset (u64 LE), index length (u32 LE), "GRMP"
 *
 * A reader finds a file by its path (the index's places), whatever block holds it. Blocks of runs
 * end where a file's path hashes to a boundary (or after a bounded number of files), never where
 * its bytes do: one changed file changes its block only, and the next build copies every other
 * block's compressed bytes from the previous pack (a block is known by the fingerprint of its
 * files' names and hashes) instead of compressing the whole build again.
 */
import { shardNumberOf } from "../hashing/fnv.ts";

export const PACK_MAGIC = "GRMPACK1";
export const FOOTER_MAGIC = "GRMP";
export const FOOTER_BYTES = 16;

/** A block ends after a file whose path hashes to 0 modulo this: about that many files a block. */
export const BLOCK_FILES = 32;

/**
 * Caps a reader holds a pack to, whatever its index says: a forged pack (a block that inflates
 * far beyond what it records, an index of gigabytes) then costs a bounded amount of memory, and
 * fails that block alone. Far above what a build writes (a block holds a bounded number of files,
 * or one gzip member of a bulk file; the index grows with the number of files).
 */
export const MAX_BLOCK_BYTES = 64 * 1024 * 1024;
export const MAX_INDEX_BYTES = 256 * 1024 * 1024;

export const STORED = 0;
export const DEFLATED = 1;

/** [offset in the pack, length in the pack, length once inflated, STORED | DEFLATED, fingerprint] */
export type PackBlock = [offset: number, length: number, raw: number, method: number, fingerprint: string];

export interface PackIndex {
  /** the build packed */
  build: string;
  /** zlib's level of its blocks: a pack of another level gives the next build no block */
  level?: number;
  blocks: PackBlock[];
  /** every file's path, sorted, joined by "\n" */
  paths: string;
  /** per file, in path order: block number, offset in the inflated block, length (base64 of u32 LE triples) */
  places: string;
}

/** Whether a block ends after `path`. */
export function endsBlock(path: string): boolean {
  return shardNumberOf(path, BLOCK_FILES) === 0;
}

/** Whether a file is stored as it is: compressed already. */
export function storedAsIs(path: string): boolean {
  return path.endsWith(".gz") || path.endsWith(".pack");
}

export function footerOf(indexOffset: number, indexLength: number): Uint8Array {
  const footer = new Uint8Array(FOOTER_BYTES);
  const view = new DataView(footer.buffer);
  view.setBigUint64(0, BigInt(indexOffset), true);
  view.setUint32(8, indexLength, true);
  footer.set(new TextEncoder().encode(FOOTER_MAGIC), 12);
  return footer;
}

/** The index's place from a pack's last 16 bytes; null when they are not a pack's footer. */
export function readFooter(footer: Uint8Array): { offset: number; length: number } | null {
  if (footer.byteLength !== FOOTER_BYTES || new TextDecoder().decode(footer.subarray(12)) !== FOOTER_MAGIC) return null;
  const view = new DataView(footer.buffer, footer.byteOffset, footer.byteLength);
  return { offset: Number(view.getBigUint64(0, true)), length: view.getUint32(8, true) };
}
