/**
 * What the handler knows about the build it serves, read through a FileStore: build.json, the
 * ETag and hash manifests, and the small files the list engine and search read (list indexes
 * and chunks, sub-list pages, the search index), kept in module memory as parsed JSON or bytes.
 * Every request needs build.json and one shard, so reading them from storage each time would
 * double the work of a request. Where the store allows it (the mirror), served files are kept
 * too, as the bytes sent with their ETag.
 *
 * Three rules:
 * - Nothing in flight is shared between requests, only finished values. In workerd, a request
 *   that awaits a read started by another request dies with it when that one's client hangs up
 *   ("the Worker's code had hung"): two requests missing the same file both read it.
 * - Every file is checked against what its build recorded before it is used: a served file
 *   against its ETag, an internal file against the hash manifest (_meta/hashes/). A missing,
 *   truncated, zeroed or foreign file raises DistDamaged, never a 404 or a broken answer.
 * - One build at a time: a Build reads only its own files (through the store's snapshot when
 *   the store has one). build.json is re-read every few seconds, and at once after a file did not
 *   match, so a new build swapped in under a running process is picked up, caches and all.
 */
import { BUILD_FILE, etagShardOf, hashShardOf, isServedFile, type BuildInfo, type FileMeta, type IndexFiles } from "../../layout/dist.ts";
import { etagOfBytes } from "../../hashing/etag.ts";
import type { Relocation } from "../http/relocate.ts";
import { LruCache } from "../../lib/lru.ts";
import type { FileStore } from "./store.ts";

/** How long a read of build.json is trusted before checking for a new build. */
const BUILD_TTL_MS = 10_000;
/**
 * Bound on cached files, counted as what they hold in the heap (parsedBytes for JSON, binary
 * size for bytes). Isolates have 128 MB: the search bench (bench/search.ts) measures the peak
 * with this cache full beside the search memo.
 */
const CACHE_BYTES = 32 * 1024 * 1024;

/**
 * How long a kept served file is trusted before it is compared with the file on disk again: a
 * comparison is a stat, as costly as the rest of the answer, and a build swapped in is still
 * followed within this delay.
 */
const RECHECK_MS = 50;

/** build.json is missing or unreadable: nothing can be served. */
export class BuildUnavailable extends Error {
  override name = "BuildUnavailable";
}

/** A file of the build is missing or is not the file the build recorded. */
export class DistDamaged extends Error {
  override name = "DistDamaged";
}

const decoder = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false });

/**
 * What a JSON text parsed holds in V8's heap, counted from above: each string (a key, a word)
 * and each array or object is a heap object with a header beside its content, so a shard of
 * short names or numbers weighs several times its text (bench/search-memory.ts measures the
 * isolate). Counted from the text's quotes and brackets in one pass, without walking the value.
 */
export function parsedBytes(bytes: Uint8Array): number {
  let quotes = 0,
    opens = 0;
  for (let i = 0; i < bytes.length; i++) {
    const c = bytes[i]!;
    if (c === 0x22) quotes++;
    else if (c === 0x5b || c === 0x7b) opens++;
  }
  return Math.ceil(1.5 * bytes.length) + 32 * quotes + 48 * opens;
}

function parseJson(file: string, bytes: Uint8Array): unknown {
  try {
    return JSON.parse(decoder.decode(bytes));
  } catch (error) {
    throw new DistDamaged(`${file} is not readable JSON`, { cause: error });
  }
}

/** A served file as sent: its checked bytes, relocated or not, and their ETag. */
interface Sent {
  bytes: Uint8Array;
  etag: string;
  /** the build's ETag of the file */
  recorded: string;
  relocation: Relocation | null;
  /** the relocated address of the next page, once asked for */
  next?: string | null;
  /** FileStore.version of the file read, and when it was last found unchanged (ms) */
  version: string | undefined;
  checkedAt: number;
}

/** One build as the edge reads it, with its cache. Shared by the requests it answers. */
export class Build implements IndexFiles {
  private readonly cache = new LruCache<unknown>(CACHE_BYTES);
  /** served files, when the store allows keeping them (FileStore.keepServed) */
  private readonly sent: LruCache<Sent>;

  constructor(readonly info: BuildInfo, public files: FileStore) {
    this.sent = new LruCache<Sent>(files.keepServed ?? 0);
  }

  /** The ETag and next-page address of a served file, or null when the build has no such file. */
  async meta(file: string): Promise<FileMeta | null> {
    const shard = (await this.manifest(etagShardOf(file, this.info.etag_shards))) as Record<string, FileMeta>;
    return Object.hasOwn(shard, file) ? shard[file]! : null;
  }

  /** A file of the build as JSON, checked and cached; null when the build has no such file. */
  json(file: string): Promise<unknown | null> {
    return this.cachedAs(file, (bytes) => ({ value: parseJson(file, bytes), size: parsedBytes(bytes) }));
  }

  /** A file of the build as bytes, checked and cached; null when the build has no such file. */
  bytes(file: string): Promise<Uint8Array | null> {
    return this.cachedAs(file, (bytes) => ({ value: bytes, size: bytes.byteLength })) as Promise<Uint8Array | null>;
  }

  /** A served file's bytes, checked against the ETag the build gave it (kept when the store
   * allows it, so a file is read and hashed once, not at every request). */
  async served(file: string, etag: string): Promise<Uint8Array> {
    return (await this.sentOf(file, etag, null)).bytes;
  }

  /** A served file with the build's addresses replaced, and the ETag of the bytes that result. */
  async relocated(file: string, [etag, next]: FileMeta, relocation: Relocation): Promise<{ bytes: Uint8Array; etag: string; next: string | null }> {
    const sent = await this.sentOf(file, etag, relocation);
    // The next page's address is relocated once, beside the bytes.
    if (sent.next === undefined) sent.next = next && relocation.text(next);
    return sent as Sent & { next: string | null };
  }

  private async sentOf(file: string, recorded: string, relocation: Relocation | null): Promise<Sent> {
    const hit = this.sent.get(file);
    if (hit && hit.recorded === recorded && hit.relocation === relocation) {
      const now = Date.now();
      if (now - hit.checkedAt < RECHECK_MS) return hit;
      if (hit.version === this.files.version?.(file)) {
        hit.checkedAt = now;
        return hit;
      }
    }
    const stored = await this.files.get(file);
    const checked = await this.checked(file, recorded, stored);
    const bytes = relocation ? relocation.bytes(checked) : checked;
    const sent = { bytes, etag: bytes === checked ? recorded : await etagOfBytes(bytes), recorded, relocation, version: stored?.version, checkedAt: Date.now() };
    this.sent.set(file, sent, bytes.byteLength);
    return sent;
  }

  /** What the build recorded of a file: its ETag (served files) or its hash (internal files). */
  private async recorded(file: string): Promise<string | null> {
    if (isServedFile(file)) return (await this.meta(file))?.[0] ?? null;
    const shard = (await this.manifest(hashShardOf(file, this.info.hash_shards))) as Record<string, string>;
    return Object.hasOwn(shard, file) ? shard[file]! : null;
  }

  private async checked(file: string, recorded: string, stored: Awaited<ReturnType<FileStore["get"]>>): Promise<Uint8Array> {
    if (!stored) throw new DistDamaged(`${file} is in build ${this.info.build} but not in storage`);
    const bytes = await stored.bytes();
    // Bytes the store checked against their content name need no second hash.
    const actual = stored.checked ?? (await etagOfBytes(bytes));
    if (actual !== recorded) throw new DistDamaged(`${file} does not match build ${this.info.build} (${bytes.byteLength} bytes, hash ${actual}, recorded ${recorded})`);
    return bytes;
  }

  /** A shard of a manifest: no hash of its own, but the build always has it, as a JSON object. */
  private async manifest(file: string): Promise<object> {
    const hit = this.cache.get(file);
    if (hit !== undefined) return hit as object;
    const stored = await this.files.get(file);
    if (!stored) throw new DistDamaged(`${file} of build ${this.info.build} is missing`);
    const bytes = await stored.bytes();
    const value = parseJson(file, bytes);
    if (typeof value !== "object" || value === null || Array.isArray(value)) throw new DistDamaged(`${file} is not a manifest`);
    this.cache.set(file, value, parsedBytes(bytes));
    return value;
  }

  /** A recorded file read, checked, decoded once and kept. */
  private async cachedAs(file: string, decode: (bytes: Uint8Array) => { value: unknown; size: number }): Promise<unknown | null> {
    const hit = this.cache.get(file);
    if (hit !== undefined) return hit;
    // The record and the file are read side by side: one storage round trip, not two.
    const [recorded, stored] = await Promise.all([this.recorded(file), this.files.get(file)]);
    if (recorded === null) return null;
    const { value, size } = decode(await this.checked(file, recorded, stored));
    this.cache.set(file, value, size);
    return value;
  }
}

/** The build a store holds, followed across new builds, for the life of the process or isolate. */
export class Dist {
  private current: Build | null = null;
  private checkedAt = 0;

  constructor(readonly files: FileStore, private readonly now: () => number = Date.now) {}

  /** The build to answer a request from; throws BuildUnavailable when there has never been one. */
  async open(): Promise<Build> {
    if (this.current && this.now() - this.checkedAt < BUILD_TTL_MS) return this.current;
    try {
      return await this.reload();
    } catch (error) {
      // A build being swapped in can hide build.json for an instant on some storage: keep
      // serving the build we know, and look again on the next request.
      if (this.current) return this.current;
      throw error;
    }
  }

  /**
   * After a file of `seen` did not match: the build that replaced it, or null when none did. A
   * build of the same id read from another place (swapped out, then in again) counts as newer:
   * its files are there now.
   */
  async newerThan(seen: Build): Promise<Build | null> {
    const files = seen.files;
    const now = await this.reload().catch(() => null);
    return now && (now.info.build !== seen.info.build || now.files !== files) ? now : null;
  }

  private async reload(): Promise<Build> {
    const files = this.files.snapshot?.() ?? this.files;
    let info: BuildInfo;
    try {
      const file = await files.get(BUILD_FILE);
      if (!file) throw new Error(`${BUILD_FILE} is missing`);
      info = JSON.parse(await file.text()) as BuildInfo;
      if (typeof info.build !== "string" || !(info.etag_shards > 0) || !(info.hash_shards > 0) || !info.addresses?.docs_url) {
        throw new Error(`${BUILD_FILE} is malformed`);
      }
    } catch (error) {
      throw new BuildUnavailable((error as Error).message, { cause: error });
    }
    this.checkedAt = this.now();
    // The same build id is the same content: keep its cache, read it where it is now.
    if (this.current?.info.build === info.build) this.current.files = files;
    else this.current = new Build(info, files);
    return this.current;
  }
}
