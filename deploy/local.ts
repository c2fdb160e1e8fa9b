/**
 * The production Workers run locally under Miniflare over a real R2 bucket kept on disk: the
 * deploy Worker (wrangler.deploy.jsonc) and the API Worker reading R2 (writeR2Config's
 * configuration), both bundled by wrangler as a deploy would, both bound to the same bucket. By
 * default the bucket is where `wrangler dev` keeps its local R2 state, so
 * `npm run deploy -- --local`, `npm run serve:r2` and `npm run worker:r2 -- dev` all see the same
 * one. Each Worker listens on its own loopback port and is called over real HTTP.
 */
import { writeFileSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { Miniflare, type WorkerOptions } from "miniflare";
import { bundleWithWrangler, DEPLOY_CONFIG, readWranglerFile, workerOptionsOf, writeR2Config } from "./wrangler.ts";

/** Where `wrangler dev` keeps local R2 buckets (its --persist-to default, .wrangler/state, + v3/r2). */
export const LOCAL_R2 = ".wrangler/state/v3/r2";
const BUNDLES = ".wrangler/bundles";

export interface LocalOptions {
  /** the project directory */
  root: string;
  /** the directory holding the local R2 state (default LOCAL_R2, relative to root) */
  persist?: string;
  /**
   * run the API Worker, with these vars over those of its configuration; `meterR2`: count the
   * bucket reads it makes (LocalWorkers.takeR2Reads), for tests and the bench
   */
  api?: { vars?: Record<string, string>; port?: number; meterR2?: boolean };
  /** keep the edge cache (the Cache API's) in this directory, so that it outlives restart() */
  cachePersist?: string;
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
  /** the API Worker's edge cache (caches.default), for tests that evict entries */
  edgeCache(): Promise<Cache>;
  /**
   * The bucket keys the API Worker read (get or head) since the last call, in order; only with
   * `api.meterR2`. Lists and writes are counted too, as "list" and "put <key>".
   */
  takeR2Reads(): Promise<string[]>;
  /** New isolates (and new addresses): nothing kept in memory survives, the bucket and a persisted cache do. */
  restart(): Promise<void>;
  dispose(): Promise<void>;
}

/** The path the metering wrapper answers on with the operations it counted (never routed to the API). */
const METER_PATH = "/__r2-reads";

/**
 * A module run in front of the API Worker's bundle: the same Worker, its DIST binding wrapped
 * in one that records each R2 operation (the bucket binding itself cannot be observed from
 * Node). What the Worker does is unchanged; only METER_PATH is answered by the wrapper.
 */
function meteringModule(entry: string): string {
  return `import api from "./${entry}";
export * from "./${entry}";
let seen = [];
const wrapped = new WeakMap();
function metered(bucket) {
  let m = wrapped.get(bucket);
  if (!m) {
    m = {
      get: (key, ...rest) => (seen.push(key), bucket.get(key, ...rest)),
      head: (key) => (seen.push(key), bucket.head(key)),
      list: (...args) => (seen.push("list"), bucket.list(...args)),
      put: (key, ...rest) => (seen.push("put " + key), bucket.put(key, ...rest)),
      delete: (...args) => bucket.delete(...args),
    };
    wrapped.set(bucket, m);
  }
  return m;
}
export default {
  fetch(request, env, ctx) {
    if (new URL(request.url).pathname === ${JSON.stringify(METER_PATH)}) {
      const body = JSON.stringify(seen);
      seen = [];
      return new Response(body);
    }
    return api.fetch(request, env.DIST ? { ...env, DIST: metered(env.DIST) } : env, ctx);
  },
};
`;
}

function apiWorker(config: Record<string, any>, scriptPath: string, vars: Record<string, string>, port: number): WorkerOptions {
  const options = workerOptionsOf(config);
  return {
    ...options,
    name: "api",
    modules: true,
    // The bundle is ES modules, also when the metering wrapper imports it.
    modulesRules: [{ type: "ESModule", include: ["**/*.js"] }],
    scriptPath,
    bindings: { ...options.bindings, ...vars },
    unsafeDirectSockets: [{ host: "127.0.0.1", port }],
  };
}

function deployWorker(config: Record<string, any>, scriptPath: string, token: string, port: number): WorkerOptions {
  return {
    ...workerOptionsOf(config),
    name: "deploy",
    modules: true,
    scriptPath,
    bindings: { DEPLOY_TOKEN: token },
    unsafeDirectSockets: [{ host: "127.0.0.1", port }],
  };
}

export async function startLocal(options: LocalOptions): Promise<LocalWorkers> {
  const { root } = options;
  const apiConfigPath = options.api ? writeR2Config(root) : null;
  const apiConfig = apiConfigPath ? readWranglerFile(join(root, apiConfigPath)) : null;
  const deployConfig = options.deploy ? readWranglerFile(join(root, DEPLOY_CONFIG)) : null;
  const bundles = options.bundles ?? BUNDLES;
  const [apiScript, deployScript] = await Promise.all([
    apiConfigPath ? bundleWithWrangler(root, apiConfigPath, `${bundles}/api`, options.signal) : null,
    deployConfig ? bundleWithWrangler(root, DEPLOY_CONFIG, `${bundles}/deploy`, options.signal) : null,
  ]);
  let apiEntry = apiScript;
  if (apiScript && options.api?.meterR2) {
    apiEntry = join(dirname(apiScript), "metered.js");
    writeFileSync(join(root, apiEntry), meteringModule(basename(apiScript)));
  }
  const workers: WorkerOptions[] = [];
  if (apiConfig) workers.push(apiWorker(apiConfig, apiEntry!, options.api!.vars ?? {}, options.api!.port ?? 0));
  if (deployConfig) workers.push(deployWorker(deployConfig, deployScript!, options.deploy!.token, options.deploy!.port ?? 0));
  if (!workers.length) throw new Error("startLocal: neither the API nor the deploy Worker was asked for");
  const mfOptions = {
    rootPath: root,
    r2Persist: resolve(root, options.persist ?? LOCAL_R2),
    ...(options.cachePersist ? { cachePersist: resolve(root, options.cachePersist) } : {}),
    cf: false,
    workers,
  };
  const mf = new Miniflare(mfOptions);
  await mf.ready;
  const urlOf = async (name: string) => String(await mf.unsafeGetDirectURL(name)).replace(/\/$/, "");
  const firstWithBucket = workers[0]!;
  const local: LocalWorkers = {
    apiUrl: apiConfig ? await urlOf("api") : null,
    deployUrl: deployConfig ? await urlOf("deploy") : null,
    bucket: async () => (await mf.getBindings<Record<string, R2Bucket>>(firstWithBucket.name))["DIST"]!,
    edgeCache: async () => (await mf.getCaches()).default as unknown as Cache,
    async takeR2Reads() {
      if (!options.api?.meterR2) throw new Error("startLocal: takeR2Reads needs api.meterR2");
      return (await (await fetch(`${local.apiUrl}${METER_PATH}`)).json()) as string[];
    },
    async restart() {
      await mf.setOptions(mfOptions);
      local.apiUrl = apiConfig ? await urlOf("api") : null;
      local.deployUrl = deployConfig ? await urlOf("deploy") : null;
    },
    dispose: () => mf.dispose(),
  };
  return local;
}
