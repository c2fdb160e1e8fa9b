/**
 * carryOver (tree.ts) on a thread of its own. Carrying the previous build over into a rebuild is
 * thousands of links made one system call at a time; on that thread they are made while the
 * build's own thread writes the dist pack (pack.ts), which reads a file the links have not reached
 * yet from the previous build.
 */
import type { MessagePort } from "node:worker_threads";
import { carryOver } from "./tree.ts";
import { tsThread } from "./ts-thread.ts";

/** carryOver's work, on a thread: resolves to the number of entries made once all are. */
export function carryOverInThread(...args: Parameters<typeof carryOver>): Promise<number> {
  return new Promise((resolve, reject) => {
    const worker = tsThread(import.meta.url, "carryOverHere", args);
    let done = false;
    worker.once("message", (message: { made?: number; error?: string }) => {
      done = true;
      void worker.terminate();
      if (message.error !== undefined) reject(new Error(`carrying the previous build over: ${message.error}`));
      else resolve(message.made!);
    });
    worker.once("error", (error) => {
      done = true;
      reject(error);
    });
    worker.once("exit", (code) => done || reject(new Error(`carrying the previous build over: thread ended (${code})`)));
  });
}

/** The thread's side: carries over and tells how many entries it made. */
export function carryOverHere(port: MessagePort, args: Parameters<typeof carryOver>): void {
  port.postMessage({ made: carryOver(...args) });
}
