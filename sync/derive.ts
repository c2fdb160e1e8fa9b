/**
 * The manifests a mirror makes itself instead of downloading them. The ETag and hash shards of a
 * build (_meta/etags/, _meta/hashes/: layout/dist.ts) list a hash of every file, scattered by the
 * hash of its path: one changed record changes entries in most shards, and the shards are the
 * largest part of what a small change would otherwise send. Each entry is the hash of a file's
 * bytes (hashing/content-hash.ts), which the mirror knows once it has the new build's other bytes:
 * a new shard is the mirror's own shard with the entries of the files that changed, came or went
 * (and, for a list page, the next page address its envelope names).
 * The JSON is the generator's (generator/manifests.ts: entries in path order, JSON.stringify).
 * What is made here is only a candidate: the sync checks it against the block fingerprint the
 * new pack's index records, and asks the source for any block that does not match.
 */
import { BUILD_FILE, etagShardFile, hashShardFile, isServedFile, type FileMeta } from "../layout/dist.ts";
import { nextPageUrl } from "../contract/list-envelope.ts";
import { shardNumberOf } from "../hashing/fnv.ts";

const ETAG_SHARD = /^_meta\/etags\/(\d+)\.json$/;
const HASH_SHARD = /^_meta\/hashes\/(\d+)\.json$/;

/** What changed from the mirror's build to the new one, file by file. */
export interface FileChanges {
  /** the new hash of every file whose bytes may have changed (those outside the blocks both packs share) */
  hashes: ReadonlyMap<string, string>;
  /** the next page address of each of those that is served (nextOf) */
  nexts: ReadonlyMap<string, string | null>;
  /** files of the mirror's build the new one lacks */
  removed: Iterable<string>;
  /** files of the new build the mirror's lacks */
  added: Iterable<string>;
}

/** The shard counts of both builds, from their build.json: the shards are made only when they agree. */
export interface ShardCounts {
  etag_shards: number;
  hash_shards: number;
}

/** The manifest shard file a file's entry lives in, or null when no manifest lists it. */
function shardOf(file: string, counts: ShardCounts): { shard: string; served: boolean } | null {
  if (isServedFile(file)) return { shard: etagShardFile(shardNumberOf(file, counts.etag_shards)), served: true };
  if (file === BUILD_FILE || HASH_SHARD.test(file)) return null;
  return { shard: hashShardFile(shardNumberOf(file, counts.hash_shards)), served: false };
}

/** The next page address of a served file: a list page's, from its envelope (contract/list-envelope.ts), else null. */
export function nextOf(bytes: Uint8Array): string | null {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (!text.includes('"next_cursor":"')) return null;
  try {
    const body = JSON.parse(text.toString("utf8")) as { object?: unknown; url?: unknown; next_cursor?: unknown };
    return body.object === "list" && typeof body.url === "string" && typeof body.next_cursor === "string"
      ? nextPageUrl(body.url, body.next_cursor)
      : null;
  } catch {
    return null;
  }
}

const byPath = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Makes the new text of manifest shards from the mirror's own. `read(shard)`: the mirror's text
 * of a shard (null when it has none). Returns a function giving the new text of a shard; the
 * ETag shards must be asked before the hash shards that list them, their hashes being added to
 * `changes.hashes` as they are made (`hashOf`).
 */
export function shardMaker(
  changes: FileChanges,
  counts: ShardCounts,
  read: (shard: string) => string | null,
  hashOf: (text: string) => string,
): (shard: string) => string | null {
  // The changed, removed and added files of each shard.
  const edits = new Map<string, Map<string, string | null>>();
  const edit = (file: string, hash: string | null) => {
    const place = shardOf(file, counts);
    if (!place) return;
    (edits.get(place.shard) ?? edits.set(place.shard, new Map()).get(place.shard)!).set(file, hash);
  };
  for (const [file, hash] of changes.hashes) edit(file, hash);
  for (const file of changes.removed) edit(file, null);
  const added = new Set(changes.added);
  const hashes = changes.hashes as Map<string, string>;
  return (shard) => {
    const text = read(shard);
    if (text === null) return null;
    const entries = JSON.parse(text) as Record<string, FileMeta | string>;
    const served = ETAG_SHARD.test(shard);
    for (const [file, hash] of edits.get(shard) ?? []) {
      if (hash === null) delete entries[file];
      else if (served) {
        if (file in entries || added.has(file)) entries[file] = [hash, changes.nexts.get(file) ?? null];
      } else if (file in entries || added.has(file)) entries[file] = hash;
    }
    // A hash shard lists the ETag shards: their hashes are those of the texts made here before.
    if (!served) for (const file of Object.keys(entries)) if (ETAG_SHARD.test(file) && hashes.has(file)) entries[file] = hashes.get(file)!;
    const sorted: Record<string, FileMeta | string> = {};
    for (const file of Object.keys(entries).sort(byPath)) sorted[file] = entries[file]!;
    const made = JSON.stringify(sorted);
    hashes.set(shard, hashOf(made));
    return made;
  };
}
