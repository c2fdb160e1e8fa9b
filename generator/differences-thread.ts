/**
 * The threads of the differences step (steps/differences.ts): records are compared on threads of
 * their own (differences-worker.ts), a batch at a time (differences-batch.ts), and the answers
 * come back in the order the batches were sent, whichever thread finishes first, so the build
 * writes them as one thread would. The records step is over by then: comparing has the cores to
 * itself, but for the write thread. A few records are compared in the build's own thread:
 * starting a thread would cost more than it spares.
 */
import { closeSync, openSync } from "node:fs";
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import { compareBatch, type ComparedBatch, type Item } from "./differences-batch.ts";

export interface Batch {
  id: number;
  records: readonly Item[];
}

export type Answer = ({ id: number } & ComparedBatch) | { id: number; error: string };

/** Records in a batch. */
const BATCH_RECORDS = 200;
/** Below this many records, no thread is started. */
const THREADS_FROM = 5_000;
/** Batches each thread has waiting or under way: it never waits for the next one. */
const PER_THREAD = 2;
/** Threads at most, each with a heap of its own. */
const MAX_THREADS = 4;

/**
 * The records compared, a batch at a time, in the order of `items`; their bodies are in
 * `bodiesFile` (kept-bodies.ts). `threadsFrom`: the fewest records compared on threads.
 */
export async function* compareInThreads(
  items: readonly Item[],
  bodiesFile: string,
  baseUrl: string,
  threadsFrom = THREADS_FROM,
): AsyncGenerator<ComparedBatch> {
  const batches: Item[][] = [];
  for (let at = 0; at < items.length; at += BATCH_RECORDS) batches.push(items.slice(at, at + BATCH_RECORDS));
  if (items.length < threadsFrom) {
    const fd = openSync(bodiesFile, "r");
    try {
      for (const batch of batches) yield compareBatch(fd, batch, baseUrl);
    } finally {
      closeSync(fd);
    }
    return;
  }
  const threads = Array.from({ length: Math.min(MAX_THREADS, availableParallelism()) }, () => startThread(bodiesFile, baseUrl));
  const queue: Promise<ComparedBatch>[] = [];
  let sent = 0;
  const send = () => {
    // Batch k goes to thread k modulo their count: each thread has its turn.
    const answer = threads[sent % threads.length]!.ask(batches[sent++]!);
    // Awaited in turn below; a failure before its turn is not left unhandled meanwhile.
    answer.catch(() => {});
    queue.push(answer);
  };
  try {
    while (sent < batches.length && queue.length < threads.length * PER_THREAD) send();
    while (queue.length) {
      const answer = await queue.shift()!;
      if (sent < batches.length) send();
      yield answer;
    }
  } finally {
    await Promise.all(threads.map((thread) => thread.close()));
  }
}

interface Thread {
  ask(records: readonly Item[]): Promise<ComparedBatch>;
  close(): Promise<void>;
}

function startThread(bodiesFile: string, baseUrl: string): Thread {
  // A thread does not inherit tsx's loader on Node 20: it registers it, then loads its module.
  const tsx = import.meta.resolve("tsx/esm/api");
  const entry = new URL("./differences-worker.ts", import.meta.url);
  const worker = new Worker(
    `import(${JSON.stringify(tsx)}).then((api) => { api.register(); return import(${JSON.stringify(entry.href)}); });`,
    {
      eval: true,
      workerData: { path: bodiesFile, baseUrl },
    },
  );
  const waiting = new Map<number, { resolve: (answer: ComparedBatch) => void; reject: (error: Error) => void }>();
  let failure: Error | null = null;
  const fail = (error: Error) => {
    failure ??= error;
    for (const waiter of waiting.values()) waiter.reject(failure);
    waiting.clear();
  };
  worker.on("message", (answer: Answer) => {
    const waiter = waiting.get(answer.id);
    waiting.delete(answer.id);
    if ("error" in answer) waiter?.reject(new Error(`differences thread: ${answer.error}`));
    else waiter?.resolve(answer);
  });
  worker.on("error", fail);
  worker.on("exit", (code) => fail(new Error(`differences thread exited (${code})`)));
  let next = 0;
  return {
    ask(records) {
      if (failure) return Promise.reject(failure);
      const id = next++;
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        worker.postMessage({ id, records } satisfies Batch);
      });
    },
    async close() {
      worker.removeAllListeners("exit");
      await worker.terminate();
    },
  };
}
