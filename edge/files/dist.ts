/**
 * What the handler knows about the build it serves, read through a FileStore and kept in
 * module memory: build.json, the ETag shards and the small files the list engine and search
 * read (list indexes and chunks, sub-list pages, the search index), as parsed JSON or as bytes.
 * Every request needs build.json and one shard, so reading them from storage each time would
 * double the work of a request.
 *
 * The build is re-read every few seconds and every cache is dropped when its id changes: an
 * R2 bucket or a mirror's directory can receive a new build without the process restarting.
 */
import { BUILD_FILE, etagShardOf, type BuildInfo, type FileMeta } from "../api/layout.ts";
import type { FileStore, StoredFile } from "./store.ts";

/** How long a read of build.json is trusted before checking for a new build. */
const BUILD_TTL_MS = 10_000;
/**
 * Bound on cached files, counted as JSON text length or binary size. Isolates have 128 MB: on
 * the full data, the search bench measures 55 MB kept and 96 MB at peak with this cache full
 * beside the search memo (bench/search.ts).
 */
const CACHE_BYTES = 24 * 1024 * 1024;

/** build.json is missing or unreadable: nothing can be served. */
export class BuildUnavailable extends Error {
  override name = "BuildUnavailable";
}

interface Generation {
  info: BuildInfo;
  /** least recently used first */
  cache: Map<string, { value: unknown; size: number }>;
  bytes: number;
  pending: Map<string, Promise<unknown | null>>;
}

export class Dist {
  private generation: Generation | null = null;
  private checked = 0;
  private loading: Promise<Generation> | null = null;

  constructor(readonly files: FileStore, private readonly now: () => number = Date.now) {}

  /** The build facts; throws BuildUnavailable when build.json cannot be read. */
  async build(): Promise<BuildInfo> {
    return (await this.current()).info;
  }

  /** The ETag and next-page address of a served file, or null when the build has no such file. */
  async meta(file: string): Promise<FileMeta | null> {
    const gen = await this.current();
    const shard = (await this.jsonIn(gen, etagShardOf(file, gen.info.etag_shards))) as Record<string, FileMeta> | null;
    return shard?.[file] ?? null;
  }

  /** A file as JSON, cached; null when it does not exist. */
  async json(file: string): Promise<unknown | null> {
    return this.jsonIn(await this.current(), file);
  }

  /** A file as bytes, cached; null when it does not exist. */
  async bytes(file: string): Promise<Uint8Array | null> {
    return this.cachedIn(await this.current(), file, async (stored) => {
      const value = await stored.bytes();
      return { value, size: value.byteLength };
    }) as Promise<Uint8Array | null>;
  }

  /** A file to stream, uncached. */
  file(key: string): Promise<StoredFile | null> {
    return this.files.get(key);
  }

  private async current(): Promise<Generation> {
    if (this.generation && this.now() - this.checked < BUILD_TTL_MS) return this.generation;
    this.loading ??= this.load().finally(() => (this.loading = null));
    try {
      return await this.loading;
    } catch (error) {
      // A build being swapped in (the mirror renames directories) can hide build.json for an
      // instant: keep serving the build we know, and look again on the next request.
      if (this.generation) return this.generation;
      throw error;
    }
  }

  private async load(): Promise<Generation> {
    let info: BuildInfo;
    try {
      const file = await this.files.get(BUILD_FILE);
      if (!file) throw new Error(`${BUILD_FILE} is missing`);
      info = JSON.parse(await file.text()) as BuildInfo;
      if (typeof info.build !== "string" || !(info.etag_shards > 0) || !info.site?.docs_url) throw new Error(`${BUILD_FILE} is malformed`);
    } catch (error) {
      throw new BuildUnavailable((error as Error).message, { cause: error });
    }
    this.checked = this.now();
    if (this.generation?.info.build !== info.build) {
      this.generation = { info, cache: new Map(), bytes: 0, pending: new Map() };
    }
    return this.generation;
  }

  private jsonIn(gen: Generation, file: string): Promise<unknown | null> {
    return this.cachedIn(gen, file, async (stored) => {
      const text = await stored.text();
      return { value: JSON.parse(text) as unknown, size: text.length };
    });
  }

  /** A file decoded once and kept, least recently used dropped first beyond CACHE_BYTES. */
  private async cachedIn(gen: Generation, file: string, decode: (stored: StoredFile) => Promise<{ value: unknown; size: number }>): Promise<unknown | null> {
    const hit = gen.cache.get(file);
    if (hit) {
      gen.cache.delete(file);
      gen.cache.set(file, hit);
      return hit.value;
    }
    let pending = gen.pending.get(file);
    if (!pending) {
      pending = this.files.get(file).then(async (stored) => {
        if (!stored) return null;
        const entry = await decode(stored);
        gen.cache.set(file, entry);
        gen.bytes += entry.size;
        for (const [key, old] of gen.cache) {
          if (gen.bytes <= CACHE_BYTES) break;
          gen.cache.delete(key);
          gen.bytes -= old.size;
        }
        return entry.value;
      }).finally(() => gen.pending.delete(file));
      gen.pending.set(file, pending);
    }
    return pending;
  }
}
