/**
 * A build on disk as the bucket will hold it (layout/bucket.ts): every file named by
 * its content, the manifest shards of the internal files, the reference shards and the build's root. Served files are
 * not read here: the build's ETag shards already name their content, and its hash shards name
 * that of the internal files they list. The others (build facts, the dist pack) and the large
 * files cut in parts are read and hashed.
 */
import { createHash } from "node:crypto";
import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { filesUnder } from "../lib/files.ts";
import { BUILD_FILE, etagShardFile, hashShardFile, hashShardOf, isServedFile, type BuildInfo, type FileMeta } from "../layout/dist.ts";
import { CHANGES_DIR } from "../layout/changes.ts";
import { contentHashOf } from "../hashing/content-hash.ts";
import { PART_SIZES, splitFile, type PartSizes } from "./parts.ts";
import {
  CONTENT_KEY_ALPHABET,
  contentKeyOfDigest,
  contentKeyOfEtag,
  manifestKey,
  manifestShardOf,
  OBJECT_PREFIX,
  objectKey,
  refShardOf,
  rootKey,
  type BuildRoot,
} from "../layout/bucket.ts";

/** Internal files per manifest shard, about: a shard is one read for the Worker. */
const MANIFEST_SHARD_FILES = 512;

/** An object to put in the bucket: a file of dist/ (read at upload time) or a manifest shard. */
export interface PlannedObject {
  /** o/<content key> or m/<content key> */
  key: string;
  /** the dist/ path holding the bytes (the first one, when several files have these bytes) */
  path: string | null;
  /** the bytes, when they are not a file (manifest shards, parts lists) */
  text: string | null;
  /** the part of the file at `path` that this object is (a large file's part: deploy/parts.ts) */
  range?: [offset: number, length: number] | null;
}

export interface Plan {
  dist: string;
  build: string;
  info: BuildInfo;
  /** every file of the build, served and internal */
  files: number;
  /** distinct contents, as o/ objects */
  objects: PlannedObject[];
  /** manifest and reference shards (m/), uploaded after the objects and before the root */
  manifests: PlannedObject[];
  root: BuildRoot;
  /** content keys of the internal files, by path (the ETag shards among them) */
  internal: Map<string, string>;
  /** every key of the bucket this build needs: its root, manifest shards and objects */
  keys: Set<string>;
}

export const contentKeyOf = (bytes: Uint8Array | string) => contentKeyOfDigest(createHash("sha256").update(bytes).digest());

/** The internal files of `dist` (outside the served v1/ and web/), relative paths with / separators. */
function internalFiles(dist: string): string[] {
  return filesUnder(dist, "", (folder) => !isServedFile(folder)).sort();
}

/** The text of each reference shard: the content keys starting with its character, sorted, one a line. */
export function referenceShards(contentKeys: readonly string[]): string[] {
  const shards: string[][] = Array.from(CONTENT_KEY_ALPHABET, () => []);
  for (const key of contentKeys) shards[refShardOf(key)]!.push(key);
  return shards.map((keys) => keys.sort().join("\n"));
}

/** The build's hash shards, in order: each internal file's path -> the hash of its bytes. */
function hashShardsOf(dist: string, info: BuildInfo): Record<string, string>[] {
  return Array.from(
    { length: info.hash_shards },
    (_, n) => JSON.parse(readFileSync(join(dist, hashShardFile(n)), "utf8")) as Record<string, string>,
  );
}

/**
 * The build's hash shards with `history` in place of its own `_changes/` files (deploy/history.ts):
 * path -> text of each shard that changes.
 */
function hashShardsWith(hashShards: readonly Record<string, string>[], history: Map<string, string>): Map<string, string> {
  const shards = new Map<string, Record<string, string>>();
  hashShards.forEach((recorded, n) => {
    const shard: Record<string, string> = {};
    for (const path in recorded) if (!path.startsWith(CHANGES_DIR)) shard[path] = recorded[path]!;
    shards.set(hashShardFile(n), shard);
  });
  for (const [path, text] of history) shards.get(hashShardOf(path, hashShards.length))![path] = contentHashOf(text);
  return new Map([...shards].map(([path, shard]) => [path, JSON.stringify(shard)]));
}

/**
 * The hash each internal file has in the build's hash shards (the files of `_changes/` and those
 * written after the manifests are not there): the content key of a file, known without reading it.
 * The upload hashes what it sends again, so a file that no longer has its recorded bytes stops
 * the deploy rather than be stored under a wrong name.
 */
function recordedHashes(hashShards: readonly Record<string, string>[]): Map<string, string> {
  const hashes = new Map<string, string>();
  for (const shard of hashShards) for (const path in shard) hashes.set(path, shard[path]!);
  return hashes;
}

/**
 * `parts`: how a file larger than its largest part is cut (deploy/parts.ts). `history`: the
 * `_changes/` files the build is deployed with instead of its own, when the deploy rewrote them.
 */
export function planDeploy(dist: string, parts: PartSizes = PART_SIZES, history: Map<string, string> | null = null): Plan {
  const info = JSON.parse(readFileSync(join(dist, BUILD_FILE), "utf8")) as BuildInfo;
  const byKey = new Map<string, PlannedObject>();
  const add = (contentKey: string, path: string) => {
    const key = objectKey(contentKey);
    if (!byKey.has(key)) byKey.set(key, { key, path, text: null });
  };

  let served = 0;
  for (let i = 0; i < info.etag_shards; i++) {
    const shard = JSON.parse(readFileSync(join(dist, etagShardFile(i)), "utf8")) as Record<string, FileMeta>;
    for (const [path, [etag]] of Object.entries(shard)) {
      add(contentKeyOfEtag(etag), path);
      served++;
    }
  }
  if (served !== info.files) throw new Error(`${dist}: the ETag shards list ${served} served files, build.json says ${info.files}`);

  const internal = new Map<string, string>();
  // A history rewritten by the deploy: its files are texts of the plan, and the hash shards record them.
  const hashShards = hashShardsOf(dist, info);
  const rewritten = history && new Map([...history, ...hashShardsWith(hashShards, history)]);
  for (const [path, text] of rewritten ?? []) {
    const contentKey = contentKeyOf(text);
    internal.set(path, contentKey);
    const key = objectKey(contentKey);
    if (!byKey.has(key)) byKey.set(key, { key, path: null, text });
  }
  const recorded = recordedHashes(hashShards);
  for (const path of internalFiles(dist)) {
    if (rewritten && (rewritten.has(path) || path.startsWith(CHANGES_DIR))) continue;
    const hash = recorded.get(path);
    if (hash !== undefined && statSync(join(dist, path)).size <= parts.max) {
      internal.set(path, contentKeyOfEtag(hash));
      add(contentKeyOfEtag(hash), path);
      continue;
    }
    const bytes = readFileSync(join(dist, path));
    if (bytes.byteLength > parts.max) {
      const split = splitFile(bytes, parts);
      internal.set(path, split.entry);
      for (const { key, range, text } of split.objects)
        if (!byKey.has(key)) byKey.set(key, { key, path: text === null ? path : null, text, range });
      continue;
    }
    const contentKey = contentKeyOf(bytes);
    internal.set(path, contentKey);
    add(contentKey, path);
  }

  const shardCount = 2 ** Math.ceil(Math.log2(Math.max(1, internal.size / MANIFEST_SHARD_FILES)));
  const shards: Record<string, string>[] = Array.from({ length: shardCount }, () => ({}));
  for (const [path, contentKey] of internal) shards[manifestShardOf(path, shardCount)]![path] = contentKey;
  const asShard = (text: string): PlannedObject => ({ key: manifestKey(contentKeyOf(text)), path: null, text });
  const manifests = shards.map((entries) => asShard(JSON.stringify(entries)));
  const refs = referenceShards([...byKey.keys()].map((key) => key.slice(OBJECT_PREFIX.length))).map(asShard);

  const contentKey = (m: PlannedObject) => m.key.slice(manifestKey("").length);
  const root: BuildRoot = {
    build: info.build,
    etag_shards: info.etag_shards,
    manifest: manifests.map(contentKey),
    refs: refs.map(contentKey),
    files: served + internal.size,
    objects: byKey.size,
  };
  const objects = [...byKey.values()];
  const shardObjects = [...new Map([...manifests, ...refs].map((m) => [m.key, m])).values()];
  const keys = new Set([rootKey(info.build), ...shardObjects.map((m) => m.key), ...byKey.keys()]);
  return { dist, build: info.build, info, files: root.files, objects, manifests: shardObjects, root, internal, keys };
}
