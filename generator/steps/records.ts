/**
 * The records step: every record rendered (a full build) or those a change affects (an
 * incremental one), each in every version where it exists, one after the other: its sub-lists
 * written, its summary kept in the state for its list and search, what it read recorded for the
 * next build; then its record files and, when it exists in several versions, its comparison
 * (steps/differences.ts), from its bodies in hand.
 */
import { BLOCK_FIELDS, blockCache, Catalog, Reads, recordIds } from "../catalog.ts";
import { rendererOf } from "../render/index.ts";
import { recordPath, type Context } from "../render/refs.ts";
import { fileOf } from "../../layout/dist.ts";
import { RESOURCES, type Resource } from "../../contract/resources.ts";
import { writeSubList, type SubList } from "../sublists.ts";
import { differenceFieldsOf } from "../../contract/differences.ts";
import type { ComparedBody, VersionBody } from "../differences.ts";
import { searchFactsOf } from "../search-docs.ts";
import type { Affected } from "../affected.ts";
import { writeVersions } from "./differences.ts";
import type { Run } from "./run.ts";

/** One version's catalog as the records step reads it, with what each record read of it. */
interface Side {
  ctx: Context;
  reads: Reads;
}

function sidesOf(run: Run, mode: "blocks" | "queried"): Side[] {
  // By blocks, the versions' catalogs share their bound, each version's share as when it was read
  // alone: where records exist is read once for all.
  const blocks = mode === "blocks" ? blockCache(BLOCK_FIELDS * run.versions.length) : undefined;
  return run.versions.map((version) => {
    const reads = new Reads();
    const cat = new Catalog(run.db, version, { mode, reads, versions: run.versions, blocks });
    return { ctx: { cat, addresses: run.addresses, version, presence: cat.presence }, reads };
  });
}

/** Every record of every version, type by type in game number order: each version's catalog read by blocks. */
export async function renderAll(run: Run): Promise<void> {
  const sides = sidesOf(run, "blocks");
  for (const [index, res] of RESOURCES.entries()) {
    const where = new Map<number, Side[]>();
    for (const side of sides)
      for (const id of recordIds(run.db, res.object, side.ctx.version)) {
        const list = where.get(id);
        if (list) list.push(side);
        else where.set(id, [side]);
      }
    const ids = [...where.keys()].sort((a, b) => a - b);
    const task = run.progress.task(res.plural, ids.length);
    for (const id of ids) {
      await renderRecord(run, where.get(id)!, index, id);
      task.tick();
    }
    for (const side of sides) run.dirtyLists.add(`/${side.ctx.version}/${res.segment}`);
    task.done();
  }
}

/** The records a change affects, each in every version (a version's row may be gone or new), each version's catalog queried key by key. */
export async function renderAffected(run: Run, affected: Affected): Promise<void> {
  const sides = sidesOf(run, "queried");
  const units = new Set([...affected.values()].flatMap((set) => [...set]));
  const ordered = [...units].map((r) => r.split(":").map(Number) as [number, number]).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const task = run.progress.task("enregistrements touchés", ordered.length);
  for (const [index, id] of ordered) {
    await renderRecord(run, sides, index, id);
    task.tick();
  }
  task.done();
}

/** A record in each of the versions `sides` read, then its record files and its comparison. */
async function renderRecord(run: Run, sides: readonly Side[], index: number, id: number): Promise<void> {
  const bodies: VersionBody[] = [];
  for (const side of sides) {
    const body = await renderVersion(run, side, index, id);
    if (body) bodies.push({ version: side.ctx.version, body });
  }
  await writeVersions(run, index, id, bodies);
}

/**
 * One record in one version: its sub-lists, its summary in its list and what search reads of it;
 * what it read and the files it has are recorded in the state. A record whose row is gone is
 * removed. Its body, what a comparison reads of it, is returned for its record file.
 */
async function renderVersion(run: Run, side: Side, index: number, id: number): Promise<ComparedBody | null> {
  const { ctx, reads } = side;
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
  let body: ComparedBody | null = null;
  if (result) {
    run.rendered++;
    files.push(fileOf(recordPath(res, ctx.version, id)));
    body = comparedBody(res, result.record, result.sublists);
    for (const sub of result.sublists) files.push(...(await writeSubList(writer, run.addresses, sub)));
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
  }
  if (before) {
    const now = new Set(files);
    for (const file of before) if (!now.has(file)) writer.remove(file);
  }
  return body;
}

/** What the comparison reads of a record: its body, and the whole sub-lists it compares rather than their first page. */
function comparedBody(res: Resource, record: Record<string, unknown>, sublists: readonly SubList[]): ComparedBody {
  const lists: Record<string, unknown[]> = {};
  for (const rule of differenceFieldsOf(res.object)) {
    const sub = rule.whole && sublists.find((s) => s.path.endsWith(`/${rule.whole}`));
    if (sub) lists[rule.whole!] = sub.elements;
  }
  return { record, lists };
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
