/**
 * A thread that runs a function exported by one of the build's TypeScript modules, loaded through
 * tsx's API as the build loads its own: a thread's work is plain code of the repository, tested
 * where it lives. The function gets the thread's port and the data it was started with; an error
 * it throws, or one while loading it, comes back as a message `{ error }`.
 */
import { Worker } from "node:worker_threads";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";

/** tsx's ESM API ("import" condition), beside the file its "require" condition names. */
const TSX_API = pathToFileURL(join(dirname(createRequire(import.meta.url).resolve("tsx/esm/api")), "index.mjs")).href;

const SOURCE = `
import { parentPort, workerData } from "node:worker_threads";
import { tsImport } from ${JSON.stringify(TSX_API)};
try {
  const module = await tsImport(workerData.module, workerData.module);
  await module[workerData.entry](parentPort, workerData.data);
} catch (error) {
  parentPort.postMessage({ error: String((error && error.stack) || error) });
}
`;

/** A thread running `entry(port, data)` of the module at `module` (its `import.meta.url`). */
export function tsThread(module: string, entry: string, data: unknown): Worker {
  return new Worker(new URL(`data:text/javascript,${encodeURIComponent(SOURCE)}`), { workerData: { module, entry, data } });
}
