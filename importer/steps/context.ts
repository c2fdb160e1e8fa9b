/**
 * What an import step receives: the version's files (importer/files.ts), the rows gathered so
 * far, and the one way to read a source: `load`, which parses each file once per import
 * whichever step or version asks (recording which files were used or missing, for the report),
 * and `dbc`, which reads a table of the client archive (extracted once per import).
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Version } from "../../contract/enums.ts";
import { FILES, type VersionFiles } from "../files.ts";
import { readDbc, type Dbc } from "../formats/dbc.ts";
import type { NewRow } from "../../rows/row.ts";
import type { SourceCount, StepTable, VersionData } from "../rows.ts";

/** A file of an npm package rather than of the data directory: "npm:<package>/<path>". */
const PACKAGE = "npm:";

export interface StepContext {
  dir: string;
  version: Version;
  /** The files this version reads, by step. */
  files: VersionFiles;
  data: VersionData;
  /**
   * A source file parsed once per import, whichever step or version asks for it: `read` runs
   * on the first request for that file, later requests get its result (a promise for async
   * readers). Null when the file is absent (recorded as missing). A file has one reader: two
   * readers of one file would parse it twice (test/node/full-import.test.ts checks it).
   */
  load<T>(rel: string | undefined, read: (path: string) => T): T | null;
  /** `load` of each file that is there, in order. */
  loadAll<T>(rels: readonly string[] | undefined, read: (path: string) => T): T[];
  /** A table of the client archive (e.g. "Faction.dbc"), or null when the archive or the table is absent. */
  dbc(name: string): Dbc | null;
  /** The rows of a schema table, created empty on first use. */
  table<T extends StepTable>(name: T): NewRow<T>[];
  /** What a source holds, for the report's source / imported / difference columns. */
  sourceCount(count: SourceCount): void;
}

export function stepContext(dir: string, data: VersionData, files: VersionFiles = FILES[data.version]): StepContext {
  const have = (rel: string | undefined): string | null => {
    if (!rel) return null;
    const path = rel.startsWith(PACKAGE) ? packageFile(rel.slice(PACKAGE.length)) : join(dir, rel);
    if (path && existsSync(path)) {
      data.sources.push(rel);
      return path;
    }
    data.missing.push(rel);
    return null;
  };
  const load = <T>(rel: string | undefined, read: (path: string) => T): T | null => {
    const path = have(rel);
    return path === null ? null : parsedOnce(path, read);
  };
  return {
    dir,
    version: data.version,
    files,
    data,
    load,
    loadAll: (rels, read) =>
      (rels ?? []).flatMap((rel) => {
        const value = load(rel, read);
        return value === null ? [] : [value];
      }),
    dbc(name) {
      const archive = have(files.client);
      if (!archive) return null;
      // Keyed by archive and table, like a file of its own: each table is read once per import.
      const table = parsedOnce(`${archive}#${name}`, readArchivedDbc);
      if (!table) data.missing.push(`${files.client}: ${name}`);
      return table;
    },
    table: (name) => (data.tables[name] ??= []),
    sourceCount: (count) => void data.sourceCounts.push(count),
  };
}

function packageFile(spec: string): string | null {
  try {
    return createRequire(import.meta.url).resolve(spec);
  } catch {
    return null;
  }
}

/** Parsed source files of the running import, by path (see StepContext.load). */
const parsed = new Map<string, { reader: Function; value: unknown }>();
/** Every parse of the running import: path -> how many times it was parsed. */
const parses = new Map<string, number>();

function parsedOnce<T>(path: string, read: (path: string) => T): T {
  const known = parsed.get(path);
  if (known?.reader === read) return known.value as T;
  // A second reader of one file parses it again: counted, so that tests catch it.
  const value = read(path);
  parsed.set(path, { reader: read, value });
  parses.set(path, (parses.get(path) ?? 0) + 1);
  return value;
}

/**
 * Keeps only the parsed files whose path (relative to `dir`) is among `keep`: the files a later
 * version still reads. The others would hold memory to the end of the import for nothing.
 */
export function forgetParsedExcept(dir: string, keep: Set<string>): void {
  const kept = new Set([...keep].map((rel) => (rel.startsWith(PACKAGE) ? packageFile(rel.slice(PACKAGE.length)) : join(dir, rel))));
  for (const key of parsed.keys()) if (!kept.has(key.split("#")[0]!)) parsed.delete(key);
}

/** How many times each file was parsed by the last import (absolute paths; client tables as "<archive>#<table>"). */
export function parseCounts(): Map<string, number> {
  return new Map(parses);
}

/** Forgets the parsed files and their counts: an import's sources may change before the next one. */
export function forgetParsed(): void {
  parsed.clear();
  parses.clear();
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
  // The archive holds one folder named after it, with the tables.
  const path = join(folder, archive.replace(/^.*\//, "").replace(/\.tar\.xz$/, ""), name);
  return existsSync(path) ? readFileSync(path) : null;
}
