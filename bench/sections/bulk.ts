/**
 * Section 10: the bulk files and the dist pack (issue 26) of the build that section 1 made.
 *
 * - each bulk file's size, raw and compressed, from what the build recorded;
 * - their share of the build: the bulk files, the change history and the pack made again over
 *   the same build (none reused: a first build's cost), against section 1's whole build, which
 *   includes them; and the pack made again with the same build as its previous one (every block
 *   copied: what a rebuild after a small change pays at least);
 * - from the downloaded pack to a mirror answering, against `cp -r` of dist/ then a mirror
 *   answering, in the same run.
 */
import { spawnSync } from "node:child_process";
import {
  closeSync,
  copyFileSync,
  mkdirSync,
  openSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
  writeFileSync,
  writeSync,
} from "node:fs";
import { dirname, join } from "node:path";
import { startMirror } from "../../edge/node/server.ts";
import { writeBulkFiles } from "../../generator/bulk.ts";
import { writeChanges } from "../../generator/history.ts";
import { writePack } from "../../generator/pack.ts";
import { BULK_FACTS, PACK_FACTS, PACK_FILE, recordOfFile, type BulkFacts } from "../../layout/bulk.ts";
import { BUILD_FILE, etagShardFile, type BuildInfo, type FileMeta } from "../../layout/dist.ts";
import type { Section } from "../harness.ts";
import { note, section, table } from "../report.ts";
import { fmt, ratio, round } from "../stats.ts";

const seconds = (since: number) => (performance.now() - since) / 1000;

/** Seconds from nothing to a mirror over `dist` answering `path` with 200. */
async function mirrorAnswering(dist: string, path: string): Promise<number> {
  const started = performance.now();
  const { server, url } = await startMirror({ dist, port: 0 });
  try {
    const response = await fetch(`${url}${path}`);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    return seconds(started);
  } finally {
    await new Promise<void>((done) => server.close(() => done()));
  }
}

/** The served files of a build with their ETags, from its manifests. */
function servedOf(dir: string): [string, string][] {
  const info = JSON.parse(readFileSync(join(dir, BUILD_FILE), "utf8")) as BuildInfo;
  const served: [string, string][] = [];
  for (let n = 0; n < info.etag_shards; n++) {
    for (const [file, [etag]] of Object.entries(JSON.parse(readFileSync(join(dir, etagShardFile(n)), "utf8")) as Record<string, FileMeta>))
      served.push([file, etag]);
  }
  return served;
}

export const bulkSection: Section = {
  key: "bulk",
  needsBuild: true,
  async run(bench) {
    section("10. Bulk files and the dist pack");
    const data = bench.data!;
    const dist = realpathSync(data.dist);
    const info = JSON.parse(readFileSync(join(dist, BUILD_FILE), "utf8")) as BuildInfo;
    const files = [
      ...(JSON.parse(readFileSync(join(dist, BULK_FACTS), "utf8")) as { files: BulkFacts[] }).files,
      JSON.parse(readFileSync(join(dist, PACK_FACTS), "utf8")) as BulkFacts,
    ];
    table(
      ["bulk file", "records", "raw", "compressed", "ratio"],
      files.map((f) => [f.id, fmt.int(f.records), fmt.mb(f.size), fmt.mb(f.compressed_size), fmt.x(ratio(f.size, f.compressed_size))]),
    );

    // The same work as the build's last steps, over the same build, into a scratch folder.
    const scratch = join(bench.tmp, "bulk-scratch");
    mkdirSync(scratch, { recursive: true });
    const served = servedOf(dist);
    // The build knows its files' sizes from its state; here they are read from the disk, outside the time measured.
    const sizes = new Map(served.filter(([file]) => recordOfFile(file)).map(([file]) => [file, statSync(join(dist, file)).size]));
    let t = performance.now();
    const bulk = await writeBulkFiles({
      servedUnder: (prefix) => served.filter(([file]) => file.startsWith(prefix)).map(([file, etag]) => [file, etag, sizes.get(file) ?? 0]),
      changed: null,
      files: { json: async (f) => JSON.parse(readFileSync(join(dist, f), "utf8")), bytes: async (f) => readFileSync(join(dist, f)) },
      database: data.path,
      versions: Object.keys(info.collections).flatMap((path) => path.match(/^\/(\w+)\/items$/)?.[1] ?? []),
      dataUpdated: info.data_updated,
      previousDir: null,
      add: async (file, bytes) => {
        mkdirSync(dirname(join(scratch, file)), { recursive: true });
        writeFileSync(join(scratch, file), bytes);
      },
      addWritten: async (file, write) => {
        mkdirSync(dirname(join(scratch, file)), { recursive: true });
        const fd = openSync(join(scratch, file), "w");
        try {
          await write((bytes) => writeSync(fd, bytes));
        } finally {
          closeSync(fd);
        }
      },
      keep: () => {
        throw new Error("a full build keeps no bulk file");
      },
    });
    const bulkSeconds = seconds(t);
    t = performance.now();
    await writeChanges({ served: () => servedOf(dist), changed: null, previousDir: dist, add: async () => {} });
    const changesSeconds = seconds(t);
    // The pack is written again in place: the same bytes, a new file renamed over the old one.
    t = performance.now();
    const full = await writePack(dist, null, undefined, bulk.records);
    const packSeconds = seconds(t);
    t = performance.now();
    const copied = await writePack(dist, dist, undefined, bulk.records);
    const reuseSeconds = seconds(t);
    const build = (bench.results.build as { build: { seconds: number } }).build.seconds;
    const extra = bulkSeconds + changesSeconds + packSeconds;
    table(
      ["step", "seconds", "share of the build"],
      [
        ["bulk files (JSON Lines, database)", fmt.s(bulkSeconds), fmt.num((100 * bulkSeconds) / build) + " %"],
        ["change history", fmt.s(changesSeconds), fmt.num((100 * changesSeconds) / build) + " %"],
        [`dist pack, every block compressed (${full.blocks} blocks)`, fmt.s(packSeconds), fmt.num((100 * packSeconds) / build) + " %"],
        ["all three", fmt.s(extra), fmt.num((100 * extra) / build) + " %"],
        [
          `dist pack, every block copied (${copied.reused} of ${copied.blocks}; the other ${copied.taken}: the records', from the bulk files)`,
          fmt.s(reuseSeconds),
          fmt.num((100 * reuseSeconds) / build) + " %",
        ],
      ],
    );
    note(`section 1's build: ${fmt.s(build)}, these steps included; the share is of that build, as if they were added to the rest of it`);

    const figures = {
      files: files.map((f) => ({ id: f.id, records: f.records, size: f.size, compressed_size: f.compressed_size })),
      build_seconds: round(build),
      seconds: { bulk: round(bulkSeconds), changes: round(changesSeconds), pack: round(packSeconds), pack_copied: round(reuseSeconds) },
      share_of_build: round(extra / build),
      pack: { bytes: files.at(-1)!.compressed_size, blocks: full.blocks },
    };
    bench.results.bulk = figures;
    // The copy of every file of the full data takes long: BENCH_BULK_MIRROR=0 leaves it out.
    if (process.env.BENCH_BULK_MIRROR === "0") return note("BENCH_BULK_MIRROR=0: the mirror from the pack against cp -r is not measured");

    // From the downloaded pack to a mirror answering, against cp -r of dist/ then a mirror answering.
    const record = data.targets[0]!.path;
    const pack = join(bench.tmp, "grimoire-dist.pack");
    copyFileSync(join(dist, PACK_FILE), pack);
    const fromPack = await mirrorAnswering(pack, record);
    const copy = join(bench.tmp, "dist-copy");
    t = performance.now();
    const cp = spawnSync("cp", ["-r", `${dist}/.`, copy]);
    if (cp.status !== 0) throw new Error(`cp -r: ${cp.stderr}`);
    const copySeconds = seconds(t);
    const fromCopy = copySeconds + (await mirrorAnswering(copy, record));
    rmSync(copy, { recursive: true, force: true });
    table(
      ["to a mirror answering", "seconds", "ratio"],
      [
        ["from the downloaded pack", fmt.s(fromPack), "1.00×"],
        [`cp -r of dist/ (${fmt.int(info.files)} served files), then the mirror`, fmt.s(fromCopy), fmt.x(ratio(fromCopy, fromPack))],
      ],
    );
    bench.results.bulk = {
      ...figures,
      mirror: { from_pack_seconds: round(fromPack), cp_then_mirror_seconds: round(fromCopy), cp_seconds: round(copySeconds) },
    };
  },
};
