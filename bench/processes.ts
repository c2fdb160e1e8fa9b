/**
 * Child processes of the bench (the Node mirror, nginx): each is started in its own process
 * group so that stopping it also stops what it spawned (tsx runs the script in a child node),
 * and only that group is signalled. Also: a free loopback port, and waiting until a server answers.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { get } from "node:http";
import { createServer } from "node:net";

export interface Child {
  name: string;
  process: ChildProcess;
  /** stdout and stderr so far (last 4 kB), for error messages */
  output(): string;
  /** SIGTERM then, after 3 s, SIGKILL to the whole group; resolves once the child has exited. */
  stop(): Promise<void>;
  /** SIGKILL to the whole group, synchronously (for a process about to exit). */
  kill(): void;
}

export function startChild(name: string, command: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}): Child {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env ?? process.env,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4096));
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  child.on("error", (error) => keep(Buffer.from(`\n${error.message}\n`)));
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once("exit", () => resolve());
  });
  const signal = (sig: NodeJS.Signals) => {
    try {
      if (child.pid) process.kill(-child.pid, sig);
    } catch {
      // already gone
    }
  };
  return {
    name,
    process: child,
    output: () => output,
    kill: () => signal("SIGKILL"),
    async stop() {
      if (child.pid === undefined) return;
      signal("SIGTERM");
      const timeout = new Promise<"timeout">((resolve) => setTimeout(() => resolve("timeout"), 3000).unref());
      if ((await Promise.race([exited, timeout])) === "timeout") {
        signal("SIGKILL");
        await exited;
      }
    },
  };
}

/** A loopback port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function status(url: string): Promise<number> {
  return new Promise((resolve) => {
    const req = get(url, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
    });
    req.setTimeout(1000, () => req.destroy());
    req.on("error", () => resolve(0));
  });
}

/** Polls `url` until it answers 200; fails when the child exits or after `seconds`. */
export async function waitUntilServing(child: Child, url: string, seconds = 20): Promise<void> {
  const end = Date.now() + seconds * 1000;
  while (Date.now() < end) {
    if (child.process.exitCode !== null || child.process.signalCode !== null) {
      throw new Error(`${child.name} exited (${child.process.exitCode ?? child.process.signalCode}): ${child.output().trim().slice(-500)}`);
    }
    if ((await status(url)) === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${child.name} did not answer 200 at ${url} within ${seconds} s: ${child.output().trim().slice(-500)}`);
}
