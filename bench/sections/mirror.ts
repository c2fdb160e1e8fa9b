/** Section 4: the Node mirror beside nginx over loopback (bench/mirror.ts prints its own tables). */
import type { Section } from "../harness.ts";
import { benchMirror, MIRROR_LIMITS } from "../mirror.ts";

export const mirrorSection: Section = {
  key: "mirror",
  needsBuild: true,
  async run(bench) {
    const { dist, targets } = bench.data!;
    bench.results.mirror = await benchMirror(bench.root, dist, bench.tmp, targets, { ...MIRROR_LIMITS, signal: bench.signal }, bench.hold);
  },
};
