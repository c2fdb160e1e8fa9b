/**
 * One thread of the differences step, started by differences-thread.ts: compares the batches it
 * is sent (differences-batch.ts) and moves each answer's bytes back.
 */
import { openSync } from "node:fs";
import { parentPort, workerData } from "node:worker_threads";
import { compareBatch } from "./differences-batch.ts";
import type { Answer, Batch } from "./differences-thread.ts";

const { path, baseUrl } = workerData as { path: string; baseUrl: string };
const fd = openSync(path, "r");

parentPort!.on("message", ({ id, records }: Batch) => {
  try {
    const { answers, bytes } = compareBatch(fd, records, baseUrl);
    parentPort!.postMessage({ id, answers, bytes } satisfies Answer, [bytes.buffer as ArrayBuffer]);
  } catch (error) {
    parentPort!.postMessage({ id, error: String((error as Error)?.stack ?? error) } satisfies Answer);
  }
});
