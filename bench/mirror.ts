/**
 * Section 4 — the Node offline mirror (edge/node/server.ts, a child process) beside nginx
 * serving the very same files from the same dist/, both on loopback, loaded by the same client
 * (wrk, same connections): nginx is the ceiling for "send a file over HTTP" on this machine.
 * Measured, in rounds so that each figure is a range over runs, each ratio within one round:
 *   - a pre-rendered record and list page: mirror req/s and p99 beside nginx's;
 *   - the same mirror naming itself (its answers relocated to its own address) beside
 *     the mirror serving the build's own addresses;
 *   - a computed (filtered) list beside the pre-rendered record, alone and under a mixed load
 *     (two wrk at once, one per request kind), where a file must not be the slower answer.
 * Without wrk, the in-process keep-alive client of load.ts gives the record figures alone.
 * Alone: `npx tsx bench/mirror.ts --dist DIR [--rounds N]` (a build made beforehand).
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { get } from "node:http";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { BUILD_FILE, type BuildInfo } from "../layout/dist.ts";
import type { Target } from "./cpu.ts";
import { httpGetter, runLoad, runWrk, unexpected, type WrkResult } from "./load.ts";
import { freePort, startChild, waitUntilServing, type Child } from "./processes.ts";
import { note, section, table } from "./report.ts";
import { fmt, ratio } from "./stats.ts";

export function installed(command: string): boolean {
  return spawnSync("sh", ["-c", `command -v ${command}`], { stdio: "ignore" }).status === 0;
}

/** Starts the mirror on a free loopback port, rate limits off; resolves once it answers.
 * `baseUrl`: the addresses it serves (--base-url), else its own (it names itself). */
export async function startMirrorProcess(root: string, dist: string, baseUrl?: string): Promise<{ child: Child; origin: string }> {
  const port = await freePort();
  const args = ["edge/node/server.ts", "--dist", dist, ...(baseUrl ? ["--base-url", baseUrl] : [])];
  const child = startChild("mirror", join(root, "node_modules/.bin/tsx"), args, {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", RATE_LIMITS: "off" },
  });
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitUntilServing(child, `${origin}/v1/`);
  } catch (error) {
    await child.stop();
    throw error;
  }
  return { child, origin };
}

/** nginx in the foreground, one process, everything (pid, logs, temp) in `dir`, serving `dist`. */
export async function startNginx(dir: string, dist: string): Promise<{ child: Child; origin: string }> {
  const port = await freePort();
  mkdirSync(join(dir, "temp"), { recursive: true });
  const t = (name: string) => join(dir, "temp", name);
  const conf = `daemon off;
master_process off;
worker_processes 1;
pid ${join(dir, "nginx.pid")};
error_log ${join(dir, "error.log")} warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${t("body")};
  proxy_temp_path ${t("proxy")};
  fastcgi_temp_path ${t("fastcgi")};
  uwsgi_temp_path ${t("uwsgi")};
  scgi_temp_path ${t("scgi")};
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  types { application/json json; text/plain txt; }
  default_type application/octet-stream;
  server {
    listen 127.0.0.1:${port};
    root ${dist};
    location / { try_files $uri =404; }
  }
}
`;
  const confPath = join(dir, "nginx.conf");
  writeFileSync(confPath, conf);
  const child = startChild("nginx", "nginx", ["-p", dir, "-c", confPath, "-e", join(dir, "error.log")]);
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitUntilServing(child, `${origin}/v1/index.json`);
  } catch (error) {
    await child.stop();
    throw error;
  }
  return { child, origin };
}

/** The body of one GET, to check that both servers send the same bytes. */
export function fetchBody(url: string): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    }).on("error", reject);
  });
}

export interface MirrorBenchOptions {
  /** rounds of every measure; figures are given as ranges over them */
  rounds: number;
  /** seconds of each wrk run */
  seconds: number;
  /** wrk connections, for every server alike */
  connections: number;
  /** connections of the mixed load (split between two wrk, one per request kind) */
  mixedConnections: number;
  signal?: AbortSignal;
}

export const MIRROR_LIMITS: MirrorBenchOptions = { rounds: 3, seconds: 4, connections: 32, mixedConnections: 80 };

interface Range {
  min: number;
  median: number;
  max: number;
  runs: number[];
}

function range(values: (number | null)[]): Range | null {
  const runs = values.filter((v): v is number => v !== null && Number.isFinite(v));
  if (!runs.length) return null;
  const sorted = [...runs].sort((a, b) => a - b);
  return { min: sorted[0]!, median: sorted[Math.floor((sorted.length - 1) / 2)]!, max: sorted[sorted.length - 1]!, runs };
}

const xRange = (r: Range | null) => (r ? `${fmt.x(r.median)} (${fmt.x(r.min)}–${fmt.x(r.max)})` : "-");
const intRange = (r: Range | null) => (r ? `${fmt.int(r.median)} (${fmt.int(r.min)}–${fmt.int(r.max)})` : "-");
const msRange = (r: Range | null) => (r ? `${fmt.ms(r.median)} (${fmt.ms(r.min)}–${fmt.ms(r.max)})` : "-");

/** The servers a round measures: the mirror with the build's addresses, the mirror naming itself, nginx when it runs. */
interface Servers {
  mirror: string;
  named: string;
  nginx: string | null;
  /** why nginx is not measured */
  nginxError: string | null;
}

type Hold = (name: string, stop: () => Promise<void>, kill: () => void) => () => Promise<void>;

/** Wrk runs by key (`mirror record`, `nginx list page`, `mixed filtered list`...), one per round. */
type Runs = Record<string, WrkResult[]>;

/** The address nginx serves a pre-rendered path at: the file itself. */
const fileUrl = (origin: string, path: string) => `${origin}${path === "/v1" ? "/v1/index" : path}.json`;

/** Section 4: see the head of this file. `targets`: record, list page, filtered list. */
export async function benchMirror(
  root: string,
  dist: string,
  tmp: string,
  targets: readonly Target[],
  options: MirrorBenchOptions,
  hold: Hold,
) {
  section(`4. Node mirror vs nginx, same files over loopback (wrk, ${options.connections} connections)`);
  const [record, list, filtered] = targets as [Target, Target, Target];
  const build = JSON.parse(readFileSync(join(dist, BUILD_FILE), "utf8")) as BuildInfo;
  const servers = await startServers(root, dist, tmp, build, hold);
  const checks = await sameBytes(servers, [record, list]);
  for (const line of checks) note(line);
  note(`record ${record.path}, list page ${list.path}, filtered list ${filtered.path}`);
  note(`mirror: --base-url ${build.addresses.base_url} (the build's addresses, nginx's bytes); naming itself: ${servers.named}/v1`);
  if (!installed("wrk")) {
    note("wrk is not installed: the node:http client only, record only (`apt-get install wrk` gives the full section)");
    return { ...(await nodeClientFigures(servers, record, options)), checks };
  }
  const runs = await wrkRounds(servers, [record, list, filtered], options);
  const ratios = reportRounds(runs, servers, [record, list, filtered], options);
  return {
    client: `wrk -t2 -c${options.connections} -d${options.seconds}s`,
    options: {
      rounds: options.rounds,
      seconds: options.seconds,
      connections: options.connections,
      mixed_connections: options.mixedConnections,
    },
    paths: { record: record.path, list_page: list.path, filtered: filtered.path },
    runs: Object.fromEntries(
      Object.entries(runs).map(([key, list]) => [
        key,
        list.map((r) => ({ rps: r.rps, mean_ms: r.meanMs, p99_ms: r.p99Ms, requests: r.requests })),
      ]),
    ),
    ratios,
    nginx: servers.nginx ? "measured" : servers.nginxError,
    checks,
  };
}

/** The two mirrors and nginx (when installed), each held until the bench ends. */
async function startServers(root: string, dist: string, tmp: string, build: BuildInfo, hold: Hold): Promise<Servers> {
  const started = async (name: string, start: () => Promise<{ child: Child; origin: string }>) => {
    const server = await start();
    hold(
      name,
      () => server.child.stop(),
      () => server.child.kill(),
    );
    return server.origin;
  };
  // The mirror with the build's addresses sends nginx's bytes; the one naming itself rewrites them.
  const mirror = await started("mirror", () => startMirrorProcess(root, dist, build.addresses.base_url));
  const named = await started("mirror naming itself", () => startMirrorProcess(root, dist));
  if (!installed("nginx")) {
    note("nginx is not installed: no comparison (install it with `apt-get install nginx`)");
    return { mirror, named, nginx: null, nginxError: "not installed" };
  }
  const dir = join(tmp, "nginx");
  mkdirSync(dir, { recursive: true });
  let nginxError: string | null = null;
  const nginx = await started("nginx", () => startNginx(dir, dist)).catch((error: Error) => {
    nginxError = error.message;
    note(`! nginx did not start, no comparison: ${error.message}`);
    return null;
  });
  return { mirror, named, nginx, nginxError };
}

/** Whether the mirror sends nginx's bytes, and the mirror naming itself its own address: what is wrong, line by line. */
async function sameBytes({ mirror, named, nginx }: Servers, targets: readonly Target[]): Promise<string[]> {
  const checks: string[] = [];
  for (const t of targets) {
    const [a, b] = await Promise.all([fetchBody(mirror + t.path), nginx ? fetchBody(fileUrl(nginx, t.path)) : null]);
    if (a.status !== 200 || (b && (b.status !== 200 || !a.body.equals(b.body)))) {
      checks.push(
        `! ${t.path}: the mirror and nginx do not send the same bytes (mirror ${a.status}, ${a.body.length} B; nginx ${b?.status}, ${b?.body.length} B)`,
      );
    }
    const c = await fetchBody(named + t.path);
    if (c.status !== 200 || !c.body.toString().includes(`${named}/v1`))
      checks.push(`! ${t.path}: the mirror naming itself does not send its own address`);
  }
  return checks;
}

/** Without wrk: the record alone, through the in-process node:http client. */
async function nodeClientFigures({ mirror, nginx, nginxError }: Servers, record: Target, options: MirrorBenchOptions) {
  const rows = [];
  const urls: [string, string][] = [
    ["mirror", mirror + record.path],
    ...(nginx ? [["nginx", fileUrl(nginx, record.path)] as [string, string]] : []),
  ];
  for (const [name, url] of urls) {
    const client = httpGetter(url, 16);
    try {
      const r = await runLoad(client.one, { requests: 3000, warmup: 200, maxSeconds: 15, concurrency: 16, signal: options.signal });
      const odd = unexpected(r.statuses);
      if (odd) note(`! ${name}: unexpected answers ${odd}`);
      rows.push({ name, rps: r.rps, p99_ms: r.latency.p99 });
    } finally {
      client.close();
    }
  }
  table(
    ["server", "req/s", "p99"],
    rows.map((r) => [r.name, fmt.int(r.rps), fmt.ms(r.p99_ms)]),
  );
  return { client: "node:http", rows, nginx: nginx ? "measured" : nginxError };
}

/** Every wrk run of every round: nginx, the two mirrors in turns, the filtered list alone, then the mixed load. */
async function wrkRounds({ mirror, named, nginx }: Servers, targets: readonly Target[], options: MirrorBenchOptions): Promise<Runs> {
  const [record, list, filtered] = targets as [Target, Target, Target];
  const wrk = async (url: string, connections = options.connections, threads = 2): Promise<WrkResult> => {
    const r = await runWrk(url, options.seconds, connections, options.signal, threads);
    if (r.non2xx) note(`! ${url}: ${r.non2xx} answers not 2xx/3xx`);
    return r;
  };
  const runs: Runs = {};
  const push = (key: string, r: WrkResult) => (runs[key] ??= []).push(r);
  for (let round = 0; round < options.rounds && !options.signal?.aborted; round++) {
    for (const t of [record, list]) {
      if (nginx) push(`nginx ${t.kind}`, await wrk(fileUrl(nginx, t.path)));
      // The two mirrors in turns, so that neither always runs right after nginx.
      const mirrors: [string, string][] = [
        [`mirror ${t.kind}`, mirror],
        [`naming itself ${t.kind}`, named],
      ];
      for (const [key, origin] of round % 2 ? mirrors.reverse() : mirrors) push(key, await wrk(origin + t.path));
    }
    push(`mirror ${filtered.kind}`, await wrk(mirror + filtered.path));
    // Mixed: both kinds at once, half the connections each, one wrk thread each.
    const half = Math.max(1, Math.floor(options.mixedConnections / 2));
    const [a, b] = await Promise.all([wrk(mirror + record.path, half, 1), wrk(mirror + filtered.path, half, 1)]);
    push(`mixed ${record.kind}`, a);
    push(`mixed ${filtered.kind}`, b);
  }
  return runs;
}

/** The tables and ratios of the rounds; returns the ratios, each a range over the rounds. */
function reportRounds(runs: Runs, { nginx }: Servers, targets: readonly Target[], options: MirrorBenchOptions) {
  const [record, list, filtered] = targets as [Target, Target, Target];
  const rps = (key: string) => range((runs[key] ?? []).map((r) => r.rps));
  const p99 = (key: string) => range((runs[key] ?? []).map((r) => r.p99Ms));
  /** a/b of one key over another, round by round */
  const per = (a: string, b: string, of: (r: WrkResult) => number = (r) => r.rps) =>
    range((runs[a] ?? []).map((r, i) => ratio(of(r), runs[b]?.[i] ? of(runs[b]![i]!) : null)));
  const row = (server: string, key: string, t: Target, base: string) => [
    server,
    t.kind,
    intRange(rps(key)),
    msRange(p99(key)),
    nginx ? xRange(per(key, base)) : "-",
  ];

  const rows: string[][] = [];
  for (const t of [record, list]) {
    if (nginx) rows.push([`nginx`, t.kind, intRange(rps(`nginx ${t.kind}`)), msRange(p99(`nginx ${t.kind}`)), "1.00×"]);
    rows.push(row(`mirror`, `mirror ${t.kind}`, t, `nginx ${t.kind}`));
    rows.push(row(`mirror naming itself`, `naming itself ${t.kind}`, t, `nginx ${t.kind}`));
  }
  rows.push(row(`mirror`, `mirror ${filtered.kind}`, filtered, `nginx ${record.kind}`));
  table(["server", "request", "req/s: median (range)", "p99: median (range)", "req/s ×nginx (same request)"], rows);
  const half = Math.floor(options.mixedConnections / 2);
  table(
    [`mixed load, ${options.mixedConnections} connections`, "req/s: median (range)", "mean: median", "p99: median (range)"],
    [record, filtered].map((t) => [
      `mirror ${t.kind} (${half} conn.)`,
      intRange(rps(`mixed ${t.kind}`)),
      fmt.ms(range((runs[`mixed ${t.kind}`] ?? []).map((r) => r.meanMs))?.median ?? NaN),
      msRange(p99(`mixed ${t.kind}`)),
    ]),
  );
  const ratios = {
    record_to_nginx: per(`mirror ${record.kind}`, `nginx ${record.kind}`),
    list_page_to_nginx: per(`mirror ${list.kind}`, `nginx ${list.kind}`),
    named_to_plain_record: per(`naming itself ${record.kind}`, `mirror ${record.kind}`),
    named_to_plain_list_page: per(`naming itself ${list.kind}`, `mirror ${list.kind}`),
    record_to_filtered: per(`mirror ${record.kind}`, `mirror ${filtered.kind}`),
    mixed_record_to_filtered: per(`mixed ${record.kind}`, `mixed ${filtered.kind}`),
    mixed_p99_filtered_to_record: per(`mixed ${filtered.kind}`, `mixed ${record.kind}`, (r) => r.p99Ms),
  };
  note(`ratios, median (range) over ${options.rounds} rounds, each within one round:`);
  if (nginx) note(`  mirror/nginx req/s: record ${xRange(ratios.record_to_nginx)}, list page ${xRange(ratios.list_page_to_nginx)}`);
  note(
    `  naming itself/build's addresses req/s: record ${xRange(ratios.named_to_plain_record)}, list page ${xRange(ratios.named_to_plain_list_page)}`,
  );
  note(
    `  pre-rendered record/filtered list req/s: alone ${xRange(ratios.record_to_filtered)}, mixed ${xRange(ratios.mixed_record_to_filtered)}; ` +
      `mixed p99 filtered/record ${xRange(ratios.mixed_p99_filtered_to_record)}`,
  );
  return ratios;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { dist: { type: "string", default: "dist" }, rounds: { type: "string" } } });
  const root = fileURLToPath(new URL("..", import.meta.url));
  const dist = resolve(values.dist!);
  const files = (segment: string) => JSON.parse(readFileSync(join(dist, `v1/classic/${segment}.json`), "utf8")).data as { id: number }[];
  const targets: Target[] = [
    { kind: "record", path: `/v1/classic/npcs/${files("npcs")[0]!.id}` },
    { kind: "list page", path: "/v1/classic/npcs" },
    { kind: "filtered list", path: "/v1/classic/npcs?type=humanoid&sort=-level&limit=50" },
  ];
  const tmp = mkdtempSync(join(tmpdir(), "grimoire-mirror-bench-"));
  const stops: (() => Promise<void>)[] = [];
  const kills: (() => void)[] = [];
  process.on("SIGINT", () => {
    for (const kill of kills) kill();
    process.exit(130);
  });
  try {
    const figures = await benchMirror(
      root,
      dist,
      tmp,
      targets,
      { ...MIRROR_LIMITS, rounds: Number(values.rounds ?? MIRROR_LIMITS.rounds) },
      (_name, stop, kill) => {
        stops.push(stop);
        kills.push(kill);
        return stop;
      },
    );
    mkdirSync(join(root, "bench/.out"), { recursive: true });
    writeFileSync(join(root, "bench/.out/mirror.json"), `${JSON.stringify(figures, null, 2)}\n`);
  } finally {
    for (const stop of stops.reverse()) await stop();
    rmSync(tmp, { recursive: true, force: true });
  }
}
