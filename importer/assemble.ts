/**
 * One version's import: the steps of importer/steps/index.ts run in order over the version's
 * files (importer/files.ts), each filling the tables it owns. A file that is missing is
 * reported, not fatal; import.ts fails a version that ends with neither NPCs nor objects.
 */
import type { Version } from "../contract/enums.ts";
import { FILES, type VersionFiles } from "./files.ts";
import { emptyVersionData, type VersionData } from "./rows.ts";
import { stepContext } from "./steps/context.ts";
import { STEPS } from "./steps/index.ts";

/** `steps`: the names of the steps to run besides the base ones, all when absent. */
export async function assembleVersion(
  dir: string,
  version: Version,
  log?: (line: string) => void,
  steps?: readonly string[],
  files: VersionFiles = FILES[version],
): Promise<VersionData> {
  const data = emptyVersionData(version);
  const ctx = stepContext(dir, data, files);
  for (const step of STEPS) {
    if (steps && !step.base && !steps.includes(step.name)) continue;
    const t = performance.now();
    await step.run(ctx);
    log?.(`  ${step.name}: ${((performance.now() - t) / 1000).toFixed(1)} s`);
  }
  return data;
}
