/**
 * The comparison of each record found in more than one version (route
 * /differences/{segment}/{id}, differences.ts) and its record file in each version, whose
 * `versions` say where it differs. The records step compares a record as it renders its last
 * version, from that body in hand and the bodies it kept of the others (kept-bodies.ts); the
 * differences step, after it, those it could not: a record whose last version has no body now,
 * and in an incremental build one compared before that no longer is.
 */
import { fileOf } from "../../layout/dist.ts";
import { RESOURCES } from "../../contract/resources.ts";
import { differencesApiPath } from "../../contract/differences.ts";
import { recordPath } from "../render/refs.ts";
import { compareVersions, keptBody, withVersions, type VersionBody } from "../differences.ts";
import type { Run } from "./run.ts";

/** A record's body in one version, with its text as its file is written before its `versions` are flagged. */
export type VersionText = VersionBody & { text: string };

/**
 * The records left to compare. `all`: every record with a body still kept (a full build); else
 * those the records step found compared, now or before, and did not compare.
 */
export async function writeDifferences(run: Run, all: boolean): Promise<void> {
  const records = all
    ? run.bodies.records()
    : [...run.compared]
        .filter((unit) => !run.comparedAsRendered.has(unit))
        .map((unit) => unit.split(":").map(Number) as [number, number])
        .map(([res, id]) => ({ res, id }));
  const task = run.progress.task("différences entre versions", records.length);
  for (const { res, id } of records) {
    await writeComparison(run, res, id, null);
    task.tick();
  }
  task.done();
}

/**
 * A record's comparison and its record file in each version where it is, from the bodies kept
 * of it and `last`, the body of its last version when the records step has it in hand.
 */
export async function writeComparison(run: Run, index: number, id: number, last: VersionText | null): Promise<void> {
  const { state, writer } = run;
  const res = RESOURCES[index]!;
  const kept = run.bodies.take(index, id);
  const bodies: VersionText[] = run.versions.filter((v) => kept.has(v)).map((v) => ({ version: v, ...keptBody(kept.get(v)!) }));
  if (last) bodies.push(last);
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
