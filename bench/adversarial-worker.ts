/**
 * The in-process body of the adversarial section, run by bench/adversarial.ts in a worker
 * thread (an isolate of its own) for one version of the code: the handler of the code at
 * `root` (this worktree, or the baseline's extracted beside it) over the build at `dist`, with a
 * rate limiter that never refuses, each probe sent in a loop. Posts back one row per probe.
 */
import { parentPort, workerData } from "node:worker_threads";
import { join } from "node:path";
import { runLoad } from "./load.ts";
import { PROBES } from "./adversarial-requests.ts";
import { toolsOf, type ProbeRow, type SubListFacts } from "./adversarial.ts";

const { root, dist, sub, options } = workerData as {
  root: string;
  dist: string;
  sub: SubListFacts;
  options: { requests: number; warmup: number; maxSeconds: number };
};

const { handle } = await import(join(root, "edge/handler.ts"));
const { fsStore } = await import(join(root, "edge/files/fs.ts"));
const { memoryLimiter } = await import(join(root, "edge/ratelimit/memory.ts"));
const tools = await toolsOf(root, dist, sub);

const deps = { files: fsStore(dist), clientAddress: "203.0.113.9", limiter: memoryLimiter([{ limit: 1e9, seconds: 60 }]) };
const rows: ProbeRow[] = [];
for (const probe of PROBES) {
  if (probe.raw) continue;
  const url = `http://127.0.0.1:8787${probe.target(tools)}`;
  const headers: Record<string, string> =
    probe.method === "OPTIONS" ? { Origin: "https://example.org", "Access-Control-Request-Method": "GET" } : {};
  const one = async () => {
    const response = await handle(new Request(url, { method: probe.method ?? "GET", headers }), deps);
    await response.arrayBuffer();
    return response.status;
  };
  const cpu = process.cpuUsage();
  const first = await one();
  const firstUsed = process.cpuUsage(cpu);
  const r = await runLoad(one, { ...options, concurrency: 1 });
  rows.push({
    route: probe.route,
    name: probe.name,
    ordinary: probe.ordinary === true,
    status: first,
    first_cpu_us: firstUsed.user + firstUsed.system,
    cpu_us: r.cpuMicros / r.requests,
    requests: r.requests,
    statuses: r.statuses,
  });
}
parentPort!.postMessage(rows);
