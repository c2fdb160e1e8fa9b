/**
 * The changed ranges of the new pack a sync makes from its own pack's and the patches the new
 * pack tells (layout/pack-patch.ts), instead of downloading them: a pack written over the one the
 * mirror holds tells, in its index delta, which of its ranges (blocks, the database's gzip
 * members) are patches of which ranges of that pack. The patches are fetched (one range: they lie
 * together before the delta), each applied to the local range's inflated bytes (one or more of its blocks, or a gzip member); the bytes made
 * are kept only when they hash to the SHA-256 the patch names and compress, as the generator
 * compresses them, to the range's length. They are then the source's as far as the plan goes
 * (written from memory); any other range is asked of the source, and the pack's SHA-256 checks
 * every byte at the end.
 */
import { MAX_BLOCK_BYTES } from "../layout/pack.ts";
import { applyPatch, baseBytes, formOf } from "../layout/pack-patch.ts";
import type { LocalPack } from "./pack-file.ts";
import type { PackFacts, Source } from "./source.ts";

/** The most the patches of one pack may take: they are held in memory. */
const PATCHES_MAX = 256 * 1024 * 1024;

/**
 * Makes the ranges `patches` tells ([offset, length, base offset, base length, patch offset,
 * patch length] each, from the delta): each range's bytes set in `fetched` at its offset, with the
 * patches' own bytes. Returns the bytes of the ranges made.
 */
export async function patchRanges(
  source: Source,
  facts: PackFacts,
  local: LocalPack,
  patches: readonly number[],
  fetched: Map<number, Buffer>,
): Promise<number> {
  if (!patches.length || patches.length % 6 !== 0) return 0;
  let start = Infinity;
  let end = 0;
  for (let k = 0; k < patches.length; k += 6) {
    start = Math.min(start, patches[k + 4]!);
    end = Math.max(end, patches[k + 4]! + patches[k + 5]!);
  }
  if (!(end - start <= PATCHES_MAX) || end > facts.size) return 0;
  const region = await source.bytes(facts, start, end - start);
  fetched.set(start, region);
  let made = 0;
  for (let k = 0; k < patches.length; k += 6) {
    const [at, length, from, size, offset, patchLength] = patches.slice(k, k + 6) as [number, number, number, number, number, number];
    if (at + length > start) continue;
    try {
      const patch = region.subarray(offset - start, offset - start + patchLength);
      const old = baseBytes(local.read, local.index.blocks, from, size, formOf(patch), MAX_BLOCK_BYTES);
      const { bytes } = applyPatch(old, patch, MAX_BLOCK_BYTES);
      if (bytes.byteLength !== length) continue;
      fetched.set(at, bytes);
      made += length;
    } catch {
      // a patch that does not fit this mirror's range (or a damaged one): the range is asked of the source
    }
  }
  return made;
}
