/**
 * What an import step receives: the data directory, the version's rows gathered so far, and
 * helpers that find source files (recording which were used or missing, for the report) and
 * read tables out of the French 2.4.3 DBC archive (extracted once per run, not per table).
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Version } from "../../edge/api/enums.ts";
import { readDbc, type Dbc } from "../formats/dbc.ts";
import type { SourceCount, TableName, TableRow, VersionData } from "../rows.ts";

/** The only staged client tables: 2.4.3 frFR, used by every version where ids agree. */
export const DBC_ARCHIVE = "tbc/dbc_frFR_2.4.3_8606.tar.xz";
const DBC_FOLDER = "dbc_frFR_2.4.3_8606";

export interface StepContext {
  dir: string;
  version: Version;
  data: VersionData;
  /** Absolute path of a source file (relative to the data directory), or null when absent. */
  have(rel: string | undefined): string | null;
  haveAll(rels: string[] | undefined): string[];
  /**
   * A source file parsed once per import, whichever step or version asks for it: `read` runs
   * on the first request for that file and that reader, later requests get its result (a
   * promise for async readers). Null when the file is absent (recorded as missing).
   */
  load<T>(rel: string | undefined, read: (path: string) => T): T | null;
  /** A table of the French 2.4.3 client (e.g. "Faction.dbc"), or null when the archive or the table is absent. */
  dbc(name: string): Dbc | null;
  /** The rows of a schema table, created empty on first use. */
  table(name: TableName): TableRow[];
  /** What a source holds, for the report's source / imported / difference columns. */
  sourceCount(count: SourceCount): void;
}

export function stepContext(dir: string, data: VersionData): StepContext {
  const have = (rel: string | undefined): string | null => {
    if (!rel) return null;
    const path = join(dir, rel);
    if (existsSync(path)) {
      data.sources.push(rel);
      return path;
    }
    data.missing.push(rel);
    return null;
  };
  return {
    dir,
    version: data.version,
    data,
    have,
    haveAll: (rels) => (rels ?? []).map(have).filter((p): p is string => p !== null),
    load(rel, read) {
      const path = have(rel);
      return path === null ? null : parsedOnce(path, read);
    },
    dbc(name) {
      const archive = have(DBC_ARCHIVE);
      if (!archive) return null;
      // Keyed by archive and table, like a file of its own: each table is read once per import.
      const table = parsedOnce(`${archive}#${name}`, readArchivedDbc);
      if (!table) data.missing.push(`${DBC_ARCHIVE}: ${name}`);
      return table;
    },
    table: (name) => (data.tables[name] ??= []),
    sourceCount: (count) => void data.sourceCounts.push(count),
  };
}

/** Parsed source files of the running import, by reader then path (see StepContext.load). */
const parsed = new Map<Function, Map<string, unknown>>();

function parsedOnce<T>(path: string, read: (path: string) => T): T {
  let byPath = parsed.get(read);
  if (!byPath) parsed.set(read, (byPath = new Map()));
  if (!byPath.has(path)) byPath.set(path, read(path));
  return byPath.get(path) as T;
}

/** Forgets the parsed files: an import's sources may change before the next one. */
export function forgetParsed(): void {
  parsed.clear();
}

/** Archives extracted during this process, so each is unpacked once whatever the steps ask. */
const extracted = new Map<string, string>();

/** Removes the folders archives were extracted to (test runners end processes without "exit"). */
export function removeExtracted(): void {
  for (const folder of extracted.values()) rmSync(folder, { recursive: true, force: true });
  extracted.clear();
}

/** "<archive>#<table>": that table of the client archive, or null when the archive lacks it. */
function readArchivedDbc(key: string): Dbc | null {
  const [archive, name] = key.split("#") as [string, string];
  const bytes = dbcFile(archive, name);
  return bytes ? readDbc(bytes) : null;
}

function dbcFile(archive: string, name: string): Buffer | null {
  let folder = extracted.get(archive);
  if (!folder) {
    folder = mkdtempSync(join(tmpdir(), "grimoire-dbc-"));
    // Node has no xz decoder; the system tar has one. The folder goes at the end of the import
    // (removeExtracted), or when the process ends if the import never gets there.
    execFileSync("tar", ["-xJf", archive, "-C", folder]);
    const dir = folder;
    process.once("exit", () => rmSync(dir, { recursive: true, force: true }));
    extracted.set(archive, folder);
  }
  const path = join(folder, DBC_FOLDER, name);
  return existsSync(path) ? readFileSync(path) : null;
}
