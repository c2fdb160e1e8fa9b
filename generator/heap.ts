/**
 * Keeps the build's heap close to what it holds. The build makes garbage at a high rate (every
 * record rendered, stringified and hashed), and V8, sized for throughput, lets its heap grow to
 * up to four times the live data before a full collection. While a build runs, V8's own heap
 * growing factor is fixed, so that each collection allows the heap at most twice the live data
 * it found: in every phase of the build, whatever the size of the data, the phases that write
 * nothing included (the search index's name shards). A tighter factor trades a lower peak for a
 * longer build (bench/README.md, Build memory).
 */
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

/** Growth allowed over the live heap found by the last collection, in percent. */
const GROWTH_PERCENT = 100;

let gc: (() => void) | null = null;

/** A full garbage collection (V8's gc, exposed at run time: no node flag needed). */
export function collectGarbage(times = 2): void {
  if (!gc) {
    setFlagsFromString("--expose-gc");
    gc = runInNewContext("gc") as () => void;
  }
  for (let i = 0; i < times; i++) gc();
}

/** Runs `work` with the heap kept tight, then gives V8 back its own growing factor (0). */
export async function withTightHeap<T>(work: () => Promise<T>): Promise<T> {
  setFlagsFromString(`--heap-growing-percent=${GROWTH_PERCENT}`);
  try {
    return await work();
  } finally {
    setFlagsFromString("--heap-growing-percent=0");
  }
}
