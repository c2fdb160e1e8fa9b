/**
 * The blocks of the new pack a sync makes itself rather than downloads: those holding only
 * manifest shards (derive.ts says why and how). Chosen with the plan, made when the part reaches
 * the first of them: the rest of what the source must send is fetched then, so that every changed
 * file of the new build can be hashed (from the part, the local pack or those bytes); the shards
 * are made from the local pack's; each block is deflated as the generator deflates it and kept
 * only when its files hash to the fingerprint the new index records and it has the recorded
 * compressed length. Any other block is asked of the source as before; the SHA-256 of the whole
 * pack, compared with the published one, still checks every byte.
 */
import { createHash } from "node:crypto";
import { deflateRawSync, inflateRawSync } from "node:zlib";
import { contentHashOf } from "../hashing/content-hash.ts";
import { BUILD_FILE, isManifestShard, isServedFile, type BuildInfo } from "../layout/dist.ts";
import { DEFLATED, STORED, type PackIndex } from "../layout/pack.ts";
import { nextOf, shardMaker } from "./derive.ts";
import type { LocalPack } from "./pack-file.ts";
import type { Segment } from "./plan.ts";

/** The most the sync holds in memory of what the source sends once it makes blocks: above it, it asks for the shards too. */
export const MADE_FETCH_MAX = 64 * 1024 * 1024;

/** The blocks (offset and length) of the new pack that a sync may make: deflated, absent from the local pack, holding only manifest shards. */
export function makeableBlocks(index: PackIndex, places: Uint32Array, local: LocalPack): [at: number, length: number][] {
  if (local.index.level !== index.level) return [];
  const localPrints = new Set(local.index.blocks.map((b) => b[4]));
  const paths = index.paths.split("\n");
  const only = new Map<number, boolean>();
  for (let n = 0; n < paths.length; n++) {
    const block = places[3 * n]!;
    const [, , , method, fingerprint] = index.blocks[block]!;
    if (method !== DEFLATED || localPrints.has(fingerprint)) continue;
    only.set(block, (only.get(block) ?? true) && isManifestShard(paths[n]!));
  }
  return [...only].filter(([, shards]) => shards).map(([block]) => [index.blocks[block]![0], index.blocks[block]![1]]);
}

/** Reads `length` bytes of the new pack at `at`, whatever the plan takes them from (the made blocks excepted). */
export type NewBytes = (at: number, length: number) => Buffer;

/** The same fingerprint as the generator's (generator/pack.ts): its files' paths and hashes. */
function fingerprintOf(files: readonly [string, string][]): string {
  return createHash("sha256")
    .update(files.map(([f, hash]) => `${f}\0${hash}\n`).join(""))
    .digest("base64url")
    .slice(0, 22);
}

/**
 * Makes the blocks of `blocks` it can: their bytes by offset in the new pack. `read` gives any
 * other byte of the new pack.
 */
export function makeBlocks(
  index: PackIndex,
  places: Uint32Array,
  local: LocalPack,
  blocks: readonly (readonly [number, number])[],
  read: NewBytes,
): Map<number, Buffer> {
  const made = new Map<number, Buffer>();
  const localPrints = new Set(local.index.blocks.map((b) => b[4]));
  const wanted = new Set(blocks.map(([at]) => at));
  const paths = index.paths.split("\n");
  // The files of each block that is neither copied nor made: their bytes may have changed.
  const filesOf = new Map<number, number[]>();
  for (let n = 0; n < paths.length; n++) {
    const block = places[3 * n]!;
    if (localPrints.has(index.blocks[block]![4])) continue;
    (filesOf.get(block) ?? filesOf.set(block, []).get(block)!).push(n);
  }
  const raw = (block: number): Buffer => {
    const [at, length, inflated, method] = index.blocks[block]!;
    const bytes = read(at, length);
    return method === STORED ? bytes : inflateRawSync(bytes, { maxOutputLength: Math.max(1, inflated) });
  };
  const hashes = new Map<string, string>();
  const nexts = new Map<string, string | null>();
  let info: BuildInfo | null = null;
  for (const [block, files] of filesOf) {
    if (wanted.has(index.blocks[block]![0])) continue;
    const bytes = raw(block);
    for (const n of files) {
      const file = bytes.subarray(places[3 * n + 1]!, places[3 * n + 1]! + places[3 * n + 2]!);
      hashes.set(paths[n]!, contentHashOf(file));
      if (isServedFile(paths[n]!)) nexts.set(paths[n]!, nextOf(file));
      if (paths[n] === BUILD_FILE) info = JSON.parse(file.toString("utf8")) as BuildInfo;
    }
  }
  const localPaths = local.index.paths.split("\n");
  // The shards of a block are asked one after the other: its bytes are kept for the next.
  let kept: { block: number; bytes: Buffer } | null = null;
  const localFile = (path: string): string | null => {
    const n = binarySearch(localPaths, path);
    if (n < 0) return null;
    const [block, offset, length] = [local.places[3 * n]!, local.places[3 * n + 1]!, local.places[3 * n + 2]!];
    if (kept?.block !== block) {
      const [at, size, inflated, method] = local.index.blocks[block]!;
      const bytes = local.read(at, size);
      kept = { block, bytes: method === STORED ? bytes : inflateRawSync(bytes, { maxOutputLength: Math.max(1, inflated) }) };
    }
    return kept.bytes.subarray(offset, offset + length).toString("utf8");
  };
  const localText = localFile(BUILD_FILE);
  const before = localText ? (JSON.parse(localText) as BuildInfo) : null;
  // Other shard counts: every shard holds other files; nothing is made.
  if (!info || !before || info.etag_shards !== before.etag_shards || info.hash_shards !== before.hash_shards) return made;
  const { removed, added } = differences(localPaths, paths);
  const make = shardMaker({ hashes, nexts, removed, added }, info, localFile, contentHashOf);
  // In pack order: the ETag shards come before the hash shards that list them.
  for (const [block, files] of [...filesOf].sort((a, b) => index.blocks[a[0]]![0] - index.blocks[b[0]]![0])) {
    const [at, length, inflated, , fingerprint] = index.blocks[block]!;
    if (!wanted.has(at)) continue;
    const texts = files.map((n) => [paths[n]!, make(paths[n]!)] as const);
    if (texts.some(([, text]) => text === null)) continue;
    const whole = Buffer.from(texts.map(([, text]) => text).join(""), "utf8");
    if (whole.byteLength !== inflated) continue;
    if (fingerprintOf(texts.map(([path, text]) => [path, contentHashOf(text!)])) !== fingerprint) continue;
    const deflated = deflateRawSync(whole, { level: index.level });
    if (deflated.byteLength === length) made.set(at, deflated);
  }
  return made;
}

function binarySearch(sorted: readonly string[], key: string): number {
  for (let low = 0, high = sorted.length - 1; low <= high;) {
    const mid = (low + high) >>> 1;
    if (sorted[mid] === key) return mid;
    if (sorted[mid]! < key) low = mid + 1;
    else high = mid - 1;
  }
  return -1;
}

/** The paths only one of two sorted lists has. */
export function differences(before: readonly string[], after: readonly string[]): { removed: string[]; added: string[] } {
  const removed: string[] = [];
  const added: string[] = [];
  let i = 0;
  let j = 0;
  while (i < before.length || j < after.length) {
    if (j >= after.length || (i < before.length && before[i]! < after[j]!)) removed.push(before[i++]!);
    else if (i >= before.length || after[j]! < before[i]!) added.push(after[j++]!);
    else (i++, j++);
  }
  return { removed, added };
}

/** Reads the new pack's bytes through the plan: the part for what is written, the local pack, the bytes fetched already. */
export function readerOf(
  plan: readonly Segment[],
  part: { done: number; read(offset: number, length: number): Buffer },
  local: LocalPack,
  fetched: ReadonlyMap<number, Buffer>,
): NewBytes {
  const starts = plan.map((s) => s.at);
  const pieces = [...fetched].sort((a, b) => a[0] - b[0]);
  const read: NewBytes = (at, length) => {
    const out = Buffer.allocUnsafe(length);
    let done = 0;
    while (done < length) {
      const here = at + done;
      if (here < part.done) {
        const n = Math.min(length - done, part.done - here);
        part.read(here, n).copy(out, done);
        done += n;
        continue;
      }
      // The segment holding `here`.
      let low = 0;
      for (let high = starts.length - 1; low < high;) {
        const mid = (low + high + 1) >>> 1;
        if (starts[mid]! <= here) low = mid;
        else high = mid - 1;
      }
      const s = plan[low]!;
      const n = Math.min(length - done, s.at + s.length - here);
      if (s.kind === "local") local.read(s.from + (here - s.at), n).copy(out, done);
      else if (s.kind === "self") read(s.from + (here - s.at), n).copy(out, done);
      else {
        const piece = pieces.find(([start, bytes]) => start <= here && here + n <= start + bytes.byteLength);
        if (!piece) throw new Error(`the bytes at ${here} were not fetched`);
        piece[1].copy(out, done, here - piece[0], here - piece[0] + n);
      }
      done += n;
    }
    return out;
  };
  return read;
}
