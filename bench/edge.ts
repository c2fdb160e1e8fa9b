/**
 * Section 2 — the Worker under Miniflare driven directly (no wrangler dev proxy): the bundle
 * wrangler would deploy (`wrangler deploy --dry-run`), the assets of the built dist/ and the
 * bindings of wrangler.jsonc, against a baseline worker that answers "{}" without reading
 * anything, measured in the same run with the same load.
 */
import { join } from "node:path";
import { Miniflare, type MiniflareOptions } from "miniflare";
import { bundleWithWrangler, readWranglerFile, workerOptionsOf } from "../deploy/wrangler.ts";
import type { RequestFn } from "./load.ts";

export const BUNDLE_DIR = "bench/.out/worker";

/** The rate limit given to the Worker under test: high enough never to refuse a bench request. */
export const BENCH_RATE_LIMITS = "1000000/60,1000000/3600";

/** wrangler.jsonc, parsed. */
export function readWranglerConfig(root: string): Record<string, any> {
  return readWranglerFile(join(root, "wrangler.jsonc"));
}

/** Bundles the Worker as `wrangler deploy` would, over `dist`; returns the path of the entry module. */
export function bundleWorker(root: string, dist: string, signal?: AbortSignal, timeoutSeconds = 120): Promise<string> {
  return bundleWithWrangler(root, "wrangler.jsonc", BUNDLE_DIR, signal, timeoutSeconds, ["--assets", dist]);
}

/** Miniflare running the bundled Worker over `dist`, configured from wrangler.jsonc. */
export async function startApiWorker(root: string, scriptPath: string, dist: string): Promise<Miniflare> {
  const config = readWranglerConfig(root);
  const worker = workerOptionsOf(config);
  const options: MiniflareOptions = {
    ...worker,
    modules: true,
    scriptPath,
    rootPath: root,
    bindings: { ...worker.bindings, RATE_LIMITS: BENCH_RATE_LIMITS },
    cf: false,
  };
  if (config.assets) {
    options.assets = {
      directory: dist,
      binding: config.assets.binding ?? "ASSETS",
      routerConfig: { invoke_user_worker_ahead_of_assets: true, has_user_worker: true },
      assetConfig: { html_handling: config.assets.html_handling ?? "none", not_found_handling: config.assets.not_found_handling ?? "none" },
    };
  }
  const mf = new Miniflare(options);
  await mf.ready;
  return mf;
}

/** The baseline: a worker that reads nothing and answers "{}". */
export async function startTrivialWorker(root: string): Promise<Miniflare> {
  const config = readWranglerConfig(root);
  const mf = new Miniflare({
    modules: true,
    script: 'export default { fetch() { return new Response("{}", { headers: { "Content-Type": "application/json" } }); } };',
    compatibilityDate: config.compatibility_date,
    cf: false,
  });
  await mf.ready;
  return mf;
}

/** One GET through Miniflare, body read entirely. */
export function dispatcher(mf: Miniflare, url: string, headers: Record<string, string> = {}): RequestFn {
  return async () => {
    const response = await mf.dispatchFetch(url, { headers });
    await response.arrayBuffer();
    return response.status;
  };
}
