/**
 * Cost as data grows: the database multiplied 1×, 2× and 4×, each built in a child process of
 * its own (the build's seconds and the kernel's peak RSS of that process, as `/usr/bin/time`
 * reports it), then a record, a filtered list and a search asked of handle() over that build:
 * CPU per request beside a bare `new Response("{}")` in the same isolate (bench/cpu.ts),
 * measured RUNS times for the range. Every figure is quoted as a ratio to the 1× one of the same
 * run, so the curve shows, not one point.
 *
 * How the k× data is made: a temp copy of data/wow.sqlite (the sample when it is absent) in
 * which every table but the lookups (meta, data_source, game_version, quest_sort) gets k − 1
 * copies of its rows, copy c with every `id` and `*_id` column, and `zone_or_sort` when it is a
 * zone, moved by c × ID_STEP (exclusive groups too, away from 0 by sign): k disjoint copies of
 * the world, each consistent in itself (loot, spawns, quests point into their own copy), names
 * unchanged, so lists, search terms and postings grow k-fold.
 *
 *   npx tsx bench/scale.ts                 1×, 2×, 4× (on the full data: seven full builds' worth of files)
 *   SCALES=1,2 npx tsx bench/scale.ts      other factors
 *   SCALE_DB=data/sample.sqlite npx tsx bench/scale.ts   another database (a quick look)
 *   SCALE_VERSIONS=classic npx tsx bench/scale.ts       the records of some game versions only, as 1×
 *                                                       (the full data at 4× takes much disk)
 */
import Database from "better-sqlite3";
import { spawn } from "node:child_process";
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { benchHandlerCpu, BASELINE, type Target } from "./cpu.ts";
import { note, section, table } from "./report.ts";
import { fmt, ratio } from "./stats.ts";

/** Copy c of a row gets ids + c × ID_STEP: above every real id. */
const ID_STEP = 10_000_000;
const LOOKUPS = new Set(["meta", "data_source", "game_version", "quest_sort"]);
/** Measures of the request CPU at each size, for the range. */
const RUNS = 3;
const CPU = { requests: 400, warmup: 40, maxSeconds: 3 };

export interface ScalePoint {
  factor: number;
  rows: number;
  build_seconds: number;
  files: number;
  bytes: number;
  /** the kernel's high-water mark of the build's process */
  peak_rss_bytes: number;
  /** request kind -> CPU µs per request of each run */
  cpu_us: Record<string, number[]>;
}

/** Adds factor − 1 copies of every record table to the database at `path` (see the header). */
export function multiply(path: string, factor: number): number {
  const db = new Database(path);
  try {
    const tables = (
      db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").pluck().all() as string[]
    ).filter((t) => !LOOKUPS.has(t));
    db.transaction(() => {
      for (const table of tables) {
        const cols = (db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).map((c) => c.name);
        // Copies of the original rows only.
        const last = db.prepare(`SELECT max(rowid) FROM ${table}`).pluck().get() as number | null;
        for (let c = 1; c < factor; c++) {
          const step = c * ID_STEP;
          const expr = cols.map((col) =>
            col === "id" || col.endsWith("_id") || col === "zone_or_sort"
              ? `CASE WHEN ${col} > 0 THEN ${col} + ${step} ELSE ${col} END`
              : col === "exclusive_group"
                ? `CASE WHEN ${col} > 0 THEN ${col} + ${step} WHEN ${col} < 0 THEN ${col} - ${step} ELSE ${col} END`
                : col,
          );
          db.exec(`INSERT INTO ${table} (${cols.join(",")}) SELECT ${expr.join(",")} FROM ${table} WHERE rowid <= ${last ?? 0}`);
        }
      }
    })();
    return tables.reduce((sum, t) => sum + (db.prepare(`SELECT count(*) FROM ${t}`).pluck().get() as number), 0);
  } finally {
    db.close();
  }
}

/** Keeps only the rows of `versions` in the database at `path` (SCALE_VERSIONS): a smaller 1×. */
export function keepVersions(path: string, versions: readonly string[]): void {
  const db = new Database(path);
  try {
    const marks = versions.map(() => "?").join(", ");
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").pluck().all() as string[];
    db.transaction(() => {
      for (const table of tables) {
        const cols = (db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).map((c) => c.name);
        if (cols.includes("version")) db.prepare(`DELETE FROM ${table} WHERE version NOT IN (${marks})`).run(...versions);
      }
      db.prepare(`DELETE FROM game_version WHERE id NOT IN (${marks})`).run(...versions);
    })();
    db.exec("VACUUM");
  } finally {
    db.close();
  }
}

/** Builds `db` into `out` in a child process (this file, --build); its seconds, files, bytes, peak RSS. */
function buildInChild(db: string, out: string): Promise<{ seconds: number; files: number; bytes: number; peak_rss_bytes: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), "--build", db, out], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve(JSON.parse(output.trim().split("\n").at(-1)!)) : reject(new Error(`build of ${db} exited with ${code}`)),
    );
  });
}

/** The record, filtered list and search asked at every size: of the original world, so the same at each. */
function targetsOf(dist: string): Target[] {
  const npcs = JSON.parse(readFileSync(join(dist, "v1/classic/npcs.json"), "utf8")).data as { id: number }[];
  const id = npcs.find((n) => n.id < ID_STEP)?.id ?? npcs[0]!.id;
  return [
    { kind: "record", path: `/v1/classic/npcs/${id}` },
    { kind: "filtered list", path: "/v1/classic/npcs?type=humanoid&sort=-level&limit=50" },
    { kind: "search", path: "/v1/search?q=epee" },
  ];
}

export async function benchScale(
  source: string,
  factors: readonly number[],
  tmp: string,
  signal?: AbortSignal,
  versions: readonly string[] = [],
): Promise<ScalePoint[]> {
  const points: ScalePoint[] = [];
  for (const factor of factors) {
    if (signal?.aborted) break;
    const db = join(tmp, `scale-${factor}.sqlite`);
    const dist = join(tmp, `scale-${factor}-dist`);
    copyFileSync(source, db);
    if (versions.length) keepVersions(db, versions);
    const rows = multiply(db, factor);
    try {
      const built = await buildInChild(db, dist);
      const cpu_us: Record<string, number[]> = {};
      for (let run = 0; run < RUNS && !signal?.aborted; run++) {
        const figures = await benchHandlerCpu(dist, targetsOf(dist), { ...CPU, signal });
        for (const row of figures.rows) (cpu_us[row.kind] ??= []).push(row.cpu_us_per_request);
      }
      points.push({
        factor,
        rows,
        build_seconds: built.seconds,
        files: built.files,
        bytes: built.bytes,
        peak_rss_bytes: built.peak_rss_bytes,
        cpu_us,
      });
    } finally {
      // dist is a link to its build in dist.builds/ (generator/swap.ts): both go.
      for (const path of [db, dist, `${dist}.builds`, `${dist}.state`]) rmSync(path, { recursive: true, force: true });
    }
  }
  return points;
}

/** "12 µs (11–13)": the median of the runs, with their range. */
const spread = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `${fmt.us(sorted[Math.floor(sorted.length / 2)]!)} (${fmt.int(sorted[0]!)}–${fmt.int(sorted.at(-1)!)})`;
};
const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The tables of the scale section: absolute figures, then each as a ratio to 1×. */
export function reportScale(points: readonly ScalePoint[]): void {
  const one = points.find((p) => p.factor === 1) ?? points[0]!;
  const kinds = Object.keys(one.cpu_us);
  table(
    ["data", "rows", "build", "×1×", "peak RSS", "×1×", "files", ...kinds.map((k) => `${k} CPU`)],
    points.map((p) => [
      `${p.factor}×`,
      fmt.int(p.rows),
      fmt.s(p.build_seconds),
      fmt.x(ratio(p.build_seconds, one.build_seconds)),
      fmt.mb(p.peak_rss_bytes),
      fmt.x(ratio(p.peak_rss_bytes, one.peak_rss_bytes)),
      fmt.int(p.files),
      ...kinds.map((k) => spread(p.cpu_us[k] ?? [])),
    ]),
  );
  const handlerKinds = kinds.filter((k) => k !== BASELINE);
  table(
    ["data", ...handlerKinds.map((k) => `${k} ×baseline`), ...handlerKinds.map((k) => `${k} ×1×`)],
    points.map((p) => [
      `${p.factor}×`,
      ...handlerKinds.map((k) => fmt.x(ratio(median(p.cpu_us[k]!), median(p.cpu_us[BASELINE]!)))),
      ...handlerKinds.map((k) =>
        fmt.x(ratio(median(p.cpu_us[k]!) / median(p.cpu_us[BASELINE]!), median(one.cpu_us[k]!) / median(one.cpu_us[BASELINE]!))),
      ),
    ]),
  );
  note(
    `CPU per request: median of ${RUNS} runs of up to ${CPU.requests} requests (range in brackets); ×baseline: against ${BASELINE} in the same isolate; ` +
      `×1×: that ratio against the same at 1×. Build: one child process per size, peak RSS is its kernel high-water mark`,
  );
}

// The child of buildInChild: one build, its figures as the last line of stdout.
if (process.argv[2] === "--build") {
  const [db, out] = process.argv.slice(3) as [string, string];
  const { generate } = await import("../generator/generate.ts");
  const { openDatabase } = await import("../database/sqlite.ts");
  const { Progress } = await import("../generator/progress.ts");
  const { DEFAULT_ADDRESSES } = await import("../contract/addresses.ts");
  const handle = openDatabase(db);
  const t0 = performance.now();
  // SCALE_PROGRESS=1: the build's progress lines (time, RSS and heap at each step) on stderr.
  const result = await generate(handle, DEFAULT_ADDRESSES, out, new Progress(!process.env.SCALE_PROGRESS));
  const seconds = (performance.now() - t0) / 1000;
  handle.close();
  process.stdout.write(
    `${JSON.stringify({ seconds, files: result.files, bytes: result.bytes, peak_rss_bytes: process.resourceUsage().maxRSS * 1024 })}\n`,
  );
} else if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { FULL_DB, buildSampleDatabase } = await import("../database/sqlite.ts");
  const factors = (process.env.SCALES ?? "1,2,4").split(",").map(Number);
  const versions = process.env.SCALE_VERSIONS?.split(",").filter(Boolean) ?? [];
  const tmp = mkdtempSync(join(tmpdir(), "grimoire-scale-"));
  try {
    const source = process.env.SCALE_DB ?? (existsSync(FULL_DB) ? FULL_DB : buildSampleDatabase(join(tmp, "sample.sqlite")));
    section(
      `Cost as data grows: ${source}${versions.length ? ` (${versions.join(", ")})` : ""}, ${factors.map((f) => `${f}×`).join(", ")}`,
    );
    const t0 = performance.now();
    reportScale(await benchScale(source, factors, tmp, undefined, versions));
    note(`total ${fmt.s((performance.now() - t0) / 1000)}`);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}
