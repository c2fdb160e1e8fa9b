/**
 * The files of the build dist/ holds with their hashes, read from its manifests, kept compactly:
 * what a full build links rather than writes when its bytes are the same (writer.ts).
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { contentHashOf } from "../hashing/content-hash.ts";
import { BUILD_FILE, etagShardFile, hashShardFile, type FileMeta } from "../layout/dist.ts";

/**
 * A set of (file, hash) pairs kept as 16 bytes each — the start of the SHA-256 of `file \0 hash`
 * — in an open-addressing table: the previous build's hundreds of thousands of names and hashes
 * as strings in a map weighed more than the rest of a rebuild.
 */
export class FileSet {
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
export function previousFiles(dir: string): FileSet {
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
