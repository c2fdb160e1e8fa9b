/**
 * npm run deploy -- --dist DIR: publishes a build to the R2 bucket the API Worker reads, through
 * the deploy Worker (deploy/deploy.ts says how). Production: GRIMOIRE_DEPLOY_URL (the deploy
 * Worker's address) and GRIMOIRE_DEPLOY_TOKEN (its DEPLOY_TOKEN secret) come from the
 * environment. --local runs the same deploy Worker under Miniflare over the local bucket that
 * `npm run serve:r2` and `npm run worker:r2 -- dev` read.
 *
 *   --dist DIR            the build (default dist)
 *   --local               deploy to the local bucket (.wrangler/state/v3/r2, or --persist DIR)
 *   --url URL             the deploy Worker (default $GRIMOIRE_DEPLOY_URL)
 *   --concurrency N       upload requests in flight (default 6)
 *   --batch-objects N     objects per upload request (default and maximum 40)
 * Ctrl-C stops the uploads and leaves the deploy lock expired (any deploy may take it at once,
 * and lists the bucket to skip what arrived); running the command again finishes.
 * (With --local, Miniflare's own handler ends the process at once: the lock stays, and only a
 * deploy of the same build may take it over within its 5-minute lease.)
 *   --batch-mb N          megabytes per upload request, about (default 8)
 *   --no-prune            keep every object (prune on a later deploy)
 *   --list                list the bucket before the upload, even when the live build's
 *                         manifests tell what it holds (after objects were removed by hand)
 *   --settle-seconds S    wait before pruning the files of the build before the previous one
 *                         (default: the Workers' live.json TTL plus a margin)
 *   --json                print the summary as JSON
 */
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { BUILD_FILE } from "../layout/dist.ts";
import { DeployClient } from "./client.ts";
import { deploy, DEFAULTS, type DeploySummary } from "./deploy.ts";
import { startLocal, type LocalWorkers } from "./local.ts";
import { MAX_PARTS } from "./worker/objects.ts";
import { commandLine } from "../lib/command-line.ts";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

const values = commandLine("deploy", {
  dist: { type: "string", default: "dist" },
  local: { type: "boolean", default: false },
  persist: { type: "string" },
  url: { type: "string" },
  concurrency: { type: "string" },
  "batch-objects": { type: "string" },
  "batch-mb": { type: "string" },
  "no-prune": { type: "boolean", default: false },
  list: { type: "boolean", default: false },
  "settle-seconds": { type: "string" },
  json: { type: "boolean", default: false },
});

function numberOf(name: string, text: string | undefined, min: number, max = Infinity): number | undefined {
  if (text === undefined) return undefined;
  const value = Number(text);
  if (!(value >= min && value <= max)) throw new Error(`--${name} must be a number from ${min} to ${max}, not ${text}`);
  return value;
}

function summaryLines(s: DeploySummary): string[] {
  const n = (x: number) => x.toLocaleString("en");
  return [
    `deployed build ${s.build}${s.already_live ? " (it was live already)" : ""}, replacing ${s.replaced ?? "nothing"}`,
    `  files ${n(s.files)}, distinct objects ${n(s.objects)}`,
    `  uploaded ${n(s.uploaded.objects)} objects + ${n(s.uploaded.manifests)} manifest shards, ${(s.uploaded.bytes / 1e6).toFixed(1)} MB; skipped ${n(s.skipped)} already in the bucket; deleted ${n(s.deleted)}`,
    `  ${n(s.requests)} deploy Worker requests, R2 Class A ${n(s.r2_class_a)}, Class B ${n(s.r2_class_b)}`,
    ...(s.known
      ? [
          s.known.from === "manifests"
            ? "  what the bucket held: from the live build's manifests, not listed"
            : `  what the bucket held: listed, because ${s.known.why}`,
        ]
      : []),
    `  seconds: plan ${s.seconds.plan}, ${s.known?.from === "listing" ? "list" : "known"} ${s.seconds.known}, upload ${s.seconds.upload}, switch ${s.seconds.switch}, prune ${s.seconds.prune}, total ${s.seconds.total}`,
  ];
}

async function main(): Promise<void> {
  const dist = resolve(values.dist!);
  if (!existsSync(join(dist, BUILD_FILE))) throw new Error(`${dist} has no build (${BUILD_FILE}): run npm run build first`);
  let local: LocalWorkers | null = null;
  let url = values.url ?? process.env.GRIMOIRE_DEPLOY_URL;
  let token = process.env.GRIMOIRE_DEPLOY_TOKEN;
  if (values.local) {
    token = randomBytes(32).toString("hex");
    local = await startLocal({ root: ROOT, persist: values.persist, deploy: { token } });
    url = local.deployUrl!;
  }
  if (!url || !token)
    throw new Error("set GRIMOIRE_DEPLOY_URL and GRIMOIRE_DEPLOY_TOKEN (the deploy Worker and its DEPLOY_TOKEN secret), or use --local");
  const log = (line: string) => process.stderr.write(`${line}\n`);
  // Ctrl-C stops the uploads and leaves the lock expired (what arrived stays: run again to finish);
  // a second one exits at once.
  const stop = new AbortController();
  process.on("SIGINT", () => {
    if (stop.signal.aborted) process.exit(130);
    log("deploy: stopping (Ctrl-C again to quit at once)");
    stop.abort();
  });
  try {
    const summary = await deploy({
      dist,
      client: new DeployClient(url, token),
      concurrency: numberOf("concurrency", values.concurrency, 1),
      batchObjects: numberOf("batch-objects", values["batch-objects"], 1, MAX_PARTS),
      batchBytes: values["batch-mb"] === undefined ? undefined : numberOf("batch-mb", values["batch-mb"], 0.01)! * 1024 * 1024,
      prune: !values["no-prune"],
      list: values.list,
      settleMs:
        values["settle-seconds"] === undefined ? DEFAULTS.settleMs : numberOf("settle-seconds", values["settle-seconds"], 0)! * 1000,
      log,
      signal: stop.signal,
    });
    if (values.json) process.stdout.write(`${JSON.stringify(summary)}\n`);
    else for (const line of summaryLines(summary)) process.stdout.write(`${line}\n`);
  } finally {
    await local?.dispose();
  }
}

main().catch((error: Error) => {
  process.stderr.write(`deploy failed: ${error.message}\n`);
  process.exit(1);
});
