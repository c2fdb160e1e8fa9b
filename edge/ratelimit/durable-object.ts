/**
 * The rate limiter on Cloudflare: one Durable Object per client address, so the count is exact
 * and shared by every edge location. It keeps the sliding log in memory and in its SQLite
 * storage, so an evicted object resumes with the same history.
 */
import { DurableObject } from "cloudflare:workers";
import { SlidingLog, type Verdict, type Window } from "./sliding-log.ts";

export class RateLimiterObject extends DurableObject {
  private log: SlidingLog | null = null;

  private load(windows: readonly Window[]): SlidingLog {
    if (this.log && JSON.stringify(this.log.windows) === JSON.stringify(windows)) return this.log;
    const sql = this.ctx.storage.sql;
    sql.exec("CREATE TABLE IF NOT EXISTS hits (t INTEGER NOT NULL)");
    const times = sql.exec<{ t: number }>("SELECT t FROM hits ORDER BY t").toArray().map((r) => r.t);
    this.log = new SlidingLog(windows, times);
    return this.log;
  }

  /** One request at `now` (ms, given by the caller so tests control time). */
  hit(now: number, windows: readonly Window[]): Verdict {
    const log = this.load(windows);
    const before = log.times.length;
    const verdict = log.hit(now);
    const sql = this.ctx.storage.sql;
    if (verdict.allowed) sql.exec("INSERT INTO hits (t) VALUES (?)", now);
    if (log.times.length < before + (verdict.allowed ? 1 : 0)) sql.exec("DELETE FROM hits WHERE t < ?", log.times[0] ?? now);
    return verdict;
  }
}
