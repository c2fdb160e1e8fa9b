/**
 * The order test files start in: vitest's own (files that failed or took longest last time first,
 * else the largest), with the full import of the real data before all. It takes most of the
 * suite's time on one of the two workers: started first, the other files run beside it rather
 * than after it. On a clean clone vitest knows no durations and would start it among the rest.
 */
import { BaseSequencer, type TestSpecification } from "vitest/node";

/** The files that start before all others. */
const FIRST = ["test/node/full-import.test.ts"];

export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const first = (spec: TestSpecification) => FIRST.some((file) => spec.moduleId.endsWith(`/${file}`));
    return [...sorted.filter(first), ...sorted.filter((spec) => !first(spec))];
  }
}
