/**
 * The Worker in workerd, driven through Miniflare from a Node test, where requests really are
 * separate requests that a client can cancel (the vitest pool's SELF does not cancel the
 * Worker's request when its caller aborts). The Worker is bundled as wrangler would (esbuild,
 * wrangler's own bundler, with `cloudflare:*` external), configured from wrangler.jsonc, and
 * reads dist/ through a storage Worker that answers each read after a delay, so that requests
 * overlap on the same cold files. A caller Worker, bound to it like any client
 * of a service binding, sends bursts of requests and cancels one of them (`burst`).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build } from "esbuild";
import { Miniflare } from "miniflare";
import { readWranglerFile, workerOptionsOf } from "../../deploy/wrangler.ts";

export interface BurstResult {
  /** what the cancelled request got: "aborted", or its status when it finished first */
  first: string;
  /** every other answer: "<status> <X-Request-Id present>" and the start of any error body */
  others: string[];
}

/** Sends `count` requests for `path`, cancels the first `abortAfterMs` after the others left,
 * and waits at most `timeoutMs` for each other answer ("hung" past it). */
const CALLER = `
export default {
  async fetch(request, env) {
    const { path, count, abortAfterMs, timeoutMs } = await request.json();
    const first = new AbortController();
    const aborted = env.API.fetch("https://api.test" + path, { signal: first.signal }).then((r) => String(r.status), () => "aborted");
    await new Promise((r) => setTimeout(r, 5));
    const others = Array.from({ length: count - 1 }, () =>
      env.API.fetch("https://api.test" + path).then(
        async (r) => r.status + " " + (r.headers.get("X-Request-Id") ? "id" : "no-id") + (r.status === 200 ? "" : " " + (await r.text()).slice(0, 120)),
        (e) => "error " + e,
      ),
    );
    await new Promise((r) => setTimeout(r, abortAfterMs));
    first.abort();
    const hung = new Promise((r) => setTimeout(() => r("hung"), timeoutMs));
    const answers = await Promise.all(others.map((o) => Promise.race([o, hung])));
    return Response.json({ first: await aborted, others: answers });
  },
};`;

/** Every read of dist/ answered `DELAY_MS` late. */
const SLOW_STORAGE = `
export default {
  async fetch(request, env) {
    await new Promise((r) => setTimeout(r, Number(env.DELAY_MS)));
    return env.FILES.fetch(request);
  },
};`;

export interface Workerd {
  burst(path: string, count: number, abortAfterMs: number, timeoutMs?: number): Promise<BurstResult>;
  dispose(): Promise<void>;
}

export async function startWorkerd(dist: string, delayMs: number): Promise<Workerd> {
  const out = mkdtempSync(join(tmpdir(), "grimoire-workerd-"));
  const script = join(out, "worker.js");
  await build({
    entryPoints: ["edge/worker.ts"],
    bundle: true,
    format: "esm",
    platform: "neutral",
    target: "es2022",
    external: ["cloudflare:*"],
    outfile: script,
    logLevel: "error",
  });
  const api = workerOptionsOf(readWranglerFile("wrangler.jsonc"));
  const compatibilityDate = api.compatibilityDate as string;
  const mf = new Miniflare({
    cf: false,
    workers: [
      { name: "caller", modules: true, script: CALLER, compatibilityDate, serviceBindings: { API: "api" } },
      {
        name: "api",
        modules: true,
        scriptPath: script,
        modulesRoot: out,
        ...api,
        serviceBindings: { ASSETS: "storage" },
      },
      {
        name: "storage",
        modules: true,
        script: SLOW_STORAGE,
        compatibilityDate,
        bindings: { DELAY_MS: String(delayMs) },
        assets: {
          directory: dist,
          binding: "FILES",
          routerConfig: { invoke_user_worker_ahead_of_assets: true, has_user_worker: true },
          assetConfig: { html_handling: "none", not_found_handling: "none" },
        },
      },
    ],
  });
  await mf.ready;
  return {
    async burst(path, count, abortAfterMs, timeoutMs = 5000) {
      const response = await mf.dispatchFetch("http://caller.test/", {
        method: "POST",
        body: JSON.stringify({ path, count, abortAfterMs, timeoutMs }),
      });
      return (await response.json()) as BurstResult;
    },
    async dispose() {
      await mf.dispose();
      rmSync(out, { recursive: true, force: true });
    },
  };
}
