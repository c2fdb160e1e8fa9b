/**
 * The wrangler configurations: the JSONC read (comments and trailing commas allowed, as wrangler
 * allows them), the production API Worker's configuration made from the two written by hand, the
 * settings Miniflare takes from a configuration, and the Worker bundled by
 * `wrangler deploy --dry-run`, the bundle a real deploy would upload.
 *
 * The API Worker is configured once, in wrangler.jsonc (its name, entry, compatibility, Durable
 * Objects and their migrations, vars). In production it reads the R2 bucket instead of Static
 * Assets: its configuration there is wrangler.jsonc without `assets`, bound to the bucket the
 * deploy Worker writes (wrangler.deploy.jsonc), written by writeR2Config for wrangler to read.
 * Wrangler's environments cannot say this: Durable Objects and vars are not inherited by them.
 */
import { spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { WorkerOptions } from "miniflare";

/** A wrangler.jsonc file without its comments (and trailing commas), parsed. */
export function readWranglerFile(path: string): Record<string, any> {
  const text = readFileSync(path, "utf8");
  let out = "";
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '"') {
      const start = i;
      for (i++; i < text.length && text[i] !== '"'; i++) if (text[i] === "\\") i++;
      out += text.slice(start, i + 1);
    } else if (c === "/" && text[i + 1] === "/") {
      while (i < text.length && text[i] !== "\n") i++;
      out += "\n";
    } else if (c === "/" && text[i + 1] === "*") {
      i = text.indexOf("*/", i + 2) + 1 || text.length;
    } else out += c;
  }
  return JSON.parse(out.replace(/,(\s*[}\]])/g, "$1"));
}

/** The hand-written configurations: the API Worker (over Static Assets) and the deploy Worker. */
export const API_CONFIG = "wrangler.jsonc";
export const DEPLOY_CONFIG = "wrangler.deploy.jsonc";
/**
 * Where writeR2Config writes the production API Worker's configuration: beside the others, as
 * wrangler resolves every relative path (main, --outdir, --persist-to) from its configuration's
 * folder. Ignored by git.
 */
export const R2_CONFIG = "wrangler.r2.generated.jsonc";

/** The API Worker reading R2, as a configuration, from API_CONFIG and DEPLOY_CONFIG under `root`. */
export function r2Config(root: string): Record<string, any> {
  const { assets: _assets, ...api } = readWranglerFile(join(root, API_CONFIG));
  const { r2_buckets } = readWranglerFile(join(root, DEPLOY_CONFIG));
  return { ...api, r2_buckets };
}

/** Writes R2_CONFIG under `root` (whole, by a rename: tests may write it at once) and returns its relative path. */
export function writeR2Config(root: string): string {
  const path = join(root, R2_CONFIG);
  const temp = `${path}.${process.pid}`;
  const header = `// Written by deploy/wrangler.ts from ${API_CONFIG} and ${DEPLOY_CONFIG}: edit those.\n`;
  writeFileSync(temp, `${header}${JSON.stringify(r2Config(root), null, 2)}\n`);
  renameSync(temp, path);
  return R2_CONFIG;
}

/**
 * What Miniflare takes from a wrangler config for its Worker: compatibility date and flags,
 * vars, R2 buckets, and Durable Objects (SQLite-backed when a migration makes them so).
 */
export function workerOptionsOf(config: Record<string, any>) {
  const sqliteClasses = new Set<string>((config.migrations ?? []).flatMap((m: any) => m.new_sqlite_classes ?? []));
  return {
    compatibilityDate: config.compatibility_date,
    compatibilityFlags: config.compatibility_flags ?? [],
    bindings: { ...(config.vars ?? {}) },
    r2Buckets: Object.fromEntries((config.r2_buckets ?? []).map((b: any) => [b.binding, b.bucket_name])),
    durableObjects: Object.fromEntries(
      (config.durable_objects?.bindings ?? []).map((b: any) => [
        b.name,
        { className: b.class_name, useSQLite: sqliteClasses.has(b.class_name) },
      ]),
    ),
  } satisfies Partial<WorkerOptions>;
}

/**
 * Bundles the Worker of `config` (a path relative to `root`) into `outdir` (relative to `root`:
 * Miniflare refuses scripts outside its root path) and returns the entry module's path.
 * `extra`: more arguments of `wrangler deploy` (`--assets DIR`).
 */
export function bundleWithWrangler(
  root: string,
  config: string,
  outdir: string,
  signal?: AbortSignal,
  timeoutSeconds = 120,
  extra: string[] = [],
): Promise<string> {
  rmSync(join(root, outdir), { recursive: true, force: true });
  return new Promise((resolve, reject) => {
    const child = spawn(join(root, "node_modules/.bin/wrangler"), ["deploy", "--dry-run", "--outdir", outdir, "-c", config, ...extra], {
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
      if (code !== 0)
        return reject(new Error(`wrangler deploy --dry-run -c ${config} failed (exit ${code}): ${output.trim().slice(-600)}`));
      const dir = join(root, outdir);
      const scripts = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith(".js")) : [];
      const entry = scripts.includes("worker.js") ? "worker.js" : scripts.length === 1 ? scripts[0] : undefined;
      if (!entry) return reject(new Error(`no single worker module in ${outdir}: ${scripts.join(", ") || "empty"}`));
      resolve(join(outdir, entry));
    });
  });
}
