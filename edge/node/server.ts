/**
 * The offline mirror: the same handler under Node's http server, reading a dist/ directory.
 *   npm run serve -- --dist DIR [--base-url URL]   (default dist; PORT default 8787, HOST default 127.0.0.1)
 *   npm run serve -- --dist grimoire-dist.pack     the same from the dist pack of /v1/bulk, as downloaded
 * Also imported by tests, which start it on an ephemeral port.
 *
 * Clients are counted by the address of their connection; behind a reverse proxy, every request
 * would then count for the proxy. TRUST_PROXY=N (off by default) says N proxies stand in front:
 * the client is then the Nth address from the right of X-Forwarded-For, the one the first of them
 * saw; a request carrying fewer is counted by its connection. Set it only when every connection
 * comes through those proxies: a client reaching the mirror directly could write the header.
 *
 * A mirror names itself: its answers carry the address it is served from (--base-url, else
 * http://HOST:PORT/v1 of the listening socket), whatever address the build was made for.
 * Answers are written straight on Node's response (no Web Response or stream in between), and
 * the files it sends are kept in memory once checked (bounded): a file costs what nginx pays.
 *
 * Every answer is the API's: the address is read from the request line alone (the Host header
 * never changes what is served), methods a fetch Request cannot carry (TRACE, CONNECT) get
 * their 405, and what Node's HTTP parser refuses (an unknown or lowercase method, raw NUL bytes,
 * oversized headers) gets the API's error body and headers instead of a bare status; behind a
 * request still being answered on the same connection (pipelined), after that answer, the
 * connection closing then. A target with raw UTF-8 bytes (`?q=épée` typed in curl),
 * which the parser refuses too, is answered as its percent-encoded form, as the Worker answers it
 * (raw-request.ts), on a connection then closed.
 */
import { createServer, STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { isIP, type AddressInfo, type Socket } from "node:net";
import { Readable, type Duplex } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { answerTo, refuse, type Answer, type ApiRequest, type HandlerDeps } from "../handler.ts";
import { ApiError } from "../../contract/api-error.ts";
import { fsStore } from "../files/fs.ts";
import { isPackFile } from "../files/pack.ts";
import { followedPackStore } from "../files/pack-follow.ts";
import { ALLOWED_METHODS } from "../../contract/http.ts";
import { API_PREFIX } from "../../contract/routes.ts";
import { windowsFrom } from "../ratelimit/sliding-log.ts";
import { memoryLimiter } from "../ratelimit/memory.ts";
import { rawRequestOf, type RawRequest } from "./raw-request.ts";
import { commandLine } from "../../lib/command-line.ts";

/** RATE_LIMITS: the spec's windows (DEFAULT_WINDOWS) when unset, "off" for a private mirror. */
export function limiterFromEnv(setting: string | undefined): HandlerDeps["limiter"] {
  const windows = windowsFrom(setting);
  return windows ? memoryLimiter(windows) : undefined;
}

export interface MirrorOptions {
  dist: string;
  port?: number;
  host?: string;
  limiter?: HandlerDeps["limiter"];
  /**
   * The API's address in the answers (ending in /v1): a URL, "listening" for http://HOST:PORT/v1
   * of the socket once it listens (the command's default), or absent for the build's own.
   */
  baseUrl?: string;
  /** bytes of served files kept in memory once checked (FileStore.keepServed) */
  keepServed?: number;
  /** proxies in front whose X-Forwarded-For names the client (TRUST_PROXY); 0 or absent: none */
  trustProxy?: number;
}

/** TRUST_PROXY: a number of proxies, 0 (or unset) for none. */
export function trustProxyFromEnv(setting: string | undefined): number {
  const text = setting?.trim() ?? "";
  if (text === "") return 0;
  if (!/^\d{1,2}$/.test(text)) throw new Error(`TRUST_PROXY: "${setting}" is not a number of proxies (0 for none)`);
  return Number(text);
}

/** What the mirror reads of a request's headers, whichever way it was read. */
type HeaderReader = ApiRequest["headers"];

/** The client's address: the connection's, or with `trusted` proxies in front, the one the
 * first proxy saw (X-Forwarded-For, appended to by each proxy). */
function clientAddressOf(socket: Duplex, headers: HeaderReader | null, trusted: number): string | null {
  const own = (socket as Socket).remoteAddress ?? null;
  if (trusted <= 0 || !headers) return own;
  const hops = (headers.get("X-Forwarded-For") ?? "").split(",").map((hop) => hop.trim());
  const client = hops.length >= trusted ? hops[hops.length - trusted]! : "";
  return isIP(client) ? client : own;
}

const KEEP_SERVED = 64 * 1024 * 1024;

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

/** A request read again from the bytes the parser refused (raw-request.ts). */
function rawApiRequest(raw: RawRequest): ApiRequest {
  return { method: raw.method, url: addressOf(raw.target), headers: { get: (name) => raw.headers.get(name.toLowerCase()) ?? null } };
}

function toApiRequest(req: IncomingMessage): ApiRequest {
  // The API takes no request body: it is never read, only drained so the connection stays usable.
  req.resume();
  // Node's parsed headers, as a fetch Headers would give them: names in any case, repeated
  // values joined with ", " (If-None-Match lists).
  const headers = {
    get(name: string): string | null {
      const value = req.headers[name.toLowerCase()];
      return value === undefined ? null : Array.isArray(value) ? value.join(", ") : value;
    },
  };
  return { method: req.method ?? "", url: addressOf(req.url ?? ""), headers };
}

/** The header lines of an answer, as writeHead takes them: name, value, name, value... */
function headerLines(answer: Answer): string[] {
  const lines: string[] = [];
  for (const name in answer.headers) lines.push(name, answer.headers[name]!);
  return lines;
}

const bodyBytes = (body: Uint8Array | string) => (typeof body === "string" ? Buffer.from(body) : body);

function send(answer: Answer, res: ServerResponse): void {
  const lines = headerLines(answer);
  if (answer.body === null) {
    res.writeHead(answer.status, lines).end();
    return;
  }
  if (answer.body instanceof ReadableStream) {
    // A download: its Content-Length is among its headers; a client that leaves stops the reading.
    const stream = Readable.fromWeb(answer.body as NodeReadableStream);
    res.writeHead(answer.status, lines);
    stream.on("error", () => res.destroy());
    res.once("close", () => stream.destroy());
    stream.pipe(res);
    return;
  }
  const body = bodyBytes(answer.body);
  lines.push("Content-Length", String(body.byteLength));
  res.writeHead(answer.status, lines).end(body);
}

/** Writes a whole answer on a socket no ServerResponse owns, then closes the connection. */
function sendRaw(answer: Answer, socket: Duplex): void {
  let head = `HTTP/1.1 ${answer.status} ${STATUS_CODES[answer.status] ?? ""}\r\n`;
  for (const name in answer.headers) head += `${name}: ${answer.headers[name]}\r\n`;
  if (answer.body instanceof ReadableStream) {
    // A download (a raw target's answer): its Content-Length is among its headers.
    socket.write(Buffer.from(`${head}Connection: close\r\n\r\n`, "latin1"));
    Readable.fromWeb(answer.body as NodeReadableStream)
      .on("error", () => socket.destroy())
      .pipe(socket);
    return;
  }
  const body = answer.body === null ? new Uint8Array(0) : bodyBytes(answer.body);
  head += `Content-Length: ${body.byteLength}\r\nConnection: close\r\n\r\n`;
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
  const keep = { keepServed: options.keepServed ?? KEEP_SERVED };
  // A file is a dist pack, served without unpacking it, and followed when replaced (npm run sync);
  // a directory is a dist/ copied as it is, or the generator's, followed across its swaps.
  const files = isPackFile(options.dist) ? followedPackStore(options.dist, keep) : fsStore(options.dist, keep);
  let baseUrl = options.baseUrl === "listening" ? undefined : options.baseUrl;
  const deps = (socket: Duplex, headers: HeaderReader | null = null): HandlerDeps => ({
    files,
    clientAddress: clientAddressOf(socket, headers, options.trustProxy ?? 0),
    limiter: options.limiter,
    baseUrl,
  });
  /** the answer under way on a connection: the parser's complaint about a request pipelined
   * after it is answered once it is sent, in order */
  const answering = new WeakMap<Duplex, ServerResponse>();

  const answerOf = (request: ApiRequest, version: string, socket: Duplex): Promise<Answer> => {
    // HTTP/1.1 requires a Host header (RFC 9112): its absence is refused, with the API's body.
    if (version === "1.1" && request.headers.get("Host") === null) {
      return refuse(new ApiError("request_malformed", UNREADABLE.NO_HOST), deps(socket, request.headers), request.method === "HEAD");
    }
    return answerTo(request, deps(socket, request.headers));
  };

  const onRequest = (req: IncomingMessage, res: ServerResponse) => {
    answering.set(req.socket, res);
    res.once("close", () => answering.get(req.socket) === res && answering.delete(req.socket));
    answerOf(toApiRequest(req), req.httpVersion, req.socket)
      .then((answer) => send(answer, res))
      .catch((error: unknown) => {
        console.error("mirror: could not send a response:", error);
        res.destroy();
      });
  };

  // Node's own refusal of a request without Host is a bare 400: the mirror answers it itself.
  const server = createServer({ requireHostHeader: false }, onRequest);
  if (options.baseUrl === "listening") server.once("listening", () => (baseUrl = `${originOf(server)}${API_PREFIX}`));
  // An Expect the mirror does not know is ignored (RFC 9110 allows it) rather than answered 417.
  server.on("checkExpectation", onRequest);
  server.on("connect", (req: IncomingMessage, socket: Duplex) => {
    refuse(new ApiError("method_not_allowed"), deps(socket), false, { Allow: ALLOWED_METHODS })
      .then((response) => sendRaw(response, socket))
      .catch(() => socket.destroy());
  });
  server.on("clientError", (error: NodeJS.ErrnoException & { rawPacket?: Buffer; bytesParsed?: number }, socket: Duplex) => {
    if (!socket.writable || error.code === "ECONNRESET") {
      socket.destroy();
      return;
    }
    // A request the parser refused behind one still being answered (pipelined): its 400 follows
    // that answer, then the connection closes; it never goes unanswered.
    const under = answering.get(socket);
    if (under && !under.writableFinished) {
      under.once("finish", () => refuseUnreadable(error, socket));
      under.once("close", () => under.writableFinished || socket.destroy());
      return;
    }
    refuseUnreadable(error, socket);
  });
  /** The answer to what the parser refused, written on the socket, which then closes. */
  const refuseUnreadable = (error: NodeJS.ErrnoException & { rawPacket?: Buffer; bytesParsed?: number }, socket: Duplex) => {
    if (!socket.writable) return socket.destroy();
    const raw = error.code === "HPE_INVALID_URL" && error.rawPacket ? rawRequestOf(error.rawPacket, error.bytesParsed ?? 0) : null;
    if (raw) {
      answerOf(rawApiRequest(raw), raw.version, socket)
        .then((answer) => sendRaw(answer, socket))
        .catch(() => socket.destroy());
      return;
    }
    const head = error.rawPacket?.subarray(0, 5).toString("latin1") === "HEAD ";
    const refused =
      error.code === "HPE_INVALID_METHOD"
        ? refuse(new ApiError("method_not_allowed"), deps(socket), head, { Allow: ALLOWED_METHODS })
        : refuse(new ApiError("request_malformed", UNREADABLE[error.code ?? ""]), deps(socket), head);
    refused.then((response) => sendRaw(response, socket)).catch(() => socket.destroy());
  };
  return server;
}

/** Starts the mirror; resolves with the server and its base address once it listens. */
export async function startMirror(options: MirrorOptions): Promise<{ server: Server; url: string }> {
  const server = mirrorServer(options);
  await new Promise<void>((done, fail) => {
    server.once("error", fail);
    server.listen(options.port ?? 8787, options.host ?? "127.0.0.1", () => done());
  });
  return { server, url: originOf(server) };
}

/** http://HOST:PORT of a listening server. */
function originOf(server: Server): string {
  const address = server.address() as AddressInfo;
  const host = address.family === "IPv6" ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const values = commandLine("serve", { dist: { type: "string", default: "dist" }, "base-url": { type: "string" } });
  const baseUrl = values["base-url"]?.replace(/\/+$/, "");
  if (baseUrl !== undefined && !/^https?:\/\/[^/?#]+(\/[^?#]*)?\/v1$/.test(baseUrl)) {
    console.error(`--base-url ${baseUrl} : une adresse http(s) qui finit par ${API_PREFIX} est attendue (https://miroir.example/v1)`);
    process.exit(2);
  }
  const { url } = await startMirror({
    dist: values.dist!,
    port: Number(process.env.PORT ?? 8787),
    host: process.env.HOST ?? "127.0.0.1",
    limiter: limiterFromEnv(process.env.RATE_LIMITS),
    trustProxy: trustProxyFromEnv(process.env.TRUST_PROXY),
    baseUrl: baseUrl ?? "listening",
  });
  console.log(
    `miroir hors ligne : ${url}${API_PREFIX}, adresses servies ${baseUrl ?? url + API_PREFIX} (fichiers de ${resolve(values.dist!)})`,
  );
}
