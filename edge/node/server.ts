/**
 * The offline mirror: the same handler under Node's http server, reading a dist/ directory.
 *   npm run serve -- --dist DIR    (default dist; PORT default 8787, HOST default 127.0.0.1)
 * Also imported by tests, which start it on an ephemeral port.
 *
 * Every answer is the API's: the address is read from the request line alone (the Host header
 * never changes what is served), methods a fetch Request cannot carry (TRACE, CONNECT) get
 * their 405, and what Node's HTTP parser refuses (an unknown or lowercase method, raw NUL or
 * non-ASCII bytes, oversized headers) gets the API's error body and headers instead of a bare
 * status, whenever no answer has started on the connection.
 */
import { createServer, STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import type { Duplex } from "node:stream";
import { resolve } from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { handle, refuse, type ApiRequest, type HandlerDeps } from "../handler.ts";
import { ApiError } from "../errors/api-error.ts";
import { fsStore } from "../files/fs.ts";
import { ALLOWED_METHODS } from "../http/cors.ts";
import { windowsFrom } from "../ratelimit/config.ts";
import { memoryLimiter } from "../ratelimit/limiters.ts";

/** RATE_LIMITS: "120/60,3000/3600" by default, "off" for a private mirror. */
export function limiterFromEnv(setting: string | undefined): HandlerDeps["limiter"] {
  const windows = windowsFrom(setting);
  return windows ? memoryLimiter(windows) : undefined;
}

export interface MirrorOptions {
  dist: string;
  port?: number;
  host?: string;
  limiter?: HandlerDeps["limiter"];
}

/** A fixed origin: only the path and query of a request's address are ever read. */
const ORIGIN = "http://mirror.invalid";

/** The address of a request target: origin-form (`/v1/...`) as it is; anything else (absolute-form,
 * `*`) as one opaque segment, which no route matches. */
function addressOf(target: string): string {
  if (target.startsWith("/")) {
    try {
      return new URL(ORIGIN + target).href;
    } catch {
      // not a path a URL can hold: an opaque segment below
    }
  }
  return `${ORIGIN}/${encodeURIComponent(target)}`;
}

function toApiRequest(req: IncomingMessage): ApiRequest {
  const headers = new Headers();
  for (let i = 0; i + 1 < req.rawHeaders.length; i += 2) {
    try {
      headers.append(req.rawHeaders[i]!, req.rawHeaders[i + 1]!);
    } catch {
      // a header a fetch Headers cannot hold: the handler reads none of those
    }
  }
  // The API takes no request body: it is never read, only drained so the connection stays usable.
  req.resume();
  return { method: req.method ?? "", url: addressOf(req.url ?? ""), headers };
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

/** Writes a whole answer on a socket no ServerResponse owns, then closes the connection. */
async function sendRaw(response: Response, socket: Duplex): Promise<void> {
  const body = Buffer.from(await response.arrayBuffer());
  let head = `HTTP/1.1 ${response.status} ${STATUS_CODES[response.status] ?? ""}\r\n`;
  for (const [name, value] of response.headers) head += `${name}: ${value}\r\n`;
  head += `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n`;
  socket.end(Buffer.concat([Buffer.from(head, "latin1"), body]));
}

/** French reasons for what the parser refuses (by Node's error codes), and for a missing Host. */
const UNREADABLE: Record<string, string> = {
  HPE_HEADER_OVERFLOW: "Requête illisible : adresse ou en-têtes trop longs (16 Ko au plus).",
  HPE_INVALID_URL: "Adresse illisible : encodez en %XX les caractères non ASCII et les caractères de contrôle.",
  HPE_INVALID_HEADER_TOKEN: "En-tête illisible : nom ou valeur contenant un caractère interdit.",
  NO_HOST: "En-tête Host absent : HTTP/1.1 l'exige (sa valeur n'est pas lue).",
  ERR_HTTP_REQUEST_TIMEOUT: "Requête incomplète : les en-têtes ne sont pas arrivés à temps.",
};

export function mirrorServer(options: MirrorOptions): Server {
  const files = fsStore(options.dist);
  const deps = (socket: Duplex): HandlerDeps => ({ files, clientAddress: (socket as Socket).remoteAddress ?? null, limiter: options.limiter });
  /** connections with an answer under way: the parser's later complaints cannot be answered */
  const answering = new WeakSet<Duplex>();

  const answerOf = (req: IncomingMessage): Promise<Response> => {
    const request = toApiRequest(req);
    // HTTP/1.1 requires a Host header (RFC 9112): its absence is refused, with the API's body.
    if (req.httpVersion === "1.1" && req.headers.host === undefined) {
      return refuse(new ApiError("request_malformed", UNREADABLE.NO_HOST), deps(req.socket), request.method === "HEAD");
    }
    return handle(request, deps(req.socket));
  };

  const onRequest = (req: IncomingMessage, res: ServerResponse) => {
    answering.add(req.socket);
    res.once("close", () => answering.delete(req.socket));
    answerOf(req)
      .then((response) => send(response, res))
      .catch((error: unknown) => {
        // A client that hangs up mid-body is normal; anything else is worth a line.
        if ((error as NodeJS.ErrnoException).code !== "ERR_STREAM_PREMATURE_CLOSE") console.error("mirror: could not send a response:", error);
        res.destroy();
      });
  };

  // Node's own refusal of a request without Host is a bare 400: the mirror answers it itself.
  const server = createServer({ requireHostHeader: false }, onRequest);
  // An Expect the mirror does not know is ignored (RFC 9110 allows it) rather than answered 417.
  server.on("checkExpectation", onRequest);
  server.on("connect", (req: IncomingMessage, socket: Duplex) => {
    refuse(new ApiError("method_not_allowed"), deps(socket), false, { Allow: ALLOWED_METHODS })
      .then((response) => sendRaw(response, socket))
      .catch(() => socket.destroy());
  });
  server.on("clientError", (error: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket: Duplex) => {
    if (!socket.writable || answering.has(socket) || error.code === "ECONNRESET") {
      socket.destroy();
      return;
    }
    const head = error.rawPacket?.subarray(0, 5).toString("latin1") === "HEAD ";
    const refused = error.code === "HPE_INVALID_METHOD"
      ? refuse(new ApiError("method_not_allowed"), deps(socket), head, { Allow: ALLOWED_METHODS })
      : refuse(new ApiError("request_malformed", UNREADABLE[error.code ?? ""]), deps(socket), head);
    refused.then((response) => sendRaw(response, socket)).catch(() => socket.destroy());
  });
  return server;
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
