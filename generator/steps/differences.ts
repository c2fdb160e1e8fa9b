/**
 * The differences step, after the records: for each record found in more than one version, its
 * comparison (route /differences/{segment}/{id}, differences.ts) and its record file in each
 * version, whose `versions` say where it differs — both made from the bodies the records step
 * kept (kept-bodies.ts). A full build does every such record; an incremental one those it
 * rendered that are compared now or were before (it renders them in every version), so a
 * sibling's flags and the comparison follow a change in one version.
 */
import { fileOf } from "../../layout/dist.ts";
import { RESOURCES } from "../../contract/resources.ts";
import { differencesApiPath } from "../../contract/differences.ts";
import { recordPath } from "../render/refs.ts";
import { compareVersions, keptBody, withVersions } from "../differences.ts";
import type { Run } from "./run.ts";

/** `all`: every record with a kept body (a full build); else those the records step found compared, now or before. */
export async function writeDifferences(run: Run, all: boolean): Promise<void> {
  const records = all
    ? run.bodies.records()
    : [...run.compared].map((unit) => unit.split(":").map(Number) as [number, number]).map(([res, id]) => ({ res, id }));
  const task = run.progress.task("différences entre versions", records.length);
  for (const { res, id } of records) {
    await writeRecord(run, res, id);
    task.tick();
  }
  task.done();
}

async function writeRecord(run: Run, index: number, id: number): Promise<void> {
  const { state, writer } = run;
  const res = RESOURCES[index]!;
  const kept = run.bodies.take(index, id);
  const bodies = run.versions.filter((v) => kept.has(v)).map((v) => ({ version: v, ...keptBody(kept.get(v)!) }));
  const file = fileOf(differencesApiPath(res, id));
  if (bodies.length < 2) {
    // Found in one version or none now: its record, if any, is written as it is, and it has no comparison.
    for (const { version, text } of bodies) await writer.add(fileOf(recordPath(res, version, id)), text);
    if (state.served(file)) writer.remove(file);
    state.putDifferencePairs(index, id, []);
    return;
  }
  const comparison = compareVersions(res.object, id, bodies, run.addresses.base_url);
  for (const [i, { version, versions }] of comparison.versions.entries()) {
    const { text, body } = bodies[i]!;
    await writer.add(fileOf(recordPath(res, version, id)), withVersions(text, body.record.versions, versions));
  }
  await writer.add(file, comparison.differences);
  state.putDifferencePairs(
    index,
    id,
    comparison.differences.pairs.map((p) => ({ from: p.from, to: p.to, game: p.game_differences, sources: p.source_differences })),
  );
}
