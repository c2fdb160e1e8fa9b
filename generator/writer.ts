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
import { appendFileSync, existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { buildIdOf } from "../hashing/build-id.ts";
import { contentHashOf } from "../hashing/content-hash.ts";
import {
  BUILD_FILE,
  etagShardFile,
  etagShardOf,
  hashShardFile,
  hashShardOf,
  type BuildInfo,
  type FileMeta,
  type IndexFiles,
} from "../layout/dist.ts";
import { currentBuildDir, startBuild, swapIn } from "./swap.ts";
import { WriteThread, type Job } from "./write-thread.ts";

const BATCH = 4000;
/** The list of served files a build keeps on disk until its commit (not part of the build). */
const SERVED_LIST = ".served";

export class DistWriter {
  readonly temp: string;
  private pending: Job[] = [];
  private readonly thread: WriteThread;
  /** one `file \0 etag \0 next` line per served file, appended to SERVED_LIST in the temp dir at
   * each batch and read back by commit(): a build has hundreds of thousands of them, which held
   * in memory through the whole build weighed more than a version's catalog */
  private served = "";
  private servedCount = 0;
  /** hashes of the internal files: a change of the edge's indexes alone is a new build too */
  private internal = new Map<string, string>();
  /** the directory of the build in `out`, and its files with their hashes, to recognise unchanged files */
  private readonly previousDir: string | null;
  private readonly previous: FileSet;
  files = 0;
  bytes = 0;

  constructor(readonly out: string) {
    this.temp = startBuild(out);
    this.previousDir = currentBuildDir(out);
    this.previous = this.previousDir ? previousFiles(this.previousDir) : new FileSet();
    this.thread = new WriteThread(this.temp);
  }

  /** files actually written (the others were linked from the previous build) */
  get written(): number {
    return this.thread.written;
  }

  /** Queues a served file; JSON bodies are written compact, in the key order they were built. */
  async add(file: string, body: unknown, next: string | null = null): Promise<void> {
    const text = typeof body === "string" ? body : JSON.stringify(body);
    const etag = contentHashOf(text);
    this.served += `${file}\0${etag}\0${next ?? ""}\n`;
    this.servedCount++;
    await this.queue(file, text, etag);
  }

  /** Writes a file the edge reads internally (indexes, manifests): not served, no ETag. Bytes
   * are written as they are, anything else as JSON. */
  async addInternal(file: string, body: unknown): Promise<void> {
    const text = typeof body === "string" || body instanceof Uint8Array ? body : JSON.stringify(body);
    const hash = contentHashOf(text);
    this.internal.set(file, hash);
    await this.queue(file, text, hash);
  }

  /** A file unchanged since the previous build (same hash) is linked from it, not written. */
  private async queue(file: string, data: string | Uint8Array, hash: string): Promise<void> {
    this.pending.push([file, data, this.previousDir && this.previous.has(file, hash) ? join(this.previousDir, file) : null]);
    this.files++;
    this.bytes += typeof data === "string" ? Buffer.byteLength(data) : data.byteLength;
    if (this.pending.length >= BATCH) await this.flush();
  }

  async flush(): Promise<void> {
    this.spoolServed();
    const batch = this.pending;
    this.pending = [];
    if (batch.length) await this.thread.send(batch);
  }

  private spoolServed(): void {
    if (this.served) appendFileSync(join(this.temp, SERVED_LIST), this.served);
    this.served = "";
  }

  /** The served files added so far (v1/..., web/...), in the order they were added: read
   * from the list kept on disk, one name at a time. */
  *servedFiles(): Iterable<string> {
    this.spoolServed();
    if (!this.servedCount) return;
    const text = readFileSync(join(this.temp, SERVED_LIST), "utf8");
    for (let at = 0; at < text.length;) {
      const end = text.indexOf("\n", at);
      yield text.slice(at, text.indexOf("\0", at));
      at = end + 1;
    }
  }

  /**
   * The files added so far, read back from the build's directory once written: the build runs
   * the edge's own code over them (documentation examples). Unchecked, they are its own bytes.
   */
  async readBack(): Promise<IndexFiles> {
    await this.flush();
    await this.thread.drain();
    const read = (file: string): Buffer | null => {
      try {
        return readFileSync(join(this.temp, file));
      } catch {
        return null; // not part of the build
      }
    };
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
    await this.flush();
    // In file order: '\0' sorts before any character of a name, so the lines sort as their files.
    const list = join(this.temp, SERVED_LIST);
    const served = this.servedCount ? readFileSync(list, "utf8").slice(0, -1).split("\n").sort() : [];
    rmSync(list, { force: true });
    const etagShards = shardCount(served.length, 256, 16);
    const shardIndex = new Map(Array.from({ length: etagShards }, (_, n) => [etagShardFile(n), n]));
    const shardOf = new Uint32Array(served.length);
    const shardSizes = new Uint32Array(etagShards);
    served.forEach((line, i) => {
      const [file] = line.split("\0") as [string, string];
      if (i > 0 && served[i - 1]!.startsWith(`${file}\0`)) throw new Error(`${file} is written twice`);
      shardOf[i] = shardIndex.get(etagShardOf(file, etagShards))!;
      shardSizes[shardOf[i]!]!++;
    });
    // Each shard's lines in file order, then one shard at a time as an object: never all at once.
    const starts = new Uint32Array(etagShards + 1);
    for (let n = 0; n < etagShards; n++) starts[n + 1] = starts[n]! + shardSizes[n]!;
    const order = new Uint32Array(served.length);
    const filled = starts.slice(0, etagShards);
    shardOf.forEach((n, i) => (order[filled[n]!++] = i));
    for (let n = 0; n < etagShards; n++) {
      const entries: Record<string, FileMeta> = {};
      for (let k = starts[n]!; k < starts[n + 1]!; k++) {
        const [file, etag, next] = served[order[k]!]!.split("\0") as [string, string, string];
        entries[file] = [etag, next || null];
      }
      await this.addInternal(etagShardFile(n), entries);
    }
    // Small shards: a cold edge reads one per internal file it needs.
    const hashShards = shardCount(this.internal.size, 64, 4);
    const hashes = new Map<string, Record<string, string>>();
    for (let i = 0; i < hashShards; i++) hashes.set(hashShardFile(i), {});
    const internal = [...this.internal.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    for (const [file, hash] of internal) hashes.get(hashShardOf(file, hashShards))![file] = hash;
    for (const [file, entries] of hashes) await this.queue(file, JSON.stringify(entries), contentHashOf(JSON.stringify(entries)));
    const servedPairs = (function* () {
      for (const line of served) yield line.split("\0", 2) as [string, string];
    })();
    const build: BuildInfo = {
      build: buildIdOf(servedPairs, internal),
      etag_shards: etagShards,
      hash_shards: hashShards,
      files: served.length,
      ...info,
    };
    const text = JSON.stringify(build);
    await this.queue(BUILD_FILE, text, contentHashOf(text));
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

/** A power of two giving about `per` entries a shard, at least `least`. */
const shardCount = (entries: number, per: number, least: number) => Math.max(least, 2 ** Math.ceil(Math.log2(Math.max(1, entries / per))));

/**
 * A set of (file, hash) pairs kept as 16 bytes each — the start of the SHA-256 of `file \0 hash`
 * — in an open-addressing table: the previous build's hundreds of thousands of names and hashes
 * as strings in a map weighed more than the rest of a rebuild.
 */
class FileSet {
  /** four 32-bit words per slot; all zero is an empty slot */
  private slots = new Uint32Array(64 * 4);
  private size = 0;

  add(file: string, hash: string): void {
    if (2 * (this.size + 1) > this.slots.length / 4) this.grow();
    const key = fingerprint(file, hash);
    const slot = this.find(key);
    if (this.isEmpty(slot)) this.size++;
    this.slots.set(key, slot * 4);
  }

  has(file: string, hash: string): boolean {
    return !this.isEmpty(this.find(fingerprint(file, hash)));
  }

  private isEmpty(slot: number): boolean {
    const at = slot * 4;
    return this.slots[at] === 0 && this.slots[at + 1] === 0 && this.slots[at + 2] === 0 && this.slots[at + 3] === 0;
  }

  /** The slot holding `key`, else the empty slot where it would go (the table is never over half full). */
  private find(key: Uint32Array): number {
    const mask = this.slots.length / 4 - 1;
    for (let slot = key[0]! & mask; ; slot = (slot + 1) & mask) {
      const at = slot * 4;
      if (
        this.isEmpty(slot) ||
        (this.slots[at] === key[0] && this.slots[at + 1] === key[1] && this.slots[at + 2] === key[2] && this.slots[at + 3] === key[3])
      )
        return slot;
    }
  }

  private grow(): void {
    const old = this.slots;
    this.slots = new Uint32Array(old.length * 2);
    for (let at = 0; at < old.length; at += 4) {
      const key = old.subarray(at, at + 4);
      if (key[0] !== 0 || key[1] !== 0 || key[2] !== 0 || key[3] !== 0) this.slots.set(key, this.find(key) * 4);
    }
  }
}

function fingerprint(file: string, hash: string): Uint32Array {
  const digest = createHash("sha256").update(`${file}\0${hash}`).digest();
  return new Uint32Array(digest.buffer.slice(digest.byteOffset, digest.byteOffset + 16));
}

/** Every file of the build in `dir` with its hash, from its manifests; the manifests' own
 * shards and build.json are hashed as they are. Empty when there is no readable build. */
function previousFiles(dir: string): FileSet {
  const read = (file: string): Record<string, unknown> => {
    try {
      return JSON.parse(readFileSync(join(dir, file), "utf8")) as Record<string, unknown>;
    } catch {
      return {}; // absent or unreadable: its files get written again
    }
  };
  const shardsOf = (folder: string) =>
    existsSync(join(dir, folder)) ? readdirSync(join(dir, folder)).map((name) => `${folder}/${name}`) : [];
  const files = new FileSet();
  for (const shard of shardsOf(dirname(etagShardFile(0)))) {
    for (const [file, [etag]] of Object.entries(read(shard) as Record<string, FileMeta>)) files.add(file, etag);
  }
  for (const shard of shardsOf(dirname(hashShardFile(0)))) {
    for (const [file, hash] of Object.entries(read(shard) as Record<string, string>)) files.add(file, hash);
    files.add(shard, contentHashOf(readFileSync(join(dir, shard))));
  }
  if (existsSync(join(dir, BUILD_FILE))) files.add(BUILD_FILE, contentHashOf(readFileSync(join(dir, BUILD_FILE))));
  return files;
}
