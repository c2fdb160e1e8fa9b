/**
 * The rate limiter of the Node mirror: a sliding log per client address, in memory, bounded.
 *
 * Addresses are kept in order of last activity (a Map re-inserted on every request), so the
 * ones to forget are always at the front: each request forgets at most a few addresses whose
 * windows are empty, and the loop never pauses for a sweep of the whole table.
 *
 * When full (MAX_ADDRESSES, or MAX_TIMES request times over all addresses), the address idle
 * the longest is forgotten to make room: it starts again with a full quota. A flood of new
 * addresses can thus free the quiet clients of their history, never refuse a client that has
 * quota left, nor grow the process.
 */
import { SlidingLog, type Verdict, type Window } from "./sliding-log.ts";

/** About 40 MB of addresses idle between two requests (bench/limiter.ts measures the bytes). */
export const MAX_ADDRESSES = 100_000;
/** Request times kept over all addresses: 8 bytes each, 32 MB. */
export const MAX_TIMES = 4_000_000;
/** Addresses examined for expiry per request: more than the one a request can add. */
const EXPIRE_PER_HIT = 4;

export interface LimiterBounds {
  addresses: number;
  times: number;
}

export class MemoryLimiter {
  /** least recently active first */
  private logs = new Map<string, SlidingLog>();
  private times = 0;

  constructor(
    readonly windows: readonly Window[],
    private readonly bounds: LimiterBounds = { addresses: MAX_ADDRESSES, times: MAX_TIMES },
  ) {}

  /** addresses and request times held now */
  get size(): LimiterBounds {
    return { addresses: this.logs.size, times: this.times };
  }

  hit(address: string, now: number): Verdict {
    this.expire(now);
    let log = this.logs.get(address);
    if (log) this.logs.delete(address);
    else log = new SlidingLog(this.windows);
    const before = log.times.length;
    const verdict = log.hit(now);
    this.times += log.times.length - before;
    this.logs.set(address, log);
    this.evict(address);
    return verdict;
  }

  peek(address: string, now: number): Verdict {
    const log = this.logs.get(address);
    if (!log) return new SlidingLog(this.windows).peek(now);
    const before = log.times.length;
    const verdict = log.peek(now);
    this.times += log.times.length - before;
    return verdict;
  }

  /** Forgets the least recently active addresses whose windows are empty, a few at a time. */
  private expire(now: number): void {
    let n = 0;
    for (const [address, log] of this.logs) {
      if (n++ === EXPIRE_PER_HIT || !log.emptyAt(now)) return;
      this.forget(address, log);
    }
  }

  /** Beyond the bounds, forgets the addresses idle the longest (never `keep`, just used). */
  private evict(keep: string): void {
    for (const [address, log] of this.logs) {
      if (this.logs.size <= this.bounds.addresses && this.times <= this.bounds.times) return;
      if (address === keep) return;
      this.forget(address, log);
    }
  }

  private forget(address: string, log: SlidingLog): void {
    this.logs.delete(address);
    this.times -= log.times.length;
  }
}
