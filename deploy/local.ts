/**
 * The production Workers run locally under Miniflare over a real R2 bucket kept on disk: the
 * deploy Worker (wrangler.deploy.jsonc) and the API Worker reading R2 (wrangler.r2.jsonc), both
 * bundled by wrangler as a deploy would, both bound to the same bucket. By default the bucket is
 * where `wrangler dev` keeps its local R2 state, so `npm run deploy -- --local`,
 * `npm run serve:r2` and `wrangler dev -c wrangler.r2.jsonc` all see the same one. Each Worker
 * listens on its own loopback port and is called over real HTTP.
 */
import { join, resolve } from "node:path";
import { Miniflare, type WorkerOptions } from "miniflare";
import { bundleWithWrangler, readWranglerFile } from "./wrangler.ts";

/** Where `wrangler dev` keeps local R2 buckets (its --persist-to default, .wrangler/state, + v3/r2). */
export const LOCAL_R2 = ".wrangler/state/v3/r2";
export const API_CONFIG = "wrangler.r2.jsonc";
export const DEPLOY_CONFIG = "wrangler.deploy.jsonc";
const BUNDLES = ".wrangler/bundles";

export interface LocalOptions {
  /** the project directory */
  root: string;
  /** the directory holding the local R2 state (default LOCAL_R2, relative to root) */
  persist?: string;
  /** run the API Worker, with these vars over those of wrangler.r2.jsonc */
  api?: { vars?: Record<string, string>; port?: number };
  /** run the deploy Worker with this token */
  deploy?: { token: string; port?: number };
  /** where the bundles go, inside root (default .wrangler/bundles) */
  bundles?: string;
  signal?: AbortSignal;
}

export interface LocalWorkers {
  apiUrl: string | null;
  deployUrl: string | null;
  /** the bucket both Workers are bound to, for tests that look inside it */
  bucket(): Promise<R2Bucket>;
  dispose(): Promise<void>;
}

/** The R2 bindings of a wrangler config, as Miniflare's r2Buckets. */
function r2BucketsOf(config: Record<string, any>): Record<string, string> {
  return Object.fromEntries((config.r2_buckets ?? []).map((b: { binding: string; bucket_name: string }) => [b.binding, b.bucket_name]));
}

function apiWorker(config: Record<string, any>, scriptPath: string, vars: Record<string, string>, port: number): WorkerOptions {
  const sqliteClasses = new Set<string>((config.migrations ?? []).flatMap((m: any) => m.new_sqlite_classes ?? []));
  return {
    name: "api",
    modules: true,
    scriptPath,
    compatibilityDate: config.compatibility_date,
    compatibilityFlags: config.compatibility_flags ?? [],
    bindings: { ...(config.vars ?? {}), ...vars },
    r2Buckets: r2BucketsOf(config),
    durableObjects: Object.fromEntries(
      (config.durable_objects?.bindings ?? []).map((b: any) => [b.name, { className: b.class_name, useSQLite: sqliteClasses.has(b.class_name) }]),
    ),
    unsafeDirectSockets: [{ host: "127.0.0.1", port }],
  };
}

function deployWorker(config: Record<string, any>, scriptPath: string, token: string, port: number): WorkerOptions {
  return {
    name: "deploy",
    modules: true,
    scriptPath,
    compatibilityDate: config.compatibility_date,
    compatibilityFlags: config.compatibility_flags ?? [],
    bindings: { DEPLOY_TOKEN: token },
    r2Buckets: r2BucketsOf(config),
    unsafeDirectSockets: [{ host: "127.0.0.1", port }],
  };
}

export async function startLocal(options: LocalOptions): Promise<LocalWorkers> {
  const { root } = options;
  const apiConfig = options.api ? readWranglerFile(join(root, API_CONFIG)) : null;
  const deployConfig = options.deploy ? readWranglerFile(join(root, DEPLOY_CONFIG)) : null;
  const bundles = options.bundles ?? BUNDLES;
  const [apiScript, deployScript] = await Promise.all([
    apiConfig ? bundleWithWrangler(root, API_CONFIG, `${bundles}/api`, options.signal) : null,
    deployConfig ? bundleWithWrangler(root, DEPLOY_CONFIG, `${bundles}/deploy`, options.signal) : null,
  ]);
  const workers: WorkerOptions[] = [];
  if (apiConfig) workers.push(apiWorker(apiConfig, apiScript!, options.api!.vars ?? {}, options.api!.port ?? 0));
  if (deployConfig) workers.push(deployWorker(deployConfig, deployScript!, options.deploy!.token, options.deploy!.port ?? 0));
  if (!workers.length) throw new Error("startLocal: neither the API nor the deploy Worker was asked for");
  const mf = new Miniflare({ rootPath: root, r2Persist: resolve(root, options.persist ?? LOCAL_R2), cf: false, workers });
  await mf.ready;
  const urlOf = async (name: string) => String(await mf.unsafeGetDirectURL(name)).replace(/\/$/, "");
  const firstWithBucket = workers[0]!;
  return {
    apiUrl: apiConfig ? await urlOf("api") : null,
    deployUrl: deployConfig ? await urlOf("deploy") : null,
    bucket: async () => (await mf.getBindings<Record<string, R2Bucket>>(firstWithBucket.name))["DIST"]!,
    dispose: () => mf.dispose(),
  };
}
