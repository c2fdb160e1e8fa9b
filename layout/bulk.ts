/**
 * Where the bulk files live in dist/ and what the build records of them. Shared by the generator
 * (generator/bulk.ts, generator/pack.ts write them), the edge (edge/bulk.ts lists and serves them)
 * and the deploy, so the three can never disagree.
 *
 *   bulk/grimoire-<version>-<segment>.jsonl.gz   every record of one version and type, one per line
 *   bulk/grimoire.sqlite.gz                      the database the build read
 *   bulk/grimoire-dist.pack                      the whole build in one file (layout/pack.ts)
 *   _meta/bulk.json                              BulkFacts of the first two kinds (a file of the build)
 *   _meta/bulk-blocks.json                       their gzip members, for the next build to reuse
 *   _meta/pack.json                              BulkFacts of the pack, written after it (outside it)
 *
 * The .gz files are gzip streams of several members (every gzip reader reads them whole): a member
 * holds a run of records (or a MiB of the database), so that the next build recompresses only the
 * members whose content changed.
 */
import { RESOURCES } from "../contract/resources.ts";
import { VERSIONS } from "../contract/enums.ts";
import { etagOfDigest } from "../hashing/etag.ts";

export const BULK_DIR = "bulk/";
export const BULK_FACTS = "_meta/bulk.json";
export const BULK_BLOCKS = "_meta/bulk-blocks.json";
export const PACK_FACTS = "_meta/pack.json";

export const DATABASE_ID = "database";
export const DIST_ID = "dist";
export const PACK_FILE = `${BULK_DIR}grimoire-dist.pack`;
export const DATABASE_FILE = `${BULK_DIR}grimoire.sqlite.gz`;

/** A bulk file as the build records it; the edge adds its addresses. */
export interface BulkFacts {
  id: string;
  version: string | null;
  /** a record type (its `object`), "database" or "dist" */
  type: string;
  records: number;
  updated_at: string;
  size: number;
  compressed_size: number;
  /** hex SHA-256 of the file's bytes */
  sha256: string;
  /** the file's ETag: the same digest as every ETag of the API */
  etag: string;
  content_type: string;
  content_encoding: string | null;
  /** its path in dist/ */
  file: string;
}

/** `classic-npcs`, `tbc-game-objects`: the id of the bulk file of one version and type. */
export function recordsBulkId(version: string, segment: string): string {
  return `${version}-${segment}`;
}

export function recordsBulkFile(version: string, segment: string): string {
  return `${BULK_DIR}grimoire-${recordsBulkId(version, segment)}.jsonl.gz`;
}

/** The file name in a download address (/v1/bulk/files/<name>). */
export function bulkFileName(file: string): string {
  return file.slice(BULK_DIR.length);
}

/** A name that may name a bulk file (checked before any storage is asked). */
export const BULK_NAME = /^[a-z0-9][a-z0-9.-]{0,80}$/;

/** The record file of dist/ a path names, as version, record type and id; null for any other file. */
export function recordOfFile(file: string): { version: string; object: string; keyType: string; id: number } | null {
  const match = /^v1\/([a-z]+)\/([a-z-]+)\/(\d+)\.json$/.exec(file);
  // Only a game version's folder holds records: a comparison (v1/differences/items/19019.json) is not one.
  if (!match || !(VERSIONS as readonly string[]).includes(match[1]!)) return null;
  const res = RESOURCES.find((r) => r.segment === match[2]);
  return res ? { version: match[1]!, object: res.object, keyType: res.keyType, id: Number(match[3]) } : null;
}

/** A record's key (`classic:npc:639`), from its file's facts. */
export function recordKey(record: { version: string; keyType: string; id: number }): string {
  return `${record.version}:${record.keyType}:${record.id}`;
}

/** The gzip members of a bulk file: [fingerprint of the content, compressed offset, compressed length]. */
export type Member = [fingerprint: string, offset: number, length: number];

const hex = (digest: Uint8Array) => Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("");

/** A bulk file's facts from its SHA-256 digest: the hex digest and the ETag of its bytes. */
export function bulkFacts(
  facts: Omit<BulkFacts, "sha256" | "etag" | "content_type" | "content_encoding"> & Partial<Pick<BulkFacts, "content_type">>,
  digest: Uint8Array,
): BulkFacts {
  const gzip = facts.file.endsWith(".gz");
  return {
    ...facts,
    sha256: hex(digest),
    etag: etagOfDigest(digest),
    content_type: facts.content_type ?? "application/octet-stream",
    content_encoding: gzip ? "gzip" : null,
  };
}

/** The pack's facts: from its writer, and from a mirror serving a pack it was not given them with. */
export function packFacts(records: number, size: number, compressedSize: number, updated: string, digest: Uint8Array): BulkFacts {
  return bulkFacts(
    { id: DIST_ID, version: null, type: "dist", records, updated_at: updated, size, compressed_size: compressedSize, file: PACK_FILE },
    digest,
  );
}
