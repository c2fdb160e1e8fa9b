/**
 * The bodies of the records found in more than one version, kept by the comparisons' thread of
 * one build (compare-thread.ts) until the record's last version comes, in a file of the state's
 * folder removed with the build. Nothing of them outlives the build: an incremental build
 * renders a record it compares in every version again.
 *
 * Each version's bodies go into chunks of their own, compressed with Brotli's fastest quality:
 * the disk takes a fraction of the JSON's bytes, at a cost far below that of a stream per body.
 * A version's bodies are kept in the order they are taken back (type, then game number, as the
 * records of the next versions are rendered), so that each chunk is decompressed about once; a
 * read out of that order only decompresses a chunk again.
 */
import { closeSync, openSync, readSync, rmSync, writeSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, constants } from "node:zlib";

/** A version's texts are compressed together once they reach about this many bytes. */
const CHUNK_BYTES = 1 << 20;
const FASTEST = { params: { [constants.BROTLI_PARAM_QUALITY]: 0 } };

/** Where a body is: its version's chunk, then its place in the chunk's bytes. */
type Place = { chunk: number; offset: number; length: number };

/** One version's chunks: those written (place in the file), those pending, and the last one read. */
class VersionChunks {
  readonly written: [number, number][] = [];
  pending: Uint8Array[] = [];
  pendingBytes = 0;
  read: { chunk: number; bytes: Buffer } | null = null;
}

/** The file of a build's kept bodies in `dir`, named for this process (a killed build's is removed as the state's leftovers are). */
export const keptBodiesFile = (dir: string): string => join(dir, `bodies.tmp-${process.pid}`);

export class KeptBodies {
  private readonly path: string;
  private fd: number | null;
  /** where each record's bodies are, by `<type index>:<id>`, then version */
  private readonly places = new Map<string, Map<string, Place>>();
  private readonly chunks = new Map<string, VersionChunks>();
  /** bytes written to the file */
  private size = 0;

  /** A new file in `dir` (keptBodiesFile). */
  constructor(dir: string) {
    this.path = keptBodiesFile(dir);
    this.fd = openSync(this.path, "w+");
  }

  /** Keeps the body of record `id` of type `res` (index in RESOURCES) in `version`, a JSON text. */
  keep(res: number, id: number, version: string, body: string): void {
    const bytes = Buffer.from(body, "utf8");
    let chunks = this.chunks.get(version);
    if (!chunks) this.chunks.set(version, (chunks = new VersionChunks()));
    const unit = `${res}:${id}`;
    let versions = this.places.get(unit);
    if (!versions) this.places.set(unit, (versions = new Map()));
    versions.set(version, { chunk: chunks.written.length, offset: chunks.pendingBytes, length: bytes.length });
    chunks.pending.push(bytes);
    chunks.pendingBytes += bytes.length;
    if (chunks.pendingBytes >= CHUNK_BYTES) this.flush(chunks);
  }

  /** The bodies of a record (JSON texts), by version, in the order they were kept; they are not kept any more. */
  take(res: number, id: number): Map<string, string> {
    const unit = `${res}:${id}`;
    const versions = this.places.get(unit);
    const texts = new Map<string, string>();
    if (!versions) return texts;
    this.places.delete(unit);
    for (const [version, { chunk, offset, length }] of versions)
      texts.set(version, this.chunk(version, chunk).toString("utf8", offset, offset + length));
    return texts;
  }

  /** Every record with a body kept and not taken, by type then game number. */
  records(): { res: number; id: number }[] {
    return [...this.places.keys()]
      .map((unit) => unit.split(":").map(Number) as [number, number])
      .sort((a, b) => a[0] - b[0] || a[1] - b[1])
      .map(([res, id]) => ({ res, id }));
  }

  /** Closes and removes the file, once. */
  close(): void {
    if (this.fd === null) return;
    closeSync(this.fd);
    this.fd = null;
    rmSync(this.path, { force: true });
  }

  /** The bytes of a version's chunk, decompressed. */
  private chunk(version: string, chunk: number): Buffer {
    const chunks = this.chunks.get(version)!;
    if (chunk === chunks.written.length) this.flush(chunks);
    if (chunks.read?.chunk !== chunk) {
      const [offset, length] = chunks.written[chunk]!;
      const bytes = Buffer.allocUnsafe(length);
      for (let read = 0; read < length;) read += readSync(this.fd!, bytes, read, length - read, offset + read);
      chunks.read = { chunk, bytes: brotliDecompressSync(bytes) };
    }
    return chunks.read.bytes;
  }

  private flush(chunks: VersionChunks): void {
    const bytes = brotliCompressSync(Buffer.concat(chunks.pending, chunks.pendingBytes), FASTEST);
    for (let done = 0; done < bytes.length;) done += writeSync(this.fd!, bytes, done, bytes.length - done, this.size + done);
    chunks.written.push([this.size, bytes.length]);
    this.size += bytes.length;
    chunks.pending = [];
    chunks.pendingBytes = 0;
  }
}
