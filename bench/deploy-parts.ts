/**
 * What a large file of two builds shares once cut into parts (deploy/parts.ts), per way of
 * cutting: the parts of the new file that the old one lacks are what a deploy uploads again
 * (bench/README.md, « A mirror kept in step », End to end).
 *   npx tsx bench/deploy-parts.ts --old FILE --new FILE [--pack]
 * --pack: the files are dist packs, and the cuts aligned on their blocks are measured too.
 */
import { createHash } from "node:crypto";
import { closeSync, openSync, readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { readPackIndex } from "../layout/pack-index.ts";
import { cutsOf, partSizes, PART_SIZES, type PartSizes } from "../deploy/parts.ts";

const { values } = parseArgs({ options: { old: { type: "string" }, new: { type: "string" }, pack: { type: "boolean", default: false } } });
if (!values.old || !values.new) throw new Error("--old FILE --new FILE [--pack]");

/** Where a pack's blocks end, and where its index (and the delta before it) begin. */
function packBoundaries(path: string): number[] {
  const fd = openSync(path, "r");
  try {
    const index = readPackIndex(fd);
    return index.blocks.map(([offset, length]) => offset + length);
  } finally {
    closeSync(fd);
  }
}

/**
 * The cuts of cutsOf, each moved to the pack's next block end when one comes within `min` bytes:
 * parts that keep the previous pack's copied blocks whole (measured against cutsOf's).
 */
function alignedCuts(bytes: Uint8Array, sizes: PartSizes, ends: number[]): number[] {
  const cuts: number[] = [];
  let start = 0;
  let next = 0;
  for (const cut of cutsOf(bytes, sizes)) {
    while (next < ends.length && ends[next]! < cut) next++;
    const end = ends[next] !== undefined && ends[next]! - cut <= sizes.min && ends[next]! - start <= sizes.max ? ends[next]! : cut;
    if (end > start && (cuts.length === 0 || end > cuts.at(-1)!)) cuts.push(end);
    start = end;
  }
  if (cuts.at(-1) !== bytes.length) cuts.push(bytes.length);
  return cuts;
}

function parts(bytes: Uint8Array, cuts: number[]): Map<string, number> {
  const out = new Map<string, number>();
  let start = 0;
  for (const end of cuts) {
    out.set(createHash("sha256").update(bytes.subarray(start, end)).digest("hex"), end - start);
    start = end;
  }
  return out;
}

const oldBytes = readFileSync(values.old);
const newBytes = readFileSync(values.new);
const boundaries = values.pack ? [packBoundaries(values.old), packBoundaries(values.new)] : null;
const schemes: [string, PartSizes][] = [
  ["1/4/16 MiB (PART_SIZES)", PART_SIZES],
  ["256 KiB/1/4 MiB", partSizes(4 << 20)],
  ["64/256 KiB/1 MiB", partSizes(1 << 20)],
];
const n = (x: number) => Math.round(x).toLocaleString("en");
console.log(`old ${n(oldBytes.byteLength)} bytes, new ${n(newBytes.byteLength)} bytes`);
for (const aligned of boundaries ? [false, true] : [false]) {
  for (const [name, sizes] of schemes) {
    const t0 = performance.now();
    const oldParts = parts(oldBytes, aligned ? alignedCuts(oldBytes, sizes, boundaries![0]!) : cutsOf(oldBytes, sizes));
    const newCuts = aligned ? alignedCuts(newBytes, sizes, boundaries![1]!) : cutsOf(newBytes, sizes);
    const ms = (performance.now() - t0) / 2;
    const newParts = parts(newBytes, newCuts);
    let count = 0;
    let bytes = 0;
    for (const [key, length] of newParts) {
      if (oldParts.has(key)) continue;
      count++;
      bytes += length;
    }
    console.log(
      `${aligned ? "on blocks " : "on bytes  "} ${name.padEnd(24)} parts ${n(newParts.size)}, new ${n(count)} of ${n(bytes)} bytes (${((100 * bytes) / newBytes.byteLength).toFixed(1)} %), cut in ${n(ms)} ms`,
    );
  }
}
