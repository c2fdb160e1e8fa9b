/**
 * The patch notes step (contract/patch-notes.ts): for each record type and each version with one
 * before it, the records the version added, removed or changed, written as a top-level list is
 * (its pre-rendered pages, its index and chunks: lists.ts), so that the edge pages, filters and
 * sorts them with the list engine. Entries are read from the summaries the state keeps for the
 * lists, in French name order; a record found in both versions is an entry only when the game
 * changed it (the differences step's counts), never for differences that may come from the sources.
 */
import { compareText } from "../render/refs.ts";
import { pagesOf, type Slices } from "../pages.ts";
import { collectionFingerprint } from "../../hashing/cursor.ts";
import { RESOURCES } from "../../contract/resources.ts";
import { patchNotesList } from "../../contract/params.ts";
import { PATCH_NOTE_CHANGES, patchNotesPath, versionBefore, type PatchNoteChange } from "../../contract/patch-notes.ts";
import { differencesApiPath } from "../../contract/differences.ts";
import { stepsOf, writeIndex } from "./lists.ts";
import { owning, setCollection, type Run } from "./run.ts";

/** The patch notes of every version that has one before it, by type; those of a type whose lists
 * did not change and none of whose comparisons was made again are the previous build's. */
export async function writePatchNotes(run: Run): Promise<void> {
  if (!run.comparer) return;
  const compared = new Set([...run.compared].map((unit) => Number(unit.split(":")[0])));
  for (const [index, res] of RESOURCES.entries()) {
    const lists = run.versions.map((v) => `/${v}/${res.segment}`);
    if (!compared.has(index) && !lists.some((list) => run.dirtyLists.has(list))) continue;
    const withComparison = comparedIds(run, index);
    for (const version of run.versions) {
      const before = versionBefore(version);
      if (before && run.versions.includes(before)) await writeNotes(run, index, before, version, withComparison);
    }
  }
  run.progress.log(`  notes de version (${run.progress.elapsed().toFixed(1)} s, ${run.progress.memory()})`);
}

/** One entry without its summary: the record, the list its summary is read from, its change. */
interface Entry {
  id: number;
  name: string;
  list: string;
  change: PatchNoteChange;
  differences: number;
  sourceDifferences: number;
}

/** The records of a type the game changed between two versions, with their counts of differences
 * (game, and those that may come from the sources): a record whose differences all may come from
 * the sources is no change of the game. */
function changedBetween(run: Run, index: number, from: string, to: string): Map<number, { game: number; sources: number }> {
  return new Map(run.state.differencePairs(index, from, to).flatMap((p) => (p.game > 0 ? [[p.id, p] as const] : [])));
}

/** The records of a type that have a comparison: those with a pair of versions in any. */
function comparedIds(run: Run, index: number): Set<number> {
  const ids = new Set<number>();
  for (const [i, from] of run.versions.entries()) {
    for (const to of run.versions.slice(i + 1)) for (const { id } of run.state.differencePairs(index, from, to)) ids.add(id);
  }
  return ids;
}

/** The patch notes of one type between `from` and `to`, the version before it. */
async function writeNotes(run: Run, index: number, from: string, to: string, withComparison: Set<number>): Promise<void> {
  const { state } = run;
  const res = RESOURCES[index]!;
  const [before, after] = [`/${from}/${res.segment}`, `/${to}/${res.segment}`];
  const kept = new Map(state.listSummaries(before).map((r) => [r.id, r.name]));
  const changed = changedBetween(run, index, from, to);
  const entries: Entry[] = [];
  for (const { id, name } of state.listSummaries(after)) {
    if (!kept.delete(id)) entries.push({ id, name, list: after, change: "added", differences: 0, sourceDifferences: 0 });
    else {
      const counts = changed.get(id);
      if (counts) entries.push({ id, name, list: after, change: "changed", differences: counts.game, sourceDifferences: counts.sources });
    }
  }
  for (const [id, name] of kept) entries.push({ id, name, list: before, change: "removed", differences: 0, sourceDifferences: 0 });
  entries.sort((a, b) => compareText(a.name, b.name) || a.id - b.id);

  const path = patchNotesPath(to, res);
  const base = run.addresses.base_url;
  // Made once rather than at each pass over the list's slices: a version's changes are a part of its list.
  const notes = entries.map((e) => ({
    ...(JSON.parse(state.summaryJson(e.list, e.id)) as object),
    change: e.change,
    change_name: PATCH_NOTE_CHANGES[e.change],
    differences: e.differences,
    source_differences: e.sourceDifferences,
    differences_url: withComparison.has(e.id) ? `${base}${differencesApiPath(res, e.id)}` : null,
  }));
  const elements: Slices = notes;
  await owning(run, `list:${path}`, async () => {
    const collection = collectionFingerprint(stepsOf(elements));
    setCollection(state, path, collection);
    for (const page of pagesOf(run.addresses, path, elements, [], collection)) await run.writer.add(page.file, page.body, page.next);
    await writeIndex(run.writer, path, patchNotesList(res.plural), elements, collection);
  });
}
