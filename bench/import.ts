/**
 * Section 0 — the importer on the real public data (../shared/data), when it is there: time
 * of `runImport` into a temp database, records per type, database size. The build section then
 * renders that fresh import, so one bench run gives import, build and edge figures on the same
 * data. BENCH_IMPORT=0 skips it (the build then uses data/wow.sqlite, or the sample).
 */
import { existsSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { performance } from "node:perf_hooks";
import { runImport } from "../importer/import.ts";

export interface ImportFigures {
  from: string;
  path: string;
  seconds: number;
  bytes: number;
  /** records per version and type */
  records: Record<string, Record<string, number>>;
}

export async function benchImport(root: string, tmp: string): Promise<ImportFigures | null> {
  const from = resolve(root, "..", "shared", "data");
  if (process.env.BENCH_IMPORT === "0" || !existsSync(from)) return null;
  const path = join(tmp, "wow.sqlite");
  const t0 = performance.now();
  const reports = await runImport({ from, target: path, reportPath: null });
  const seconds = (performance.now() - t0) / 1000;
  const records = Object.fromEntries(reports.map((r) => [r.version, Object.fromEntries(r.figures.map((f) => [f.type, f.records]))]));
  return { from, path, seconds, bytes: statSync(path).size, records };
}
