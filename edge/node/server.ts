/**
 * The offline mirror: the same handler under Node's http server, reading a dist/ directory.
 *   npm run serve -- --dist DIR    (default dist; PORT default 8787, HOST default 127.0.0.1)
 * Also imported by tests, which start it on an ephemeral port.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { resolve } from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { handle, type HandlerDeps } from "../handler.ts";
import { fsStore } from "../files/fs.ts";
import { windowsFrom } from "../ratelimit/config.ts";
import { memoryLimiter } from "../ratelimit/limiters.ts";

/** RATE_LIMITS: "120/60,3000/3600" by default, "off" for a private mirror. */
function limiterFromEnv(setting: string | undefined): HandlerDeps["limiter"] {
  const windows = windowsFrom(setting);
  return windows ? memoryLimiter(windows) : undefined;
}

export interface MirrorOptions {
  dist: string;
  port?: number;
  host?: string;
  limiter?: HandlerDeps["limiter"];
}

/** A web Request for a Node request. The URL is built by concatenation: `//host/x` stays a path. */
function toRequest(req: IncomingMessage, origin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name.startsWith(":")) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  // The API takes no request body: it is never read, only drained so the connection stays usable.
  req.resume();
  return new Request(`${origin}${req.url ?? "/"}`, { method: req.method, headers });
}

async function send(response: Response, res: ServerResponse): Promise<void> {
  res.statusCode = response.status;
  for (const [name, value] of response.headers) res.setHeader(name, value);
  if (!response.body) {
    res.end();
    return;
  }
  await pipeline(Readable.fromWeb(response.body as import("node:stream/web").ReadableStream), res);
}

export function mirrorServer(options: MirrorOptions): Server {
  const files = fsStore(options.dist);
  return createServer((req, res) => {
    const origin = `http://${req.headers.host ?? "localhost"}`;
    let request: Request;
    try {
      request = toRequest(req, origin);
    } catch {
      // Not a URL at all (a malformed Host header): answer as for an address outside the API.
      request = new Request("http://localhost/", { method: req.method === "HEAD" ? "HEAD" : "GET" });
    }
    handle(request, { files, clientAddress: req.socket.remoteAddress ?? null, limiter: options.limiter })
      .then((response) => send(response, res))
      .catch((error: unknown) => {
        // A client that hangs up mid-body is normal; anything else is worth a line.
        if ((error as NodeJS.ErrnoException).code !== "ERR_STREAM_PREMATURE_CLOSE") console.error("mirror: could not send a response:", error);
        res.destroy();
      });
  });
}

/** Starts the mirror; resolves with the server and its base address once it listens. */
export async function startMirror(options: MirrorOptions): Promise<{ server: Server; url: string }> {
  const server = mirrorServer(options);
  await new Promise<void>((done, fail) => {
    server.once("error", fail);
    server.listen(options.port ?? 8787, options.host ?? "127.0.0.1", () => done());
  });
  const address = server.address() as AddressInfo;
  const host = address.family === "IPv6" ? `[${address.address}]` : address.address;
  return { server, url: `http://${host}:${address.port}` };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { dist: { type: "string", default: "dist" } } });
  const { url } = await startMirror({
    dist: values.dist!,
    port: Number(process.env.PORT ?? 8787),
    host: process.env.HOST ?? "127.0.0.1",
    limiter: limiterFromEnv(process.env.RATE_LIMITS),
  });
  console.log(`miroir hors ligne : ${url}/v1 (fichiers de ${resolve(values.dist!)})`);
}
