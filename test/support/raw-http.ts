/**
 * A raw HTTP/1.1 exchange over a socket, for what no fetch() or http.request() would send as
 * given: methods in any case, bytes a URL parser would encode or refuse, a Host header of any
 * content, oversized headers. Sends the bytes, reads until the server closes or the answer is
 * complete, and parses the status line, headers and body.
 */
import { connect } from "node:net";

export interface RawAnswer {
  status: number;
  /** header names lowercased; repeated headers joined with ", " */
  headers: Record<string, string>;
  body: string;
  /** the whole answer as received, for messages */
  raw: string;
}

export function rawExchange(base: string, request: string | Buffer, timeoutMs = 5000): Promise<RawAnswer> {
  const { hostname, port } = new URL(base);
  return new Promise((done, fail) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    let finished = false;
    const timer = setTimeout(() => {
      socket.destroy();
      fail(new Error(`no complete answer within ${timeoutMs} ms to ${JSON.stringify(String(request).slice(0, 80))}`));
    }, timeoutMs);
    const finish = () => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      const raw = Buffer.concat(chunks).toString("latin1");
      const end = raw.indexOf("\r\n\r\n");
      if (end < 0) return fail(new Error(`no answer head: ${JSON.stringify(raw.slice(0, 200))}`));
      const [statusLine, ...lines] = raw.slice(0, end).split("\r\n");
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const at = line.indexOf(":");
        const name = line.slice(0, at).trim().toLowerCase();
        const value = line.slice(at + 1).trim();
        headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`;
      }
      let payload: Buffer = Buffer.from(raw.slice(end + 4), "latin1");
      if (/chunked/i.test(headers["transfer-encoding"] ?? "")) payload = unchunked(payload);
      const body = payload.toString("utf8");
      done({ status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine!)?.[1] ?? NaN), headers, body, raw });
    };
    socket.on("data", (chunk) => {
      chunks.push(chunk);
      // A complete answer with Content-Length: no need to wait for the close.
      const text = Buffer.concat(chunks).toString("latin1");
      const end = text.indexOf("\r\n\r\n");
      const length = /\r\ncontent-length: *(\d+)/i.exec(text.slice(0, end))?.[1];
      if (end >= 0 && length !== undefined && Buffer.byteLength(text.slice(end + 4), "latin1") >= Number(length)) {
        socket.destroy();
        finish();
      } else if (end >= 0 && /^HTTP\/1\.1 (304|204)/.test(text)) {
        socket.destroy();
        finish();
      }
    });
    socket.on("end", finish);
    socket.on("error", (error) => {
      clearTimeout(timer);
      if (chunks.length) finish();
      else fail(error);
    });
    socket.write(request);
  });
}

/**
 * Sends `requests` at once on one connection (HTTP/1.1 pipelining) and reads until the server
 * closes it: the answers in order (each with a Content-Length), and whether it closed within
 * `timeoutMs` (false: the server fell silent).
 */
export function pipelined(base: string, requests: string, timeoutMs = 5000): Promise<{ answers: RawAnswer[]; closed: boolean }> {
  const { hostname, port } = new URL(base);
  return new Promise((done) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    const finish = (closed: boolean) => {
      clearTimeout(timer);
      socket.destroy();
      done({ answers: answersIn(Buffer.concat(chunks)), closed });
    };
    const timer = setTimeout(() => finish(false), timeoutMs);
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("close", () => finish(true));
    socket.on("error", () => {});
    socket.write(requests);
  });
}

/** The answers one after the other in `data`, each with its Content-Length. */
function answersIn(data: Buffer): RawAnswer[] {
  const answers: RawAnswer[] = [];
  let text = data.toString("latin1");
  while (text.length) {
    const end = text.indexOf("\r\n\r\n");
    if (end < 0) break;
    const [statusLine, ...lines] = text.slice(0, end).split("\r\n");
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const at = line.indexOf(":");
      headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
    }
    const length = Number(headers["content-length"] ?? 0);
    const raw = text.slice(0, end + 4 + length);
    const body = Buffer.from(text.slice(end + 4, end + 4 + length), "latin1").toString("utf8");
    answers.push({ status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine!)?.[1] ?? NaN), headers, body, raw });
    text = text.slice(end + 4 + length);
  }
  return answers;
}

function unchunked(data: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  while (at < data.length) {
    const eol = data.indexOf("\r\n", at);
    if (eol < 0) break;
    const size = parseInt(data.subarray(at, eol).toString("latin1"), 16);
    if (!(size > 0)) break;
    parts.push(data.subarray(eol + 2, eol + 2 + size));
    at = eol + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

/** A request head: request line, the headers given (Host first when given), no body. */
export function requestHead(method: string, target: string, headers: Record<string, string> = { Host: "127.0.0.1" }): string {
  return `${method} ${target} HTTP/1.1\r\n${Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join("")}Connection: close\r\n\r\n`;
}
