/**
 * Keeps the build's heap close to what it holds. The build makes garbage at a high rate (every
 * record rendered, stringified and hashed), and V8, sized for throughput, lets its heap grow to
 * several times the live data before a full collection: the resident memory of a full build was
 * three times its live heap. A full collection whenever the heap has grown by a quarter since
 * the last one (checked at each batch of files) bounds it to about 1.25 times the live data, whatever
 * the size of the data, for a few percent of the build's time.
 */
import { getHeapStatistics, setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

/** Growth allowed over the live heap of the last collection, and at least this many bytes. */
const GROWTH = 0.25;
const SLACK_BYTES = 48 * 1024 * 1024;

let gc: (() => void) | null = null;
let live = 0;

/** A full garbage collection (V8's gc, exposed at run time: no node flag needed). */
export function collectGarbage(times = 2): void {
  if (!gc) {
    setFlagsFromString("--expose-gc");
    gc = runInNewContext("gc") as () => void;
  }
  for (let i = 0; i < times; i++) gc();
}

/** A full collection when the heap has grown well past the live data of the last one. */
export function keepHeapTight(): void {
  if (getHeapStatistics().used_heap_size < live * (1 + GROWTH) + SLACK_BYTES) return;
  collectGarbage(1);
  live = getHeapStatistics().used_heap_size;
}
