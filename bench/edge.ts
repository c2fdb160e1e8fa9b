/**
 * Section 2 — the Worker under Miniflare driven directly (no wrangler dev proxy): the bundle
 * wrangler would deploy (`wrangler deploy --dry-run`), the assets of the built dist/ and the
 * bindings of wrangler.jsonc, against a baseline worker that answers "{}" without reading
 * anything, measured in the same run with the same load.
 */
import { spawn } from "node:child_process";
import { existsSync, readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { Miniflare, type MiniflareOptions } from "miniflare";
import { readWranglerFile } from "../deploy/wrangler.ts";
import type { RequestFn } from "./load.ts";

export const BUNDLE_DIR = "bench/.out/worker";

/** The rate limit given to the Worker under test: high enough never to refuse a bench request. */
export const BENCH_RATE_LIMITS = "1000000/60,1000000/3600";

/** wrangler.jsonc, parsed. */
export function readWranglerConfig(root: string): Record<string, any> {
  return readWranglerFile(join(root, "wrangler.jsonc"));
}

/** Bundles the Worker as `wrangler deploy` would; returns the path of the entry module. */
export function bundleWorker(root: string, dist: string, signal?: AbortSignal, timeoutSeconds = 120): Promise<string> {
  const outdir = join(root, BUNDLE_DIR);
  rmSync(outdir, { recursive: true, force: true });
  const args = ["deploy", "--dry-run", "--outdir", BUNDLE_DIR, "--assets", dist];
  return new Promise((resolve, reject) => {
    const child = spawn(join(root, "node_modules/.bin/wrangler"), args, {
      cwd: root,
      env: { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false", NO_COLOR: "1" },
      stdio: ["ignore", "pipe", "pipe"],
      signal,
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    const timer = setTimeout(() => child.kill("SIGKILL"), timeoutSeconds * 1000);
    child.on("error", reject);
    child.on("close", (code) => {
      clearTimeout(timer);
      if (code !== 0) return reject(new Error(`wrangler deploy --dry-run failed (exit ${code}): ${output.trim().slice(-600)}`));
      const scripts = existsSync(outdir) ? readdirSync(outdir).filter((f) => f.endsWith(".js")) : [];
      const entry = scripts.includes("worker.js") ? "worker.js" : scripts.length === 1 ? scripts[0] : undefined;
      if (!entry) return reject(new Error(`no single worker module in ${BUNDLE_DIR}: ${scripts.join(", ") || "empty"}`));
      resolve(join(BUNDLE_DIR, entry));
    });
  });
}

/** Miniflare running the bundled Worker over `dist`, configured from wrangler.jsonc. */
export async function startApiWorker(root: string, scriptPath: string, dist: string): Promise<Miniflare> {
  const config = readWranglerConfig(root);
  const sqliteClasses = new Set<string>((config.migrations ?? []).flatMap((m: any) => m.new_sqlite_classes ?? []));
  const durableObjects = Object.fromEntries(
    (config.durable_objects?.bindings ?? []).map((b: any) => [b.name, { className: b.class_name, useSQLite: sqliteClasses.has(b.class_name) }]),
  );
  const options: MiniflareOptions = {
    modules: true,
    scriptPath,
    rootPath: root,
    compatibilityDate: config.compatibility_date,
    compatibilityFlags: config.compatibility_flags ?? [],
    bindings: { ...(config.vars ?? {}), RATE_LIMITS: BENCH_RATE_LIMITS },
    durableObjects,
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
