/**
 * Where the bytes of a sync go: given the mirror's pack before a sync and the source's pack after
 * it (two files on disk), the sync's plan (sync/plan.ts) between them, with the bytes asked of
 * the source grouped by the kind of file they carry (records, lists and their chunks, search
 * shards, bulk files, _meta, history...), and, within them, the bytes of files that did change
 * beside those that came along only because they share a block with one.
 *   npx tsx bench/sync-bytes.ts --old MIRROR_PACK --new SOURCE_PACK [--json]
 */
import { fstatSync } from "node:fs";
import { parseArgs } from "node:util";
import { inflateRawSync } from "node:zlib";
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { DEFLATED, FOOTER_BYTES, readFooter } from "../layout/pack.ts";
import { DELTA_TRAILER_BYTES, readDeltaTrailer, type IndexDelta } from "../layout/pack-delta.ts";
import { makeableBlocks } from "../sync/make.ts";
import { openLocalPack, type LocalPack } from "../sync/pack-file.ts";
import { planOf, withMade, type Segment } from "../sync/plan.ts";

/** The kind of a file of the build, by its path. */
export function kindOf(path: string): string {
  if (/^v1\/[a-z]+\/[a-z-]+\/\d+\.json$/.test(path)) return "records";
  if (/^v1\/[a-z]+\/[a-z-]+\/\d+\//.test(path)) return "record sublists";
  if (path.startsWith("_index/search/")) return "search shards";
  if (/^_index\/[a-z]+\/[a-z-]+[./]/.test(path)) return "list indexes";
  if (/^v1\/[a-z]+\/[a-z-]+[~/.]/.test(path)) return "list pages";
  if (path.startsWith("bulk/")) return "bulk files";
  if (path.startsWith("_meta/")) return "_meta";
  if (path.startsWith("_changes/")) return "history";
  if (path.startsWith("web/")) return "site";
  return "other";
}

interface Tally {
  /** compressed bytes asked of the source for blocks holding files of this kind, shared by raw size */
  fetched: number;
  /** compressed bytes of changed blocks the mirror makes itself (sync/make.ts, sync/index-delta.ts) */
  made: number;
  /** files of this kind whose bytes changed, and their raw size */
  changed: number;
  changedRaw: number;
  /** files of this kind that came along in a fetched block without changing, and their raw size */
  along: number;
  alongRaw: number;
}

export interface SyncBytes {
  size: number;
  source: number;
  index: number;
  byKind: Record<string, Tally>;
  /** blocks with bytes asked of the source: how many, and the raw bytes of their files */
  blocks: number;
  blocksRaw: number;
  /** blocks with ranges made from patches of the old pack's (sync/patches.ts), and the patches' bytes */
  patched: number;
  patchesBytes: number;
}

function fileBytes(pack: LocalPack, block: number, cache: Map<number, Buffer>): Buffer {
  let raw = cache.get(block);
  if (!raw) {
    const [at, size, , method] = pack.index.blocks[block]!;
    const bytes = pack.read(at, size);
    raw = method === DEFLATED ? inflateRawSync(bytes) : bytes;
    cache.set(block, raw);
  }
  return raw;
}

export async function syncBytes(oldFile: string, newFile: string): Promise<SyncBytes> {
  const old = await openLocalPack(oldFile);
  const next = await openLocalPack(newFile);
  if (!old || !next) throw new Error("both packs must be readable");
  try {
    const indexAt = next.index.blocks.reduce((end, b) => Math.max(end, b[0] + b[1]), 0);
    const made = new Set(makeableBlocks(next.index, next.places, old).map(([at]) => at));
    const size = fstatSync(next.fd).size;
    // The index delta, when the new pack tells one from the old: its patches (sync/patches.ts) stand for their blocks.
    const footer = next.read(size - FOOTER_BYTES, FOOTER_BYTES);
    const place = readFooter(footer)!;
    const trailer = readDeltaTrailer(next.read(place.offset - DELTA_TRAILER_BYTES, DELTA_TRAILER_BYTES));
    const delta = trailer && (JSON.parse(inflateRawSync(next.read(trailer.offset, trailer.length)).toString("utf8")) as IndexDelta);
    const oldSha = createHash("sha256").update(readFileSync(oldFile)).digest("hex");
    const fromDelta = delta !== null && delta.base === oldSha;
    const patches = fromDelta ? (delta.patches ?? []) : [];
    const targets: [number, number][] = [];
    const patchAt = new Map<number, number>();
    for (let k = 0; k < patches.length; k += 6) {
      targets.push([patches[k]!, patches[k + 1]!]);
      patchAt.set(patches[k]!, patches[k + 5]!);
    }
    // The plan, with the ranges the patches make marked "made".
    const plan: Segment[] = withMade(planOf(next, next.places, indexAt, old), targets);
    // Source bytes per block of the new pack.
    const starts = next.index.blocks.map((b, n) => [b[0], b[1], n] as const).sort((a, b) => a[0] - b[0]);
    const perBlock = new Map<number, number>();
    /** per block, the bytes patches made of it and the patches' bytes */
    const perPatched = new Map<number, { made: number; patch: number }>();
    let outside = 0;
    for (const s of plan) {
      if (s.kind === "made") {
        let lo = 0;
        for (let hi = starts.length - 1; lo < hi;) {
          const mid = (lo + hi + 1) >>> 1;
          if (starts[mid]![0] <= s.at) lo = mid;
          else hi = mid - 1;
        }
        const n = starts[lo]![2];
        const entry = perPatched.get(n) ?? perPatched.set(n, { made: 0, patch: 0 }).get(n)!;
        entry.made += s.length;
        entry.patch += patchAt.get(s.at) ?? 0;
        patchAt.delete(s.at);
        continue;
      }
      if (s.kind !== "source") continue;
      let at = s.at;
      const end = s.at + s.length;
      let lo = 0;
      let hi = starts.length - 1;
      while (lo < hi) {
        const mid = (lo + hi + 1) >>> 1;
        if (starts[mid]![0] <= at) lo = mid;
        else hi = mid - 1;
      }
      for (let k = lo; at < end && k < starts.length; k++) {
        const [start, length, n] = starts[k]!;
        if (start + length <= at) continue;
        if (start > at) {
          outside += Math.min(start, end) - at;
          at = Math.min(start, end);
          if (at >= end) break;
        }
        const take = Math.min(end, start + length) - at;
        perBlock.set(n, (perBlock.get(n) ?? 0) + take);
        at += take;
      }
      if (at < end) outside += end - at;
    }
    // The files of each fetched block, and whether they changed.
    const nextPaths = next.index.paths.split("\n");
    const oldPaths = new Map(old.index.paths.split("\n").map((p, n) => [p, n] as const));
    const filesOf = new Map<number, number[]>();
    for (let n = 0; n < nextPaths.length; n++) {
      const block = next.places[3 * n]!;
      if (perBlock.has(block) || perPatched.has(block)) (filesOf.get(block) ?? filesOf.set(block, []).get(block)!).push(n);
    }
    const byKind: Record<string, Tally> = {};
    const tally = (kind: string) => (byKind[kind] ??= { fetched: 0, made: 0, changed: 0, changedRaw: 0, along: 0, alongRaw: 0 });
    const nextCache = new Map<number, Buffer>();
    const oldCache = new Map<number, Buffer>();
    let blocksRaw = 0;
    let patchesBytes = 0;
    let patched = 0;
    for (const block of new Set([...perBlock.keys(), ...perPatched.keys()])) {
      const fetched = perBlock.get(block) ?? 0;
      const patch = perPatched.get(block);
      const files = filesOf.get(block) ?? [];
      const raw = files.reduce((sum, n) => sum + next.places[3 * n + 2]!, 0) || 1;
      if (patch) {
        patched++;
        patchesBytes += patch.patch;
      }
      if (fetched) blocksRaw += raw;
      if (!files.length) tally("bulk members").fetched += fetched + (patch?.patch ?? 0);
      for (const n of files) {
        const path = nextPaths[n]!;
        const length = next.places[3 * n + 2]!;
        const kind = kindOf(path);
        if (patch) {
          tally(kind).made += (patch.made * length) / raw;
          tally(kind).fetched += (patch.patch * length) / raw;
        }
        if (made.has(next.index.blocks[block]![0])) tally(kind).made += (fetched * length) / raw;
        else tally(kind).fetched += (fetched * length) / raw;
        const bytes = fileBytes(next, block, nextCache).subarray(next.places[3 * n + 1]!, next.places[3 * n + 1]! + length);
        const o = oldPaths.get(path);
        let same = false;
        if (o !== undefined && old.places[3 * o + 2] === length) {
          const ob = old.places[3 * o]!;
          const mine = fileBytes(old, ob, oldCache).subarray(old.places[3 * o + 1]!, old.places[3 * o + 1]! + length);
          same = mine.equals(bytes);
        }
        if (same) {
          tally(kind).along++;
          tally(kind).alongRaw += length;
        } else {
          tally(kind).changed++;
          tally(kind).changedRaw += length;
        }
      }
      if (oldCache.size > 64) oldCache.clear();
      if (nextCache.size > 64) nextCache.clear();
    }
    // The index (the delta, when there is one, lies between the last block and the index), made
    // from the delta when the new pack tells one from the old.
    const index = size - indexAt;
    if (fromDelta) {
      tally("pack index").made += place.length;
      tally("pack index").fetched += FOOTER_BYTES;
      tally("index delta").fetched += trailer!.length + DELTA_TRAILER_BYTES;
      // Patches of blocks the source sends anyway (the mirror has not their base) are fetched all the same.
      const unused = [...patchAt.values()].reduce((sum, n) => sum + n, 0);
      if (unused) tally("unused patches").fetched += unused;
    } else tally("pack index").fetched += index;
    if (outside) tally("between blocks").fetched += outside;
    const source = Object.values(byKind).reduce((sum, t) => sum + t.fetched, 0);
    return { size, source, index, byKind, blocks: perBlock.size, blocksRaw, patched, patchesBytes };
  } finally {
    old.close();
    next.close();
  }
}

/** The table of where the bytes go, by kind of file. */
export function printKinds(result: SyncBytes): void {
  const n = (x: number) => Math.round(x).toLocaleString("en");
  console.log(
    "| kind | asked of the source | made by the mirror | changed files (raw bytes) | unchanged files in fetched blocks (raw bytes) |",
  );
  console.log("|---|---:|---:|---:|---:|");
  for (const [kind, t] of Object.entries(result.byKind).sort((a, b) => b[1].fetched + b[1].made - a[1].fetched - a[1].made))
    console.log(`| ${kind} | ${n(t.fetched)} | ${n(t.made)} | ${n(t.changed)} (${n(t.changedRaw)}) | ${n(t.along)} (${n(t.alongRaw)}) |`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { old: { type: "string" }, new: { type: "string" }, json: { type: "boolean" } } });
  const result = await syncBytes(values.old!, values.new!);
  if (values.json) console.log(JSON.stringify(result));
  else {
    const n = (x: number) => Math.round(x).toLocaleString("en");
    console.log(
      `pack ${n(result.size)} bytes; asked of the source ${n(result.source)} (${((100 * result.source) / result.size).toFixed(2)} %)`,
    );
    console.log(
      `fetched blocks ${result.blocks}, raw ${n(result.blocksRaw)}; patched blocks ${result.patched}, patches ${n(result.patchesBytes)}; index ${n(result.index)}`,
    );
    printKinds(result);
  }
}
