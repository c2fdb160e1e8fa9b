// @vitest-environment node
/**
 * The handler's view of a build (edge/files/dist.ts) over a real copy of dist/ with a clock the
 * test moves: a new build is picked up once build.json is re-read, its ETags with it; a build
 * being swapped in does not interrupt service; no build at all is BuildUnavailable; and every
 * file read is checked against what the build recorded (DistDamaged, never a null or a broken
 * value).
 */
import { cpSync, readFileSync, realpathSync, renameSync, rmSync, symlinkSync, truncateSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { discard, workFolder } from "../support/work.ts";
import { BUILD_FILE, chunkFile, etagShardOf, indexFile } from "../../layout/dist.ts";
import { BuildUnavailable, Dist, DistDamaged, fsStore } from "../../edge/testing.ts";
import { readDistFacts } from "../support/dist.ts";

const facts = readDistFacts();
const copies: string[] = [];
/** A private copy of the build under test: its manifests and the files named (dist/ is a link:
 * files are read through it). */
function copyOfDist(files: string[] = []): string {
  const copy = workFolder("dist-");
  for (const file of ["_meta", ...files]) cpSync(join(realpathSync(facts.dir), file), join(copy, file), { recursive: true });
  copies.push(copy);
  return copy;
}
afterAll(() => copies.forEach(discard));

const record = Object.keys(facts.manifest).find((f) => /^v1\/classic\/npcs\/\d+\.json$/.test(f))!;

describe("Dist", () => {
  it("picks up a new build after the re-read delay, and drops the old ETags", async () => {
    const copy = copyOfDist(["v1/stats.json"]);
    let clock = 1_000_000;
    const dist = new Dist(fsStore(copy), () => clock);
    const file = "v1/stats.json";
    expect((await dist.open()).info.build).toBe(facts.build.build);
    expect((await (await dist.open()).meta(file))![0]).toBe(facts.manifest[file]![0]);

    const shard = join(copy, etagShardOf(file, facts.build.etag_shards));
    const entries = JSON.parse(readFileSync(shard, "utf8"));
    entries[file] = ['"new-etag"', null];
    writeFileSync(shard, JSON.stringify(entries));
    writeFileSync(join(copy, BUILD_FILE), JSON.stringify({ ...facts.build, build: "next-build" }));

    clock += 1_000;
    expect((await dist.open()).info.build).toBe(facts.build.build);
    expect((await (await dist.open()).meta(file))![0]).toBe(facts.manifest[file]![0]);
    clock += 60_000;
    const next = await dist.open();
    expect(next.info.build).toBe("next-build");
    expect((await next.meta(file))![0]).toBe('"new-etag"');
    // The new ETag does not match the bytes: the file is refused, not served.
    await expect(next.served(file, '"new-etag"')).rejects.toBeInstanceOf(DistDamaged);

    // build.json missing for an instant: the known build keeps serving.
    rmSync(join(copy, BUILD_FILE));
    clock += 60_000;
    expect((await dist.open()).info.build).toBe("next-build");
  });

  it("throws BuildUnavailable when there has never been a readable build", async () => {
    const empty = workFolder("none-");
    copies.push(empty);
    writeFileSync(join(empty, "_meta"), "not a directory");
    await expect(new Dist(fsStore(empty)).open()).rejects.toBeInstanceOf(BuildUnavailable);
  });

  it("says whether a newer build replaced the one a request read", async () => {
    const copy = copyOfDist();
    const dist = new Dist(fsStore(copy));
    const first = await dist.open();
    expect(await dist.newerThan(first)).toBeNull();
    writeFileSync(join(copy, BUILD_FILE), JSON.stringify({ ...facts.build, build: "another" }));
    expect((await dist.newerThan(first))!.info.build).toBe("another");
  });

  it("counts the same build moved to another directory as newer: its files are there now", async () => {
    // dist/ as the generator leaves it: a link to the current build's directory (generator/swap.ts).
    const root = workFolder("moved-");
    copies.push(root);
    const [before, after] = ["one", "two"].map((name) => {
      cpSync(copyOfDist([record]), join(root, name), { recursive: true });
      return join(root, name);
    });
    symlinkSync(before!, join(root, "dist"));
    const dist = new Dist(fsStore(join(root, "dist")));
    const first = await dist.open();
    expect(await dist.newerThan(first)).toBeNull();
    // Swapped out, then in again from another directory, the first one removed.
    renameSync(join(root, "dist"), join(root, "old-link"));
    symlinkSync(after!, join(root, "dist"));
    rmSync(before!, { recursive: true });
    const etag = facts.manifest[record]![0];
    await expect(first.served(record, etag)).rejects.toBeInstanceOf(DistDamaged);
    const moved = (await dist.newerThan(first))!;
    expect(moved.info.build).toBe(facts.build.build);
    expect(await moved.served(record, etag)).toEqual(readFileSync(join(after!, record)));
    expect(await dist.newerThan(moved)).toBeNull();
  });
});

describe("Dist: files that do not match their build", () => {
  const tbcRecords = Object.keys(facts.manifest).filter((f) => /^v1\/tbc\/npcs\/\d+\.json$/.test(f));
  const lists = ["/wotlk/quests", "/tbc/quests"].map(indexFile);
  const chunk = chunkFile("/tbc/items", 0);
  const copy = copyOfDist([record, ...tbcRecords.slice(0, 4), ...lists, chunk]);
  const build = () => new Dist(fsStore(copy)).open();
  const etag = facts.manifest[record]![0];

  it("serves a record whose bytes match its ETag", async () => {
    const bytes = await (await build()).served(record, etag);
    expect(JSON.parse(new TextDecoder().decode(bytes)).object).toBe("npc");
  });

  it.each([
    ["truncated", 0, (path: string) => truncateSync(path, 10)],
    ["emptied", 1, (path: string) => truncateSync(path, 0)],
    ["removed", 2, (path: string) => rmSync(path)],
    ["zeroed", 3, (path: string) => writeFileSync(path, Buffer.alloc(readFileSync(path).length))],
  ])("refuses a %s record", async (_, n, damage) => {
    const file = tbcRecords[n]!;
    damage(join(copy, file));
    await expect((await build()).served(file, facts.manifest[file]![0])).rejects.toBeInstanceOf(DistDamaged);
  });

  it("refuses a missing ETag shard rather than answering that the record does not exist", async () => {
    const other = copyOfDist([record]);
    rmSync(join(other, etagShardOf(record, facts.build.etag_shards)));
    await expect((await new Dist(fsStore(other)).open()).meta(record)).rejects.toBeInstanceOf(DistDamaged);
  });

  it("refuses a missing list index and a zeroed chunk, and answers null for a file the build never had", async () => {
    const b = await build();
    const index = indexFile("/wotlk/quests");
    expect(((await b.json(index)) as { count: number }).count).toBeGreaterThan(0);
    rmSync(join(copy, indexFile("/tbc/quests")));
    await expect(b.json(indexFile("/tbc/quests"))).rejects.toBeInstanceOf(DistDamaged);
    writeFileSync(join(copy, chunk), Buffer.alloc(readFileSync(join(copy, chunk)).length));
    await expect(b.bytes(chunk)).rejects.toBeInstanceOf(DistDamaged);
    expect(await b.json("_index/nothing.json")).toBeNull();
    expect(await b.json("v1/classic/npcs/987654321.json")).toBeNull();
  });
});
