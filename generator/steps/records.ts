/**
 * The records step: every record rendered (a full build) or those a change affects (an
 * incremental one), each written with its sub-lists, its summary kept in the state for its list
 * and search, and what it read recorded for the next build.
 */
import { Catalog, Reads, recordIds } from "../catalog.ts";
import { rendererOf } from "../render/index.ts";
import { recordPath, type Context } from "../render/refs.ts";
import { fileOf } from "../../layout/dist.ts";
import { RESOURCES, type Resource } from "../../contract/resources.ts";
import { writeSubList, type SubList } from "../sublists.ts";
import { differenceFieldsOf, differencesApiPath } from "../../contract/differences.ts";
import { writeCompared } from "./differences.ts";
import { searchFactsOf } from "../search-docs.ts";
import { collectGarbage } from "../heap.ts";
import { elementText } from "../../hashing/cursor.ts";
import type { Affected } from "../affected.ts";
import type { Run } from "./run.ts";

/** Every record of every version, each version's catalog read by blocks of game numbers. */
export async function renderAll(run: Run): Promise<void> {
  for (const version of run.versions) {
    // The previous version's catalog is garbage now: let it go before loading the next one.
    collectGarbage();
    const reads = new Reads();
    const cat = new Catalog(run.db, version, { mode: "blocks", reads, versions: run.versions });
    const ctx: Context = { cat, addresses: run.addresses, version, presence: cat.presence };
    for (const [index, res] of RESOURCES.entries()) {
      const ids = recordIds(run.db, res.object, version);
      const task = run.progress.task(`${version} ${res.plural}`, ids.length);
      for (const id of ids) {
        await renderRecord(run, ctx, reads, index, id);
        task.tick();
      }
      run.dirtyLists.add(`/${version}/${res.segment}`);
      task.done();
    }
  }
}

/**
 * The records a change affects, each version's catalog queried key by key. With comparisons, a
 * record affected in one version is rendered in every version: its comparison and its siblings'
 * flags are made from the bodies in hand, as in a full build.
 */
export async function renderAffected(run: Run, affected: Affected): Promise<void> {
  const everywhere = new Set([...affected.values()].flatMap((records) => [...records]));
  const recordsOf = (version: string) => (run.comparer ? everywhere : affected.get(version));
  const total = run.versions.reduce((n, version) => n + (recordsOf(version)?.size ?? 0), 0);
  const task = run.progress.task("enregistrements touchés", total);
  for (const version of run.versions) {
    const records = recordsOf(version);
    if (!records) continue;
    const reads = new Reads();
    const cat = new Catalog(run.db, version, { mode: "queried", reads, versions: run.versions });
    const ctx: Context = { cat, addresses: run.addresses, version, presence: cat.presence };
    const ordered = [...records].map((r) => r.split(":").map(Number) as [number, number]).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    for (const [index, id] of ordered) {
      await renderRecord(run, ctx, reads, index, id);
      task.tick();
    }
  }
  task.done();
}

/**
 * One record: its file, its sub-lists, its summary in its list and what search reads of it; what it read
 * and the files it has are recorded in the state. A record whose row is gone is removed.
 */
async function renderRecord(run: Run, ctx: Context, reads: Reads, index: number, id: number): Promise<void> {
  const res = RESOURCES[index]!;
  const renderer = rendererOf(res.object);
  const { state, writer } = run;
  const list = `/${ctx.version}/${res.segment}`;
  const before = state.unitFiles(ctx.version, index, id);
  const { result, reads: keys } = reads.during(() => {
    const row = renderer.rows(ctx.cat).get(id);
    if (!row) return null;
    const summary = renderer.summary(ctx, row);
    const record = renderer.record(ctx, row) as Record<string, unknown>;
    return { summary, record, sublists: renderer.sublists?.(ctx, row) ?? [] };
  });
  const files: string[] = [];
  const unit = `${index}:${id}`;
  if (result) {
    run.rendered++;
    const file = fileOf(recordPath(res, ctx.version, id));
    files.push(file);
    // A record found in other versions too is written once compared, its versions flagged from
    // its other bodies: its body goes to the comparisons' thread.
    const presence = run.comparer ? (ctx.presence.get(`${res.keyType}:${id}`) ?? []) : [];
    const compared = run.comparer && presence.length > 1 ? wholeLists(res, result.sublists) : null;
    if (run.comparer && compared) {
      const lists = new Map(compared.map(({ whole, texts }) => [whole, texts]));
      await run.comparer.hand(index, id, ctx.version, JSON.stringify(result.record), lists, presence.at(-1)!.version === ctx.version);
      await writeCompared(run, run.comparer);
      run.compared.add(unit);
    } else {
      if (hadComparison(run, res, id)) run.compared.add(unit);
      await writer.add(file, result.record);
    }
    for (const sub of result.sublists)
      files.push(...(await writeSubList(writer, run.addresses, sub, compared?.find((list) => list.sub === sub)?.texts)));
    const { summary } = result;
    if (summary.internal) removeSummary(run, list, id);
    else {
      const facts = res.searchable ? JSON.stringify(searchFactsOf(res.object, result.record)) : null;
      putSummary(run, res, list, id, summary.name, JSON.stringify(summary), summary.rogue ? 1 : 0, facts);
    }
    state.putUnit(ctx.version, index, id, keys, files);
  } else {
    removeSummary(run, list, id);
    state.removeUnit(ctx.version, index, id);
    if (hadComparison(run, res, id)) run.compared.add(unit);
  }
  if (before) {
    const now = new Set(files);
    for (const file of before) if (!now.has(file)) writer.remove(file);
  }
}

/** Whether the previous build, continued from, has a comparison of the record: the differences step removes it when it has none now. */
const hadComparison = (run: Run, res: Resource, id: number): boolean =>
  run.writer.incremental && run.state.served(fileOf(differencesApiPath(res, id))) !== undefined;

/**
 * The whole sub-lists the comparison reads of a record, rather than the first page its body
 * embeds, as their elements' JSON texts: written once, for the comparison and for each sub-list's
 * fingerprint.
 */
function wholeLists(res: Resource, sublists: readonly SubList[]): { whole: string; sub: SubList; texts: string[] }[] {
  const lists: { whole: string; sub: SubList; texts: string[] }[] = [];
  for (const { whole } of differenceFieldsOf(res.object)) {
    const sub = whole && sublists.find((s) => s.path.endsWith(`/${whole}`));
    if (sub) lists.push({ whole, sub, texts: sub.elements.map(elementText) });
  }
  return lists;
}

function putSummary(
  run: Run,
  res: Resource,
  list: string,
  id: number,
  name: string,
  json: string,
  rogue: number,
  facts: string | null,
): void {
  const old = run.state.summary(list, id);
  if (old && old.json === json && old.facts === facts) return;
  // Its place as it was, until the list is sorted again (writeList): a record that stays in place has not moved.
  run.state.putSummary(list, id, { name, json, rogue, facts, position: old?.position ?? null });
  run.dirtyLists.add(list);
  if (res.searchable) {
    run.searchDirty = true;
    if (!old) run.searchMoved = true;
    else if (!run.searchBefore.has(`${list}\n${id}`)) run.searchBefore.set(`${list}\n${id}`, old);
  }
}

function removeSummary(run: Run, list: string, id: number): void {
  if (run.state.removeSummary(list, id)) {
    run.dirtyLists.add(list);
    if (searchableList(list)) run.searchDirty = run.searchMoved = true;
  }
}

/** Whether a top-level list (`/<version>/<segment>`) holds searchable records. */
export const searchableList = (list: string) => RESOURCES.some((r) => r.searchable && list.endsWith(`/${r.segment}`));
