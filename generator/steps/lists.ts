/**
 * The lists step: each top-level list whose summaries changed, written again from the state in
 * French name order (pages, index, chunks and id index); every list's counts, for the documents.
 */
import { compareText } from "../render/refs.ts";
import type { VersionCounts } from "../render/meta.ts";
import { pagesOf, type Slices } from "../pages.ts";
import { collectionFingerprint } from "../../hashing/cursor.ts";
import type { DistWriter } from "../writer.ts";
import { chunkFile, idIndexFile, INDEX_CHUNK, indexFile, type ListIndex } from "../../layout/dist.ts";
import { encodeChunk } from "../../layout/chunks.ts";
import { encodeIdIndex } from "../../layout/id-index.ts";
import { RESOURCES } from "../../contract/resources.ts";
import { columnsOf } from "../indexes.ts";
import type { ListName } from "../../contract/params.ts";
import { listDocsFingerprint } from "../search-rules.ts";
import { searchableList } from "./records.ts";
import { docsOfList } from "./search.ts";
import { owning, setCollection, type Run } from "./run.ts";

/** The top-level lists whose summaries changed, written again; every list's counts. */
export async function writeLists(run: Run): Promise<Map<string, VersionCounts>> {
  const counts = new Map<string, VersionCounts>();
  for (const v of run.versions) {
    const c: VersionCounts = { counts: {}, rogue: { items: 0, quests: 0, game_objects: 0 } };
    for (const res of RESOURCES) {
      const path = `/${v}/${res.segment}`;
      const { count, rogue } = run.dirtyLists.has(path) ? await writeList(run, path, res.plural as ListName) : run.state.listTotals(path);
      c.counts[res.plural] = count;
      if (res.plural in c.rogue) (c.rogue as Record<string, number>)[res.plural] = rogue;
    }
    counts.set(v, c);
  }
  return counts;
}

/** Summaries read from the state at a time, to fingerprint a list. */
const READ_STEP = 1000;

/**
 * A top-level list from the summaries of the state: its pages, index and chunks, in French name
 * order. Its summaries are read from the state a page or a chunk at a time, never held together.
 */
async function writeList(run: Run, path: string, list: ListName): Promise<{ count: number; rogue: number }> {
  const { state } = run;
  const rows = state.listSummaries(path);
  rows.sort((a, b) => compareText(a.name, b.name) || a.id - b.id);
  rows.forEach((r, position) => {
    if (r.position !== position) {
      state.placeSummary(path, r.id, position);
      if (searchableList(path)) run.searchDirty = run.searchMoved = true;
    }
  });
  if (searchableList(path)) state.setSearchListFingerprint(path, listDocsFingerprint(docsOfList(path, rows)));
  const ids = Float64Array.from(rows, (r) => r.id);
  const rogue = rows.reduce((n, r) => n + r.rogue, 0);
  const summaries: Slices = {
    length: ids.length,
    slice: (start, end) => Array.from(ids.subarray(start, end), (id) => JSON.parse(state.summaryJson(path, id)) as unknown),
  };
  await owning(run, `list:${path}`, async () => {
    const collection = collectionFingerprint(stepsOf(summaries));
    setCollection(run.state, path, collection);
    for (const page of pagesOf(run.addresses, path, summaries, [], collection)) await run.writer.add(page.file, page.body, page.next);
    await writeIndex(run.writer, path, list, summaries, collection);
    await run.writer.addInternal(idIndexFile(path), encodeIdIndex(ids));
  });
  return { count: ids.length, rogue };
}

/** The elements of a collection, read READ_STEP at a time. */
export function* stepsOf(elements: Slices): Iterable<unknown> {
  for (let at = 0; at < elements.length; at += READ_STEP) yield* elements.slice(at, at + READ_STEP);
}

/** A list's index: its columns, made a chunk at a time, then its chunks. */
export async function writeIndex(writer: DistWriter, path: string, list: ListName, elements: Slices, collection: string) {
  const columns = columnsOf(list, []);
  for (let at = 0; at < elements.length; at += INDEX_CHUNK) {
    for (const [name, values] of Object.entries(columnsOf(list, elements.slice(at, at + INDEX_CHUNK)))) {
      for (const value of values) columns[name]!.push(value);
    }
  }
  const index: ListIndex = { collection, count: elements.length, chunk: INDEX_CHUNK, columns };
  await writer.addInternal(indexFile(path), index);
  for (let i = 0; i * INDEX_CHUNK < elements.length; i++) {
    await writer.addInternal(chunkFile(path, i), encodeChunk(elements.slice(i * INDEX_CHUNK, (i + 1) * INDEX_CHUNK)));
  }
}
