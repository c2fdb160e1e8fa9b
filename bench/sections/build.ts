/**
 * Section 1: the build against a plain writeFileSync of the same files (bench/build.ts), then
 * incremental rebuilds after an item's name and an NPC's subtitle changed (bench/rebuild.ts). It hands the later sections the data and
 * the build, and the requests they measure (a record, a list page, a filtered list).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { RESOURCES } from "../../contract/resources.ts";
import { benchBuild } from "../build.ts";
import type { Target } from "../cpu.ts";
import type { Section } from "../harness.ts";
import type { ImportFigures } from "../import.ts";
import { benchRebuild } from "../rebuild.ts";
import { note, section, table } from "../report.ts";
import { fmt, ratio } from "../stats.ts";

export const buildSection: Section = {
  key: "build",
  async run(bench) {
    section("1. Build: generator generate() vs plain writeFileSync of the same files");
    const imported = (bench.results.import as ImportFigures | null | undefined)?.path ?? null;
    const { figures: b, dist } = await benchBuild(bench.tmp, imported);
    bench.results.build = b;
    note(
      `data: ${b.data.source === "import" ? "the import of section 0" : b.data.source === "full" ? "data/wow.sqlite" : "sample"} (${b.data.path})` +
        (b.data.sample_db_seconds !== null ? `, sample database built in ${fmt.s(b.data.sample_db_seconds)} (not counted)` : ""),
    );
    table(
      ["", "seconds", "peak RSS", "files", "bytes", "files/s", "MB/s"],
      [
        [
          "generate()",
          fmt.s(b.build.seconds),
          fmt.mb(b.build.peak_rss_bytes),
          fmt.int(b.build.files),
          fmt.mb(b.build.bytes),
          fmt.int(b.build.files_per_second),
          fmt.num(b.build.mb_per_second),
        ],
        [
          "baseline writeFileSync",
          fmt.s(b.baseline.seconds),
          "",
          fmt.int(b.baseline.files),
          fmt.mb(b.baseline.bytes),
          fmt.int(b.baseline.files_per_second),
          fmt.num(b.baseline.mb_per_second),
        ],
        ["ratio build/baseline", fmt.x(b.ratio), "", "", "", "", ""],
      ],
    );
    if (b.build.runs.length > 1)
      note(
        `seconds: medians of ${b.build.runs.length} runs each (build ${b.build.runs.map(fmt.s).join(", ")}; baseline ${b.baseline.runs.map(fmt.s).join(", ")})`,
      );
    note(`served files: ${fmt.int(b.build.served_files)}; baseline directories: ${fmt.int(b.baseline.dirs)}`);
    note(
      `RSS: ${fmt.mb(b.build.rss_before_bytes)} before generate(), peak ${fmt.mb(b.build.peak_rss_bytes)} during it, ` +
        `+${fmt.mb(b.build.peak_rss_bytes - b.build.rss_before_bytes)} (sampled every 5 ms; kernel high-water mark ${fmt.mb(b.build.max_rss_bytes)})`,
    );
    if (b.baseline.files !== b.build.files) note(`! generate() reported ${b.build.files} files, ${b.baseline.files} found on disk`);

    // What the bucket would hold of the build before the last rebuild replaces it (the deploy section).
    const { plannedKeysOf } = await import("../deploy.ts");
    let plannedBefore = null;
    const plan = () => {
      try {
        plannedBefore = plannedKeysOf(dist).keys;
      } catch (error) {
        note(`! could not plan a deploy of the build: ${(error as Error).message}`);
      }
    };
    const rebuilds = await benchRebuild(b.data.path, dist, bench.tmp, plan);
    bench.results.rebuild = rebuilds;
    table(
      ["rebuild after a small change", "kind", "records rendered", "files written", "seconds", "vs full build"],
      rebuilds.map((r) => [
        r.changed,
        r.kind,
        fmt.int(r.rendered),
        fmt.int(r.written),
        fmt.s(r.seconds),
        fmt.x(ratio(r.seconds, b.build.seconds)),
      ]),
    );
    for (const r of rebuilds) if (r.reason) note(`! ${r.changed}: full build (${r.reason})`);
    const rebuild = rebuilds.at(-1)!;
    const { targets, remark } = targetsOf(dist);
    bench.results.targets = targets;
    bench.data = { path: b.data.path, dist, targets, targetsRemark: remark, rebuild, plannedBefore };
  },
};

/** The three requests the edge sections measure, from what the build holds. */
function targetsOf(dist: string): { targets: Target[]; remark: string | null } {
  const listed = (segment: string): { id: number }[] => {
    try {
      return (JSON.parse(readFileSync(join(dist, `v1/classic/${segment}.json`), "utf8")).data ?? []) as { id: number }[];
    } catch {
      return [];
    }
  };
  for (const res of RESOURCES.toSorted((a, b) => Number(b.segment === "npcs") - Number(a.segment === "npcs"))) {
    const data = listed(res.segment);
    if (!data.length) continue;
    const npcs = res.segment === "npcs";
    return {
      remark: npcs ? null : `no NPC in this build: measuring /v1/classic/${res.segment} instead`,
      targets: [
        { kind: "record", path: `/v1/classic/${res.segment}/${data[0]!.id}` },
        { kind: "list page", path: `/v1/classic/${res.segment}` },
        {
          kind: "filtered list",
          path: npcs ? "/v1/classic/npcs?type=humanoid&sort=-level&limit=50" : `/v1/classic/${res.segment}?sort=-name&limit=50`,
        },
      ],
    };
  }
  return {
    remark: "no classic record in this build: measuring /v1/versions instead",
    targets: [
      { kind: "record", path: "/v1/versions/classic" },
      { kind: "list page", path: "/v1/versions" },
      { kind: "filtered list", path: "/v1/versions?limit=1" },
    ],
  };
}
