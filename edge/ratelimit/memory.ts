/**
 * The rate limiter of the Node mirror: a sliding log per client (its address, an IPv6 one by its
 * /64: sliding-log.ts), in memory, bounded.
 *
 * Addresses are kept in a list in order of last activity, so the ones to forget are always at
 * its head: each request forgets at most a few addresses whose windows are empty, in constant
 * time, and the loop never pauses for a sweep of the whole table. (A Map is not iterated for
 * this: deleting at its front leaves holes that every walk from the front steps over again.)
 *
 * When full (MAX_ADDRESSES, or MAX_TIMES request times over all addresses), the address idle
 * the longest is forgotten to make room: it starts again with a full quota. A flood of new
 * addresses can thus free the quiet clients of their history, never refuse a client that has
 * quota left, nor grow the process.
 */
import { policyHeader, type Window } from "../../contract/http.ts";
import { clientKeyOf, SlidingLog, unlimited, type RateLimiter, type Verdict } from "./sliding-log.ts";

/** Addresses held at most (bench/limiter.ts measures their bytes). */
export const MAX_ADDRESSES = 100_000;
/** Request times kept over all addresses, a number each. */
export const MAX_TIMES = 4_000_000;
/** Addresses examined for expiry per request: more than the one a request can add. */
const EXPIRE_PER_HIT = 4;

export interface LimiterBounds {
  addresses: number;
  times: number;
}

interface Entry {
  address: string;
  log: SlidingLog;
  older: Entry | null;
  newer: Entry | null;
}

export class MemoryLimiter {
  private entries = new Map<string, Entry>();
  /** least recently active */
  private oldest: Entry | null = null;
  private newest: Entry | null = null;
  private times = 0;

  constructor(
    readonly windows: readonly Window[],
    private readonly bounds: LimiterBounds = { addresses: MAX_ADDRESSES, times: MAX_TIMES },
  ) {}

  /** addresses and request times held now */
  get size(): LimiterBounds {
    return { addresses: this.entries.size, times: this.times };
  }

  hit(address: string, now: number): Verdict {
    this.expire(now);
    let entry = this.entries.get(address);
    if (entry) this.unlink(entry);
    else this.entries.set(address, (entry = { address, log: new SlidingLog(this.windows), older: null, newer: null }));
    this.append(entry);
    const before = entry.log.times.length;
    const verdict = entry.log.hit(now);
    this.times += entry.log.times.length - before;
    this.evict();
    return verdict;
  }

  /** Forgets the least recently active addresses whose windows are empty, a few at a time. */
  private expire(now: number): void {
    for (let n = 0; n < EXPIRE_PER_HIT && this.oldest?.log.emptyAt(now); n++) this.forget(this.oldest);
  }

  /** Beyond the bounds, forgets the addresses idle the longest (never the one just used). */
  private evict(): void {
    while (this.oldest !== this.newest && (this.entries.size > this.bounds.addresses || this.times > this.bounds.times))
      this.forget(this.oldest!);
  }

  private forget(entry: Entry): void {
    this.unlink(entry);
    this.entries.delete(entry.address);
    this.times -= entry.log.times.length;
  }

  private append(entry: Entry): void {
    entry.older = this.newest;
    entry.newer = null;
    if (this.newest) this.newest.newer = entry;
    else this.oldest = entry;
    this.newest = entry;
  }

  private unlink(entry: Entry): void {
    if (entry.older) entry.older.newer = entry.newer;
    else this.oldest = entry.newer;
    if (entry.newer) entry.newer.older = entry.older;
    else this.newest = entry.older;
    entry.older = entry.newer = null;
  }
}

/** The handler's RateLimiter over a MemoryLimiter (the mirror). */
export function memoryLimiter(windows: readonly Window[], limiter = new MemoryLimiter(windows)): RateLimiter {
  return {
    policy: policyHeader(windows),
    async hit(address, now) {
      return address ? limiter.hit(clientKeyOf(address), now) : unlimited(windows);
    },
  };
}
