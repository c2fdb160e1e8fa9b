/**
 * The search step: the search docs of the searchable lists, read from the state in their lists'
 * order at each pass of the search index, the index's collection fingerprint from its lists',
 * and, in an incremental build, the docs changed in place; then the index itself (search-index.ts).
 */
import { RESOURCES } from "../../contract/resources.ts";
import type { SearchDoc, SearchFacts } from "../search-docs.ts";
import { writeSearchIndex } from "../search-index.ts";
import { patchSearchIndex } from "../search-patch.ts";
import { searchCollection, type DocChange, type ListDocs } from "../search-rules.ts";
import type { ListedSummary } from "../state.ts";
import { owning, setCollection, type Run } from "./run.ts";

/** The search index, written again when a searchable record changed (search-index.ts), or patched (search-patch.ts). */
export async function writeSearch(run: Run): Promise<void> {
  await owning(run, "search", async () => {
    const [docs, collection, changes] = [searchDocs(run), searchCollectionOf(run), searchChanges(run)];
    // Patched when the docs changed in place allow it, else made whole.
    const manifest =
      (changes && (await patchSearchIndex(run.writer, collection, changes))) ?? (await writeSearchIndex(run.writer, docs, collection));
    setCollection(run.state, "/search", manifest.collection);
  });
}

/** What search reads of a record's summary in the state. */
interface SummaryDoc {
  id: number;
  name: string;
  facts: string | null;
  rogue: number;
  position: number;
}

const NO_FACTS: SearchFacts = { text: "", english: null, weight: 0 };

const docOf = (object: string, version: string, r: SummaryDoc): SearchDoc => ({
  object,
  version,
  id: r.id,
  position: r.position,
  name: r.name,
  ...(r.facts ? (JSON.parse(r.facts) as SearchFacts) : NO_FACTS),
  rogue: Boolean(r.rogue),
});

/** The searchable records of one list, in its order, from the state (read again at each pass of the search index). */
function searchDocs(run: Run): ListDocs {
  return function* (object, version) {
    const list = searchList(run, object, version);
    if (list) for (const r of run.state.summariesInOrder(list)) yield docOf(object, version, r);
  };
}

/** The version and record type of a top-level list (`/<version>/<segment>`). */
function listOf(path: string): { version: string; object: string } {
  const [, version, segment] = path.split("/") as [string, string, string];
  return { version, object: RESOURCES.find((r) => r.segment === segment)!.object };
}

/** A list's search docs, from its summaries sorted in its order. */
export function* docsOfList(path: string, rows: readonly ListedSummary[]): Iterable<SearchDoc> {
  const { version, object } = listOf(path);
  for (const [position, r] of rows.entries()) yield docOf(object, version, { ...r, position });
}

/** The search index's collection fingerprint, from those of its lists (writeList). */
function searchCollectionOf(run: Run): string {
  return searchCollection((object, version) => {
    const list = searchList(run, object, version);
    return list && run.state.searchListFingerprint(list)!;
  });
}

/** The top-level list of a record type's search docs in a version, or null when the build has none. */
function searchList(run: Run, object: string, version: string): string | null {
  const res = RESOURCES.find((r) => r.object === object);
  return res?.searchable && run.versions.includes(version) ? `/${version}/${res.segment}` : null;
}

/** The search docs an incremental build changed in place, as they were and as they are; null
 * when a doc was added, removed or moved (search-index.ts then makes the index whole). */
function searchChanges(run: Run): DocChange[] | null {
  if (!run.writer.incremental || run.searchMoved) return null;
  const changes: DocChange[] = [];
  for (const [key, old] of run.searchBefore) {
    const [list, id] = key.split("\n") as [string, string];
    const { version, object } = listOf(list);
    const summary = run.state.summary(list, Number(id));
    if (!summary) return null;
    const now = { ...summary, id: Number(id), position: summary.position! };
    const [before, after] = [docOf(object, version, { ...now, ...old }), docOf(object, version, now)];
    if (JSON.stringify(before) !== JSON.stringify(after)) changes.push({ before, after });
  }
  return changes;
}
