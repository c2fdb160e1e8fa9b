/**
 * A mirror kept in step, on real data over loopback (bench/README.md, « A mirror kept in step »):
 * a build served by the Node mirror (`edge/node/server.ts --dist DIR`), a first `npm run sync`
 * into a pack, one classic item renamed in the database, the incremental rebuild into the same
 * folder (the served mirror follows its swap), and a second sync, each step timed, the syncs'
 * bytes counted, and where the second sync's bytes went (bench/sync-bytes.ts).
 *   npx tsx bench/mirror-sync.ts --db COPY --out DIR [--full] [--item ID] [--work DIR]
 * COPY is edited (use a copy of the database); --full makes the full build into DIR first, else
 * DIR holds one already. Each step runs as its command does, a child process.
 *   npx tsx bench/mirror-sync.ts --e2e --db COPY --out DIR
 * the end-to-end figure (endToEnd), once the local R2 bucket holds DIR's build
 * (`npm run deploy -- --local --dist DIR`).
 */
import Database from "better-sqlite3";
import { spawn } from "node:child_process";
import { linkSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { loadavg } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { PACK_FACTS, PACK_FILE } from "../layout/bulk.ts";
import { startMirrorProcess } from "./mirror.ts";
import { freePort, startChild, waitUntilServing, type Child } from "./processes.ts";
import { printKinds, syncBytes } from "./sync-bytes.ts";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const TSX = join(ROOT, "node_modules/.bin/tsx");

/** Runs a command of the project to its end; its output and its wall time. */
export function run(args: string[], env: NodeJS.ProcessEnv = {}): Promise<{ out: string; seconds: number }> {
  const t0 = performance.now();
  return new Promise((done, fail) => {
    const child = spawn(TSX, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    child.stdout.on("data", (d: Buffer) => (out += d));
    child.stderr.on("data", (d: Buffer) => (out += d));
    child.on("error", fail);
    child.on("exit", (code) =>
      code === 0 ? done({ out, seconds: (performance.now() - t0) / 1000 }) : fail(new Error(`${args.join(" ")}: exit ${code}\n${out}`)),
    );
  });
}

/** Bytes received, from the sync command's line (« 1 234 octets reçus »). */
export function receivedOf(line: string): number {
  const match = /: ([\d\s  ]+) octets reçus/.exec(line);
  return match ? Number(match[1]!.replace(/\D/g, "")) : 0;
}

/** Waits until the source at `origin` publishes the pack whose SHA-256 is `sha256`. */
export async function waitForPack(origin: string, sha256: string, seconds = 60): Promise<number> {
  const t0 = performance.now();
  for (;;) {
    const body = (await (await fetch(`${origin}/v1/bulk/dist`)).json()) as { sha256?: string };
    if (body.sha256 === sha256) return (performance.now() - t0) / 1000;
    if (performance.now() - t0 > seconds * 1000) throw new Error(`${origin} does not publish pack ${sha256} after ${seconds} s`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");

/** Starts `npm run serve:r2` (the API Worker over the local R2 bucket) on a free port; resolves once it answers. */
async function startR2Api(): Promise<{ child: Child; api: string }> {
  const port = await freePort();
  const child = startChild("serve:r2", TSX, ["deploy/serve-local.ts"], { cwd: ROOT, env: { ...process.env, PORT: String(port) } });
  const api = `http://127.0.0.1:${port}/v1`;
  try {
    await waitUntilServing(child, `${api}/bulk/dist`, 180);
  } catch (error) {
    await child.stop();
    throw error;
  }
  return { child, api };
}

/** The name a mirror serves for classic item `id`. */
async function itemName(origin: string, id: string): Promise<string> {
  const answer = await fetch(`${origin}/v1/classic/items/${id}`);
  return answer.ok ? ((await answer.json()) as { name: string }).name : "";
}

/**
 * End to end, over the local R2 bucket that holds the build of `out` (deployed beforehand with
 * `npm run deploy -- --local --dist OUT`): a mirror synced from `npm run serve:r2` and served by
 * the Node mirror; then one database edit, `npm run build`, `npm run deploy -- --local`, the API
 * Worker started again over the bucket (one Miniflare holds a bucket at a time), `npm run sync`
 * from it, and the running mirror serving the new record.
 */
async function endToEnd(db: string, out: string, work: string, item: string): Promise<void> {
  const pack = join(work, "e2e.pack");
  const rows: string[][] = [];
  const step = (name: string, seconds: number, what = "") => {
    rows.push([name, `${seconds.toFixed(1)} s`, what, load()]);
    console.log(`${name}: ${seconds.toFixed(1)} s ${what} (load ${load()})`);
  };
  let source = await startR2Api();
  const first = await run(["sync/cli.ts", "--from", source.api, "--dist", pack]);
  console.log(`before: ${first.out.trim()}`);
  await source.child.stop();
  const mirror = await startMirrorProcess(ROOT, pack);
  try {
    const t0 = performance.now();
    const edit = new Database(db);
    edit.prepare("UPDATE item SET name = name || ' (bout en bout)' WHERE version = 'classic' AND id = ?").run(Number(item));
    edit.close();
    step("database edit", (performance.now() - t0) / 1000);
    const built = await run(["generator/cli.ts", "--db", db, "--out", out, "--quiet"]);
    step("npm run build", built.seconds, built.out.trim().split("\n").at(-1));
    const deployed = await run(["deploy/cli.ts", "--local", "--dist", out, "--no-prune"]);
    step(
      "npm run deploy -- --local --no-prune",
      deployed.seconds,
      deployed.out
        .trim()
        .split("\n")
        .filter((l) => /^(deployed|  uploaded|  seconds)/.test(l))
        .join("; "),
    );
    const t1 = performance.now();
    source = await startR2Api();
    step("npm run serve:r2 started", (performance.now() - t1) / 1000);
    const synced = await run(["sync/cli.ts", "--from", source.api, "--dist", pack]);
    step("npm run sync", synced.seconds, synced.out.trim());
    const t2 = performance.now();
    while (!(await itemName(mirror.origin, item)).includes("(bout en bout)")) {
      if (performance.now() - t2 > 120_000) throw new Error("the mirror does not serve the new record after 120 s");
      await new Promise((r) => setTimeout(r, 100));
    }
    step("the running mirror serves the new record", (performance.now() - t2) / 1000);
    step("total", (performance.now() - t0) / 1000);
  } finally {
    await source.child.stop();
    await mirror.child.stop();
  }
  console.log(rows.map((r) => `| ${r.join(" | ")} |`).join("\n"));
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      db: { type: "string" },
      out: { type: "string" },
      full: { type: "boolean", default: false },
      item: { type: "string", default: "19019" },
      work: { type: "string" },
      e2e: { type: "boolean", default: false },
    },
  });
  if (!values.db || !values.out) throw new Error("--db COPY --out DIR");
  const db = resolve(values.db);
  const out = resolve(values.out);
  const work = resolve(values.work ?? `${out}.mirror`);
  mkdirSync(work, { recursive: true });
  if (values.e2e) return endToEnd(db, out, work, values.item!);
  const pack = join(work, "grimoire-dist.pack");
  const before = join(work, "before.pack");
  for (const f of [pack, `${pack}.part`, `${pack}.part.json`, before]) rmSync(f, { force: true });
  const rows: string[][] = [];
  const step = (name: string, seconds: number, bytes = "") => {
    rows.push([name, `${seconds.toFixed(1)} s`, bytes, load()]);
    console.log(`${name}: ${seconds.toFixed(1)} s ${bytes} (load ${load()})`);
  };
  let fullSeconds = NaN;
  if (values.full) {
    const built = await run(["generator/cli.ts", "--db", db, "--out", out, "--full", "--quiet"]);
    fullSeconds = built.seconds;
    step("full build", built.seconds, built.out.trim().split("\n").at(-1));
  }
  const facts = () => JSON.parse(readFileSync(join(out, PACK_FACTS), "utf8")) as { sha256: string; compressed_size: number };
  const mirror = await startMirrorProcess(ROOT, out);
  try {
    const from = `${mirror.origin}/v1`;
    const first = await run(["sync/cli.ts", "--from", from, "--dist", pack]);
    step("first sync", first.seconds, `${receivedOf(first.out)} received of a pack of ${facts().compressed_size}`);
    linkSync(pack, before);
    const edit = new Database(db);
    edit.prepare("UPDATE item SET name = name || ' (modifié)' WHERE version = 'classic' AND id = ?").run(Number(values.item));
    edit.close();
    const rebuilt = await run(["generator/cli.ts", "--db", db, "--out", out, "--quiet"]);
    step("incremental rebuild", rebuilt.seconds, rebuilt.out.trim().split("\n").at(-1));
    if (values.full) console.log(`rebuild / full build: ${(rebuilt.seconds / fullSeconds).toFixed(3)}`);
    const followed = await waitForPack(mirror.origin, facts().sha256);
    step("source follows the swap", followed);
    const second = await run(["sync/cli.ts", "--from", from, "--dist", pack]);
    const received = receivedOf(second.out);
    step(
      "second sync",
      second.seconds,
      `${received} received (${((100 * received) / facts().compressed_size).toFixed(2)} % of ${facts().compressed_size}): ${second.out.trim()}`,
    );
    const bytes = await syncBytes(before, join(out, PACK_FILE));
    const n = (x: number) => Math.round(x).toLocaleString("en");
    console.log(`where the second sync's bytes go (plan: ${n(bytes.source)} of ${n(bytes.size)}):`);
    printKinds(bytes);
  } finally {
    await mirror.child.stop();
  }
  console.log(rows.map((r) => `| ${r.join(" | ")} |`).join("\n"));
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
