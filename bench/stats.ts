/**
 * Small statistics for the bench: mean and percentiles of latency samples, and the number
 * formatting every table of the bench uses (ratios always "×", durations in ms or µs).
 */

export interface Summary {
  count: number;
  mean: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/** Nearest-rank percentile of already sorted values (p in 0..100). */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export function summarize(values: readonly number[]): Summary {
  const sorted = [...values].sort((a, b) => a - b);
  const mean = sorted.reduce((s, v) => s + v, 0) / (sorted.length || NaN);
  return {
    count: sorted.length,
    mean,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1] ?? NaN,
  };
}

/** a / b, or null when either side is missing or b is zero. */
export function ratio(a: number | null | undefined, b: number | null | undefined): number | null {
  if (a == null || b == null || !Number.isFinite(a) || !Number.isFinite(b) || b === 0) return null;
  return a / b;
}

/** Rounds a figure for last.json (3 significant decimals are plenty for a shared 2-core box). */
export function round(value: number, digits = 3): number {
  return Number.isFinite(value) ? Number(value.toFixed(digits)) : value;
}

export const fmt = {
  int: (n: number) => (Number.isFinite(n) ? Math.round(n).toLocaleString("en-US") : "-"),
  num: (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : "-"),
  ms: (n: number) => (Number.isFinite(n) ? `${n < 10 ? n.toFixed(2) : n.toFixed(1)} ms` : "-"),
  us: (n: number) => (Number.isFinite(n) ? `${Math.round(n).toLocaleString("en-US")} µs` : "-"),
  s: (n: number) => (Number.isFinite(n) ? `${n.toFixed(2)} s` : "-"),
  mb: (bytes: number) => (Number.isFinite(bytes) ? `${(bytes / 1e6).toFixed(1)} MB` : "-"),
  x: (r: number | null) => (r == null ? "-" : `${r < 10 ? r.toFixed(2) : r.toFixed(1)}×`),
};
