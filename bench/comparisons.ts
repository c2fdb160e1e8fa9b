/**
 * What the comparisons between versions cost the build (issue 36's budget, bench/README.md): full
 * builds of one database with them and without them (`--no-comparisons`), as child processes, in
 * rounds whose order alternates, each build into a new folder removed after it, once the disk has
 * written what the one before left and, where the bench may (Linux, as root), with the kernel's
 * page cache emptied: a build's writes cost the kernel far more once memory is full of the pages
 * an earlier one left, and how full it is depends on what ran before. A round's ratios compare two
 * builds minutes apart; the range over rounds says how far the machine moved.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT } from "./harness.ts";
import { ratio } from "./stats.ts";

/** One build: its id, its seconds (elapsed; CPU, user and system, every thread), peak RSS, files, and whether it started with the page cache emptied. */
export interface BuildCost {
  comparisons: boolean;
  page_cache_emptied: boolean;
  build: string;
  seconds: number;
  cpu_seconds: number;
  peak_rss_bytes: number;
  files: number;
}

export interface ComparisonRound {
  round: number;
  /** which build ran first */
  first: "with" | "without";
  with: BuildCost;
  without: BuildCost;
  ratio: { seconds: number; cpu_seconds: number; files: number };
}

/**
 * Loaded into the child build (`--import`, as a data: URL its threads also load): at the process's
 * exit, writes its CPU seconds (user and system, every thread) and peak RSS to BENCH_USAGE_FILE,
 * which the parent cannot read from a child's exit.
 */
const USAGE_AT_EXIT = `data:text/javascript,${encodeURIComponent(`
import { isMainThread } from "node:worker_threads";
import { writeFileSync } from "node:fs";
const file = process.env.BENCH_USAGE_FILE;
if (isMainThread && file)
  process.on("exit", () => {
    const usage = process.resourceUsage();
    writeFileSync(file, JSON.stringify({ user: usage.userCPUTime / 1e6, system: usage.systemCPUTime / 1e6, maxRss: usage.maxRSS * 1024 }));
  });
`)}`;

/** Removes a build's folder and its siblings (the builds it links into and the build state). */
function removeBuild(out: string): void {
  for (const dir of [out, `${out}.builds`, `${out}.state`]) rmSync(dir, { recursive: true, force: true });
}

/** Empties the kernel's page cache, where the bench may (Linux, as root); whether it did. */
function emptyPageCache(): boolean {
  try {
    writeFileSync("/proc/sys/vm/drop_caches", "3");
    return true;
  } catch {
    return false;
  }
}

async function build(db: string, out: string, comparisons: boolean, signal: AbortSignal): Promise<BuildCost> {
  removeBuild(out);
  // The previous build's files written to disk first: its writes would slow this one.
  spawnSync("sync");
  const emptied = emptyPageCache();
  const usageFile = `${out}.usage.json`;
  const args = ["--import", "tsx", "--import", USAGE_AT_EXIT, "generator/cli.ts", "--db", db, "--out", out, "--full", "--quiet"];
  if (!comparisons) args.push("--no-comparisons");
  const t0 = performance.now();
  const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...process.env, BENCH_USAGE_FILE: usageFile }, signal });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve, reject) => child.on("exit", resolve).on("error", reject));
  const seconds = (performance.now() - t0) / 1000;
  if (code !== 0 || !existsSync(usageFile))
    throw new Error(`build ${comparisons ? "with" : "without"} comparisons failed (${code}): ${output.slice(-500)}`);
  const usage = JSON.parse(readFileSync(usageFile, "utf8")) as { user: number; system: number; maxRss: number };
  rmSync(usageFile);
  removeBuild(out);
  const [, build = "", files = "NaN"] = /build (\w+) complet : (\d+) fichiers/.exec(output) ?? [];
  return {
    comparisons,
    page_cache_emptied: emptied,
    build,
    seconds,
    cpu_seconds: usage.user + usage.system,
    peak_rss_bytes: usage.maxRss,
    files: Number(files),
  };
}

/** `rounds` rounds of two full builds of `db`, the first round without comparisons first. */
export async function benchComparisons(db: string, tmp: string, rounds: number, signal: AbortSignal): Promise<ComparisonRound[]> {
  const out = join(tmp, "comparisons-build");
  const results: ComparisonRound[] = [];
  for (let round = 1; round <= rounds; round++) {
    const first = round % 2 === 1 ? "without" : "with";
    const costs = new Map<boolean, BuildCost>();
    for (const comparisons of first === "with" ? [true, false] : [false, true])
      costs.set(comparisons, await build(db, out, comparisons, signal));
    const [withThem, without] = [costs.get(true)!, costs.get(false)!];
    results.push({
      round,
      first,
      with: withThem,
      without,
      ratio: {
        seconds: ratio(withThem.seconds, without.seconds)!,
        cpu_seconds: ratio(withThem.cpu_seconds, without.cpu_seconds)!,
        files: ratio(withThem.files, without.files)!,
      },
    });
  }
  return results;
}
