/**
 * The bodies of the records found in more than one version, kept from the records step to the
 * differences step of one build (steps/records.ts, steps/differences.ts): JSON texts appended to
 * a file of the state's folder as they come, read back by their place (by the differences
 * step's threads), and the file removed with the build. Nothing of them outlives the build: an
 * incremental build renders a record it compares in every version again. A file rather than the
 * state's database: texts read back once need neither compressing nor an index on disk.
 */
import { closeSync, openSync, readSync, rmSync, writeSync } from "node:fs";
import { join } from "node:path";

/** Texts go to the file by batches of about this many bytes. */
const BATCH_BYTES = 8 << 20;

/** Where a body is in the file: its version, offset and length in bytes. */
export type Place = [version: string, offset: number, length: number];

export class KeptBodies {
  readonly path: string;
  private fd: number | null;
  /** where each record's bodies are, by `<type index>:<id>` */
  private readonly kept = new Map<string, Place[]>();
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
    let places = this.kept.get(unit);
    if (!places) this.kept.set(unit, (places = []));
    const place: Place = [version, this.size, bytes.length];
    const again = places.findIndex(([v]) => v === version);
    if (again >= 0) places[again] = place;
    else places.push(place);
    this.size += bytes.length;
    this.pending.push(bytes);
    this.pendingBytes += bytes.length;
    if (this.pendingBytes >= BATCH_BYTES) this.flush();
  }

  /** Where the bodies of a record are, in the order they were kept; every body kept is in the file once flush() is called. */
  places(res: number, id: number): Place[] {
    return [...(this.kept.get(`${res}:${id}`) ?? [])];
  }

  /** Every record with a body kept, by type then game number. */
  records(): { res: number; id: number }[] {
    return [...this.kept.keys()]
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

  /** Writes what is pending to the file. */
  flush(): void {
    if (!this.pendingBytes) return;
    const bytes = Buffer.concat(this.pending, this.pendingBytes);
    const at = this.size - bytes.length;
    for (let done = 0; done < bytes.length;) done += writeSync(this.fd!, bytes, done, bytes.length - done, at + done);
    this.pending = [];
    this.pendingBytes = 0;
  }
}

/** A body's text, read from the file `fd` of a KeptBodies at its place. */
export function readKept(fd: number, [, offset, length]: Place): string {
  const bytes = Buffer.allocUnsafe(length);
  for (let read = 0; read < length;) read += readSync(fd, bytes, read, length - read, offset + read);
  return bytes.toString("utf8");
}
