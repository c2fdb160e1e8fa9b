/**
 * Writes the build into a fresh directory beside dist/, each file with its ETag (a hash of its
 * bytes) recorded in sharded manifests, then swaps it in: a build that fails part-way leaves the
 * previous dist/ untouched.
 *
 * A file whose bytes are those of the previous build (same ETag, or same bytes for the internal
 * files that have none) is hard-linked from it instead of written: a rebuild after a small data
 * change writes only what changed, and unchanged files keep their inode and modification time
 * (what rsync, a CDN upload or a mirror's sync look at).
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { link, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import pMap from "p-map";
import { etagOf } from "../edge/http/etag.ts";
import { BUILD_FILE, etagShardFile, etagShardOf, type BuildInfo, type FileMeta } from "../edge/api/layout.ts";

const BATCH = 4000;

export class DistWriter {
  readonly temp: string;
  /** [file, text, ETag or null for an internal file] */
  private pending: [string, string, string | null][] = [];
  private dirs = new Set<string>();
  private meta = new Map<string, FileMeta>();
  /** hashes of the internal files: a change of the edge's indexes alone is a new build too */
  private internal = new Map<string, string>();
  /** ETags of the served files of the build in `out`, to recognise unchanged files. */
  private readonly previous: Map<string, string>;
  files = 0;
  bytes = 0;
  /** files actually written (the others were linked from the previous build) */
  written = 0;

  constructor(readonly out: string) {
    this.temp = `${out}.tmp-${process.pid}`;
    rmSync(this.temp, { recursive: true, force: true });
    mkdirSync(this.temp, { recursive: true });
    this.previous = previousEtags(out);
  }

  /** Queues a served file; JSON bodies are written compact, in the key order they were built. */
  async add(file: string, body: unknown, next: string | null = null): Promise<void> {
    const text = typeof body === "string" ? body : JSON.stringify(body);
    const etag = await etagOf(text);
    this.meta.set(file, [etag, next]);
    this.pending.push([file, text, etag]);
    if (this.pending.length >= BATCH) await this.flush();
  }

  /** Writes a file the edge reads internally (indexes, manifests): not served, no ETag. */
  async addInternal(file: string, body: unknown): Promise<void> {
    const text = typeof body === "string" ? body : JSON.stringify(body);
    this.internal.set(file, createHash("sha1").update(text).digest("base64"));
    this.pending.push([file, text, null]);
    if (this.pending.length >= BATCH) await this.flush();
  }

  async flush(): Promise<void> {
    const batch = this.pending;
    this.pending = [];
    for (const [file] of batch) {
      const dir = dirname(join(this.temp, file));
      if (!this.dirs.has(dir)) {
        mkdirSync(dir, { recursive: true });
        this.dirs.add(dir);
      }
    }
    await pMap(batch, async ([file, text, etag]) => {
      const target = join(this.temp, file);
      if (!(await this.linkUnchanged(file, text, etag, target))) {
        await writeFile(target, text);
        this.written++;
      }
      this.files++;
      this.bytes += Buffer.byteLength(text);
    }, { concurrency: 32 });
  }

  /** Links the previous build's copy of a file into the new build when its bytes are the same. */
  private async linkUnchanged(file: string, text: string, etag: string | null, target: string): Promise<boolean> {
    const old = join(this.out, file);
    if (etag !== null) {
      if (this.previous.get(file) !== etag) return false;
    } else {
      const bytes = await readFile(old).catch(() => null);
      if (!bytes || bytes.length !== Buffer.byteLength(text) || !bytes.equals(Buffer.from(text))) return false;
    }
    // A file system without hard links, or a previous file gone meanwhile: write it.
    return link(old, target).then(() => true, () => false);
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
    for (const file of [...this.internal.keys()].sort()) all.update(`${file}\0${this.internal.get(file)}\n`);
    for (const [file, entries] of byShard) await this.addInternal(file, entries);
    const build: BuildInfo = { build: all.digest("hex").slice(0, 16), etag_shards: shards, files: this.meta.size, ...info };
    await this.addInternal(BUILD_FILE, build);
    await this.flush();

    const old = `${this.out}.old-${process.pid}`;
    if (existsSync(this.out)) renameSync(this.out, old);
    renameSync(this.temp, this.out);
    rmSync(old, { recursive: true, force: true });
    return build;
  }

  abort(): void {
    rmSync(this.temp, { recursive: true, force: true });
  }
}

/** file -> ETag of the build in `out`, from its ETag shards; empty when there is none. */
function previousEtags(out: string): Map<string, string> {
  const etags = new Map<string, string>();
  const dir = join(out, dirname(etagShardFile(0)));
  if (!existsSync(dir)) return etags;
  for (const name of readdirSync(dir)) {
    try {
      const shard = JSON.parse(readFileSync(join(dir, name), "utf8")) as Record<string, FileMeta>;
      for (const [file, [etag]] of Object.entries(shard)) etags.set(file, etag);
    } catch {
      // An unreadable shard only means its files get written again.
    }
  }
  return etags;
}
