/**
 * Runs a bench body in a worker thread: a V8 isolate of its own, started empty, so that its
 * heap figures are its own and its first request is really a first request (no module, JIT or
 * cache of an earlier measure), as in a new Workers isolate. The body receives `data` as
 * workerData and posts one message back: the figures. Bounded in time and stopped on abort.
 */
import { Worker } from "node:worker_threads";

export function inIsolate<T>(body: URL, data: unknown, options: { limitMs: number; signal?: AbortSignal }): Promise<T> {
  const { limitMs, signal } = options;
  // A worker does not inherit tsx's loader on Node 20: register it first, then load the body.
  const tsx = import.meta.resolve("tsx/esm/api");
  const worker = new Worker(
    `import(${JSON.stringify(tsx)}).then((api) => { api.register(); return import(${JSON.stringify(body.href)}); });`,
    {
      eval: true,
      workerData: data,
    },
  );
  return new Promise((resolve, reject) => {
    const finish = (settle: () => void) => {
      clearTimeout(timer);
      signal?.removeEventListener("abort", onAbort);
      void worker.terminate();
      settle();
    };
    const stop = (error: Error) => finish(() => reject(error));
    const onAbort = () => stop(new Error("stopped"));
    const timer = setTimeout(() => stop(new Error(`${body.pathname} did not finish in ${limitMs / 1000} s`)), limitMs);
    signal?.addEventListener("abort", onAbort, { once: true });
    worker.once("message", (figures: T) => finish(() => resolve(figures)));
    worker.once("error", stop);
    worker.once("exit", (code) => stop(new Error(`${body.pathname} exited (${code}) without figures`)));
  });
}
