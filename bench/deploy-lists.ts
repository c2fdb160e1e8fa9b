/**
 * What an incremental deploy asks of the bucket, on the sample (bench/README.md, « A mirror kept
 * in step »): build A, then B with one NPC's subtitle changed (built over A, as `npm run build`
 * does), both deployed to a fresh local bucket (the deploy Worker under Miniflare); for B's
 * deploy, the deploy Worker's list calls before and after the switch, its requests and R2
 * operations, and what it uploaded. Run with and without the prune.
 *   npx tsx bench/deploy-lists.ts [--no-prune]
 */
import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { DeployClient } from "../deploy/client.ts";
import { deploy } from "../deploy/deploy.ts";
import { startLocal } from "../deploy/local.ts";
import { buildSampleDatabase } from "../database/sqlite.ts";
import { buildSample, CountingClient, withOneNpcChanged } from "../test/support/deploy-builds.ts";
import { discard, workFolder } from "../test/support/work.ts";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const BUNDLES = `bench/.out/deploy-lists-bundles-${process.pid}`;

const { values } = parseArgs({ options: { "no-prune": { type: "boolean", default: false } } });
const work = workFolder("deploy-lists-");
const token = randomBytes(32).toString("hex");
const local = await startLocal({ root: ROOT, persist: join(work, "r2"), bundles: BUNDLES, deploy: { token } });
try {
  const db = buildSampleDatabase(join(work, "sample.sqlite"));
  const changed = withOneNpcChanged(db, join(work, "changed.sqlite"));
  const dist = join(work, "dist");
  await buildSample(db, dist);
  await deploy({ dist, client: new DeployClient(local.deployUrl!, token), settleMs: 0 });
  await buildSample(changed.path, dist);
  const client = new CountingClient(local.deployUrl!, token);
  const summary = await deploy({ dist, client, settleMs: 0, prune: !values["no-prune"] });
  console.log(
    JSON.stringify({
      prune: !values["no-prune"],
      list_calls_before_switch: client.lists.before,
      list_calls_after_switch: client.lists.after,
      requests: summary.requests,
      r2_class_a: summary.r2_class_a,
      r2_class_b: summary.r2_class_b,
      uploaded: summary.uploaded,
      skipped: summary.skipped,
      deleted: summary.deleted,
      seconds: summary.seconds,
    }),
  );
} finally {
  await local.dispose();
  discard(work);
  rmSync(join(ROOT, BUNDLES), { recursive: true, force: true });
}
