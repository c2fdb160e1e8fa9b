/**
 * Section 0 — the importer on the real public data (../shared/data), when it is there: time
 * of `runImport` into a temp database, against a baseline of the same run (reading and
 * decompressing every file the import read, nothing parsed), records per type, database size.
 * The build section then renders that fresh import, so one bench run gives import, build and
 * edge figures on the same data. BENCH_IMPORT=0 skips it (the build then uses data/wow.sqlite,
 * or the sample).
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { performance } from "node:perf_hooks";
import { gunzipSync } from "node:zlib";
import { runImport } from "../importer/import.ts";

export interface ImportFigures {
  from: string;
  path: string;
  seconds: number;
  /** reading and decompressing the files the import read, in the same run */
  baseline_seconds: number;
  files: number;
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
  const files = [...new Set(reports.flatMap((r) => r.sources))].filter((f) => !f.startsWith("npm:")).map((f) => join(from, f));
  const b0 = performance.now();
  for (const file of files) {
    if (file.endsWith(".gz")) gunzipSync(readFileSync(file));
    else if (file.endsWith(".tar.xz")) execFileSync("tar", ["-xJOf", file], { maxBuffer: 1 << 30 });
    else readFileSync(file);
  }
  const baseline = (performance.now() - b0) / 1000;
  const records = Object.fromEntries(reports.map((r) => [r.version, Object.fromEntries(r.figures.map((f) => [f.type, f.records]))]));
  return { from, path, seconds, baseline_seconds: baseline, files: files.length, bytes: statSync(path).size, records };
}
