/**
 * The baseline of the search bench: another commit's code (`main` unless BENCH_SEARCH_BASE names
 * one) checked out in a second worktree, and its build of the same data, so that search before
 * and after a change is measured in one run on the same machine. The worktree shares this one's
 * node_modules; it is removed at the end of the run. BENCH_SEARCH_BASE_DIST=DIR uses a build that
 * commit's code already made of the same data instead of building again (minutes on the full data).
 */
import { execFileSync, spawn } from "node:child_process";
import { existsSync, symlinkSync } from "node:fs";
import { join } from "node:path";

export interface Baseline {
  /** the source tree of the baseline commit */
  root: string;
  ref: string;
  commit: string;
  /** its build of the data */
  dist: string;
  /** seconds its build took, null when BENCH_SEARCH_BASE_DIST gave it */
  build_seconds: number | null;
}

/** Runs a command to its end, its output to this process's stderr; rejects on a non-zero exit. */
function run(command: string, args: string[], cwd: string, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ["ignore", "ignore", "inherit"], signal });
    child.once("error", reject);
    child.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} exited with ${code}`))));
  });
}

/**
 * Checks the baseline commit out in `tmp` and builds `db` with its generator. `hold` registers the
 * worktree's removal with the bench (harness.ts).
 */
export async function prepareBaseline(
  root: string,
  tmp: string,
  db: string,
  hold: (name: string, release: () => void) => void,
  signal?: AbortSignal,
): Promise<Baseline> {
  const ref = process.env.BENCH_SEARCH_BASE ?? "main";
  const commit = execFileSync("git", ["rev-parse", ref], { cwd: root, encoding: "utf8" }).trim();
  const tree = join(tmp, "search-baseline");
  execFileSync("git", ["worktree", "add", "--detach", tree, commit], { cwd: root, stdio: "ignore" });
  hold(tree, () => execFileSync("git", ["worktree", "remove", "--force", tree], { cwd: root, stdio: "ignore" }));
  if (!existsSync(join(tree, "node_modules"))) symlinkSync(join(root, "node_modules"), join(tree, "node_modules"), "dir");
  const given = process.env.BENCH_SEARCH_BASE_DIST;
  if (given) return { root: tree, ref, commit, dist: given, build_seconds: null };
  const dist = join(tmp, "search-baseline-dist");
  const t0 = performance.now();
  // Its environment is this process's: the same addresses as the build measured.
  await run("npx", ["tsx", "generator/cli.ts", "--db", db, "--out", dist], tree, signal);
  return { root: tree, ref, commit, dist, build_seconds: (performance.now() - t0) / 1000 };
}
