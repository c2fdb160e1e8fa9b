/**
 * The change history of a build, what /v1/changes serves (layout/changes.ts): what changed
 * since each of the builds before it, from the fingerprints of the record documents, which are their files' ETags.
 *
 * The build it replaces (the one dist/ points at) gives the rest: its record files' ETags from
 * its manifests, compared with this build's, and its own history, which this build's changes
 * extend to the builds before it. So a build knows up to HISTORY_BUILDS builds back, as long as
 * each was built over the one before it; a build made without its predecessor starts a new
 * history, and a client that asks for changes since an older build gets history_unavailable.
 * An incremental build hands the served files it changed with their ETags before and after, so
 * that the previous build's manifests need not be read.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { BUILD_FILE, etagShardFile, type BuildInfo, type FileMeta } from "../layout/dist.ts";
import { recordOfFile } from "../layout/bulk.ts";
import {
  CHANGES_BUILDS,
  CHANGES_CHUNK,
  changesChunkFile,
  changesFile,
  changeOf,
  HISTORY_BUILDS,
  type ChangeEntry,
  type ChangesBuild,
  type ChangesCount,
} from "../layout/changes.ts";

/** Record key -> fingerprint of its document, from `[file, etag]` pairs of served files. */
export function recordFingerprints(served: Iterable<readonly [string, string]>): Map<string, string> {
  const fingerprints = new Map<string, string>();
  for (const [file, etag] of served) {
    const record = recordOfFile(file);
    if (record) fingerprints.set(`${record.version}:${record.keyType}:${record.id}`, etag);
  }
  return fingerprints;
}

/** The entries of what changed from `before` to `after`, by key. */
export function diff(before: Map<string, string>, after: Map<string, string>): ChangeEntry[] {
  const entries: ChangeEntry[] = [];
  for (const [key, was] of before) {
    const now = after.get(key) ?? null;
    if (now !== was) entries.push([key, was, now]);
  }
  for (const [key, now] of after) if (!before.has(key)) entries.push([key, null, now]);
  return entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/** The changes from A to C, given those from A to B (`older`) and from B to C (`newer`). */
export function compose(older: ChangeEntry[], newer: ChangeEntry[]): ChangeEntry[] {
  const byKey = new Map<string, [string | null, string | null]>(older.map(([key, before, after]) => [key, [before, after]]));
  for (const [key, before, after] of newer) {
    const known = byKey.get(key);
    if (!known) byKey.set(key, [before, after]);
    else if (known[0] === after) byKey.delete(key);
    else known[1] = after;
  }
  return [...byKey].map(([key, [before, after]]): ChangeEntry => [key, before, after]).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

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
    if (record && before !== after) entries.push([`${record.version}:${record.keyType}:${record.id}`, before, after]);
  }
  return entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
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
  const builds: ChangesBuild[] = [];
  const write = async (build: { id: string; date: string }, entries: ChangeEntry[]) => {
    const counts = { added: 0, changed: 0, removed: 0 };
    for (const entry of entries) counts[changeOf(entry)]++;
    builds.push({ ...build, ...counts });
    await input.add(changesFile(build.id), JSON.stringify({ count: entries.length, chunk: CHANGES_CHUNK } satisfies ChangesCount));
    for (let n = 0; n * CHANGES_CHUNK < entries.length; n++) {
      await input.add(changesChunkFile(build.id, n), JSON.stringify(entries.slice(n * CHANGES_CHUNK, (n + 1) * CHANGES_CHUNK)));
    }
  };
  if (previous) {
    const latest = previous.fingerprints ? diff(previous.fingerprints, recordFingerprints(input.served())) : changedRecords(input.changed!);
    await write({ id: previous.info.build, date: previous.info.data_updated }, latest);
    for (const older of previous.history.slice(0, HISTORY_BUILDS - 1)) {
      if (older.id === previous.info.build) continue;
      await write({ id: older.id, date: older.date }, compose(previous.since(older.id), latest));
    }
  }
  await input.add(CHANGES_BUILDS, JSON.stringify(builds));
  return builds;
}
