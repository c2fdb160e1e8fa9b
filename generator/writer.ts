/**
 * Writes the build into a fresh directory beside dist/, each file with its ETag (a hash of its
 * bytes) recorded in sharded manifests, then swaps it in: a build that fails part-way leaves the
 * previous dist/ untouched.
 *
 * A file whose bytes are those of the previous build (same ETag; the internal files, which have
 * none, by a hash kept in _meta/internal.json) is hard-linked from it instead of written: a
 * rebuild after a small data change writes only what changed, and unchanged files keep their
 * inode and modification time (what rsync, a CDN upload or a mirror's sync look at).
 * The files go to disk on a thread of their own (write-thread.ts) while the build renders on.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { etagOfDigest } from "../edge/http/etag.ts";
import { BUILD_FILE, etagShardFile, etagShardOf, type BuildInfo, type FileMeta } from "../edge/api/layout.ts";
import { WriteThread, type Job } from "./write-thread.ts";

const BATCH = 4000;
/** file -> hash of each internal file of the build but itself and build.json. */
const INTERNAL_HASHES = "_meta/internal.json";

export class DistWriter {
  readonly temp: string;
  private pending: Job[] = [];
  private readonly thread: WriteThread;
  private meta = new Map<string, FileMeta>();
  /** hashes of the internal files: a change of the edge's indexes alone is a new build too */
  private internal = new Map<string, string>();
  /** ETags and internal hashes of the build in `out`, to recognise unchanged files. */
  private readonly previous: Map<string, string>;
  files = 0;
  bytes = 0;

  constructor(readonly out: string) {
    this.temp = `${out}.tmp-${process.pid}`;
    rmSync(this.temp, { recursive: true, force: true });
    mkdirSync(this.temp, { recursive: true });
    this.previous = previousHashes(out);
    this.thread = new WriteThread(this.temp);
  }

  /** files actually written (the others were linked from the previous build) */
  get written(): number {
    return this.thread.written;
  }

  /** Queues a served file; JSON bodies are written compact, in the key order they were built. */
  async add(file: string, body: unknown, next: string | null = null): Promise<void> {
    const text = typeof body === "string" ? body : JSON.stringify(body);
    const etag = etagOfDigest(createHash("sha256").update(text).digest());
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
    this.pending.push([file, data, this.previous.get(file) === hash ? join(this.out, file) : null]);
    this.files++;
    this.bytes += typeof data === "string" ? Buffer.byteLength(data) : data.byteLength;
    if (this.pending.length >= BATCH) await this.flush();
  }

  async flush(): Promise<void> {
    const batch = this.pending;
    this.pending = [];
    if (batch.length) await this.thread.send(batch);
  }

  /** Writes the ETag shards and build.json, then replaces dist/ with the new build. */
  async commit(info: Omit<BuildInfo, "build" | "etag_shards" | "files">): Promise<BuildInfo> {
    const shards = Math.max(16, 2 ** Math.ceil(Math.log2(Math.max(1, this.meta.size / 256))));
    const byShard = new Map<string, Record<string, FileMeta>>();
    for (let i = 0; i < shards; i++) byShard.set(etagShardFile(i), {});
    const all = createHash("sha256");
    for (const file of [...this.meta.keys()].sort()) {
      const meta = this.meta.get(file)!;
      byShard.get(etagShardOf(file, shards))![file] = meta;
      all.update(`${file}\0${meta[0]}\n`);
    }
    for (const [file, entries] of byShard) await this.addInternal(file, entries);
    const internal = Object.fromEntries([...this.internal].sort(([a], [b]) => (a < b ? -1 : 1)));
    for (const [file, hash] of Object.entries(internal)) all.update(`${file}\0${hash}\n`);
    await this.addInternal(INTERNAL_HASHES, internal);
    const build: BuildInfo = { build: all.digest("hex").slice(0, 16), etag_shards: shards, files: this.meta.size, ...info };
    await this.addInternal(BUILD_FILE, build);
    await this.flush();
    await this.thread.drain();
    await this.thread.close();

    const old = `${this.out}.old-${process.pid}`;
    if (existsSync(this.out)) renameSync(this.out, old);
    renameSync(this.temp, this.out);
    rmSync(old, { recursive: true, force: true });
    return build;
  }

  async abort(): Promise<void> {
    await this.thread.close();
    rmSync(this.temp, { recursive: true, force: true });
  }
}

const hashOf = (text: string | Uint8Array) => createHash("sha1").update(text).digest("base64");

/** file -> ETag or internal hash of the build in `out`; empty when there is none. */
function previousHashes(out: string): Map<string, string> {
  const hashes = new Map<string, string>();
  const read = (file: string) => {
    try {
      return JSON.parse(readFileSync(join(out, file), "utf8")) as Record<string, unknown>;
    } catch {
      return {}; // absent or unreadable: its files get written again
    }
  };
  const shards = join(out, dirname(etagShardFile(0)));
  for (const name of existsSync(shards) ? readdirSync(shards) : []) {
    for (const [file, [etag]] of Object.entries(read(join(dirname(etagShardFile(0)), name)) as Record<string, FileMeta>)) hashes.set(file, etag);
  }
  for (const [file, hash] of Object.entries(read(INTERNAL_HASHES) as Record<string, string>)) hashes.set(file, hash);
  // The two files that describe the others are hashed as they are.
  for (const file of [INTERNAL_HASHES, BUILD_FILE]) {
    if (existsSync(join(out, file))) hashes.set(file, hashOf(readFileSync(join(out, file), "utf8")));
  }
  return hashes;
}
