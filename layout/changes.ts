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
 * out of the build id, so that the same data built again is the same build.
 */

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
