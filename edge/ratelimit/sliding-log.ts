/**
 * Exact sliding-window rate limiting for one client address: the times of its accepted
 * requests over the longest window, so every window is counted exactly (no fixed buckets, no
 * approximation). Refused requests are not recorded, so a client that waits always recovers.
 * Used as is by the Node mirror (memory.ts) and inside the Durable Object on Cloudflare
 * (durable-object.ts); the handler sees either through the RateLimiter seam below, and both key
 * a client as a network sees it (clientKeyOf).
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
    if (allowed) this.times.push(now);

    const after = state.map((s) => ({ ...s, remaining: Math.max(0, s.w.limit - s.used - (allowed ? 1 : 0)) }));
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

  /** True when no window holds a request any more at `now`: the log can be forgotten. */
  emptyAt(now: number): boolean {
    return (this.times.at(-1) ?? -Infinity) <= now - this.longest;
  }

  /** When the log will be empty, if nothing more is recorded (ms). */
  get emptiesAt(): number {
    return (this.times.at(-1) ?? -Infinity) + this.longest;
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

/*
 * The key a client is counted under: an IPv4 address as it is; an IPv6 address by its /64, the
 * block one subscriber or host gets and may rotate addresses within at will; an IPv4 address
 * written as IPv6 (`::ffff:192.0.2.1`, as a dual-stack socket reports it) as that IPv4 address.
 * Anything that is not an address is kept as given (lowercased), so that nothing escapes counting.
 */

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

/** The four octets of a dotted IPv4 address, or null. */
function ipv4Octets(text: string): number[] | null {
  const match = IPV4.exec(text);
  if (!match) return null;
  const octets = match.slice(1).map(Number);
  return octets.every((o) => o <= 255) ? octets : null;
}

/** The eight 16-bit groups of an IPv6 address (`::`, a trailing dotted IPv4 part and a zone
 * allowed), or null. */
function ipv6Groups(text: string): number[] | null {
  let address = text.replace(/%.*$/, "");
  const last = address.lastIndexOf(":");
  if (address.includes(".")) {
    // A trailing IPv4 part is the last two groups written in decimal.
    const octets = ipv4Octets(address.slice(last + 1));
    if (!octets) return null;
    const group = (a: number, b: number) => ((a << 8) | b).toString(16);
    address = `${address.slice(0, last + 1)}${group(octets[0]!, octets[1]!)}:${group(octets[2]!, octets[3]!)}`;
  }
  const halves = address.split("::");
  if (halves.length > 2) return null;
  const parse = (part: string) => (part === "" ? [] : part.split(":").map((g) => (/^[0-9a-f]{1,4}$/.test(g) ? parseInt(g, 16) : NaN)));
  const left = parse(halves[0]!);
  const right = halves.length === 2 ? parse(halves[1]!) : [];
  if ([...left, ...right].some(Number.isNaN)) return null;
  const known = left.length + right.length;
  if (halves.length === 1 ? known !== 8 : known > 7) return null;
  return [...left, ...Array<number>(8 - known).fill(0), ...right];
}

export function clientKeyOf(address: string): string {
  const text = address.trim().toLowerCase();
  const v4 = ipv4Octets(text);
  if (v4) return v4.join(".");
  const groups = text.includes(":") ? ipv6Groups(text) : null;
  if (!groups) return text;
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}
