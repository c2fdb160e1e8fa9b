/**
 * What every section of `npm run bench` shares: the run's temp directory, its abort signal
 * (Ctrl-C), the things to release at the end (servers, Miniflare, folders), the figures written
 * to bench/.out/last.json, and the facts one section hands the next (the data and the build).
 * A section that fails is reported and recorded; the next sections still run.
 */
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, cpus, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Target } from "./cpu.ts";
import type { PlannedKeys } from "./deploy.ts";
import type { RebuildFigures } from "./rebuild.ts";
import { note } from "./report.ts";
import { fmt, round } from "./stats.ts";

export const ROOT = fileURLToPath(new URL("..", import.meta.url));
const OUT = join(ROOT, "bench/.out");

/** The data and build the first sections make, for the sections after them. */
export interface BenchData {
  /** the SQLite database measured: a fresh import, data/wow.sqlite, or the sample */
  path: string;
  /** the build of it (a dist/ link in the temp directory) */
  dist: string;
  /** a record, a list page and a filtered list of the build */
  targets: Target[];
  /** why the targets are not classic NPCs, when they are not */
  targetsRemark: string | null;
  /** the rebuilds after small changes, which replaced the build in `dist`; the last changed one record */
  rebuild: RebuildFigures;
  /** what the bucket would hold of the build before that change (the deploy section) */
  plannedBefore: PlannedKeys | null;
}

export interface Bench {
  root: string;
  tmp: string;
  signal: AbortSignal;
  /** every figure of the run, by section key */
  results: Record<string, unknown>;
  /** Keeps something to release at the end (last acquired first); returns its early release.
   * `now` is the synchronous release used on Ctrl-C. */
  hold(name: string, run: () => Promise<unknown> | unknown, now?: () => void): () => Promise<void>;
  /** set by the build section */
  data?: BenchData;
}

export interface Section {
  /** its key in last.json and in `--only` */
  key: string;
  /** true when it measures the build the build section makes */
  needsBuild?: boolean;
  run(bench: Bench): Promise<void>;
}

interface Held {
  name: string;
  run: () => Promise<unknown> | unknown;
  now?: () => void;
}

/** Runs one release, bounded in time: a Miniflare whose workerd already died may never settle. */
async function release({ name, run }: Held): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const timeout = new Promise((_, fail) => (timer = setTimeout(() => fail(new Error("timed out after 10 s")), 10_000)));
    await Promise.race([Promise.resolve().then(run), timeout]);
  } catch (error) {
    console.error(`bench: could not release ${name}: ${(error as Error).message}`);
  } finally {
    clearTimeout(timer);
  }
}

/** On Ctrl-C or SIGTERM: the sections are told to stop and what is held is released at once. */
function stopOnSignals(held: Held[]): AbortController {
  const stopping = new AbortController();
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    // `on`, not `once`: Ctrl-C can arrive twice (from the terminal and relayed by tsx), and a
    // second signal without a listener would kill the process in the middle of the cleanup.
    // Miniflare's own handler exits right after this one, so only synchronous releases run.
    process.on(signal, () => {
      if (stopping.signal.aborted) return;
      console.error(`\nbench: ${signal}, stopping`);
      stopping.abort();
      while (held.length) {
        const { name, now } = held.pop()!;
        try {
          now?.();
        } catch (error) {
          console.error(`bench: could not release ${name}: ${(error as Error).message}`);
        }
      }
      process.exit(130);
    });
  }
  return stopping;
}

/** bench/.out/last.json: every figure of the run, fractions rounded. */
function writeResults(results: Record<string, unknown>): void {
  try {
    const json = JSON.stringify(
      results,
      (_key, value) => (typeof value === "number" && !Number.isInteger(value) ? round(value) : value),
      2,
    );
    writeFileSync(join(OUT, "last.json"), `${json}\n`);
    process.stdout.write(`\nbench took ${fmt.s(results.seconds as number)}; figures written to bench/.out/last.json\n`);
  } catch (error) {
    console.error(`bench: could not write last.json: ${(error as Error).message}`);
  }
}

/** Runs the sections in order, then writes last.json and releases everything; the exit code
 * is 1 when a section failed. */
export async function runSections(sections: readonly Section[]): Promise<void> {
  process.chdir(ROOT);
  const held: Held[] = [];
  const stopping = stopOnSignals(held);
  const results: Record<string, unknown> = {
    started: new Date().toISOString(),
    machine: { cpus: availableParallelism(), cpu_model: cpus()[0]?.model ?? null, node: process.version, platform: process.platform },
    sections: sections.map((s) => s.key),
  };
  const failures: string[] = [];
  const started = performance.now();
  mkdirSync(OUT, { recursive: true });
  const tmp = mkdtempSync(join(tmpdir(), "grimoire-bench-"));
  const bench: Bench = {
    root: ROOT,
    tmp,
    signal: stopping.signal,
    results,
    hold(name, run, now) {
      const entry = { name, run, now };
      held.push(entry);
      return async () => {
        const at = held.indexOf(entry);
        if (at >= 0) await release(held.splice(at, 1)[0]!);
      };
    },
  };
  // On Ctrl-C the directory is removed by a detached `rm`: removing thousands of files here
  // would block the signal report tsx waits for, and tsx would kill this process half-way.
  bench.hold(
    tmp,
    () => rmSync(tmp, { recursive: true, force: true }),
    () => spawn("rm", ["-rf", tmp], { detached: true, stdio: "ignore" }).unref(),
  );
  process.stdout.write(`grimoire-api bench — ${availableParallelism()} CPUs, Node ${process.version}, temp ${tmp}\n`);
  try {
    for (const section of sections) {
      if (stopping.signal.aborted) break;
      if (section.needsBuild && !bench.data) {
        note(`${section.key}: skipped, no build to measure`);
        continue;
      }
      try {
        await section.run(bench);
      } catch (error) {
        note(`FAILED: ${(error as Error).message ?? error}`);
        results[section.key] = { ...(results[section.key] as object), error: (error as Error).message, stack: (error as Error).stack };
        failures.push(section.key);
      }
    }
  } finally {
    results.finished = new Date().toISOString();
    results.seconds = (performance.now() - started) / 1000;
    results.failed_sections = failures;
    writeResults(results);
    while (held.length) await release(held.pop()!);
  }
  process.exitCode = failures.length ? 1 : 0;
}
