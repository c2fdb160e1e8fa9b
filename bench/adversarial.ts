/**
 * Adversarial requests (issue 23): what a hostile request costs against the ordinary request of
 * its route (adversarial-requests.ts), for the code of this worktree and for the code of a
 * baseline (`main` by default, BENCH_BASELINE=<git ref>) extracted beside it with `git archive`,
 * in the same run and over the same build:
 *   - in-process: the handler in a worker thread of its own (adversarial-worker.ts), CPU time
 *     of the process per request (user + system; the Workers budget is 10 ms);
 *   - the Node mirror of each code in a child process over loopback HTTP (one keep-alive
 *     connection; a connection the mirror closes is opened again), CPU time of that process per
 *     request read from /proc (clock ticks of 10 ms, so over hundreds of requests).
 * Every loop is bounded in requests and seconds.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync } from "node:fs";
import { connect, type Socket } from "node:net";
import { join } from "node:path";
import { decodeCursor } from "../hashing/cursor.ts";
import { chunkElement } from "../layout/chunks.ts";
import { PROBES, type RequestTools } from "./adversarial-requests.ts";
import { inIsolate } from "./isolate.ts";
import { freePort, startChild, waitUntilServing } from "./processes.ts";

/** The long sub-list the sub-list probes read, as the build wrote it. */
export interface SubListFacts {
  path: string;
  length: number;
  /** its default query's signature and its fingerprint (cursor content) */
  query: string;
  collection: string;
}

export interface ProbeRow {
  route: string;
  name: string;
  ordinary: boolean;
  /** status of the first answer */
  status: number;
  /** CPU of that first answer (µs) */
  first_cpu_us: number | null;
  /** CPU per request over the loop (µs) */
  cpu_us: number;
  requests: number;
  statuses: Record<string, number>;
}

export interface Limits {
  requests: number;
  warmup: number;
  maxSeconds: number;
}

/** The folders the handler and the mirror run from. */
const CODE = [
  "bench",
  "computed",
  "contract",
  "edge",
  "hashing",
  "layout",
  "lib",
  "lists",
  "search",
  "views",
  "package.json",
  "tsconfig.json",
];

/** The code of `ref` in `dir`, beside this worktree's node_modules. */
export function extractCode(root: string, ref: string, dir: string): string {
  mkdirSync(dir, { recursive: true });
  const paths = CODE.filter((path) => {
    try {
      execFileSync("git", ["cat-file", "-e", `${ref}:${path}`], { cwd: root, stdio: "ignore" });
      return true;
    } catch {
      return false;
    }
  });
  const tar = execFileSync("git", ["archive", "--format=tar", ref, ...paths], { cwd: root, maxBuffer: 256 * 1024 * 1024 });
  execFileSync("tar", ["-x", "-C", dir], { input: tar });
  if (!existsSync(join(dir, "node_modules"))) symlinkSync(join(root, "node_modules"), join(dir, "node_modules"));
  return execFileSync("git", ["rev-parse", "--short", ref], { cwd: root, encoding: "utf8" }).trim();
}

/** The sub-list to probe: classic item 4306's droppers (117 pages on the full data), else the
 * sub-list of the build with the most pages. */
export function longSubList(dist: string): SubListFacts {
  let path = "/classic/items/4306/dropped-by";
  const firstPage = (p: string) =>
    JSON.parse(readFileSync(join(dist, `v1${p}.json`), "utf8")) as { data: unknown[]; next_cursor: string | null };
  if (!existsSync(join(dist, `v1${path}.json`)) || !firstPage(path).next_cursor) {
    const pages = new Map<string, number>();
    for (const shard of readdirSync(join(dist, "_meta/etags"))) {
      for (const file of Object.keys(JSON.parse(readFileSync(join(dist, "_meta/etags", shard), "utf8")))) {
        const match = /^v1(\/[a-z]+\/[a-z-]+\/\d+\/[a-z-]+)~/.exec(file);
        if (match) pages.set(match[1]!, (pages.get(match[1]!) ?? 0) + 1);
      }
    }
    path = [...pages].sort((a, b) => b[1] - a[1])[0]?.[0] ?? "";
    if (!path) throw new Error(`${dist} has no sub-list of more than one page`);
  }
  let page = firstPage(path);
  const state = decodeCursor(page.next_cursor!);
  if (!state) throw new Error(`${path}: its next_cursor is not one this code reads`);
  let length = page.data.length;
  while (page.next_cursor) {
    page = JSON.parse(readFileSync(join(dist, `v1${path}~${page.next_cursor}.json`), "utf8"));
    length += page.data.length;
  }
  return { path, length, query: state.query, collection: state.collection };
}

export function inProcess(root: string, dist: string, sub: SubListFacts, limits: Limits, signal?: AbortSignal): Promise<ProbeRow[]> {
  const limitMs = PROBES.length * (2 * limits.maxSeconds + 10) * 1000 + 60_000;
  return inIsolate(new URL("./adversarial-worker.ts", import.meta.url), { root, dist, sub, options: limits }, { limitMs, signal });
}

/** user + system CPU of a process so far, µs (Linux). */
function processCpu(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1e6) / 100;
}

/** One request at a time over a keep-alive connection, opened again when the server closes it. */
function rawClient(port: number) {
  let socket: Socket | null = null;
  let buffered = Buffer.alloc(0);
  let waiting: ((closed: boolean) => void) | null = null;
  const open = () =>
    new Promise<Socket>((resolve, reject) => {
      const s = connect(port, "127.0.0.1", () => resolve(s));
      s.on("error", reject);
      s.on("data", (chunk) => {
        buffered = Buffer.concat([buffered, chunk]);
        waiting?.(false);
      });
      s.on("close", () => {
        if (socket === s) socket = null;
        waiting?.(true);
      });
    });
  /** The status once the whole answer is in; null when the connection closed first. */
  const answer = (head: boolean) => {
    const end = buffered.indexOf("\r\n\r\n");
    if (end < 0) return null;
    const text = buffered.subarray(0, end).toString("latin1");
    const status = Number(text.slice(9, 12));
    const length = head || status === 204 || status === 304 ? 0 : Number(/\r\ncontent-length: *(\d+)/i.exec(text)?.[1] ?? 0);
    if (buffered.length < end + 4 + length) return null;
    buffered = buffered.subarray(end + 4 + length);
    // An answer that closes its connection: the next request opens another.
    if (/\r\nconnection: *close/i.test(text)) {
      socket?.destroy();
      socket = null;
    }
    return status;
  };
  return {
    async send(request: Buffer): Promise<number> {
      socket ??= await open();
      buffered = Buffer.alloc(0);
      socket.write(request);
      for (;;) {
        const status = answer(false);
        if (status !== null) return status;
        const closed = await new Promise<boolean>((resolve) => (waiting = resolve));
        waiting = null;
        if (closed) {
          const last = answer(false);
          if (last !== null) return last;
          throw new Error("the mirror closed the connection without a whole answer");
        }
      }
    },
    close: () => socket?.destroy(),
  };
}

/** The probes against the mirror of the code at `root`, in a child process of its own. */
export async function overMirror(root: string, dist: string, sub: SubListFacts, limits: Limits, tools: RequestTools): Promise<ProbeRow[]> {
  const port = await freePort();
  const child = startChild("mirror", process.execPath, ["--import", "tsx", join(root, "edge/node/server.ts"), "--dist", dist], {
    cwd: root,
    env: { ...process.env, PORT: String(port), RATE_LIMITS: "1000000000/60" },
  });
  try {
    await waitUntilServing(child, `http://127.0.0.1:${port}/v1`, 60);
    const client = rawClient(port);
    const rows: ProbeRow[] = [];
    for (const probe of PROBES) {
      const head = `${probe.method ?? "GET"} ${probe.target(tools)} HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: https://example.org\r\nAccess-Control-Request-Method: GET\r\n\r\n`;
      const bytes = Buffer.from(head, "utf8");
      const send = (request: Buffer) =>
        client.send(request).catch((error: Error) => Promise.reject(new Error(`${probe.name}: ${error.message}`)));
      for (let i = 0; i < limits.warmup; i++) await send(bytes);
      const statuses: Record<string, number> = {};
      const before = processCpu(child.process.pid!);
      const deadline = performance.now() + limits.maxSeconds * 1000;
      let requests = 0;
      while (requests < limits.requests && performance.now() < deadline) {
        const status = await send(bytes);
        statuses[status] = (statuses[status] ?? 0) + 1;
        requests++;
      }
      const used = processCpu(child.process.pid!) - before;
      rows.push({
        route: probe.route,
        name: probe.name,
        ordinary: probe.ordinary === true,
        status: Number(Object.keys(statuses)[0]),
        first_cpu_us: null,
        cpu_us: used / requests,
        requests,
        statuses,
      });
    }
    client.close();
    return rows;
  } finally {
    await child.stop();
  }
}

/** The tools of the mirror's probes: cursors as the code at `root` issues them. */
export async function toolsOf(root: string, dist: string, sub: SubListFacts): Promise<RequestTools> {
  // A baseline from before the cursor module left contract/ keeps it there.
  const cursorModule = ["hashing/cursor.ts", "contract/cursor.ts"].find((path) => existsSync(join(root, path)))!;
  const { encodeCursor, querySignature } = await import(join(root, cursorModule));
  const { searchIdentity } = await import(join(root, "search/query.ts"));
  const manifest = JSON.parse(readFileSync(join(dist, "_index/search/manifest.json"), "utf8")) as { collection: string };
  return {
    searchCursor: (q, offset, criteria = {}) =>
      encodeCursor({ query: querySignature("/search", searchIdentity({ q, ...criteria })), collection: manifest.collection, offset }),
    listCursor: (_path, offset) => encodeCursor({ query: sub.query, collection: sub.collection, offset }),
    longSubList: sub.path,
    longSubListLength: sub.length,
    spreadItemIds: spreadIds(dist, "/classic/items", 100),
  };
}

/** `n` game numbers of a top-level list at evenly spread places of its default order, read
 * from its index's chunks. */
function spreadIds(dist: string, path: string, n: number): string {
  const index = JSON.parse(readFileSync(join(dist, `_index${path}.json`), "utf8")) as { count: number; chunk: number };
  const wanted = Math.min(n, index.count);
  return Array.from({ length: wanted }, (_, i) => {
    const position = Math.floor((i * index.count) / wanted);
    const chunk = readFileSync(join(dist, `_index${path}/${Math.floor(position / index.chunk)}.bin`));
    return (chunkElement(new Uint8Array(chunk), position % index.chunk) as { id: number }).id;
  }).join(",");
}
