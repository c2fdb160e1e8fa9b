/**
 * The change history of a build, what /v1/changes serves (layout/changes.ts): what changed
 * since each of the builds before it, from the fingerprints of the record documents, which are their files' ETags.
 *
 * The build it replaces (the one dist/ points at) gives the rest: its record files' ETags from
 * its manifests, compared with this build's, and its own history, which this build's changes
 * extend to the builds before it. So a build knows up to HISTORY_BUILDS builds back, as long as
 * each was built over the one before it; a build made without its predecessor starts a new
 * history, and a client that asks for changes since an older build gets history_unavailable.
 * A deploy gives the build it makes live the history of the builds deployed before it instead
 * (deploy/history.ts), whatever it was built over.
 * An incremental build hands the served files it changed with their ETags before and after, so
 * that the previous build's manifests need not be read.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { BUILD_FILE, etagShardFile, type BuildInfo, type FileMeta } from "../layout/dist.ts";
import { recordKey, recordOfFile } from "../layout/bulk.ts";
import {
  byKey,
  CHANGES_BUILDS,
  changesChunkFile,
  changesFile,
  compose,
  diff,
  historyFiles,
  HISTORY_BUILDS,
  recordFingerprints,
  type ChangeEntry,
  type ChangesBuild,
  type ChangesCount,
  type Compared,
} from "../layout/changes.ts";

const readJson = <T>(dir: string, file: string): T => JSON.parse(readFileSync(join(dir, file), "utf8")) as T;

/** The record fingerprints of the build in `dir`, from its manifests. */
function fingerprintsOf(dir: string, info: BuildInfo): Map<string, string> {
  const served: [string, string][] = [];
  for (let n = 0; n < info.etag_shards; n++) {
    for (const [file, [etag]] of Object.entries(readJson<Record<string, FileMeta>>(dir, etagShardFile(n)))) served.push([file, etag]);
  }
  return recordFingerprints(served);
}

/** The entries of the record files among served files changed: [file, ETag before, ETag after]. */
function changedRecords(changed: Iterable<readonly [string, string | null, string | null]>): ChangeEntry[] {
  const entries: ChangeEntry[] = [];
  for (const [file, before, after] of changed) {
    const record = recordOfFile(file);
    if (record && before !== after) entries.push([recordKey(record), before, after]);
  }
  return entries.sort(byKey);
}

/** The build in `dir`, its history, and its record fingerprints when `changed` does not say what changed; null when it is no readable build. */
function previousBuild(dir: string | null, changed: boolean) {
  if (!dir || !existsSync(join(dir, BUILD_FILE))) return null;
  try {
    const info = readJson<BuildInfo>(dir, BUILD_FILE);
    const fingerprints = changed ? null : fingerprintsOf(dir, info);
    const history = existsSync(join(dir, CHANGES_BUILDS)) ? readJson<ChangesBuild[]>(dir, CHANGES_BUILDS) : [];
    const since = (id: string): ChangeEntry[] => {
      const { count, chunk } = readJson<ChangesCount>(dir, changesFile(id));
      const entries: ChangeEntry[] = [];
      for (let n = 0; n * chunk < count; n++) entries.push(...readJson<ChangeEntry[]>(dir, changesChunkFile(id, n)));
      return entries;
    };
    return { info, fingerprints, history, since };
  } catch {
    return null; // damaged or of another layout: the history starts again
  }
}

export interface ChangesInput {
  /** every served file with its ETag */
  served: () => Iterable<readonly [string, string]>;
  /** in an incremental build, the served files it changed, added or removed: [file, ETag before or null, ETag now or null] */
  changed: Iterable<readonly [string, string | null, string | null]> | null;
  previousDir: string | null;
  add(file: string, body: string): Promise<void>;
}

/** Writes the build's history; returns the builds it can compare with. */
export async function writeChanges(input: ChangesInput): Promise<ChangesBuild[]> {
  const previous = previousBuild(input.previousDir, input.changed !== null);
  const compared = function* (): Iterable<Compared> {
    if (!previous) return;
    const latest = previous.fingerprints ? diff(previous.fingerprints, recordFingerprints(input.served())) : changedRecords(input.changed!);
    yield { id: previous.info.build, date: previous.info.data_updated, entries: latest };
    for (const older of previous.history.slice(0, HISTORY_BUILDS - 1)) {
      if (older.id === previous.info.build) continue;
      yield { id: older.id, date: older.date, entries: compose(previous.since(older.id), latest) };
    }
  };
  let builds = "[]";
  for (const [file, text] of historyFiles(compared())) {
    await input.add(file, text);
    if (file === CHANGES_BUILDS) builds = text;
  }
  return JSON.parse(builds) as ChangesBuild[];
}
