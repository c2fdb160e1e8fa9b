/**
 * The manifests of a build (layout/dist.ts), made from the state once every other file is
 * written: the ETag shards of the served files, the hash shards of the internal ones, each the
 * entries whose file's shard number (hashing/fnv.ts) is its own, in file order; then build.json,
 * whose id is a hash of what the hash manifest lists. An incremental build makes again only the
 * shards holding a file whose entry changed, unless the number of shards changed.
 */
import { buildIdOf } from "../hashing/build-id.ts";
import { BUILD_FILE, etagShardFile, hashShardFile, type BuildInfo, type FileMeta } from "../layout/dist.ts";
import { CHANGES_DIR } from "../layout/changes.ts";
import type { BuildState, Manifest } from "./state.ts";

/** What the manifests are written through (the DistWriter). */
export interface ManifestWriter {
  state: BuildState;
  incremental: boolean;
  /** files whose manifest entry changed (incremental builds) */
  dirty: Record<Manifest, ReadonlySet<string>>;
  addInternal(file: string, body: unknown, listed?: boolean): Promise<unknown>;
  remove(file: string): void;
}

/** Writes the manifests and build.json; the build's facts. */
export async function writeManifests(
  writer: ManifestWriter,
  info: Omit<BuildInfo, "build" | "etag_shards" | "hash_shards" | "files">,
): Promise<BuildInfo> {
  const { state } = writer;
  const served = state.count("served");
  const etagShards = shardCount(served, 256, 16);
  await writeShards(writer, "served", etagShards, etagShardFile, (n) => {
    const entries: Record<string, FileMeta> = {};
    for (const r of state.shardEntries("served", n)) entries[r.file] = [r.etag, r.next || null];
    return entries;
  });
  // Small shards: a cold edge reads one per internal file it needs.
  const hashShards = shardCount(state.count("internal"), 64, 4);
  await writeShards(writer, "internal", hashShards, hashShardFile, (n) => {
    const entries: Record<string, string> = {};
    for (const r of state.shardEntries("internal", n)) entries[r.file] = r.hash;
    return entries;
  });
  const build: BuildInfo = {
    // The history of earlier builds is not this build's content (layout/changes.ts).
    build: buildIdOf(state.listedEntries(CHANGES_DIR)),
    etag_shards: etagShards,
    hash_shards: hashShards,
    files: served,
    ...info,
  };
  await writer.addInternal(BUILD_FILE, JSON.stringify(build), false);
  return build;
}

/** The shards of one manifest; `body`: a shard's content from its entries in the state. */
async function writeShards(
  writer: ManifestWriter,
  manifest: Manifest,
  shards: number,
  fileOfShard: (n: number) => string,
  body: (n: number) => unknown,
): Promise<void> {
  const { state } = writer;
  const known = state.shards(manifest);
  const all = !writer.incremental || known !== shards;
  const dirty = new Set<number>();
  if (all) state.placeAll(manifest, shards);
  // The files whose entry changed are the only ones without a shard: placed one by one, not by a scan of the table.
  else for (const file of writer.dirty[manifest]) dirty.add(state.place(manifest, file, shards));
  for (let n = 0; n < shards; n++) {
    if (!all && !dirty.has(n)) continue;
    await writer.addInternal(fileOfShard(n), body(n), manifest === "served");
  }
  for (let n = shards; n < known; n++) writer.remove(fileOfShard(n));
  state.setShards(manifest, shards);
}

/** A power of two giving about `per` entries a shard, at least `least`. */
const shardCount = (entries: number, per: number, least: number) => Math.max(least, 2 ** Math.ceil(Math.log2(Math.max(1, entries / per))));
