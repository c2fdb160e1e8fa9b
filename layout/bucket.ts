/**
 * How builds live in the R2 bucket the Worker reads. Shared by the Worker's reader (r2.ts), the
 * deploy Worker that writes the bucket (deploy/worker/) and the deploy command that plans what to
 * write (deploy/), so the three can never disagree.
 *
 *   o/<content key>    a file of some build, named by its content: the base64url SHA-256 prefix
 *                      that is also its ETag. Immutable; shared by every build that has it.
 *   m/<content key>    a shard of a build's manifest of internal files (outside v1/ and web/):
 *                      { "<path>": "<content key>" }. Immutable, content-named too.
 *   b/<build>.json     a build's root: its ETag shard count and its manifest shards.
 *   live.json          the pointer: the build served, and the one served before it.
 *   deploy-lock.json   the deploy under way, if any.
 *
 * A file larger than a part (the bulk files: hundreds of MB) is stored in parts: each part an
 * o/ object, cut where the content says (deploy/parts.ts), so that a file that changed in one
 * place shares its other parts with the build before; its manifest entry is PARTS_MARK and the
 * content key of an o/ object listing them (PartsList). A request to a Worker carries a bounded
 * body, and an object so stays below it however large the file.
 *
 * A served file (under v1/ or web/) needs no manifest of its own: the build's ETag shards (_meta/etags/) map each
 * served path to its ETag, which is its content key. Nothing a build references is ever
 * overwritten, and live.json is written last, in one put: a reader that took the pointer sees
 * one whole build, whatever a deploy is uploading meanwhile.
 */
import { shardNumberOf } from "../hashing/fnv.ts";
import { etagShardFile } from "./dist.ts";
import { etagOfDigest } from "../hashing/etag.ts";

export const LIVE_KEY = "live.json";
export const LOCK_KEY = "deploy-lock.json";
export const OBJECT_PREFIX = "o/";
export const MANIFEST_PREFIX = "m/";
export const ROOT_PREFIX = "b/";

/**
 * How long a Worker isolate trusts its last reading of live.json. A deploy's prune waits at
 * least this long (plus PRUNE_MARGIN_MS) after a build stopped being live before deleting what
 * only the build before it used, so that no isolate still reading that one loses a file.
 */
export const LIVE_TTL_MS = 10_000;
/** Room for requests already under way when an isolate's reading of live.json expires. */
export const PRUNE_MARGIN_MS = 60_000;

/** Characters of a content key: the unpadded base64url alphabet. */
export const CONTENT_KEY_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
const CONTENT_KEY = /^[A-Za-z0-9_-]{27}$/;

export const objectKey = (contentKey: string) => `${OBJECT_PREFIX}${contentKey}`;
export const manifestKey = (contentKey: string) => `${MANIFEST_PREFIX}${contentKey}`;
export const rootKey = (build: string) => `${ROOT_PREFIX}${build}.json`;

export const isContentKey = (text: string) => CONTENT_KEY.test(text);

/** The content key of bytes whose SHA-256 is `digest`: their ETag without its quotes. */
export function contentKeyOfDigest(digest: Uint8Array): string {
  return etagOfDigest(digest).slice(1, -1);
}

/** The content key of a served file, from the ETag the build recorded for it. */
export function contentKeyOfEtag(etag: string): string {
  return etag.slice(1, -1);
}

/** The manifest shard (an index into BuildRoot.manifest) holding an internal file's key. */
export function manifestShardOf(path: string, shards: number): number {
  return shardNumberOf(path, shards);
}

/** n when `path` is the build's ETag shard n (_meta/etags/<n>.json), else null. */
export function etagShardNumber(path: string): number | null {
  const match = /^_meta\/etags\/(\d+)\.json$/.exec(path);
  return match && etagShardFile(Number(match[1])) === path ? Number(match[1]) : null;
}

/** b/<build>.json */
export interface BuildRoot {
  build: string;
  /** the build's ETag shard count (its build.json's etag_shards) */
  etag_shards: number;
  /** content keys of the manifest shards of the internal files, in shard order */
  manifest: string[];
  /** every file of the build, served and internal */
  files: number;
  /** distinct contents among them (o/ objects) */
  objects: number;
}

/** live.json. Times are the deploy Worker's clock (ISO 8601). */
export interface LivePointer {
  build: string;
  switched_at: string;
  previous: { build: string; switched_at: string } | null;
}

/** deploy-lock.json */
export interface DeployLock {
  /** the build being deployed: a deploy of the same build may take the lock over (a resume) */
  build: string;
  /** a random id per deploy run */
  holder: string;
  since: string;
  renewed_at: string;
}

/** A lock not renewed for this long belongs to a deploy that died. */
export const LOCK_LEASE_MS = 5 * 60_000;

/** The start of a manifest entry naming a file stored in parts (the parts list's content key follows). */
export const PARTS_MARK = "+";

/** The o/ object of a file stored in parts: its size and its parts in order. */
export interface PartsList {
  size: number;
  parts: [contentKey: string, length: number][];
}

/** The parts list's content key of a manifest entry, or null when the file is one object. */
export function partsListOf(entry: string): string | null {
  return entry.startsWith(PARTS_MARK) ? entry.slice(PARTS_MARK.length) : null;
}
