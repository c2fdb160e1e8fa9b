// @vitest-environment node
/**
 * `npm run verify` (generator/verify.ts) on the sample build, whole and then damaged in every
 * way the edge must refuse to serve: each damage is reported against its file, and the command
 * exits non-zero. A mirror's dist pack against what its origin (a mirror over HTTP) publishes.
 */
import { execFile, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { copyFileSync, readFileSync, realpathSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { discard, workFolder } from "../support/work.ts";
import { chunkFile, etagShardOf, hashShardFile, hashShardOf, indexFile } from "../../layout/dist.ts";
import { contentHashOf } from "../../hashing/content-hash.ts";
import { verifyDist } from "../../generator/verify.ts";
import { startMirror } from "../../edge/node/server.ts";
import { PACK_FILE } from "../../layout/bulk.ts";
import { readDistFacts } from "../support/dist.ts";
import { linkedCopy, replaceFile } from "../support/dist-copy.ts";

const facts = readDistFacts();
const source = realpathSync(facts.dir);
const work = workFolder("verify-");
afterAll(() => discard(work));

const linked = (name: string) => linkedCopy(source, join(work, name));
const replace = replaceFile;

/** The ETag shard the damaged copy loses, and records that are not in it. */
const lostShard = etagShardOf("v1/stats.json", facts.build.etag_shards);
const records = Object.keys(facts.manifest).filter(
  (f) => /^v1\/wotlk\/npcs\/\d+\.json$/.test(f) && etagShardOf(f, facts.build.etag_shards) !== lostShard,
);

describe("verify", () => {
  it("finds nothing wrong with a whole build", () => {
    const report = verifyDist(facts.dir);
    expect(report.faults).toEqual([]);
    expect(report.build).toBe(facts.build.build);
    expect(report.served).toBe(Object.keys(facts.manifest).length);
    // build.json, the hash shards, and the dist pack with its facts
    expect(report.files).toBe(report.served + report.internal + 1 + facts.build.hash_shards + 2);
    expect(report.lists).toBe(Object.keys(facts.build.collections).length - 1);
    expect(report.chunks).toBeGreaterThan(report.lists);
    expect(report.searchFiles).toBeGreaterThan(10);
  });

  it("reports every damage against its file", () => {
    const copy = linked("damaged");
    const [truncated, emptied, removed] = records;
    replace(copy, truncated!, readFileSync(join(source, truncated!)).subarray(0, 12));
    replace(copy, emptied!, "");
    replace(copy, removed!, null);
    const chunk = chunkFile("/classic/npcs", 1);
    replace(copy, chunk, Buffer.alloc(readFileSync(join(source, chunk)).length));
    replace(copy, indexFile("/tbc/quests"), null);
    const shard = lostShard;
    replace(copy, shard, null);
    replace(copy, "v1/extra.json", "{}");
    replace(copy, "_index/search/terms/zz-stray.bin", "x");

    const faults = verifyDist(copy).faults;
    const about = (file: string) => faults.filter((f) => f.file === file).map((f) => f.problem);
    expect(about(truncated!)).toEqual([expect.stringMatching(/^contenu différent de celui enregistré \(12 octets/)]);
    expect(about(emptied!)).toEqual([expect.stringMatching(/^contenu différent de celui enregistré \(0 octets/)]);
    expect(about(removed!)).toEqual(["enregistré par le build mais absent"]);
    expect(about(chunk)).toEqual([expect.stringMatching(/^contenu différent/)]);
    expect(about(indexFile("/tbc/quests"))).toEqual(["enregistré par le build mais absent"]);
    expect(about(shard)).toEqual(["absent", "enregistré par le build mais absent"]);
    expect(about("v1/extra.json")).toEqual(["fichier que le build n'a pas enregistré"]);
    expect(about("_index/search/terms/zz-stray.bin")).toEqual(["fichier que le build n'a pas enregistré"]);
    // The served files of the lost shard are no longer in the manifests: the count says so. The
    // build id is the same: the hash manifest still lists the shard with its hash.
    expect(about("_meta/build.json")).toEqual([expect.stringMatching(/^annonce \d+ fichiers servis, les manifestes en ont \d+$/)]);
  });

  it("reports an entry moved to a shard where the edge does not look", () => {
    const copy = linked("moved");
    const shard0 = JSON.parse(readFileSync(join(source, hashShardFile(0)), "utf8")) as Record<string, string>;
    const [file, hash] = Object.entries(shard0)[0]!;
    const other = hashShardFile(1);
    const shard1 = JSON.parse(readFileSync(join(source, other), "utf8")) as Record<string, string>;
    delete shard0[file];
    replace(copy, hashShardFile(0), JSON.stringify(shard0));
    replace(copy, other, JSON.stringify({ ...shard1, [file]: hash }));
    expect(verifyDist(copy).faults).toEqual([{ file, problem: `dans ${other}, où l'edge ne le cherche pas` }]);
  });

  it("reports a manifest rewritten to match a damaged file: the build id no longer matches", () => {
    const copy = linked("rewritten");
    const chunk = chunkFile("/wotlk/items", 0);
    const zeroed = Buffer.alloc(readFileSync(join(source, chunk)).length);
    replace(copy, chunk, zeroed);
    const shardFile = hashShardOf(chunk, facts.build.hash_shards);
    const shard = JSON.parse(readFileSync(join(source, shardFile), "utf8")) as Record<string, string>;
    replace(copy, shardFile, JSON.stringify({ ...shard, [chunk]: contentHashOf(zeroed) }));
    expect(verifyDist(copy).faults).toEqual([
      { file: "_meta/build.json", problem: "les manifestes ne sont pas ceux de ce build (identifiant différent)" },
      { file: chunk, problem: "0 éléments lisibles pour 32" },
    ]);
  });

  it("exits 0 on a whole build and 1 on a damaged one, through npm run verify", () => {
    const cli = (dir: string) => spawnSync("npx", ["tsx", "generator/verify-cli.ts", "--dist", dir, "--max", "3"], { encoding: "utf8" });
    const whole = cli(facts.dir);
    expect(whole.status, whole.stderr).toBe(0);
    expect(whole.stdout).toContain("aucun défaut");
    const damaged = cli(join(work, "damaged"));
    expect(damaged.status).toBe(1);
    expect(damaged.stdout).toMatch(/\d+ défauts :/);
    expect(damaged.stdout).toContain("par nature");
  }, 30_000);
});

describe("verify a dist pack against its origin", () => {
  /** npm run verify, run beside this process (which serves the origin): exit status and output. */
  const cli = (...args: string[]) =>
    new Promise<{ status: number; stdout: string; stderr: string }>((done) =>
      execFile("npx", ["tsx", "generator/verify-cli.ts", ...args], { encoding: "utf8" }, (error, stdout, stderr) =>
        done({ status: error ? Number(error.code) : 0, stdout, stderr }),
      ),
    );
  const pack = join(work, "grimoire-dist.pack");
  const bytes = readFileSync(join(facts.dir, PACK_FILE));
  const sha256 = createHash("sha256").update(bytes).digest("hex");

  it("passes the origin's own pack, and names the size or digest that differs otherwise", async () => {
    const origin = await startMirror({ dist: facts.dir, port: 0 });
    try {
      const against = `${origin.url}/v1`;
      copyFileSync(join(facts.dir, PACK_FILE), pack);
      const same = await cli("--dist", pack, "--against", against);
      expect(same.status, same.stderr).toBe(0);
      expect(same.stdout).toBe(`paquet ${pack} : taille et SHA-256 ceux que publie ${against}/bulk/dist\naucun défaut\n`);

      const flipped = Buffer.from(bytes);
      flipped[100] = flipped[100]! ^ 1;
      writeFileSync(pack, flipped);
      const wrong = await cli("--dist", pack, "--against", against);
      expect(wrong.status).toBe(1);
      const actual = createHash("sha256").update(flipped).digest("hex");
      expect(wrong.stdout).toBe(`1 défaut :\n  ${pack} : SHA-256 ${actual}, ${sha256} selon ${against}/bulk/dist\n`);

      writeFileSync(pack, bytes.subarray(0, 1000));
      const short = await cli("--dist", pack, "--against", against);
      expect(short.status).toBe(1);
      expect(short.stdout).toContain(`${pack} : 1000 octets, ${bytes.length} selon ${against}/bulk/dist (téléchargement incomplet ?)`);
    } finally {
      await new Promise((done) => origin.server.close(done));
    }
  }, 60_000);

  it("checks a pack against --sha256, and a build's own pack with --dist DIR", async () => {
    copyFileSync(join(facts.dir, PACK_FILE), pack);
    expect((await cli("--dist", pack, "--sha256", sha256)).status).toBe(0);
    const other = await cli("--dist", pack, "--sha256", "0".repeat(64));
    expect(other.status).toBe(1);
    expect(other.stdout).toContain(`SHA-256 ${sha256}, ${"0".repeat(64)} selon --sha256`);
    const dir = await cli("--dist", facts.dir, "--sha256", sha256);
    expect(dir.status, dir.stdout).toBe(0);
    expect(dir.stdout).toContain(`paquet ${join(facts.dir, PACK_FILE)} : taille et SHA-256 ceux que publie --sha256`);
    const bare = await cli("--dist", pack);
    expect(bare.status).toBe(2);
    expect(bare.stderr).toContain("est un paquet : il se vérifie contre ce que publie son origine (--against URL ou --sha256 HEX)");
  }, 60_000);
});
