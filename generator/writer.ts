/**
 * Writes the build into a fresh directory beside dist/, each file's hash recorded in sharded
 * manifests — the ETag of a served file (_meta/etags/), the same hash of an internal one
 * (_meta/hashes/), which the edge checks every file it reads against — then swaps it in
 * atomically (swap.ts): a build that fails or is killed part-way leaves the previous dist/.
 *
 * A file whose bytes are those of the previous build (same hash) is hard-linked from it instead
 * of written: a rebuild after a small data change writes only what changed, and unchanged files
 * keep their inode and modification time (what rsync, a CDN upload or a mirror's sync look at).
 * The files go to disk on a thread of their own (write-thread.ts) while the build renders on.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { etagOfDigest } from "../edge/http/etag.ts";
import { BUILD_FILE, etagShardFile, etagShardOf, hashShardFile, hashShardOf, type BuildInfo, type FileMeta, type IndexFiles } from "../contract/layout.ts";
import { currentBuildDir, startBuild, swapIn } from "./swap.ts";
import { WriteThread, type Job } from "./write-thread.ts";

const BATCH = 4000;

export class DistWriter {
  readonly temp: string;
  private pending: Job[] = [];
  private readonly thread: WriteThread;
  private meta = new Map<string, FileMeta>();
  /** hashes of the internal files: a change of the edge's indexes alone is a new build too */
  private internal = new Map<string, string>();
  /** the directory of the build in `out`, and its files' hashes, to recognise unchanged files */
  private readonly previousDir: string | null;
  private readonly previous: Map<string, string>;
  files = 0;
  bytes = 0;

  constructor(readonly out: string) {
    this.temp = startBuild(out);
    this.previousDir = currentBuildDir(out);
    this.previous = this.previousDir ? previousHashes(this.previousDir) : new Map();
    this.thread = new WriteThread(this.temp);
  }

  /** files actually written (the others were linked from the previous build) */
  get written(): number {
    return this.thread.written;
  }

  /** Queues a served file; JSON bodies are written compact, in the key order they were built. */
  async add(file: string, body: unknown, next: string | null = null): Promise<void> {
    const text = typeof body === "string" ? body : JSON.stringify(body);
    const etag = hashOf(text);
    this.meta.set(file, [etag, next]);
    await this.queue(file, text, etag);
  }

  /** Writes a file the edge reads internally (indexes, manifests): not served, no ETag. Bytes
   * are written as they are, anything else as JSON. */
  async addInternal(file: string, body: unknown): Promise<void> {
    const text = typeof body === "string" || body instanceof Uint8Array ? body : JSON.stringify(body);
    const hash = hashOf(text);
    this.internal.set(file, hash);
    await this.queue(file, text, hash);
  }

  /** A file unchanged since the previous build (same hash) is linked from it, not written. */
  private async queue(file: string, data: string | Uint8Array, hash: string): Promise<void> {
    this.pending.push([file, data, this.previousDir && this.previous.get(file) === hash ? join(this.previousDir, file) : null]);
    this.files++;
    this.bytes += typeof data === "string" ? Buffer.byteLength(data) : data.byteLength;
    if (this.pending.length >= BATCH) await this.flush();
  }

  async flush(): Promise<void> {
    const batch = this.pending;
    this.pending = [];
    if (batch.length) await this.thread.send(batch);
  }

  /** The served files added so far (v1/..., web/...), in the order they were added. */
  servedFiles(): Iterable<string> {
    return this.meta.keys();
  }

  /**
   * The files added so far, read back from the build's directory once written: the build runs
   * the edge's own code over them (documentation examples). Unchecked, they are its own bytes.
   */
  async readBack(): Promise<IndexFiles> {
    await this.flush();
    await this.thread.drain();
    const read = (file: string): Buffer | null => (this.meta.has(file) || this.internal.has(file) ? readFileSync(join(this.temp, file)) : null);
    return {
      json: async (file) => {
        const bytes = read(file);
        return bytes && JSON.parse(bytes.toString("utf8"));
      },
      bytes: async (file) => read(file),
    };
  }

  /** Writes the manifests and build.json, then replaces dist/ with the new build. */
  async commit(info: Omit<BuildInfo, "build" | "etag_shards" | "hash_shards" | "files">): Promise<BuildInfo> {
    const etagShards = shardCount(this.meta.size, 256, 16);
    const byShard = new Map<string, Record<string, FileMeta>>();
    for (let i = 0; i < etagShards; i++) byShard.set(etagShardFile(i), {});
    const all = createHash("sha256");
    for (const file of [...this.meta.keys()].sort()) {
      const meta = this.meta.get(file)!;
      byShard.get(etagShardOf(file, etagShards))![file] = meta;
      all.update(`${file}\0${meta[0]}\n`);
    }
    for (const [file, entries] of byShard) await this.addInternal(file, entries);
    // Small shards: a cold edge reads one per internal file it needs.
    const hashShards = shardCount(this.internal.size, 64, 4);
    const hashes = new Map<string, Record<string, string>>();
    for (let i = 0; i < hashShards; i++) hashes.set(hashShardFile(i), {});
    for (const file of [...this.internal.keys()].sort()) {
      const hash = this.internal.get(file)!;
      hashes.get(hashShardOf(file, hashShards))![file] = hash;
      all.update(`${file}\0${hash}\n`);
    }
    for (const [file, entries] of hashes) await this.queue(file, JSON.stringify(entries), hashOf(JSON.stringify(entries)));
    const build: BuildInfo = { build: all.digest("hex").slice(0, 16), etag_shards: etagShards, hash_shards: hashShards, files: this.meta.size, ...info };
    const text = JSON.stringify(build);
    await this.queue(BUILD_FILE, text, hashOf(text));
    await this.flush();
    await this.thread.drain();
    await this.thread.close();
    swapIn(this.out, this.temp, build.build);
    return build;
  }

  async abort(): Promise<void> {
    await this.thread.close();
    rmSync(this.temp, { recursive: true, force: true });
  }
}

/** A file's hash: its ETag for a served file, the same hash for an internal one. */
const hashOf = (data: string | Uint8Array) => etagOfDigest(createHash("sha256").update(data).digest());

/** A power of two giving about `per` entries a shard, at least `least`. */
const shardCount = (entries: number, per: number, least: number) => Math.max(least, 2 ** Math.ceil(Math.log2(Math.max(1, entries / per))));

/** file -> hash of every file of the build in `dir`, from its manifests; the manifests' own
 * shards and build.json are hashed as they are. Empty when there is no readable build. */
function previousHashes(dir: string): Map<string, string> {
  const hashes = new Map<string, string>();
  const read = (file: string): Record<string, unknown> => {
    try {
      return JSON.parse(readFileSync(join(dir, file), "utf8")) as Record<string, unknown>;
    } catch {
      return {}; // absent or unreadable: its files get written again
    }
  };
  const shardsOf = (folder: string) => (existsSync(join(dir, folder)) ? readdirSync(join(dir, folder)).map((name) => `${folder}/${name}`) : []);
  for (const shard of shardsOf(dirname(etagShardFile(0)))) {
    for (const [file, [etag]] of Object.entries(read(shard) as Record<string, FileMeta>)) hashes.set(file, etag);
  }
  for (const shard of shardsOf(dirname(hashShardFile(0)))) {
    for (const [file, hash] of Object.entries(read(shard) as Record<string, string>)) hashes.set(file, hash);
    hashes.set(shard, hashOf(readFileSync(join(dir, shard))));
  }
  if (existsSync(join(dir, BUILD_FILE))) hashes.set(BUILD_FILE, hashOf(readFileSync(join(dir, BUILD_FILE))));
  return hashes;
}
