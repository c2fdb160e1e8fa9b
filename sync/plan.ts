/**
 * Where each byte of the new pack comes from: the mirror's own pack (the previous build) or the
 * source. The generator copies every unchanged block of the previous pack into the next one as
 * the same compressed bytes, known by the same fingerprint (layout/pack.ts): such a block is
 * copied from the local pack; so is every unchanged gzip member of a bulk file stored as it is
 * (the database, the records' .jsonl.gz: _meta/bulk-blocks.json lists their members). A changed
 * member of a records' file is, but for its header and trailer, the raw DEFLATE block the pack
 * holds for the same records before it: those bytes are copied from the new pack itself. Only
 * the rest is asked of the source, in as few ranges as the places allow.
 */
import type { Member } from "../layout/bulk.ts";
import { STORED, type PackIndex } from "../layout/pack.ts";

/** A run of the new pack: `length` bytes at `at`, from the local pack at `from`, from the new pack itself at `from` (written before it), from the source, or made by the mirror. */
export interface Segment {
  at: number;
  length: number;
  /**
   * "local": the previous pack, at `from`; "self": the new pack, at `from` < `at`; "source": the
   * source's pack, at `at`; "made": a block the mirror makes itself (derive.ts), at `at`, asked of
   * the source when what it makes does not match
   */
  kind: "local" | "self" | "source" | "made";
  from: number;
}

/** A gzip member as zlib writes it: a header, the raw DEFLATE stream, a trailer (CRC-32, length). */
const GZIP_HEADER = 10;
const GZIP_TRAILER = 8;

/** The gzip members of each bulk file, as _meta/bulk-blocks.json records them. */
export type BulkMembers = Record<string, Member[]>;

/** A pack as the plan reads it: its index, and its bulk files' members when known. */
export interface PackLayout {
  index: PackIndex;
  members: BulkMembers;
}

/** The file a block stored as it is holds (one each), by block number. */
function storedFiles(index: PackIndex, places: Uint32Array): Map<number, string> {
  const files = new Map<number, string>();
  const paths = index.paths.split("\n");
  for (let n = 0; n < paths.length; n++) {
    const block = places[3 * n]!;
    if (index.blocks[block]?.[3] === STORED) files.set(block, paths[n]!);
  }
  return files;
}

/**
 * The segments of the new pack (`size` bytes, its index at `indexAt`, which the caller has
 * already) in order, covering [0, indexAt); `old` is the local pack, null when there is none.
 */
export function planOf(
  next: PackLayout,
  nextPlaces: Uint32Array,
  indexAt: number,
  old: (PackLayout & { places: Uint32Array }) | null,
): Segment[] {
  const segments: Segment[] = [];
  const push = (kind: Segment["kind"], at: number, length: number, from: number) => {
    if (length <= 0) return;
    const last = segments.at(-1);
    if (last && last.kind === kind && last.at + last.length === at && last.from + last.length === from) {
      last.length += length;
    } else segments.push({ at, length, kind, from });
  };
  // Blocks of the old pack by fingerprint, compressed alike only at the same level.
  const sameLevel = old !== null && old.index.level === next.index.level;
  const oldBlocks = new Map(sameLevel ? old.index.blocks.map((b) => [b[4], b] as const) : []);
  // Members of the old pack's stored bulk files, by fingerprint: where their bytes are in it.
  const oldMembers = new Map<string, { at: number; length: number }>();
  if (old) {
    for (const [block, file] of storedFiles(old.index, old.places)) {
      const at = old.index.blocks[block]![0];
      for (const [fingerprint, offset, length] of old.members[file] ?? []) oldMembers.set(fingerprint, { at: at + offset, length });
    }
  }
  // The new pack's own deflated blocks, by fingerprint: a records' member is one of them.
  const nextBlocks = new Map(next.index.blocks.filter((b) => b[3] !== STORED).map((b) => [b[4], b] as const));
  const stored = storedFiles(next.index, nextPlaces);
  const blocks = next.index.blocks.map((b, n) => [b, n] as const).sort(([a], [b]) => a[0] - b[0]);
  let cursor = 0;
  for (const [[at, length, , , fingerprint], n] of blocks) {
    push("source", cursor, at - cursor, cursor);
    const same = oldBlocks.get(fingerprint);
    const file = stored.get(n);
    if (same && same[1] === length) push("local", at, length, same[0]);
    else if (file && next.members[file]) {
      let inFile = 0;
      for (const [memberPrint, offset, size] of [...next.members[file]!].sort((a, b) => a[1] - b[1])) {
        push("source", at + inFile, offset - inFile, at + inFile);
        const member = oldMembers.get(memberPrint);
        const deflated = nextBlocks.get(memberPrint);
        if (member && member.length === size) push("local", at + offset, size, member.at);
        else if (deflated && deflated[1] === size - GZIP_HEADER - GZIP_TRAILER && deflated[0] + deflated[1] <= at) {
          push("source", at + offset, GZIP_HEADER, at + offset);
          push("self", at + offset + GZIP_HEADER, deflated[1], deflated[0]);
          push("source", at + offset + size - GZIP_TRAILER, GZIP_TRAILER, at + offset + size - GZIP_TRAILER);
        } else push("source", at + offset, size, at + offset);
        inFile = offset + size;
      }
      push("source", at + inFile, length - inFile, at + inFile);
    } else push("source", at, length, at);
    cursor = at + length;
  }
  push("source", cursor, indexAt - cursor, cursor);
  return segments;
}

/** The segments from `done` on: what is left of the plan once `done` bytes are written. */
export function remainderOf(segments: readonly Segment[], done: number): Segment[] {
  const left: Segment[] = [];
  for (const s of segments) {
    const end = s.at + s.length;
    if (end <= done) continue;
    const skip = Math.max(0, done - s.at);
    left.push({ ...s, at: s.at + skip, length: s.length - skip, from: s.from + skip });
  }
  return left;
}

/** Bytes of the plan asked of the source (the made blocks are not). */
export function sourceBytes(segments: readonly Segment[]): number {
  return segments.reduce((sum, s) => sum + (s.kind === "source" ? s.length : 0), 0);
}

/** The plan with the runs of `blocks` (offset and length in the new pack) asked of the source marked "made" instead. */
export function withMade(segments: readonly Segment[], blocks: readonly (readonly [at: number, length: number])[]): Segment[] {
  const sorted = [...blocks].sort((a, b) => a[0] - b[0]);
  const out: Segment[] = [];
  let k = 0;
  for (const s of segments) {
    if (s.kind !== "source") {
      out.push(s);
      continue;
    }
    let at = s.at;
    const end = s.at + s.length;
    while (k < sorted.length && sorted[k]![0] + sorted[k]![1] <= at) k++;
    for (let j = k; at < end && j < sorted.length && sorted[j]![0] < end; j++) {
      const [start, length] = sorted[j]!;
      const from = Math.max(start, at);
      const to = Math.min(start + length, end);
      if (from > at) out.push({ at, length: from - at, kind: "source", from: at });
      out.push({ at: from, length: to - from, kind: "made", from });
      at = to;
    }
    if (at < end) out.push({ at, length: end - at, kind: "source", from: at });
  }
  return out;
}
