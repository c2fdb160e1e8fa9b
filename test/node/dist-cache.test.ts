// @vitest-environment node
/**
 * The handler's view of a build (edge/files/dist.ts) over a real copy of dist/ with a clock the
 * test moves: a new build is picked up once build.json is re-read, its ETags with it; a build
 * being swapped in does not interrupt service; no build at all is BuildUnavailable.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { BUILD_FILE, etagShardOf } from "../../edge/api/layout.ts";
import { BuildUnavailable, Dist } from "../../edge/files/dist.ts";
import { fsStore } from "../../edge/files/fs.ts";
import { readDistFacts } from "../support/dist.ts";

const facts = readDistFacts();
const copy = mkdtempSync(join(tmpdir(), "grimoire-dist-"));
cpSync(facts.dir, copy, { recursive: true });
afterAll(() => rmSync(copy, { recursive: true, force: true }));

describe("Dist", () => {
  it("picks up a new build after the re-read delay, and drops the old ETags", async () => {
    let clock = 1_000_000;
    const dist = new Dist(fsStore(copy), () => clock);
    const file = "v1/stats.json";
    expect((await dist.build()).build).toBe(facts.build.build);
    expect((await dist.meta(file))![0]).toBe(facts.manifest[file]![0]);

    const shard = join(copy, etagShardOf(file, facts.build.etag_shards));
    const entries = JSON.parse(readFileSync(shard, "utf8"));
    entries[file] = ['"new-etag"', null];
    writeFileSync(shard, JSON.stringify(entries));
    writeFileSync(join(copy, BUILD_FILE), JSON.stringify({ ...facts.build, build: "next-build" }));

    clock += 1_000;
    expect((await dist.build()).build).toBe(facts.build.build);
    expect((await dist.meta(file))![0]).toBe(facts.manifest[file]![0]);
    clock += 60_000;
    expect((await dist.build()).build).toBe("next-build");
    expect((await dist.meta(file))![0]).toBe('"new-etag"');

    // build.json missing for an instant (a swap): the known build keeps serving.
    rmSync(join(copy, BUILD_FILE));
    clock += 60_000;
    expect((await dist.build()).build).toBe("next-build");
  });

  it("throws BuildUnavailable when there has never been a readable build", async () => {
    const empty = mkdtempSync(join(tmpdir(), "grimoire-none-"));
    try {
      writeFileSync(join(empty, "_meta"), "not a directory");
      await expect(new Dist(fsStore(empty)).build()).rejects.toBeInstanceOf(BuildUnavailable);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
