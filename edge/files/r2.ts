/**
 * FileStore over an R2 bucket (the `DIST` binding) filled by `npm run deploy`: production storage
 * for the full data set, far above the 100,000-file limit of Workers Static Assets. The bucket
 * holds content-named objects of several builds (layout/bucket.ts); a store reads exactly one of
 * them, so a request answered through it never mixes two builds.
 *
 * The Worker asks liveBuild() for the store of the build live.json names at the start of each
 * request: the pointer is re-read every LIVE_TTL_MS, and a request that started on the previous
 * build finishes on it (a deploy keeps the previous build's objects).
 *
 * Everything a build references is read through an ObjectReader: the bucket behind the edge
 * cache of the location (edge-cache.ts) when the Worker has one, so a read another request of
 * the location made costs no R2 operation; live.json always from the bucket.
 *
 * Only finished values are shared between requests, never a read in flight: in workerd, a
 * request cancelled while others wait on a promise it started kills them too. Two
 * requests that miss the same cold entry at once both read it; the first to finish keeps it.
 */
import { etagShardOf, isServedFile, type FileMeta } from "../../layout/dist.ts";
import {
  contentKeyOfEtag,
  etagShardNumber,
  LIVE_KEY,
  LIVE_TTL_MS,
  manifestKey,
  manifestShardOf,
  objectKey,
  partsListOf,
  rootKey,
  type BuildRoot,
  type LivePointer,
  type PartsList,
} from "../../layout/bucket.ts";
import { LruCache } from "../../lib/lru.ts";
import { bucketReader, edgeCached, isVerified, type EdgeCache, type ObjectReader } from "./edge-cache.ts";
import type { ByteRange, Download, FileStore, StoredFile } from "./store.ts";

/** ETag shards whose path -> content key maps a store keeps, least recently used dropped first. */
const KEPT_ETAG_SHARDS = 128;

/** Answers null for everything: nothing is deployed, so the handler reports no build. */
const NOTHING: FileStore = { get: async () => null };

/** Bytes as a stored file; `contentKey`: the object they were read from, when they are one. */
function storedBytes(bytes: Uint8Array, contentKey?: string): StoredFile {
  const checked = contentKey && isVerified(bytes) ? `"${contentKey}"` : undefined;
  return { text: async () => new TextDecoder().decode(bytes), bytes: async () => bytes, checked };
}

function storedText(text: string): StoredFile {
  return { text: async () => text, bytes: async () => new TextEncoder().encode(text) };
}

/** A value kept once a read of it succeeds; until then every caller reads it itself. */
function keptOnSuccess<T>(load: () => Promise<T>): () => Promise<T> {
  let kept: { value: T } | null = null;
  return async () => {
    if (kept) return kept.value;
    const value = await load();
    kept ??= { value };
    return kept.value;
  };
}

/** Reads an object's bytes, whole or a range, straight from the bucket (never the edge cache). */
export type RangeReader = (key: string, range: ByteRange | null) => Promise<Download | null>;

export function bucketRanges(bucket: R2Bucket): RangeReader {
  return async (key, range) => {
    const object = await bucket.get(key, range ? { range: { offset: range.offset, length: range.length } } : undefined);
    return object && { size: object.size, body: object.body };
  };
}

/** The files of one build of the bucket, by dist/ path, its objects read with `read` (and
 * downloads, streamed, with `ranged`). */
export function buildStore(read: ObjectReader, build: string, ranged?: RangeReader): FileStore {
  const objectJson = async <T>(key: string): Promise<T> => {
    const bytes = await read(key);
    if (!bytes) throw new Error(`R2: build ${build} needs ${key}, which the bucket lacks`);
    return JSON.parse(new TextDecoder().decode(bytes)) as T;
  };
  const root = keptOnSuccess(() => objectJson<BuildRoot>(rootKey(build)));
  const manifests = new Map<number, () => Promise<Record<string, string>>>();
  const manifest = async (path: string): Promise<Record<string, string>> => {
    const { manifest: shards } = await root();
    const n = manifestShardOf(path, shards.length);
    let load = manifests.get(n);
    if (!load) manifests.set(n, (load = keptOnSuccess(() => objectJson<Record<string, string>>(manifestKey(shards[n]!)))));
    return load();
  };
  // ETag shards: read when the handler asks for one (it always does before asking for a served
  // file), kept as path -> content key so that the served file costs one read, not two.
  // Each shard counts one: the bound is a number of shards.
  const etagShards = new LruCache<{ text: string; keys: Map<string, string> }>(KEPT_ETAG_SHARDS);
  const etagShard = async (file: string): Promise<{ text: string; keys: Map<string, string> }> => {
    const kept = etagShards.get(file);
    if (kept) return kept;
    const contentKey = (await manifest(file))[file];
    if (!contentKey) throw new Error(`R2: build ${build} has no ${file}`);
    const text = new TextDecoder().decode(await object(contentKey));
    const keys = new Map<string, string>();
    for (const [path, [etag]] of Object.entries(JSON.parse(text) as Record<string, FileMeta>)) keys.set(path, contentKeyOfEtag(etag));
    const shard = etagShards.get(file) ?? { text, keys };
    etagShards.set(file, shard, 1);
    return shard;
  };
  const object = async (contentKey: string): Promise<Uint8Array> => {
    const found = await read(objectKey(contentKey));
    if (!found) throw new Error(`R2: build ${build} needs object ${contentKey}, which the bucket lacks`);
    return found;
  };
  const knownEtagShard = async (key: string): Promise<boolean> => {
    const n = etagShardNumber(key);
    return n !== null && n < (await root()).etag_shards;
  };

  return {
    async download(key, range) {
      if (isServedFile(key) || !ranged) return null;
      const entry = (await manifest(key))[key];
      if (!entry) return null;
      const list = partsListOf(entry);
      if (!list) return ranged(objectKey(entry), range);
      const parts = JSON.parse(new TextDecoder().decode(await object(list))) as PartsList;
      return { size: parts.size, body: partsStream(parts, range ?? { offset: 0, length: parts.size }, ranged, build) };
    },
    async get(key) {
      if (isServedFile(key)) {
        const { etag_shards } = await root();
        const contentKey = (await etagShard(etagShardOf(key, etag_shards))).keys.get(key);
        return contentKey ? storedBytes(await object(contentKey), contentKey) : null;
      }
      if (await knownEtagShard(key)) return storedText((await etagShard(key)).text);
      const entry = (await manifest(key))[key];
      if (!entry) return null;
      const list = partsListOf(entry);
      if (!list) return storedBytes(await object(entry), entry);
      // A file in parts read whole (downloads stream it instead): its parts one after the other.
      const parts = JSON.parse(new TextDecoder().decode(await object(list))) as PartsList;
      return storedBytes(
        new Uint8Array(await new Response(partsStream(parts, { offset: 0, length: parts.size }, ranged!, build)).arrayBuffer()),
      );
    },
  };
}

/** The bytes `range` of a file stored in parts, each part read from the bucket when the
 * stream reaches it (one R2 read per part). */
function partsStream(list: PartsList, range: ByteRange, ranged: RangeReader, build: string): ReadableStream {
  const wanted: { key: string; range: ByteRange }[] = [];
  let at = 0;
  for (const [key, length] of list.parts) {
    const from = Math.max(range.offset, at);
    const to = Math.min(range.offset + range.length, at + length);
    if (to > from) wanted.push({ key, range: { offset: from - at, length: to - from } });
    at += length;
  }
  let reader: ReadableStreamDefaultReader<Uint8Array> | null = null;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      for (;;) {
        if (!reader) {
          const next = wanted.shift();
          if (!next) return controller.close();
          const part = await ranged(objectKey(next.key), next.range);
          if (!part) throw new Error(`R2: build ${build} needs part ${next.key}, which the bucket lacks`);
          reader = part.body.getReader() as ReadableStreamDefaultReader<Uint8Array>;
        }
        const { done, value } = await reader.read();
        if (!done) return controller.enqueue(value);
        reader = null;
      }
    },
    async cancel(reason) {
      await reader?.cancel(reason);
    },
  });
}

export interface LiveBuild {
  /** The store of the build live.json names, as read at most `ttlMs` ago. */
  current(): Promise<FileStore>;
}

/**
 * The live build of `bucket`, its objects read through `cache` (the edge cache) when given.
 * live.json is never cached there: a deploy shows once each isolate's `ttlMs` has run out.
 */
export function liveBuild(bucket: R2Bucket, ttlMs = LIVE_TTL_MS, now: () => number = Date.now, cache: EdgeCache | null = null): LiveBuild {
  const read = cache ? edgeCached(bucketReader(bucket), cache) : bucketReader(bucket);
  let live: { build: string; store: FileStore } | null = null;
  let checked = -Infinity;

  const load = async (): Promise<FileStore> => {
    const object = await bucket.get(LIVE_KEY);
    const pointer = object ? ((await object.json()) as LivePointer) : null;
    checked = now();
    if (!pointer) {
      live = null;
      return NOTHING;
    }
    if (live?.build !== pointer.build) live = { build: pointer.build, store: buildStore(read, pointer.build, bucketRanges(bucket)) };
    return live.store;
  };

  return {
    async current() {
      if (now() - checked < ttlMs) return live?.store ?? NOTHING;
      try {
        return await load();
      } catch (error) {
        // R2 failing for a moment: keep serving the build we know; with none, every read fails
        // and the handler answers its error.
        return live?.store ?? { get: () => Promise.reject(error) };
      }
    },
  };
}
