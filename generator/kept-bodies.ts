/**
 * The bodies of the records found in more than one version, kept from the records step to the
 * differences step of one build (steps/records.ts, steps/differences.ts): JSON texts appended to
 * a file of the state's folder as they come, read back by their place, and the file removed with
 * the build. Nothing of them outlives the build: an incremental build renders a record it
 * compares in every version again. A file rather than the state's database: texts read back once
 * need neither compressing nor an index on disk.
 */
import { closeSync, openSync, readSync, rmSync, writeSync } from "node:fs";
import { join } from "node:path";

/** Texts go to the file by batches of about this many bytes. */
const BATCH_BYTES = 8 << 20;

export class KeptBodies {
  private readonly path: string;
  private fd: number | null;
  /** where each record's bodies are, by `<type index>:<id>`, then version: offset and length in bytes */
  private readonly places = new Map<string, Map<string, [number, number]>>();
  /** bytes of the file, those still in `pending` included */
  private size = 0;
  private pending: Buffer[] = [];
  private pendingBytes = 0;

  /** A new file in `dir`, named for this process (a killed build's is removed as the state's leftovers are). */
  constructor(dir: string) {
    this.path = join(dir, `bodies.tmp-${process.pid}`);
    this.fd = openSync(this.path, "w+");
  }

  /** Keeps the body of record `id` of type `res` (index in RESOURCES) in `version`. */
  keep(res: number, id: number, version: string, text: string): void {
    const bytes = Buffer.from(text, "utf8");
    const unit = `${res}:${id}`;
    let versions = this.places.get(unit);
    if (!versions) this.places.set(unit, (versions = new Map()));
    versions.set(version, [this.size, bytes.length]);
    this.size += bytes.length;
    this.pending.push(bytes);
    this.pendingBytes += bytes.length;
    if (this.pendingBytes >= BATCH_BYTES) this.flush();
  }

  /** The bodies of a record (JSON texts), by version, in the order they were kept. */
  bodies(res: number, id: number): Map<string, string> {
    const versions = this.places.get(`${res}:${id}`);
    if (!versions) return new Map();
    if (this.pendingBytes) this.flush();
    const texts = new Map<string, string>();
    for (const [version, [offset, length]] of versions) {
      const bytes = Buffer.allocUnsafe(length);
      for (let read = 0; read < length;) read += readSync(this.fd!, bytes, read, length - read, offset + read);
      texts.set(version, bytes.toString("utf8"));
    }
    return texts;
  }

  /** Every record with a body kept, by type then game number. */
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

  private flush(): void {
    const bytes = Buffer.concat(this.pending, this.pendingBytes);
    const at = this.size - bytes.length;
    for (let done = 0; done < bytes.length;) done += writeSync(this.fd!, bytes, done, bytes.length - done, at + done);
    this.pending = [];
    this.pendingBytes = 0;
  }
}
