/** The deploy's plan (deploy/plan.ts) of the sample build: internal files named by the hash shards, unread; the upload still checks their bytes. */
import { cpSync, readFileSync, realpathSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { hashShardFile } from "../layout/dist.ts";
import { contentKeyOfEtag, objectKey } from "../layout/bucket.ts";
import { distDir } from "../test/support/dist.ts";
import { discard, workFolder } from "../test/support/work.ts";
import { DeployClient } from "./client.ts";
import { planDeploy } from "./plan.ts";
import { uploadObjects } from "./upload.ts";

describe("the plan of a build", () => {
  const work = workFolder("deploy-plan-");
  afterAll(() => discard(work));
  const dist = join(work, "dist");
  cpSync(realpathSync(distDir()), dist, { recursive: true, dereference: true });
  const [path, hash] = Object.entries(JSON.parse(readFileSync(join(dist, hashShardFile(0)), "utf8")) as Record<string, string>)[0]!;
  const before = planDeploy(dist);

  it("names an internal file by the hash its build recorded, without reading it", () => {
    writeFileSync(join(dist, path), "altered since the build");
    const after = planDeploy(dist);
    expect(after.root).toEqual(before.root);
    // The same objects, though one file's bytes changed: the plan took its key from the hash shard.
    expect(after.objects.map((o) => o.key)).toEqual(before.objects.map((o) => o.key));
    expect(after.internal.get(path)).toBe(contentKeyOfEtag(hash));
  });

  it("and the upload of a file whose bytes are no longer those recorded stops the deploy", async () => {
    const object = before.objects.find((o) => o.key === objectKey(contentKeyOfEtag(hash)))!;
    // No request leaves: the bytes are checked as the batch is made.
    const client = new DeployClient("http://127.0.0.1:9", "unused");
    await expect(uploadObjects(client, dist, [object], { concurrency: 1, batchObjects: 1, batchBytes: 1 << 20 })).rejects.toThrow(
      `${join(dist, path)} no longer has the bytes its build recorded (${object.key}): rebuild, then deploy`,
    );
  });
});
