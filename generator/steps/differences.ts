/**
 * The differences of the records found in more than one version, as the comparisons' thread
 * (compare-thread.ts) answers them: for each record, its comparison (route
 * /differences/{segment}/{id}) and its record file in each version, whose `versions` say where it
 * differs. The records step writes the answers as they come back while it renders
 * (writeCompared); this step, after it, asks for the rest and writes them. A full build compares every record with a kept
 * body; an incremental one those it rendered that are compared now or were before (it renders
 * them in every version), so a sibling's flags and the comparison follow a change in one version.
 */
import { fileOf } from "../../layout/dist.ts";
import { RESOURCES } from "../../contract/resources.ts";
import { differencesApiPath } from "../../contract/differences.ts";
import type { Answer, CompareThread } from "../compare-thread.ts";
import type { Run } from "./run.ts";

/** The rest of the comparisons: the records compared now or before (`run.compared`) not answered yet. */
export async function writeDifferences(run: Run, comparer: CompareThread): Promise<void> {
  for await (const answer of comparer.end(run.compared)) await writeAnswer(run, answer);
  run.progress.task("différences entre versions", comparer.records).done();
}

/** The answers that have come back so far. */
export async function writeCompared(run: Run, comparer: CompareThread): Promise<void> {
  for (const answer of comparer.take()) await writeAnswer(run, answer);
}

async function writeAnswer(run: Run, { records, bytes }: Answer): Promise<void> {
  const { state, writer } = run;
  for (const { res, id, files, compared, pairs } of records) {
    for (const [file, start, end, hash] of files) await writer.add(file, bytes.subarray(start, end), null, hash);
    // Found in one version or none now: it has no comparison.
    const comparison = fileOf(differencesApiPath(RESOURCES[res]!, id));
    if (!compared && state.served(comparison)) writer.remove(comparison);
    state.putDifferencePairs(res, id, pairs);
  }
}
