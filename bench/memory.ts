/**
 * The peak memory of this process: RssSampler samples process.memoryUsage().rss every few ms
 * from a worker thread, so the samples keep coming while the main thread is busy in long
 * synchronous stretches (the build renders thousands of records between two awaits). A full
 * collection before a heap figure is collectGarbage (generator/heap.ts).
 */
import { Worker } from "node:worker_threads";

const SAMPLER = `
const { parentPort, workerData } = require("node:worker_threads");
let peak = 0;
const sample = () => { const rss = process.memoryUsage().rss; if (rss > peak) peak = rss; };
const timer = setInterval(sample, workerData.everyMs);
sample();
parentPort.on("message", () => { sample(); clearInterval(timer); parentPort.postMessage(peak); parentPort.close(); });
`;

export class RssSampler {
  private readonly worker: Worker;

  constructor(everyMs = 5) {
    this.worker = new Worker(SAMPLER, { eval: true, workerData: { everyMs } });
  }

  /** Stops sampling; resolves with the highest RSS seen, in bytes. */
  stop(): Promise<number> {
    return new Promise((resolve, reject) => {
      this.worker.once("message", (peak: number) => {
        void this.worker.terminate();
        resolve(peak);
      });
      this.worker.once("error", reject);
      this.worker.postMessage("stop");
    });
  }
}
