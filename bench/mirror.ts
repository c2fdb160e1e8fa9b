/**
 * Section 4 — the Node offline mirror (edge/node/server.ts, a child process) beside nginx
 * serving the very same file from the same dist/, both on loopback, loaded by the same client:
 * the in-process keep-alive generator of load.ts, and wrk as well when it is installed. nginx is
 * the ceiling for "send a file over HTTP" on this machine.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { get } from "node:http";
import { freePort, startChild, waitUntilServing, type Child } from "./processes.ts";

export function installed(command: string): boolean {
  return spawnSync("sh", ["-c", `command -v ${command}`], { stdio: "ignore" }).status === 0;
}

/** Starts the mirror on a free loopback port, rate limits off; resolves once it answers. */
export async function startMirrorProcess(root: string, dist: string): Promise<{ child: Child; origin: string }> {
  const port = await freePort();
  const child = startChild("mirror", join(root, "node_modules/.bin/tsx"), ["edge/node/server.ts", "--dist", dist], {
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
