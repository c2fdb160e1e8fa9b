/**
 * Load generation, always bounded in count and in time:
 *   - runLoad: drives any async request function (Miniflare dispatchFetch, the handler called
 *     in-process, an HTTP GET) at a given concurrency, after a warm-up, and measures latency,
 *     throughput and the CPU time of this process;
 *   - httpGetter: a keep-alive node:http client for one URL (the in-process load generator);
 *   - runWrk: wrk, when installed, for the HTTP comparison.
 */
import { spawn } from "node:child_process";
import { Agent, get } from "node:http";
import { performance } from "node:perf_hooks";
import { summarize, type Summary } from "./stats.ts";

/** One request; resolves with its HTTP status once the body has been read entirely. */
export type RequestFn = () => Promise<number>;

export interface LoadOptions {
  /** measured requests (upper bound) */
  requests: number;
  /** requests before measuring, one at a time (upper bound) */
  warmup: number;
  concurrency: number;
  /** time bound of the measured phase, and separately of the warm-up */
  maxSeconds: number;
  /** stops the run early (Ctrl-C) */
  signal?: AbortSignal;
}

export interface LoadResult {
  requests: number;
  concurrency: number;
  seconds: number;
  rps: number;
  /** milliseconds */
  latency: Summary;
  /** CPU time of this process during the measured phase, µs (user + system, all threads) */
  cpuMicros: number;
  /** answers by status; "error" for a request that threw */
  statuses: Record<string, number>;
  /** the time bound ended the run before the request count */
  stoppedByTime: boolean;
}

export async function runLoad(one: RequestFn, options: LoadOptions): Promise<LoadResult> {
  const statuses: Record<string, number> = {};
  const count = (status: number | "error") => (statuses[status] = (statuses[status] ?? 0) + 1);

  const warmEnd = performance.now() + options.maxSeconds * 1000;
  for (let i = 0; i < options.warmup && performance.now() < warmEnd && !options.signal?.aborted; i++) await one().catch(() => 0);

  const latencies: number[] = [];
  let issued = 0;
  let stoppedByTime = false;
  const cpu = process.cpuUsage();
  const start = performance.now();
  const deadline = start + options.maxSeconds * 1000;
  let firstError: unknown = null;
  const lane = async () => {
    while (issued < options.requests && !options.signal?.aborted) {
      if (performance.now() >= deadline) {
        stoppedByTime = true;
        return;
      }
      issued++;
      const t0 = performance.now();
      try {
        count(await one());
      } catch (error) {
        firstError ??= error;
        count("error");
      }
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency) }, lane));
  const seconds = (performance.now() - start) / 1000;
  const used = process.cpuUsage(cpu);
  if (options.signal?.aborted) throw new Error("stopped");
  if (statuses.error === latencies.length) throw new Error(`every request failed: ${(firstError as Error)?.message ?? firstError}`);
  return {
    requests: latencies.length,
    concurrency: options.concurrency,
    seconds,
    rps: latencies.length / seconds,
    latency: summarize(latencies),
    cpuMicros: used.user + used.system,
    statuses,
    stoppedByTime,
  };
}

/** Non-200 answers of a run, as "404×3, error×1", or "" when all were 200. */
export function unexpected(statuses: Record<string, number>): string {
  return Object.entries(statuses)
    .filter(([status]) => status !== "200")
    .map(([status, n]) => `${status}×${n}`)
    .join(", ");
}

/** A keep-alive GET of one URL; close() frees the sockets. */
export function httpGetter(url: string, concurrency: number): { one: RequestFn; close: () => void } {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const one: RequestFn = () =>
    new Promise((resolve, reject) => {
      const req = get(url, { agent }, (res) => {
        res.on("error", reject);
        res.on("end", () => resolve(res.statusCode ?? 0));
        res.resume();
      });
      req.setTimeout(10_000, () => req.destroy(new Error(`no answer from ${url} in 10 s`)));
      req.on("error", reject);
    });
  return { one, close: () => agent.destroy() };
}

export interface WrkResult {
  rps: number;
  /** mean and 99th percentile latency, ms */
  meanMs: number;
  p99Ms: number;
  requests: number;
  /** "Non-2xx or 3xx responses" */
  non2xx: number;
}

/** `wrk -t<threads> -c<connections> -d<seconds>s --latency URL`, killed if it overruns by 10 s or on `signal`. */
export function runWrk(url: string, seconds: number, connections = 16, signal?: AbortSignal, threads = 2): Promise<WrkResult> {
  return new Promise((resolve, reject) => {
    const child = spawn("wrk", [`-t${threads}`, `-c${connections}`, `-d${seconds}s`, "--latency", url], {
      stdio: ["ignore", "pipe", "pipe"],
      signal,
    });
    let out = "";
    child.stdout.on("data", (chunk) => (out += chunk));
    child.stderr.on("data", (chunk) => (out += chunk));
    const timer = setTimeout(() => child.kill("SIGKILL"), (seconds + 10) * 1000);
    child.on("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on("close", (code) => {
      clearTimeout(timer);
      const rps = /Requests\/sec:\s+([\d.]+)/.exec(out);
      if (code !== 0 || !rps) return reject(new Error(`wrk failed (exit ${code}): ${out.trim().slice(-300)}`));
      const time = (text: string | undefined) => {
        const m = /^([\d.]+)(us|ms|s|m)$/.exec(text ?? "");
        if (!m) return NaN;
        return Number(m[1]) * { us: 0.001, ms: 1, s: 1000, m: 60_000 }[m[2] as "us" | "ms" | "s" | "m"];
      };
      resolve({
        rps: Number(rps[1]),
        meanMs: time(/Latency\s+(\S+)/.exec(out)?.[1]),
        p99Ms: time(/^\s*99%\s+(\S+)/m.exec(out)?.[1]),
        requests: Number(/(\d+) requests in/.exec(out)?.[1] ?? NaN),
        non2xx: Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0),
      });
    });
  });
}

/** A load run's figures as last.json keeps them. */
export function loadFigures(r: LoadResult) {
  return {
    requests: r.requests,
    concurrency: r.concurrency,
    seconds: r.seconds,
    rps: r.rps,
    mean_ms: r.latency.mean,
    p50_ms: r.latency.p50,
    p95_ms: r.latency.p95,
    p99_ms: r.latency.p99,
    statuses: r.statuses,
    stopped_by_time: r.stoppedByTime,
  };
}
