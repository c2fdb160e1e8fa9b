/**
 * A mirror kept in step, on real data over loopback (bench/README.md, « A mirror kept in step »):
 * a build served by the Node mirror (`edge/node/server.ts --dist DIR`), a first `npm run sync`
 * into a pack, one classic item renamed in the database, the incremental rebuild into the same
 * folder (the served mirror follows its swap), and a second sync, each step timed, the syncs'
 * bytes counted, and where the second sync's bytes went (bench/sync-bytes.ts).
 *   npx tsx bench/mirror-sync.ts --db COPY --out DIR [--full] [--item ID] [--work DIR]
 * COPY is edited (use a copy of the database); --full makes the full build into DIR first, else
 * DIR holds one already. Each step runs as its command does, a child process.
 *   npx tsx bench/mirror-sync.ts --e2e --db COPY --out DIR [--persist BUCKET]
 * the end-to-end figure (endToEnd), once the local R2 bucket (BUCKET, default the one of
 * `npm run deploy -- --local`) holds DIR's build (`npm run deploy -- --local --persist BUCKET --dist DIR`).
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

/**
 * Starts `npm run serve:r2` (the API Worker over the local R2 bucket in `persist`, and the
 * deploy Worker beside it) on a free port; resolves once it answers, with the deploy Worker's
 * address and token it printed.
 */
async function startR2Api(persist: string): Promise<{ child: Child; api: string; deploy: { url: string; token: string } }> {
  const port = await freePort();
  const child = startChild("serve:r2", TSX, ["deploy/serve-local.ts", "--persist", persist], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port) },
  });
  const api = `http://127.0.0.1:${port}/v1`;
  try {
    await waitUntilServing(child, `${api}/bulk/dist`, 180);
  } catch (error) {
    await child.stop();
    throw error;
  }
  const printed = /GRIMOIRE_DEPLOY_URL=(\S+) GRIMOIRE_DEPLOY_TOKEN=(\S+)/.exec(child.output());
  if (!printed) throw new Error(`serve:r2 printed no deploy address: ${child.output()}`);
  return { child, api, deploy: { url: printed[1]!, token: printed[2]! } };
}

/** The name a mirror serves for classic item `id`. */
async function itemName(origin: string, id: string): Promise<string> {
  const answer = await fetch(`${origin}/v1/classic/items/${id}`);
  return answer.ok ? ((await answer.json()) as { name: string }).name : "";
}

/** A command of the project run to its end under /usr/bin/time: its output, wall time and CPU (user + system) seconds. */
function timed(args: string[], env: NodeJS.ProcessEnv = {}): Promise<{ out: string; seconds: number; cpu: number }> {
  const t0 = performance.now();
  return new Promise((done, fail) => {
    const child = spawn("/usr/bin/time", ["-f", "\ncpu %U %S", TSX, ...args], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    child.stdout.on("data", (d: Buffer) => (out += d));
    child.stderr.on("data", (d: Buffer) => (out += d));
    child.on("error", fail);
    child.on("exit", (code) => {
      const cpu = /\ncpu ([\d.]+) ([\d.]+)\s*$/.exec(out);
      const text = cpu ? out.slice(0, cpu.index) : out;
      if (code !== 0) return fail(new Error(`${args.join(" ")}: exit ${code}\n${out}`));
      done({ out: text, seconds: (performance.now() - t0) / 1000, cpu: cpu ? Number(cpu[1]) + Number(cpu[2]) : NaN });
    });
  });
}

/** CPU seconds (user + system) a running process and its children used so far, from /proc. */
function cpuOf(pid: number): number {
  const ticks = (p: number) => {
    try {
      const fields = readFileSync(`/proc/${p}/stat`, "utf8").split(") ")[1]!.split(" ");
      // utime, stime, cutime, cstime (fields 14-17 of stat, counted from the state field at 3)
      return Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    } catch {
      return 0;
    }
  };
  const children = (p: number): number[] => {
    try {
      return readFileSync(`/proc/${p}/task/${p}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);
    } catch {
      return [];
    }
  };
  let total = 0;
  const walk = (p: number) => {
    total += ticks(p);
    children(p).forEach(walk);
  };
  walk(pid);
  return total / 100;
}

/**
 * End to end, over the local R2 bucket in `persist` that holds the build of `out` (deployed
 * beforehand with `npm run deploy -- --local --persist PERSIST --dist OUT`): `npm run serve:r2`
 * started once over it, a mirror synced from it and served by the Node mirror; then one database
 * edit, `npm run build`, `npm run deploy` through the running serve:r2's deploy Worker (the
 * address and token it prints: one Miniflare holds the bucket, so it is not restarted), the wait
 * until its API Worker publishes the new pack (its live.json read at most every LIVE_TTL_MS),
 * `npm run sync` from it, and the running mirror serving the new record. Each step's wall time,
 * CPU seconds (the command's, or the Workers' process for the wait) and the load average.
 */
async function endToEnd(db: string, out: string, work: string, item: string, persist: string): Promise<void> {
  const pack = join(work, "e2e.pack");
  const rows: string[][] = [];
  const step = (name: string, seconds: number, cpu: number, what = "") => {
    rows.push([name, `${seconds.toFixed(1)} s`, Number.isNaN(cpu) ? "" : `${cpu.toFixed(1)} s`, what, load()]);
    console.log(`${name}: ${seconds.toFixed(1)} s, cpu ${cpu.toFixed(1)} s ${what} (load ${load()})`);
  };
  const source = await startR2Api(persist);
  let mirror: Awaited<ReturnType<typeof startMirrorProcess>> | null = null;
  try {
    const first = await run(["sync/cli.ts", "--from", source.api, "--dist", pack]);
    console.log(`before: ${first.out.trim()}`);
    mirror = await startMirrorProcess(ROOT, pack);
    const t0 = performance.now();
    const edit = new Database(db);
    edit.prepare("UPDATE item SET name = name || ' (bout en bout)' WHERE version = 'classic' AND id = ?").run(Number(item));
    edit.close();
    step("database edit", (performance.now() - t0) / 1000, NaN);
    const built = await timed(["generator/cli.ts", "--db", db, "--out", out, "--quiet"]);
    step("npm run build", built.seconds, built.cpu, built.out.trim().split("\n").at(-1));
    const workersCpu = cpuOf(source.child.process.pid!);
    const deployed = await timed(["deploy/cli.ts", "--dist", out, "--no-prune"], {
      GRIMOIRE_DEPLOY_URL: source.deploy.url,
      GRIMOIRE_DEPLOY_TOKEN: source.deploy.token,
    });
    step(
      "npm run deploy -- --no-prune, to the running serve:r2",
      deployed.seconds,
      deployed.cpu,
      `${deployed.out
        .trim()
        .split("\n")
        .filter((l) => /^(deployed|  uploaded [\d,]+ objects \+|  seconds)/.test(l))
        .join("; ")}; the Workers' process: ${(cpuOf(source.child.process.pid!) - workersCpu).toFixed(1)} s CPU`,
    );
    const facts = JSON.parse(readFileSync(join(out, PACK_FACTS), "utf8")) as { sha256: string };
    const waitCpu = cpuOf(source.child.process.pid!);
    const published = await waitForPack(`${source.api.replace(/\/v1$/, "")}`, facts.sha256);
    step("serve:r2 publishes the new pack (its live.json re-read)", published, cpuOf(source.child.process.pid!) - waitCpu);
    const syncCpu = cpuOf(source.child.process.pid!);
    const synced = await timed(["sync/cli.ts", "--from", source.api, "--dist", pack]);
    step(
      "npm run sync",
      synced.seconds,
      synced.cpu,
      `${synced.out.trim()}; the Workers' process: ${(cpuOf(source.child.process.pid!) - syncCpu).toFixed(1)} s CPU`,
    );
    const t2 = performance.now();
    while (!(await itemName(mirror.origin, item)).includes("(bout en bout)")) {
      if (performance.now() - t2 > 120_000) throw new Error("the mirror does not serve the new record after 120 s");
      await new Promise((r) => setTimeout(r, 100));
    }
    step("the running mirror serves the new record", (performance.now() - t2) / 1000, NaN);
    step("total", (performance.now() - t0) / 1000, NaN);
  } finally {
    await source.child.stop();
    await mirror?.child.stop();
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
      persist: { type: "string", default: ".wrangler/state/v3/r2" },
    },
  });
  if (!values.db || !values.out) throw new Error("--db COPY --out DIR");
  const db = resolve(values.db);
  const out = resolve(values.out);
  const work = resolve(values.work ?? `${out}.mirror`);
  mkdirSync(work, { recursive: true });
  if (values.e2e) return endToEnd(db, out, work, values.item!, resolve(ROOT, values.persist!));
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
