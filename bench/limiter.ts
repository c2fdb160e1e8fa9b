/**
 * The mirror's rate limiter under many clients: heap per address, the table's size when more
 * addresses come than it may hold, and the longest a single request waits while the limiter
 * forgets idle addresses (the event loop is blocked that long).
 *
 *   npx tsx bench/limiter.ts [ADDRESSES] [MODULE]
 *
 * ADDRESSES defaults to 1,000,000; MODULE (a path to a memory.ts exporting MemoryLimiter)
 * defaults to edge/ratelimit/memory.ts, so another implementation can be measured the same way.
 */
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { type Verdict } from "../edge/testing.ts";
import { DEFAULT_WINDOWS, type Window } from "../contract/http.ts";
import { collectGarbage } from "../generator/heap.ts";

interface Limiter {
  hit(address: string, now: number): Verdict;
}

const count = Number(process.argv[2] ?? 1_000_000);
const modulePath = resolve(process.argv[3] ?? "edge/ratelimit/memory.ts");
const { MemoryLimiter } = (await import(pathToFileURL(modulePath).href)) as { MemoryLimiter: new (windows: readonly Window[]) => Limiter };

const address = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
const heap = () => {
  collectGarbage();
  return process.memoryUsage().heapUsed;
};
const HOUR = 3600 * 1000;

const limiter = new MemoryLimiter(DEFAULT_WINDOWS);
const before = heap();
for (let i = 0; i < count; i++) limiter.hit(address(i), i % 1000);
const filled = heap();
const held =
  (limiter as unknown as { size?: { addresses: number } }).size?.addresses ??
  (limiter as unknown as { logs: Map<string, unknown> }).logs.size;

// An hour and two minutes later, new clients arrive while every earlier address is idle: each
// request may have to forget some (or, before, to sweep the whole table).
const later = HOUR + 120_000;
const waits: number[] = [];
for (let i = 0; i < Math.min(count, 200_000); i++) {
  const t = performance.now();
  limiter.hit(`new-${i}`, later + i);
  waits.push(performance.now() - t);
}
const slow = waits.filter((w) => w > 5).length;
const first = waits[0]!;
waits.sort((a, b) => a - b);
const pct = (p: number) => waits[Math.min(waits.length - 1, Math.floor(p * waits.length))]!;

console.log(
  JSON.stringify(
    {
      module: modulePath,
      addresses_offered: count,
      addresses_held: held,
      heap_mb: +((filled - before) / 1e6).toFixed(1),
      bytes_per_address_held: Math.round((filled - before) / held),
      request_wait_ms: {
        first: +first.toFixed(3),
        p50: +pct(0.5).toFixed(4),
        p99: +pct(0.99).toFixed(4),
        p999: +pct(0.999).toFixed(3),
        max: +waits.at(-1)!.toFixed(1),
        over_5ms: slow,
        of: waits.length,
      },
    },
    null,
    2,
  ),
);
