/**
 * The rate limiter of the Node mirror: a sliding log per client address, in memory. Addresses
 * idle for longer than the longest window are forgotten, so memory follows active clients only.
 */
import { SlidingLog, type Verdict, type Window } from "./sliding-log.ts";

export class MemoryLimiter {
  private logs = new Map<string, SlidingLog>();
  private lastSweep = 0;

  constructor(readonly windows: readonly Window[]) {}

  hit(address: string, now: number): Verdict {
    this.sweep(now);
    let log = this.logs.get(address);
    if (!log) this.logs.set(address, (log = new SlidingLog(this.windows)));
    return log.hit(now);
  }

  private sweep(now: number): void {
    const longest = Math.max(...this.windows.map((w) => w.seconds)) * 1000;
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    for (const [address, log] of this.logs) {
      if ((log.times.at(-1) ?? 0) <= now - longest) this.logs.delete(address);
    }
  }
}
