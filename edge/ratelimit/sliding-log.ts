/**
 * Exact sliding-window rate limiting for one client address: the times of its accepted
 * requests over the longest window, so every window is counted exactly (no fixed buckets, no
 * approximation). Refused requests are not recorded, so a client that waits always recovers.
 * Used as is by the Node mirror (memory.ts) and inside the Durable Object on Cloudflare
 * (durable-object.ts); the handler sees either through the RateLimiter seam below.
 *
 * The windows come from configuration: `RATE_LIMITS` = "600/60,10000/3600" (requests per
 * seconds, comma separated), or "off" to turn limiting off (an offline mirror may want that);
 * unset, the spec's windows (DEFAULT_WINDOWS).
 */
import { DEFAULT_WINDOWS, type Window } from "../../contract/http.ts";

export interface Verdict {
  allowed: boolean;
  /** the window closest to exhaustion */
  limit: number;
  remaining: number;
  /** seconds before that window frees a slot */
  reset: number;
  /** seconds to wait, when refused */
  retryAfter: number;
}

export class SlidingLog {
  /** accepted request times in ms, oldest first */
  readonly times: number[];
  private readonly longest: number;

  constructor(
    readonly windows: readonly Window[],
    times: number[] = [],
  ) {
    this.times = times;
    this.longest = Math.max(...windows.map((w) => w.seconds)) * 1000;
  }

  /** Records a request at `now` (ms) if every window has room, and says how things stand. */
  hit(now: number): Verdict {
    return this.judge(now, true);
  }

  /** How a request at `now` would be judged, without recording it. */
  peek(now: number): Verdict {
    return this.judge(now, false);
  }

  /** True when no window holds a request any more at `now`: the log can be forgotten. */
  emptyAt(now: number): boolean {
    return (this.times.at(-1) ?? -Infinity) <= now - this.longest;
  }

  /** When the log will be empty, if nothing more is recorded (ms). */
  get emptiesAt(): number {
    return (this.times.at(-1) ?? -Infinity) + this.longest;
  }

  private judge(now: number, record: boolean): Verdict {
    let drop = 0;
    while (drop < this.times.length && this.times[drop]! <= now - this.longest) drop++;
    if (drop) this.times.splice(0, drop);

    const state = this.windows.map((w) => {
      const since = now - w.seconds * 1000;
      const first = this.times.findIndex((t) => t > since);
      const used = first < 0 ? 0 : this.times.length - first;
      // When the window is full, the slot frees when its oldest request leaves the window.
      const oldest = first < 0 ? now : this.times[first]!;
      return { w, used, freesIn: Math.max(0, Math.ceil((oldest + w.seconds * 1000 - now) / 1000)) };
    });
    const allowed = state.every((s) => s.used < s.w.limit);
    const counted = allowed && record;
    if (counted) this.times.push(now);

    const after = state.map((s) => ({ ...s, remaining: Math.max(0, s.w.limit - s.used - (counted ? 1 : 0)) }));
    const tightest = after.reduce((a, b) => (b.remaining / b.w.limit < a.remaining / a.w.limit ? b : a));
    const blocked = after.filter((s) => s.used >= s.w.limit);
    return {
      allowed,
      limit: tightest.w.limit,
      remaining: tightest.remaining,
      reset: Math.max(1, tightest.freesIn),
      retryAfter: allowed ? 0 : Math.max(1, ...blocked.map((s) => s.freesIn)),
    };
  }
}

/**
 * The rate limiter as the handler sees it: one call per request, whose verdict fills the
 * RateLimit-* headers and decides the 429. With limits off there is none, and the answers
 * claim no limit.
 */
export interface RateLimiter {
  /** RateLimit-Policy header value: the windows this limiter enforces. */
  readonly policy: string;
  /** Counts one request of `address` (null when unknown) at `now` (ms). */
  hit(address: string | null, now: number): Promise<Verdict>;
  /** How things stand for `address` at `now`, without counting anything (CORS preflights). */
  peek(address: string | null, now: number): Promise<Verdict>;
}

/** The verdict for a request that is not counted: the full quota of the first window. */
export function unlimited(windows: readonly Window[]): Verdict {
  const first = windows[0]!;
  return { allowed: true, limit: first.limit, remaining: first.limit, reset: first.seconds, retryAfter: 0 };
}

export function windowsFrom(setting: string | undefined): readonly Window[] | null {
  if (setting === undefined || setting.trim() === "") return DEFAULT_WINDOWS;
  if (setting.trim() === "off") return null;
  const windows = setting.split(",").map((part) => {
    const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(part);
    if (!match) throw new Error(`RATE_LIMITS: "${part}" is not <requests>/<seconds>`);
    return { limit: Number(match[1]), seconds: Number(match[2]) };
  });
  return windows;
}
