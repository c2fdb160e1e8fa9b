/**
 * One import run: every version's sources assembled and written into a temporary SQLite file
 * that replaces the target only on success, then the report. Used by cli.ts and the tests.
 */
import { renameSync, rmSync, writeFileSync } from "node:fs";
import { VERSIONS } from "../contract/enums.ts";
import { removeDeadTemporaries, temporaryOf } from "../lib/leftovers.ts";
import { assembleVersion } from "./assemble.ts";
import { sourcesOf } from "./credits.ts";
import { dataDate } from "./data-date.ts";
import { FILES, pathsOf } from "./files.ts";
import { forgetParsed, forgetParsedExcept, parseCounts, removeExtracted } from "./steps/context.ts";
import { formatReport, importMarkdown, versionReport, type VersionReport } from "./report.ts";
import { createDatabase, writeSources, writeVersion } from "./writer.ts";

export interface ImportOptions {
  from: string;
  target: string;
  /** Where the Markdown report goes; null for none. */
  reportPath: string | null;
  /** Only these import steps (importer/steps/index.ts) after the base rows; all when absent. */
  steps?: readonly string[];
  log?: (line: string) => void;
}

export async function runImport(options: ImportOptions): Promise<VersionReport[]> {
  const log = options.log ?? (() => {});
  const started = performance.now();
  // A killed import's file goes first: a whole database, which nothing else would ever remove.
  removeDeadTemporaries(options.target, "import");
  const temp = temporaryOf(options.target, "import");
  const date = dataDate(options.from);
  const db = createDatabase(temp, { data_updated: date, source: "import" });
  const reports: VersionReport[] = [];
  forgetParsed();
  try {
    for (const version of VERSIONS) {
      const t = performance.now();
      log(`${version}: reading sources...`);
      const data = await assembleVersion(options.from, version, log, options.steps);
      if (!data.npcs.length && !data.objects.length) throw new Error(`${version}: no NPC nor object source found under ${options.from}`);
      writeVersion(db, data);
      const report = versionReport(db, data);
      reports.push(report);
      log(`${formatReport(report)}\n  (${((performance.now() - t) / 1000).toFixed(1)} s)`);
      // What no later version reads would hold memory to the end of the import for nothing.
      forgetParsedExcept(options.from, new Set(VERSIONS.slice(VERSIONS.indexOf(version) + 1).flatMap((v) => [...pathsOf(FILES[v])])));
    }
    writeSources(db, sourcesOf(reports.flatMap((r) => r.sources)));
    db.close();
    renameSync(temp, options.target);
  } catch (error) {
    if (db.open) db.close();
    rmSync(temp, { force: true });
    throw error;
  } finally {
    removeExtracted();
    // The parsed files go; how often each was parsed stays for parseCounts() until the next import.
    forgetParsedExcept(options.from, new Set());
  }
  const reparsed = [...parseCounts()].filter(([, n]) => n > 1).map(([path, n]) => `${path} (${n} times)`);
  if (reparsed.length) log(`files parsed more than once (two readers of one file): ${reparsed.join(", ")}`);
  const seconds = (performance.now() - started) / 1000;
  if (options.reportPath) writeFileSync(options.reportPath, importMarkdown(date, reports));
  log(`import written to ${options.target} in ${seconds.toFixed(1)} s (data_updated ${date})`);
  return reports;
}
