/**
 * The change history a build keeps (generator/history.ts writes it, edge/changes.ts answers
 * /changes from it): for each earlier build it can compare with, the records added, changed and
 * removed since, each with the fingerprint (the record file's ETag) before and after.
 *
 *   _changes/builds.json        ChangesBuild[], the builds compared with, newest first
 *   _changes/<build>.json       { count, chunk }: how many changes since that build
 *   _changes/<build>/<n>.json   ChangeEntry[] at positions [n * chunk, (n + 1) * chunk), by key
 *
 * The history is about the builds before this one, not part of what this one serves: it is left
 * out of the build id, so that the same data built again is the same build. The generator writes
 * it from the build it replaced (generator/history.ts); a deploy writes it again from the builds
 * deployed before (deploy/history.ts): both with the functions below.
 */
import { recordKey, recordOfFile } from "./bulk.ts";

export const CHANGES_DIR = "_changes/";
export const CHANGES_BUILDS = `${CHANGES_DIR}builds.json`;
/** Changes per chunk file: a page of the list reads one or two. */
export const CHANGES_CHUNK = 1000;
/** Earlier builds a build keeps the changes since. */
export const HISTORY_BUILDS = 10;

export interface ChangesBuild {
  id: string;
  /** the date of its data */
  date: string;
  added: number;
  changed: number;
  removed: number;
}

/** [record key, fingerprint before (null: added), fingerprint after (null: removed)] */
export type ChangeEntry = [key: string, before: string | null, after: string | null];

export interface ChangesCount {
  count: number;
  chunk: number;
}

export function changesFile(since: string): string {
  return `${CHANGES_DIR}${since}.json`;
}

export function changesChunkFile(since: string, n: number): string {
  return `${CHANGES_DIR}${since}/${n}.json`;
}

/** What a change entry says happened. */
export function changeOf([, before, after]: ChangeEntry): "added" | "changed" | "removed" {
  return before === null ? "added" : after === null ? "removed" : "changed";
}

/** Record key -> fingerprint of its document, from `[file, etag]` pairs of served files. */
export function recordFingerprints(served: Iterable<readonly [string, string]>): Map<string, string> {
  const fingerprints = new Map<string, string>();
  for (const [file, etag] of served) {
    const record = recordOfFile(file);
    if (record) fingerprints.set(recordKey(record), etag);
  }
  return fingerprints;
}

/** Change entries in the order of their record keys. */
export const byKey = ([a]: ChangeEntry, [b]: ChangeEntry): number => (a < b ? -1 : a > b ? 1 : 0);

/** The entries of what changed from `before` to `after`, by key. */
export function diff(before: Map<string, string>, after: Map<string, string>): ChangeEntry[] {
  const entries: ChangeEntry[] = [];
  for (const [key, was] of before) {
    const now = after.get(key) ?? null;
    if (now !== was) entries.push([key, was, now]);
  }
  for (const [key, now] of after) if (!before.has(key)) entries.push([key, null, now]);
  return entries.sort(byKey);
}

/** The changes from A to C, given those from A to B (`older`) and from B to C (`newer`). */
export function compose(older: ChangeEntry[], newer: ChangeEntry[]): ChangeEntry[] {
  const known = new Map<string, [string | null, string | null]>(older.map(([key, before, after]) => [key, [before, after]]));
  for (const [key, before, after] of newer) {
    const was = known.get(key);
    if (!was) known.set(key, [before, after]);
    else if (was[0] === after) known.delete(key);
    else was[1] = after;
  }
  return [...known].map(([key, [before, after]]): ChangeEntry => [key, before, after]).sort(byKey);
}

/** An earlier build compared with, and what changed since it. */
export interface Compared {
  id: string;
  date: string;
  entries: ChangeEntry[];
}

/** The files of a history, as [path, text]: each build's count and chunks, then builds.json (in
 * the order given). `compared` is read one at a time: its entries need not all be held at once. */
export function* historyFiles(compared: Iterable<Compared>): Iterable<[string, string]> {
  const builds: ChangesBuild[] = [];
  for (const { id, date, entries } of compared) {
    const counts = { added: 0, changed: 0, removed: 0 };
    for (const entry of entries) counts[changeOf(entry)]++;
    builds.push({ id, date, ...counts });
    yield [changesFile(id), JSON.stringify({ count: entries.length, chunk: CHANGES_CHUNK } satisfies ChangesCount)];
    for (let n = 0; n * CHANGES_CHUNK < entries.length; n++) {
      yield [changesChunkFile(id, n), JSON.stringify(entries.slice(n * CHANGES_CHUNK, (n + 1) * CHANGES_CHUNK))];
    }
  }
  yield [CHANGES_BUILDS, JSON.stringify(builds)];
}
