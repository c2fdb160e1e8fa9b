/**
 * The rate limiter on Cloudflare: one Durable Object per client (its address, an IPv6 one by
 * its /64: sliding-log.ts), so the count is exact and shared by every edge location. It keeps
 * the sliding log in memory and in its SQLite storage, so an evicted object resumes with the
 * same history; an alarm deletes that storage once every window is empty, so storage holds the
 * addresses of the last hour, not every address ever seen. durableObjectLimiter is the Worker's
 * side: the handler's RateLimiter over one object per client.
 */
import { DurableObject } from "cloudflare:workers";
import { policyHeader, type Window, DEFAULT_WINDOWS } from "../../contract/http.ts";
import { clientKeyOf, SlidingLog, unlimited, windowsFrom, type RateLimiter, type Verdict } from "./sliding-log.ts";

interface LimiterEnv {
  RATE_LIMITS?: string;
}

export class RateLimiterObject extends DurableObject<LimiterEnv> {
  private log: SlidingLog | null = null;
  /** the alarm that forgets this address is set (in this life of the object) */
  private alarmSet = false;

  private load(windows: readonly Window[]): SlidingLog {
    if (this.log && JSON.stringify(this.log.windows) === JSON.stringify(windows)) return this.log;
    const sql = this.ctx.storage.sql;
    const stored = sql.exec("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'hits'").toArray().length > 0;
    const times = stored
      ? sql
          .exec<{ t: number }>("SELECT t FROM hits ORDER BY t")
          .toArray()
          .map((r) => r.t)
      : [];
    this.log = new SlidingLog(windows, times);
    return this.log;
  }

  /** One request at `now` (ms, given by the caller so tests control time). */
  hit(now: number, windows: readonly Window[]): Verdict {
    const log = this.load(windows);
    const before = log.times.length;
    const verdict = log.hit(now);
    const sql = this.ctx.storage.sql;
    if (verdict.allowed) {
      sql.exec("CREATE TABLE IF NOT EXISTS hits (t INTEGER NOT NULL)");
      sql.exec("INSERT INTO hits (t) VALUES (?)", now);
      if (!this.alarmSet) {
        // Output gates hold the answer until the alarm is stored: no need to wait for it here.
        void this.ctx.storage.setAlarm(log.emptiesAt);
        this.alarmSet = true;
      }
    }
    if (log.times.length < before + (verdict.allowed ? 1 : 0)) sql.exec("DELETE FROM hits WHERE t < ?", log.times[0] ?? now);
    return verdict;
  }

  /** Deletes the address's state when its windows are empty, else looks again when they will be. */
  override async alarm(): Promise<void> {
    const log = this.load(this.log?.windows ?? windowsFrom(this.env.RATE_LIMITS) ?? DEFAULT_WINDOWS);
    if (log.emptyAt(Date.now())) {
      await this.ctx.storage.deleteAll();
      this.log = null;
      this.alarmSet = false;
    } else {
      await this.ctx.storage.setAlarm(log.emptiesAt);
    }
  }
}

export function durableObjectLimiter(namespace: DurableObjectNamespace<RateLimiterObject>, windows: readonly Window[]): RateLimiter {
  const stub = (address: string) => namespace.get(namespace.idFromName(clientKeyOf(address)));
  return {
    policy: policyHeader(windows),
    async hit(address, now) {
      return address ? ((await stub(address).hit(now, windows)) as Verdict) : unlimited(windows);
    },
  };
}
