/**
 * What tests and the bench use of edge/ besides its entries (worker.ts, handler.ts,
 * node/server.ts): the parts they assemble a handler from (a store over a folder, the in-memory
 * rate limiter), the build reader whose checks they probe, and the pieces of the R2 and mirror
 * paths they check alone. Outside edge/, only this file and the entries are imported, so the rest
 * of edge/ may move without touching a test (.dependency-cruiser.cjs holds the rule).
 */
export { fsStore } from "./files/fs.ts";
export { BuildUnavailable, Dist, DistDamaged } from "./files/dist.ts";
export { edgeCacheUrl } from "./files/edge-cache.ts";
export { liveBuild } from "./files/r2.ts";
export type { FileStore } from "./files/store.ts";
export { memoryLimiter, MemoryLimiter } from "./ratelimit/memory.ts";
export { windowsFrom, type Verdict } from "./ratelimit/sliding-log.ts";
export { mirrorAddresses, relocationBetween } from "./http/relocate.ts";
