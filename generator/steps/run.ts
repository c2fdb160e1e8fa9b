/**
 * One build under way: what every step of it shares (the database, the writer, the state, what
 * the steps found changed), and the frame of a step that owns a set of files.
 */
import type { Db } from "../../database/sqlite.ts";
import type { Addresses } from "../../contract/addresses.ts";
import type { DistWriter } from "../writer.ts";
import type { BuildState } from "../state.ts";
import type { Progress } from "../progress.ts";
import type { CompareThread } from "../compare-thread.ts";

export interface Run {
  db: Db;
  addresses: Addresses;
  writer: DistWriter;
  state: BuildState;
  progress: Progress;
  versions: string[];
  /** lists whose summaries changed (all of them in a full build) */
  dirtyLists: Set<string>;
  /** a searchable record's name, search facts or place changed */
  searchDirty: boolean;
  /** a searchable record added, removed or moved in its list: every search doc's number may change */
  searchMoved: boolean;
  /** searchable records whose summary changed, by list and id: what search read of them before */
  searchBefore: Map<string, { name: string; facts: string | null; rogue: number }>;
  rendered: number;
  /** the comparisons' thread when records found in several versions are compared (GenerateOptions.comparisons), else null */
  comparer: CompareThread | null;
  /** records (`<type index>:<id>`) compared now or before: their comparisons are made again (steps/differences.ts) */
  compared: Set<string>;
}

/**
 * Runs a part of the build that writes a set of files of its own (a list, the documents, the
 * search index): the files it wrote before and does not write now are removed.
 */
export async function owning(run: Run, owner: string, work: () => Promise<void>): Promise<void> {
  const { writer, state } = run;
  const files: string[] = [];
  const add = writer.add.bind(writer);
  const addInternal = writer.addInternal.bind(writer);
  const addInternalWritten = writer.addInternalWritten.bind(writer);
  const keep = writer.keep.bind(writer);
  writer.add = (file, body, next) => (files.push(file), add(file, body, next));
  writer.addInternal = (file, body, listed) => (files.push(file), addInternal(file, body, listed));
  writer.addInternalWritten = (file, write) => (files.push(file), addInternalWritten(file, write));
  writer.keep = (file) => (files.push(file), keep(file));
  try {
    await work();
  } finally {
    writer.add = add;
    writer.addInternal = addInternal;
    writer.addInternalWritten = addInternalWritten;
    writer.keep = keep;
  }
  const before = state.partFiles(owner);
  if (before) {
    const now = new Set(files);
    for (const file of before) if (!now.has(file)) writer.remove(file);
  }
  state.putPart(owner, files);
}

export function setCollection(state: BuildState, path: string, collection: string): void {
  state.setCollection(path, collection);
}

/** The file of the database, or null when it has none. */
export const source = (db: Db): string | null => (db.memory || !db.name ? null : db.name);
