/** Section 6: `npm run deploy` to a local R2 bucket (bench/deploy.ts). */
import type { Section } from "../harness.ts";
import { note, section, table } from "../report.ts";
import { fmt } from "../stats.ts";

export const deploySection: Section = {
  key: "deploy",
  needsBuild: true,
  async run(bench) {
    section("6. npm run deploy: deploy Worker and API Worker under Miniflare over a local R2 bucket");
    const { benchDeploy } = await import("../deploy.ts");
    const { dist, plannedBefore, rebuild } = bench.data!;
    const d = await benchDeploy(bench.root, bench.tmp, dist, plannedBefore, bench.signal);
    bench.results.deploy = d;
    const s = d.subset;
    const row = (name: string, objects: number, bytes: number, a: number, bReads: number, seconds: string) => [
      name,
      fmt.int(objects),
      fmt.mb(bytes),
      fmt.int(a),
      fmt.int(bReads),
      seconds,
    ];
    const measured = (x: typeof d.sample.full) => fmt.s(x.seconds.total);
    const change = d.change;
    table(
      ["deploy", "objects uploaded", "bytes", "R2 class A", "R2 class B", "seconds"],
      [
        row(
          `full build (${fmt.int(d.full.files)} files)`,
          d.full.objects + d.full.manifests,
          d.full.bytes,
          d.full.class_a,
          d.full.class_b,
          `~${fmt.s(d.full.upload_seconds_extrapolated)}`,
        ),
        ...(change
          ? [
              row(
                rebuild.changed,
                change.objects + change.manifests,
                change.bytes,
                change.class_a,
                change.class_b,
                `~${fmt.s(change.upload_seconds_extrapolated)}`,
              ),
            ]
          : []),
        row(
          "sample: full build",
          d.sample.full.uploaded.objects + d.sample.full.uploaded.manifests,
          d.sample.full.uploaded.bytes,
          d.sample.full.r2_class_a,
          d.sample.full.r2_class_b,
          measured(d.sample.full),
        ),
        row(
          "sample: one NPC changed",
          d.sample.change.uploaded.objects + d.sample.change.uploaded.manifests,
          d.sample.change.uploaded.bytes,
          d.sample.change.r2_class_a,
          d.sample.change.r2_class_b,
          measured(d.sample.change),
        ),
      ],
    );
    note(
      `first rows: this build, planned as the deploy plans it (objects = distinct contents + manifest shards; R2 operations estimated, bench/deploy.ts);` +
        ` seconds extrapolated from the upload of ${fmt.int(s.objects)} of its objects below`,
    );
    note(`sample rows: measured end to end, into an empty bucket then incrementally (R2 operations counted by the deploy Worker)`);
    note(
      `upload throughput to the local bucket: ${fmt.int(s.objects)} objects, ${fmt.mb(s.bytes)} in ${fmt.s(s.seconds)}: ${fmt.int(s.objects_per_second)} objects/s, ` +
        `${fmt.num(s.mb_per_second)} MB/s (${s.concurrency} requests of ${s.batch_objects} objects in flight); listing ${fmt.int(s.listed_keys)} keys took ${fmt.s(s.list_seconds)}, ` +
        `deleting them ${fmt.s(s.delete_seconds)}`,
    );
    note(
      `switch: the /switch call took ${fmt.ms(d.sample.switch_call_ms)}; the API Worker, which had read live.json just before the deploy, served the changed record ` +
        `of the new build ${fmt.s(d.sample.served_after_ms / 1000)} after the switch (each isolate trusts live.json for ${fmt.s(d.sample.live_ttl_ms / 1000)})`,
    );
    note(`plan of the build: ${fmt.s(d.full.plan_seconds)} (ETag shards read, internal files hashed, every object's size)`);
  },
};
