/**
 * carryOver (tree.ts) on a thread of its own. Carrying the previous build over into a rebuild is
 * thousands of links made one system call at a time; on that thread they are made while the
 * build's own thread writes the dist pack (pack.ts), which reads a file the links have not reached
 * yet from the previous build. The thread loads tree.ts through tsx's API, as the build does.
 */
import { Worker } from "node:worker_threads";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import type { carryOver } from "./tree.ts";

/** tsx's ESM API ("import" condition), beside the file its "require" condition names. */
const TSX_API = pathToFileURL(join(dirname(createRequire(import.meta.url).resolve("tsx/esm/api")), "index.mjs")).href;

const SOURCE = `
import { parentPort, workerData } from "node:worker_threads";
import { tsImport } from ${JSON.stringify(TSX_API)};
try {
  const tree = await tsImport(workerData.module, workerData.module);
  parentPort.postMessage({ made: tree.carryOver(...workerData.args) });
} catch (error) {
  parentPort.postMessage({ error: String((error && error.stack) || error) });
}
`;

/** carryOver's work, on a thread: resolves to the number of entries made once all are. */
export function carryOverInThread(...args: Parameters<typeof carryOver>): Promise<number> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(`data:text/javascript,${encodeURIComponent(SOURCE)}`), {
      workerData: { module: new URL("./tree.ts", import.meta.url).href, args },
    });
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
