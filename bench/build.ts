/**
 * Section 1 — the generator's generate() into a temp directory (time, files, bytes, peak RSS),
 * against a baseline in the same run: the same files (same relative paths, same bytes, read
 * into memory beforehand, untimed) written by a minimal loop of mkdirSync + writeFileSync. The
 * ratio says how much the build costs beyond writing its own output. A build of a few seconds
 * is repeated (up to 3 runs) and medians compared.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { filesUnder } from "../lib/files.ts";
import { performance } from "node:perf_hooks";
import { generate, type GenerateResult } from "../generator/generate.ts";
import { buildSampleDatabase, FULL_DB, openDatabase } from "../database/sqlite.ts";
import { Progress } from "../generator/progress.ts";
import { addressesFromEnv } from "../contract/addresses.ts";
import { RssSampler } from "./memory.ts";
import { ratio, summarize } from "./stats.ts";

/** Up to this many generate() runs, while their total stays under the budget. */
const MAX_RUNS = 3;
const REPEAT_BUDGET_SECONDS = 10;

const median = (values: number[]) => summarize(values).p50;

export interface BuildFigures {
  data: { source: "import" | "full" | "sample"; path: string; sample_db_seconds: number | null };
  build: {
    /** seconds of each run; `seconds` is their median */
    runs: number[];
    seconds: number;
    files: number;
    served_files: number;
    bytes: number;
    files_per_second: number;
    mb_per_second: number;
    /** process RSS just before generate() */
    rss_before_bytes: number;
    /** highest process RSS sampled during the generate() runs */
    peak_rss_bytes: number;
    /** the kernel's high-water mark of this process's RSS, right after the first generate() */
    max_rss_bytes: number;
  };
  baseline: {
    runs: number[];
    seconds: number;
    files: number;
    dirs: number;
    bytes: number;
    files_per_second: number;
    mb_per_second: number;
  };
  /** build seconds / baseline seconds */
  ratio: number | null;
}

/** The database measured: the one just imported, else data/wow.sqlite, else the sample, built here. */
export function benchDatabase(tmp: string, imported: string | null) {
  // BENCH_SAMPLE=1 measures the sample whatever data is there (a quick run of the bench itself).
  const path = process.env.BENCH_SAMPLE === "1" ? "" : (imported ?? FULL_DB);
  if (existsSync(path)) return { source: imported ? ("import" as const) : ("full" as const), path, sampleSeconds: null };
  const t0 = performance.now();
  const sample = buildSampleDatabase(join(tmp, "sample.sqlite"));
  return { source: "sample" as const, path: sample, sampleSeconds: (performance.now() - t0) / 1000 };
}

/** The baseline: the build's files written again as plainly as possible into `out`; returns its seconds, `out` removed. */
function writeBaseline(out: string, dirs: string[], files: (readonly [string, Buffer])[]): number {
  mkdirSync(out);
  const t0 = performance.now();
  for (const dir of dirs) mkdirSync(join(out, dir), { recursive: true });
  for (const [rel, bytes] of files) writeFileSync(join(out, rel), bytes);
  const seconds = (performance.now() - t0) / 1000;
  rmSync(out, { recursive: true, force: true });
  return seconds;
}

/**
 * Builds dist into `<tmp>/dist-<run>` (the last one is kept and returned) and the baseline
 * copies beside it, from the database just imported, else data/wow.sqlite, else the sample.
 */
export async function benchBuild(tmp: string, imported: string | null): Promise<{ figures: BuildFigures; dist: string }> {
  const { source, path, sampleSeconds } = benchDatabase(tmp, imported);

  // A short build is repeated (fresh directories each time, builds and baselines interleaved)
  // and the medians are compared: one run of a fraction of a second is mostly noise here.
  const db = openDatabase(path);
  const builds: number[] = [];
  const baselines: number[] = [];
  const rssBefore = process.memoryUsage().rss;
  let peak = 0;
  let result: GenerateResult | undefined;
  let dist = "";
  let files: (readonly [string, Buffer])[] = [];
  let dirs: string[] = [];
  let maxRss = 0;
  try {
    for (let run = 1; run <= MAX_RUNS; run++) {
      // Stop when one more run would take the builds over the budget.
      if (run > 1 && builds.reduce((a, b) => a + b, 0) + builds[0]! > REPEAT_BUDGET_SECONDS) break;
      // dist is a link to its build in dist.builds/ (generator/swap.ts): both go.
      if (dist) for (const path of [dist, `${dist}.builds`, `${dist}.state`]) rmSync(path, { recursive: true, force: true });
      dist = join(tmp, `dist-${run}`);
      const sampler = new RssSampler();
      try {
        const t0 = performance.now();
        result = await generate(db, addressesFromEnv(process.env), dist, new Progress(true));
        builds.push((performance.now() - t0) / 1000);
      } finally {
        peak = Math.max(peak, await sampler.stop());
      }

      if (run === 1) {
        maxRss = process.resourceUsage().maxRSS * 1024;
        // Baseline: load the built files (untimed), then write them again as plainly as possible.
        const rels = filesUnder(dist).sort();
        files = rels.map((rel) => [rel, readFileSync(join(dist, rel))] as const);
        dirs = [...new Set(rels.map((rel) => rel.split("/").slice(0, -1).join("/")).filter(Boolean))];
      }
      baselines.push(writeBaseline(join(tmp, `baseline-${run}`), dirs, files));
    }
  } finally {
    db.close();
  }
  const seconds = median(builds);
  const baselineSeconds = median(baselines);
  const baselineBytes = files.reduce((sum, [, bytes]) => sum + bytes.length, 0);
  const fileCount = files.length;
  files = []; // let the copies go before the next sections

  return {
    dist,
    figures: {
      data: { source, path, sample_db_seconds: sampleSeconds },
      build: {
        runs: builds,
        seconds,
        files: result!.files,
        served_files: result!.info.files,
        bytes: result!.bytes,
        files_per_second: result!.files / seconds,
        mb_per_second: result!.bytes / 1e6 / seconds,
        rss_before_bytes: rssBefore,
        peak_rss_bytes: peak,
        max_rss_bytes: maxRss,
      },
      baseline: {
        runs: baselines,
        seconds: baselineSeconds,
        files: fileCount,
        dirs: dirs.length,
        bytes: baselineBytes,
        files_per_second: fileCount / baselineSeconds,
        mb_per_second: baselineBytes / 1e6 / baselineSeconds,
      },
      ratio: ratio(seconds, baselineSeconds),
    },
  };
}
