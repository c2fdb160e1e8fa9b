/**
 * A build on disk as the bucket will hold it (layout/bucket.ts): every file named by
 * its content, the manifest shards of the internal files and the build's root. Served files are
 * not read here: the build's ETag shards already name their content. Internal files (indexes,
 * build facts, ETag shards; a small share of the build) are hashed.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { filesUnder } from "../lib/files.ts";
import { BUILD_FILE, etagShardFile, isServedFile, type BuildInfo, type FileMeta } from "../layout/dist.ts";
import { PART_SIZES, splitFile, type PartSizes } from "./parts.ts";
import {
  contentKeyOfDigest,
  contentKeyOfEtag,
  manifestKey,
  manifestShardOf,
  objectKey,
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

/** `parts`: how a file larger than its largest part is cut (deploy/parts.ts). */
export function planDeploy(dist: string, parts: PartSizes = PART_SIZES): Plan {
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
  for (const path of internalFiles(dist)) {
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
  const manifests = shards.map((entries) => {
    const text = JSON.stringify(entries);
    return { key: manifestKey(contentKeyOf(text)), path: null, text };
  });

  const root: BuildRoot = {
    build: info.build,
    etag_shards: info.etag_shards,
    manifest: manifests.map((m) => m.key.slice(manifestKey("").length)),
    files: served + internal.size,
    objects: byKey.size,
  };
  const objects = [...byKey.values()];
  const keys = new Set([rootKey(info.build), ...manifests.map((m) => m.key), ...byKey.keys()]);
  return { dist, build: info.build, info, files: root.files, objects, manifests, root, internal, keys };
}
