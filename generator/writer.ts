/**
 * Writes the build into a fresh directory beside dist/, each file with its ETag (a hash of its
 * bytes) recorded in sharded manifests, then swaps it in: a build that fails part-way leaves the
 * previous dist/ untouched.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, renameSync, rmSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import pMap from "p-map";
import { etagOf } from "../edge/http/etag.ts";
import { BUILD_FILE, etagShardFile, etagShardOf, type BuildInfo, type FileMeta } from "../edge/api/layout.ts";

const BATCH = 4000;

export class DistWriter {
  readonly temp: string;
  private pending: [string, string][] = [];
  private dirs = new Set<string>();
  private meta = new Map<string, FileMeta>();
  files = 0;
  bytes = 0;

  constructor(readonly out: string) {
    this.temp = `${out}.tmp-${process.pid}`;
    rmSync(this.temp, { recursive: true, force: true });
    mkdirSync(this.temp, { recursive: true });
  }

  /** Queues a served file; JSON bodies are written compact, in the key order they were built. */
  async add(file: string, body: unknown, next: string | null = null): Promise<void> {
    const text = typeof body === "string" ? body : JSON.stringify(body);
    const etag = await etagOf(text);
    this.meta.set(file, [etag, next]);
    this.pending.push([file, text]);
    if (this.pending.length >= BATCH) await this.flush();
  }

  /** Writes a file the edge reads internally (indexes, manifests): not served, no ETag. */
  async addInternal(file: string, body: unknown): Promise<void> {
    this.pending.push([file, typeof body === "string" ? body : JSON.stringify(body)]);
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
    await pMap(batch, async ([file, text]) => {
      await writeFile(join(this.temp, file), text);
      this.files++;
      this.bytes += Buffer.byteLength(text);
    }, { concurrency: 32 });
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
