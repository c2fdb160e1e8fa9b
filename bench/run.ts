/**
 * `npm run bench`: performance figures of the build and of the edge, each compared with a
 * baseline measured in the same run and quoted as a ratio (absolute figures on a shared 2-core
 * machine mean little on their own). bench/README.md says what each section measures and
 * holds the last figures.
 *
 *   npm run bench                        every section, in this order
 *   npm run bench -- --only cpu,search   some sections (the build is made when they need it)
 *
 * Data: a fresh import of ../shared/data when present (BENCH_IMPORT=0 skips it), else
 * data/wow.sqlite when imported, else the sample built from data/sample/*.sql. Every loop is
 * bounded in count and time; tables on stdout, every figure in bench/.out/last.json.
 */
import { parseArgs } from "node:util";
import { runSections, type Section } from "./harness.ts";
import { buildSection } from "./sections/build.ts";
import { bulkSection } from "./sections/bulk.ts";
import { cpuSection } from "./sections/cpu.ts";
import { deploySection } from "./sections/deploy.ts";
import { edgeSection } from "./sections/edge.ts";
import { importSection } from "./sections/import.ts";
import { mirrorSection } from "./sections/mirror.ts";
import { pagesSection } from "./sections/pages.ts";
import { r2CacheSection } from "./sections/r2-cache.ts";
import { scaleSection } from "./sections/scale.ts";
import { searchSection } from "./sections/search.ts";
import { adversarialSection } from "./sections/adversarial.ts";
import { siteSection } from "./sections/site.ts";
import { comparisonsSection } from "./sections/comparisons.ts";

const SECTIONS: readonly Section[] = [
  importSection,
  buildSection,
  edgeSection,
  cpuSection,
  mirrorSection,
  searchSection,
  deploySection,
  r2CacheSection,
  siteSection,
  scaleSection,
  adversarialSection,
  bulkSection,
  pagesSection,
  comparisonsSection,
];

const { values } = parseArgs({ options: { only: { type: "string" } } });
const only = values.only?.split(",").map((key) => key.trim());
const unknown = only?.filter((key) => !SECTIONS.some((s) => s.key === key)) ?? [];
if (unknown.length) {
  console.error(`bench: unknown section ${unknown.join(", ")}; sections: ${SECTIONS.map((s) => s.key).join(", ")}`);
  process.exit(2);
}
const chosen = only ? SECTIONS.filter((s) => only.includes(s.key)) : SECTIONS;
// The build is made first whenever a chosen section measures it.
const needed = only && chosen.some((s) => s.needsBuild) && !only.includes(buildSection.key) ? [buildSection, ...chosen] : chosen;
await runSections(needed);
