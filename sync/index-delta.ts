/**
 * The new pack's index made by the mirror: a pack the generator wrote over the one the mirror
 * holds tells its index as a delta from it (layout/pack-delta.ts), a small fraction of the index's
 * bytes. The index made is kept only when it deflates to the bytes whose SHA-256 the delta names
 * (and the pack's SHA-256 checks them again with every other). Any other case fetches the index
 * whole.
 */
import { createHash } from "node:crypto";
import { deflateRawSync, inflateRawSync } from "node:zlib";
import { DELTA_TRAILER_BYTES, indexOfDelta, readDeltaTrailer, type IndexDelta } from "../layout/pack-delta.ts";
import { MAX_INDEX_BYTES, type PackIndex } from "../layout/pack.ts";
import type { LocalPack } from "./pack-file.ts";
import type { PackFacts, Source } from "./source.ts";

/** The index of the source's pack and its bytes, made from the local pack's, and the patches the delta tells (layout/pack-delta.ts); null when the pack tells no delta from it. The bytes fetched are added to `fetched`. */
export async function indexFromDelta(
  source: Source,
  facts: PackFacts,
  place: { offset: number; length: number },
  local: LocalPack,
  localSha: string,
  fetched: Map<number, Buffer>,
): Promise<{ index: PackIndex; bytes: Buffer; patches: number[] } | null> {
  if (place.offset < DELTA_TRAILER_BYTES + 8) return null;
  const trailerAt = place.offset - DELTA_TRAILER_BYTES;
  const trailer = await source.bytes(facts, trailerAt, DELTA_TRAILER_BYTES);
  const at = readDeltaTrailer(trailer);
  if (!at || at.offset + at.length !== trailerAt || at.length > MAX_INDEX_BYTES) return null;
  const bytes = await source.bytes(facts, at.offset, at.length);
  fetched.set(at.offset, Buffer.concat([bytes, trailer]));
  try {
    const delta = JSON.parse(inflateRawSync(bytes, { maxOutputLength: MAX_INDEX_BYTES }).toString("utf8")) as IndexDelta;
    if (delta.base !== localSha) return null;
    const made = indexOfDelta(local.index, local.places, delta);
    const deflated = deflateRawSync(made.text, { level: delta.index_level });
    const same = deflated.byteLength === place.length && createHash("sha256").update(deflated).digest("hex") === delta.index_sha256;
    const patches = Array.isArray(delta.patches) && delta.patches.every((n) => Number.isSafeInteger(n) && n >= 0) ? delta.patches : [];
    return same ? { index: made.index, bytes: deflated, patches } : null;
  } catch {
    return null; // a delta this mirror cannot read (damaged, or of another format): the index is fetched
  }
}
