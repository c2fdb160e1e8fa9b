/**
 * The differences step, after the records: for each record found in more than one version, its
 * comparison (route /differences/{segment}/{id}, differences.ts) and its record file in each
 * version, whose `versions` say where it differs — both made from the bodies the records step
 * kept (kept-bodies.ts), on threads of their own (differences-thread.ts). A full build does every
 * such record; an incremental one those it rendered that are compared now or were before (it
 * renders them in every version), so a sibling's flags and the comparison follow a change in one
 * version.
 */
import { fileOf } from "../../layout/dist.ts";
import { RESOURCES } from "../../contract/resources.ts";
import { differencesApiPath } from "../../contract/differences.ts";
import { compareInThreads } from "../differences-thread.ts";
import type { Compared, Item } from "../differences-batch.ts";
import type { Run } from "./run.ts";

/** `all`: every record with a kept body (a full build); else those the records step found compared, now or before. */
export async function writeDifferences(run: Run, all: boolean): Promise<void> {
  const { bodies } = run;
  const records = all
    ? bodies.records()
    : [...run.compared].map((unit) => unit.split(":").map(Number) as [number, number]).map(([res, id]) => ({ res, id }));
  const task = run.progress.task("différences entre versions", records.length);
  const order = (version: string) => run.versions.indexOf(version);
  const items: Item[] = records.map(({ res, id }) => [res, id, bodies.places(res, id).sort((a, b) => order(a[0]) - order(b[0]))]);
  bodies.flush();
  for await (const { answers, bytes } of compareInThreads(items, bodies.path, run.addresses.base_url)) {
    for (const record of answers) {
      await write(run, record, bytes);
      task.tick();
    }
  }
  task.done();
}

/** A record compared: its files, its comparison removed when it has none now, its pairs. */
async function write(run: Run, { index, id, files, comparison, pairs }: Compared, bytes: Uint8Array): Promise<void> {
  const { state, writer } = run;
  for (const [file, start, end, etag] of files) await writer.addHashed(file, bytes.subarray(start, end), etag);
  if (!comparison) {
    const file = fileOf(differencesApiPath(RESOURCES[index]!, id));
    if (state.served(file)) writer.remove(file);
  }
  state.putDifferencePairs(index, id, pairs);
}
