/**
 * A block of a dist pack told as a patch from a block of the pack it replaced (layout/pack.ts,
 * layout/pack-delta.ts): a mirror that holds the old block makes the new one from it and the
 * patch, instead of downloading the block. One changed record changes a few bytes of many
 * blocks (its name in every list page and search shard it is in): a block is far larger than
 * what changed in it, a patch about the size of the change. The same holds for a gzip member of
 * a bulk file stored as it is (the database's).
 *
 * A patch is a head (how the range is compressed, its size inflated, the SHA-256 of its inflated
 * bytes) and the raw DEFLATE of a run of operations over the old range's inflated bytes, each three
 * LEB128 numbers and bytes: a literal's length, its bytes, then a copy's length and its offset in
 * the old bytes. The new bytes are the literals and copies in order, checked against the SHA-256,
 * then compressed as the generator compresses them: the mirror keeps the range only when it has
 * the recorded length, asks the source for it else, and the pack's own SHA-256 checks every byte.
 */
import { createHash } from "node:crypto";
import { deflateRawSync, gunzipSync, gzipSync, inflateRawSync } from "node:zlib";
import { DEFLATED, type PackBlock } from "./pack.ts";

/** Shortest copy looked for in the changed middle of a block: shorter runs go as literals. */
const MATCH = 16;
/** zlib's level of a patch: they are small, and written once per build. */
const PATCH_LEVEL = 6;

class Ops {
  private bytes = new Uint8Array(256);
  length = 0;

  number(value: number): void {
    for (;;) {
      this.room(1);
      const low = value % 128;
      value = Math.floor(value / 128);
      this.bytes[this.length++] = value > 0 ? low | 128 : low;
      if (value === 0) return;
    }
  }

  literal(from: Uint8Array, start: number, end: number): void {
    this.number(end - start);
    this.room(end - start);
    this.bytes.set(from.subarray(start, end), this.length);
    this.length += end - start;
  }

  done(): Uint8Array {
    return this.bytes.subarray(0, this.length);
  }

  private room(n: number): void {
    if (this.length + n <= this.bytes.length) return;
    const grown = new Uint8Array(Math.max(2 * this.bytes.length, this.length + n));
    grown.set(this.bytes.subarray(0, this.length));
    this.bytes = grown;
  }
}

/** Polynomial hash of `bytes[at, at + MATCH)`. */
function hashAt(bytes: Uint8Array, at: number): number {
  let hash = 0;
  for (let i = at; i < at + MATCH; i++) hash = (Math.imul(hash, 31) + bytes[i]!) | 0;
  return hash;
}

/** Whether the windows of `bytes` at `a` and `b` are the same. */
function sameWindow(bytes: Uint8Array, a: number, b: number): boolean {
  for (let i = 0; i < MATCH; i++) if (bytes[a + i] !== bytes[b + i]) return false;
  return true;
}

/** Places of the table looked at for one window of the new block, at most. */
const PROBES = 8;

/** 31 ** MATCH modulo 2 ** 32: what the byte leaving the window weighs. */
const OUT_WEIGHT = (() => {
  let w = 1;
  for (let i = 0; i < MATCH; i++) w = Math.imul(w, 31);
  return w;
})();

/**
 * The operations that make `next` from `old`: the common head and tail copied, and in between,
 * runs of at least MATCH bytes found anywhere in the old middle (sampled every MATCH bytes, so
 * any longer common run is found) copied, the rest as literals.
 */
export function patchOps(old: Uint8Array, next: Uint8Array): Uint8Array {
  const ops = new Ops();
  let head = 0;
  const most = Math.min(old.length, next.length);
  while (head < most && old[head] === next[head]) head++;
  let tail = 0;
  while (tail < most - head && old[old.length - 1 - tail] === next[next.length - 1 - tail]) tail++;
  const oldEnd = old.length - tail;
  const nextEnd = next.length - tail;
  // Literal start, then copies: [literal from `pending`, copy `length` bytes at `from`].
  let pending = 0;
  const copy = (at: number, from: number, length: number) => {
    ops.literal(next, pending, at);
    ops.number(length);
    ops.number(from);
    pending = at + length;
  };
  if (head > 0) copy(0, 0, head);
  // The old middle's windows, every MATCH bytes, in an open-addressed table of positions + 1.
  const windows = Math.max(0, Math.floor((oldEnd - head) / MATCH));
  let bits = 4;
  while (1 << bits < 2 * windows) bits++;
  const mask = (1 << bits) - 1;
  const table = new Int32Array(1 << bits);
  for (let w = 0; w < windows; w++) {
    const at = head + w * MATCH;
    let slot = hashAt(old, at) & mask;
    while (table[slot] !== 0 && !sameWindow(old, table[slot]! - 1, at)) slot = (slot + 1) & mask;
    if (table[slot] === 0) table[slot] = at + 1; // a window seen already keeps its first place
  }
  let j = head;
  let hash = nextEnd - j >= MATCH ? hashAt(next, j) : 0;
  while (windows > 0 && j + MATCH <= nextEnd) {
    let found = -1;
    let foundLength = 0;
    for (let slot = hash & mask, probes = 0; table[slot] !== 0 && probes < PROBES; slot = (slot + 1) & mask, probes++) {
      const o = table[slot]! - 1;
      let length = 0;
      while (j + length < nextEnd && o + length < oldEnd && next[j + length] === old[o + length]) length++;
      if (length >= MATCH && length > foundLength) {
        found = o;
        foundLength = length;
      }
    }
    if (found >= 0) {
      // Grown backwards over the literal pending before it.
      let back = 0;
      while (j - back > pending && found - back > 0 && next[j - back - 1] === old[found - back - 1]) back++;
      copy(j - back, found - back, foundLength + back);
      j = pending;
      if (j + MATCH <= nextEnd) hash = hashAt(next, j);
      continue;
    }
    if (j + MATCH < nextEnd) hash = (Math.imul(hash, 31) + next[j + MATCH]! - Math.imul(OUT_WEIGHT, next[j]!)) | 0;
    j++;
  }
  if (tail > 0) copy(nextEnd, oldEnd, tail);
  else if (pending < next.length) {
    ops.literal(next, pending, next.length);
    ops.number(0);
    ops.number(0);
  }
  return ops.done();
}

/** The bytes of `size` that `ops` make from `old`; throws when they do not make exactly that many. */
export function applyOps(old: Uint8Array, ops: Uint8Array, size: number): Uint8Array {
  const out = new Uint8Array(size);
  let at = 0;
  let i = 0;
  const number = (): number => {
    let value = 0;
    for (let scale = 1; ; scale *= 128) {
      if (i >= ops.length || scale > 2 ** 42) throw new Error("patch: cut in a number");
      const byte = ops[i++]!;
      value += (byte & 127) * scale;
      if (byte < 128) return value;
    }
  };
  while (i < ops.length) {
    const literal = number();
    if (literal > size - at || literal > ops.length - i) throw new Error("patch: a literal past the block's end");
    out.set(ops.subarray(i, i + literal), at);
    i += literal;
    at += literal;
    const length = number();
    const from = number();
    if (length > size - at || from + length > old.length) throw new Error("patch: a copy past a block's end");
    out.set(old.subarray(from, from + length), at);
    at += length;
  }
  if (at !== size) throw new Error(`patch: ${at} bytes made, not ${size}`);
  return out;
}

/** How a patched range of the pack is compressed: a raw DEFLATE block, or a gzip member of a bulk file stored as it is. */
export const RAW_DEFLATE = 0;
export const GZIP_MEMBER = 1;

/** A patch's head: form, zlib level, size of the bytes it makes (u32 LE), their SHA-256. */
const HEAD_BYTES = 38;

/** The bytes of `compressed`, a range of the form `form`, inflated to at most `max` bytes. */
export function inflatedOf(compressed: Uint8Array, form: number, max: number): Buffer {
  const options = { maxOutputLength: Math.max(1, max) };
  if (form === RAW_DEFLATE) return inflateRawSync(compressed, options);
  if (form === GZIP_MEMBER) return gunzipSync(compressed, options);
  throw new Error(`patch: no form ${form}`);
}

/** `raw` compressed as the range of form `form` at zlib's `level`: as the generator writes it. */
export function compressedOf(raw: Uint8Array, form: number, level: number): Buffer {
  if (form === RAW_DEFLATE) return deflateRawSync(raw, { level });
  if (form === GZIP_MEMBER) return gzipSync(raw, { level });
  throw new Error(`patch: no form ${form}`);
}

/**
 * The patch that makes `next` from `old`, the inflated bytes of a range of form `form` compressed
 * at `level`: its head (what the range is, and the SHA-256 of `next`), then the deflated operations.
 */
export function patchOf(old: Uint8Array, next: Uint8Array, form: number, level: number): Buffer {
  const head = Buffer.alloc(HEAD_BYTES);
  head[0] = form;
  head[1] = level;
  head.writeUInt32LE(next.byteLength, 2);
  createHash("sha256").update(next).digest().copy(head, 6);
  return Buffer.concat([head, deflateRawSync(patchOps(old, next), { level: PATCH_LEVEL })]);
}

/**
 * The inflated bytes of the base range [from, from + size) of a pack whose blocks are `blocks`
 * (in offset order), read with `read`: one gzip member, or one or more whole consecutive DEFLATE
 * blocks joined (a block whose files were spread over several blocks of the base). At most `max`
 * bytes; throws when the range is not whole blocks.
 */
export function baseBytes(
  read: (at: number, length: number) => Uint8Array,
  blocks: readonly PackBlock[],
  from: number,
  size: number,
  form: number,
  max: number,
): Buffer {
  if (form !== RAW_DEFLATE) return inflatedOf(read(from, size), form, max);
  let n = 0;
  for (let high = blocks.length; n < high;) {
    const mid = (n + high) >>> 1;
    if (blocks[mid]![0] < from) n = mid + 1;
    else high = mid;
  }
  const parts: Buffer[] = [];
  let total = 0;
  for (let at = from; at < from + size; n++) {
    const block = blocks[n];
    if (!block || block[0] !== at || block[3] !== DEFLATED || at + block[1] > from + size || total + block[2] > max)
      throw new Error("patch: a base that is not whole blocks");
    const bytes = inflateRawSync(read(at, block[1]), { maxOutputLength: Math.max(1, block[2]) });
    parts.push(bytes);
    total += bytes.byteLength;
    at += block[1];
  }
  return Buffer.concat(parts);
}

/** What a patch's head says: the form and level of the range it makes. */
export function formOf(patch: Uint8Array): number {
  if (patch.byteLength < HEAD_BYTES) throw new Error("patch: cut in its head");
  return patch[0]!;
}

/**
 * The range a patch makes from `old` (the inflated bytes of the range it was told from),
 * compressed as its head says, and how long it is once inflated. The new range is at most `max`,
 * and the operations inflate to at most what could make it (every byte a literal, with its
 * numbers): a forged patch costs bounded memory. Throws when the patch does not make bytes of the
 * SHA-256 its head names.
 */
export function applyPatch(old: Uint8Array, patch: Uint8Array, max: number): { bytes: Buffer; raw: number } {
  if (patch.byteLength < HEAD_BYTES) throw new Error("patch: cut in its head");
  const head = Buffer.from(patch.buffer, patch.byteOffset, HEAD_BYTES);
  const size = head.readUInt32LE(2);
  if (size > max) throw new Error(`patch: ${size} bytes, over ${max}`);
  const ops = inflateRawSync(patch.subarray(HEAD_BYTES), { maxOutputLength: Math.max(1, 2 * size + 64) });
  const next = applyOps(old, ops, size);
  if (!createHash("sha256").update(next).digest().equals(head.subarray(6))) throw new Error("patch: not the bytes its head names");
  return { bytes: compressedOf(next, head[0]!, head[1]!), raw: size };
}
