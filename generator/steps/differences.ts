/**
 * A record's files once the records step has its bodies in every version where it exists: found
 * in one version, its record as rendered; found in more, its comparison (route
 * /differences/{segment}/{id}, differences.ts) and its record file in each version, whose
 * `versions` say where it differs. The state keeps the comparison's counts for the patch notes.
 */
import { fileOf } from "../../layout/dist.ts";
import { RESOURCES } from "../../contract/resources.ts";
import { differencesApiPath } from "../../contract/differences.ts";
import { recordPath } from "../render/refs.ts";
import { compareVersions, type VersionBody } from "../differences.ts";
import type { Run } from "./run.ts";

export async function writeVersions(run: Run, index: number, id: number, bodies: readonly VersionBody[]): Promise<void> {
  const { state, writer } = run;
  const res = RESOURCES[index]!;
  const file = fileOf(differencesApiPath(res, id));
  if (bodies.length < 2 || !run.comparisons) {
    for (const { version, body } of bodies) await writer.add(fileOf(recordPath(res, version, id)), body.record);
    // Compared before, found in one version or none now: it has no comparison any more.
    if (state.served(file)) {
      writer.remove(file);
      state.putDifferencePairs(index, id, []);
      run.compared.add(`${index}:${id}`);
    }
    return;
  }
  const comparison = compareVersions(res.object, id, bodies, run.addresses.base_url);
  for (const { version, record } of comparison.records) await writer.add(fileOf(recordPath(res, version, id)), record);
  await writer.add(file, comparison.differences);
  state.putDifferencePairs(
    index,
    id,
    comparison.differences.pairs.map((p) => ({ from: p.from, to: p.to, game: p.game_differences, sources: p.source_differences })),
  );
  run.compared.add(`${index}:${id}`);
}
