/**
 * A mirror kept in step, on real data over loopback (bench/README.md, « A mirror kept in step »):
 * a build served by the Node mirror (`edge/node/server.ts --dist DIR`), a first `npm run sync`
 * into a pack, one classic item renamed in the database, the incremental rebuild into the same
 * folder (the served mirror follows its swap), and a second sync, each step timed, the syncs'
 * bytes counted, and where the second sync's bytes went (bench/sync-bytes.ts).
 *   npx tsx bench/mirror-sync.ts --db COPY --out DIR [--full] [--item ID] [--work DIR]
 * COPY is edited (use a copy of the database); --full makes the full build into DIR first, else
 * DIR holds one already. Each step runs as its command does, a child process.
 */
import Database from "better-sqlite3";
import { spawn } from "node:child_process";
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { loadavg } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { PACK_FACTS, PACK_FILE } from "../layout/bulk.ts";
import { startMirrorProcess } from "./mirror.ts";
import { syncBytes } from "./sync-bytes.ts";

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

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      db: { type: "string" },
      out: { type: "string" },
      full: { type: "boolean", default: false },
      item: { type: "string", default: "19019" },
      work: { type: "string" },
    },
  });
  if (!values.db || !values.out) throw new Error("--db COPY --out DIR");
  const db = resolve(values.db);
  const out = resolve(values.out);
  const work = resolve(values.work ?? `${out}.mirror`);
  mkdirSync(work, { recursive: true });
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
    console.log("kind | fetched | changed files (raw) | files along (raw)");
    for (const [kind, t] of Object.entries(bytes.byKind).sort((a, b) => b[1].fetched - a[1].fetched))
      console.log(`${kind} | ${n(t.fetched)} | ${n(t.changed)} (${n(t.changedRaw)}) | ${n(t.along)} (${n(t.alongRaw)})`);
    if (existsSync(before) && statSync(before).ino !== statSync(pack).ino) rmSync(before);
  } finally {
    await mirror.child.stop();
  }
  console.log(rows.map((r) => `| ${r.join(" | ")} |`).join("\n"));
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
