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
import { closeSync, linkSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, writeSync } from "node:fs";
import { dirname, join } from "node:path";
import { contentHashOf } from "../hashing/content-hash.ts";
import { etagOfDigest } from "../hashing/etag.ts";
import type { BuildInfo, IndexFiles } from "../layout/dist.ts";
import { currentBuildDir, startBuild, swapIn } from "./swap.ts";
import type { BuildState } from "./state.ts";
import { refsFile } from "./tree.ts";
import { carryOverInThread } from "./carry-thread.ts";
import { WriteThread, type Job } from "./write-thread.ts";
import { writeManifests } from "./manifests.ts";
import { FileSet, previousFiles } from "./previous-files.ts";

/** A batch goes to the write thread at this many files or bytes, whichever comes first: by
 * count alone, a run of large files (an instance's loot pages) makes a batch, held both as texts
 * here and as one buffer on its way to the thread, whose size grows with the data. */
const BATCH_FILES = 4000;
const BATCH_BYTES = 8 << 20;

/** How the writer treats the previous build in `out`. */
export type WriteMode =
  /** every file written, or hard-linked when the previous build has the same bytes; a damaged
   * previous build is replaced even by a build of the same id */
  | { kind: "full"; previousDamaged?: boolean }
  /** only the files added whose bytes changed are written; the others are carried over (tree.ts) */
  | { kind: "incremental"; previousDir: string; share: boolean; outside: readonly string[] };

export class DistWriter {
  readonly temp: string;
  private pending: Job[] = [];
  private pendingBytes = 0;
  private readonly thread: WriteThread;
  /** the directory of the build in `out`, and its files with their hashes, to recognise unchanged files (full builds) */
  readonly previousDir: string | null;
  private readonly previous: FileSet;
  /** files written or removed by an incremental build, relative to the build */
  private readonly changed = new Set<string>();
  private readonly removed = new Set<string>();
  /** files whose manifest entry changed (incremental builds): their shards are written again */
  private readonly dirty = { served: new Set<string>(), internal: new Set<string>() };
  /** served files whose ETag an incremental build changed, added or removed, with their ETag in the previous build */
  private readonly before = new Map<string, string | null>();
  /** files and bytes added (every one in a full build, the ones added again in an incremental one) */
  files = 0;
  bytes = 0;
  /** files written a piece at a time (addInternalWritten), not through the thread */
  private moved = 0;

  constructor(
    readonly out: string,
    readonly state: BuildState,
    readonly mode: WriteMode,
  ) {
    this.temp = startBuild(out);
    // A damaged previous build's files are not what its manifests say: none is linked.
    this.previousDir = mode.kind === "incremental" ? mode.previousDir : mode.previousDamaged ? null : currentBuildDir(out);
    this.previous = mode.kind === "full" && this.previousDir ? previousFiles(this.previousDir) : new FileSet();
    this.thread = new WriteThread(this.temp);
  }

  /** files actually written (the others were linked from the previous build) */
  get written(): number {
    return this.thread.written + this.moved;
  }

  get incremental(): boolean {
    return this.mode.kind === "incremental";
  }

  /** Queues a served file; bytes are written as they are (the site's pictures), JSON bodies
   * compact, in the key order they were built. `hash`: the bytes' contentHashOf, when it is
   * worked out elsewhere (on the comparisons' thread). */
  async add(file: string, body: unknown, next: string | null = null, hash?: string): Promise<void> {
    const text = typeof body === "string" || body instanceof Uint8Array ? body : JSON.stringify(body);
    const etag = hash ?? contentHashOf(text);
    const size = typeof text === "string" ? Buffer.byteLength(text) : text.byteLength;
    if (!this.incremental) {
      if (!this.state.addServed(file, etag, next, size)) throw new Error(`${file} is written twice`);
      return this.queue(file, text, etag, size);
    }
    const before = this.state.served(file);
    this.removed.delete(file);
    if (before?.etag === etag && before.next === next) return;
    if (!this.before.has(file)) this.before.set(file, before?.etag ?? null);
    this.state.putServed(file, etag, next, size);
    this.dirty.served.add(file);
    if (before?.etag !== etag) await this.queue(file, text, etag, size);
  }

  /** Writes a file the edge reads internally (indexes, manifests): not served, no ETag. Bytes
   * are written as they are, anything else as JSON. */
  async addInternal(file: string, body: unknown, listed = true): Promise<boolean> {
    const text = typeof body === "string" || body instanceof Uint8Array ? body : JSON.stringify(body);
    const hash = contentHashOf(text);
    const size = typeof text === "string" ? Buffer.byteLength(text) : text.byteLength;
    if (!this.recordInternal(file, hash, size, listed)) return false;
    await this.queue(file, text, hash, size);
    return true;
  }

  /**
   * Writes an internal file a piece at a time, for a file too large to hold whole (the bulk
   * files): `write` hands its bytes to `put` in order. As with addInternal, a file whose bytes
   * are the previous build's is not written again.
   */
  async addInternalWritten(file: string, write: (put: (bytes: Uint8Array) => void) => Promise<void>): Promise<boolean> {
    const target = join(this.temp, file);
    const part = `${target}.part`;
    mkdirSync(dirname(target), { recursive: true });
    const fd = openSync(part, "w");
    const digest = createHash("sha256");
    let size = 0;
    try {
      await write((bytes) => {
        writeSync(fd, bytes);
        digest.update(bytes);
        size += bytes.byteLength;
      });
    } finally {
      closeSync(fd);
    }
    const hash = etagOfDigest(digest.digest());
    if (!this.recordInternal(file, hash, size, true)) {
      rmSync(part);
      return false;
    }
    this.counted(file, size);
    const same = this.sameInPrevious(file, hash);
    if (same) {
      try {
        linkSync(same, target);
        rmSync(part);
        return true;
      } catch {
        // no hard links here, or the previous file is gone: moved in below
      }
    }
    renameSync(part, target);
    this.moved++;
    return true;
  }

  /** A file of the previous build kept as it is, unread (incremental builds). */
  keep(file: string): void {
    if (!this.incremental || !this.state.internal(file)) throw new Error(`${file}: no file of the previous build to keep`);
    this.removed.delete(file);
  }

  /** A file of the previous build that this one does not have (incremental builds). */
  remove(file: string): void {
    const served = this.state.served(file);
    if (served && !this.before.has(file)) this.before.set(file, served.etag);
    if (this.state.remove("served", file)) this.dirty.served.add(file);
    if (this.state.remove("internal", file)) this.dirty.internal.add(file);
    this.changed.delete(file);
    this.removed.add(file);
  }

  /** An internal file's hash and size in the state; false when the previous build has the same bytes there (incremental). */
  private recordInternal(file: string, hash: string, size: number, listed: boolean): boolean {
    const before = this.state.internal(file);
    this.removed.delete(file);
    if (before?.hash === hash && this.incremental) return false;
    this.state.putInternal(file, hash, size, listed);
    if (listed) this.dirty.internal.add(file);
    return true;
  }

  /** A file this build adds, counted. */
  private counted(file: string, size: number): void {
    if (this.incremental) this.changed.add(file);
    this.files++;
    this.bytes += size;
  }

  /** The previous build's copy of a file with the same hash, to link rather than write; null when it has none. */
  private sameInPrevious(file: string, hash: string): string | null {
    return this.previousDir && this.previous.has(file, hash) ? join(this.previousDir, file) : null;
  }

  /** A file unchanged since the previous build (same hash) is linked from it, not written; `size`: its bytes. */
  private async queue(file: string, data: string | Uint8Array, hash: string, size: number): Promise<void> {
    this.pending.push([file, data, this.sameInPrevious(file, hash)]);
    this.pendingBytes += size;
    this.counted(file, size);
    if (this.pending.length >= BATCH_FILES || this.pendingBytes >= BATCH_BYTES) await this.flush();
  }

  async flush(): Promise<void> {
    const batch = this.pending;
    this.pending = [];
    this.pendingBytes = 0;
    if (batch.length) await this.thread.send(batch);
  }

  /** Every served file of the build with its ETag, in file order (from the state). */
  servedEntries(): Iterable<[file: string, etag: string]> {
    return this.state.servedEntries();
  }

  /** The served files of the build under `prefix` (a folder, ending in "/") with their ETags, in file order (from the state, a page at a time). */
  servedUnder(prefix: string): Iterable<[file: string, etag: string, size: number]> {
    return this.state.servedUnder(prefix);
  }

  /**
   * The served files an incremental build changed, added or removed: [file, ETag in the previous
   * build or null, ETag now or null]. Null in a full build, which knows no previous build's files.
   */
  changedServed(): [file: string, before: string | null, after: string | null][] | null {
    if (!this.incremental) return null;
    return [...this.before].map(([file, before]) => [file, before, this.state.served(file)?.etag ?? null]);
  }

  /**
   * Every file of the build with its hash (a served file's ETag), in file order, from the state
   * a page at a time: the two tables merged. SQLite orders names by their UTF-8 bytes, JavaScript
   * by UTF-16 units: they agree but for characters this build never names its files with (the
   * pack checks the order it is given).
   */
  *allFiles(): Iterable<[file: string, hash: string]> {
    const served = this.state.servedEntries()[Symbol.iterator]();
    const internal = this.state.internalEntries()[Symbol.iterator]();
    let a = served.next();
    let b = internal.next();
    while (!a.done || !b.done) {
      if (b.done || (!a.done && a.value[0] < b.value[0])) {
        yield a.value;
        a = served.next();
      } else {
        yield b.value;
        b = internal.next();
      }
    }
  }

  /**
   * The files of the build as the edge reads them (documentation examples): those written so
   * far, and in an incremental build the previous build's that this one keeps. Unchecked, they
   * are its own bytes.
   */
  async readBack(): Promise<IndexFiles> {
    await this.flush();
    await this.thread.drain();
    const read = (file: string): Buffer | null => {
      if (!this.state.served(file) && !this.state.internal(file)) return null; // not part of the build
      const dir = this.mode.kind === "incremental" && !this.changed.has(file) ? this.mode.previousDir : this.temp;
      try {
        return readFileSync(join(dir, file));
      } catch {
        return null;
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

  /** Writes the manifests and build.json, carries the previous build's other files over, then
   * replaces dist/ with the new build; `beforeSwap` adds what is made of the complete build (the
   * dist pack) to its directory first, while the previous build's files are carried over on
   * another thread (a file not there yet is the previous build's). */
  async commit(
    info: Omit<BuildInfo, "build" | "etag_shards" | "hash_shards" | "files">,
    beforeSwap?: (dir: string, previousDir: string | null, files: Iterable<[file: string, hash: string]>) => Promise<void>,
  ): Promise<BuildInfo> {
    const build = await writeManifests(
      {
        state: this.state,
        incremental: this.incremental,
        dirty: this.dirty,
        addInternal: (file, body, listed) => this.addInternal(file, body, listed),
        remove: (file) => this.remove(file),
      },
      info,
    );
    await this.flush();
    await this.thread.drain();
    await this.thread.close();
    // The previous build's other files are linked in on another thread while the pack is written.
    const carried =
      this.mode.kind === "incremental"
        ? carryOverInThread(this.mode.previousDir, this.temp, this.changed, this.removed, this.mode.share, this.mode.outside)
        : Promise.resolve(0);
    const packed = beforeSwap ? beforeSwap(this.temp, this.previousDir, this.allFiles()) : Promise.resolve();
    for (const outcome of await Promise.allSettled([carried, packed])) if (outcome.status === "rejected") throw outcome.reason;
    swapIn(this.out, this.temp, build.build, !(this.mode.kind === "full" && this.mode.previousDamaged));
    return build;
  }

  /** Files and bytes of the whole build, as the state records them. */
  totals(): { files: number; bytes: number } {
    return this.state.totals();
  }

  async abort(): Promise<void> {
    await this.thread.close();
    rmSync(this.temp, { recursive: true, force: true });
    rmSync(refsFile(this.temp), { force: true });
  }
}
