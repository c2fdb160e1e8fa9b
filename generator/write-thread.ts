/**
 * The disk side of the DistWriter, on a thread of its own: the build renders the next files
 * while this thread creates directories, writes files and links unchanged ones. Plain
 * synchronous calls on one thread write small files several times faster than the same
 * writes through Node's asynchronous API (bench section 1), and the build's rendering no
 * longer waits for them. At most MAX_IN_FLIGHT batches are queued, and each is collected once
 * written, so memory stays bounded. A batch crosses to the thread as one buffer of bytes,
 * moved rather than copied: its texts as strings, cloned into the thread's heap, would be a
 * build's largest use of memory outside its own heap.
 */
import { Worker } from "node:worker_threads";
import { packBytes } from "./packed-bytes.ts";

/** [path under the build's root, bytes, path of an identical file to hard-link, or null] */
export type Job = [file: string, data: string | Uint8Array, linkFrom: string | null];

/** Kept as plain JavaScript so that the thread needs no TypeScript loader. */
const SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const { linkSync, mkdirSync, writeFileSync } = require("node:fs");
const { dirname, join } = require("node:path");
const { setFlagsFromString } = require("node:v8");
const { runInNewContext } = require("node:vm");
setFlagsFromString("--expose-gc");
const collect = runInNewContext("gc");
// The directories made lately: files come folder by folder, so a few suffice, and a set of
// every directory of the build would grow with the data.
const dirs = new Set();
const DIRS_KEPT = 1024;
parentPort.on("message", ({ id, files, bytes }) => {
  try {
    let written = 0;
    for (const [file, start, end, linkFrom] of files) {
      const target = join(workerData.root, file);
      const dir = dirname(target);
      if (!dirs.has(dir)) {
        mkdirSync(dir, { recursive: true });
        if (dirs.size >= DIRS_KEPT) dirs.clear();
        dirs.add(dir);
      }
      if (linkFrom !== null) {
        try {
          linkSync(linkFrom, target);
          continue;
        } catch {
          // no hard links here, or the previous file is gone: written below
        }
      }
      writeFileSync(target, bytes.subarray(start, end));
      written++;
    }
    parentPort.postMessage({ id, written });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.stack || error) });
  }
  // Once the batch is let go: V8 would otherwise keep hundreds of MB of written batches
  // before collecting them, as their bytes are outside its heap.
  setImmediate(collect);
});
`;

const MAX_IN_FLIGHT = 2;

export class WriteThread {
  private readonly worker: Worker;
  private next = 0;
  private readonly waiting = new Map<number, { resolve: (written: number) => void; reject: (error: Error) => void }>();
  private readonly inFlight = new Set<Promise<number>>();
  private failure: Error | null = null;
  /** files written (the others of the jobs were linked) */
  written = 0;

  constructor(root: string) {
    this.worker = new Worker(SOURCE, { eval: true, workerData: { root } });
    this.worker.on("message", ({ id, written, error }: { id: number; written?: number; error?: string }) => {
      const waiter = this.waiting.get(id)!;
      this.waiting.delete(id);
      if (error) waiter.reject(new Error(`write thread: ${error}`));
      else waiter.resolve(written!);
    });
    this.worker.on("error", (error) => this.fail(error));
    this.worker.on("exit", (code) => this.fail(new Error(`write thread exited (${code})`)));
  }

  /** Queues a batch; waits first while MAX_IN_FLIGHT batches are being written. */
  async send(jobs: Job[]): Promise<void> {
    while (this.inFlight.size >= MAX_IN_FLIGHT) await Promise.race(this.inFlight);
    if (this.failure) throw this.failure;
    const id = this.next++;
    const done = new Promise<number>((resolve, reject) => this.waiting.set(id, { resolve, reject }));
    const tracked = done
      .then((written) => {
        this.written += written;
        return written;
      })
      .finally(() => this.inFlight.delete(tracked));
    // A failure is thrown by the next send() or by drain(), not left unhandled.
    tracked.catch((error: Error) => (this.failure ??= error));
    this.inFlight.add(tracked);
    const { files, bytes } = packed(jobs);
    this.worker.postMessage({ id, files, bytes }, [bytes.buffer as ArrayBuffer]);
  }

  /** Waits for every queued batch; throws the first failure. */
  async drain(): Promise<void> {
    await Promise.allSettled(this.inFlight);
    if (this.failure) throw this.failure;
  }

  async close(): Promise<void> {
    this.worker.removeAllListeners("exit");
    await this.worker.terminate();
  }

  private fail(error: Error): void {
    this.failure ??= error;
    for (const waiter of this.waiting.values()) waiter.reject(error);
    this.waiting.clear();
  }
}

/** A batch as one buffer of its files' bytes, and each file's [path, start, end, linkFrom] in it. */
function packed(jobs: Job[]): { files: [string, number, number, string | null][]; bytes: Buffer } {
  const { bytes, places } = packBytes(jobs.map(([, data]) => data));
  return { files: jobs.map(([file, , linkFrom], i) => [file, ...places[i]!, linkFrom]), bytes };
}
