/**
 * A request Node's HTTP parser refused only because its target holds raw bytes above 0x7F (curl
 * and scripts send `?q=épée` as typed, in UTF-8), read again from the bytes the parser was given:
 * its request line and header block, whole in that packet, each such byte of the target
 * percent-encoded, which is the address a fetch URL (and so the Worker) reads from it. Anything
 * else the parser refused, or a head split over several packets, stays unreadable (null).
 */

export interface RawRequest {
  method: string;
  /** the target with its bytes above 0x7F as %XX: ASCII only */
  target: string;
  version: "1.0" | "1.1";
  /** header values by lowercased name, repeated ones joined with ", " */
  headers: Map<string, string>;
}

const METHOD = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
const HEADER = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+):[ \t]*([^\x00-\x08\x0a-\x1f\x7f]*?)[ \t]*$/;

/** The target with bytes above 0x7F percent-encoded; null when it holds a byte no target may
 * hold at all (a control character, a space). */
function encodedTarget(bytes: Uint8Array): string | null {
  let target = "";
  for (const byte of bytes) {
    if (byte >= 0x80) target += `%${byte.toString(16).toUpperCase()}`;
    else if (byte > 0x20 && byte < 0x7f) target += String.fromCharCode(byte);
    else return null;
  }
  return target;
}

/** The request whose target the parser refused at byte `at` of `packet`, or null. */
export function rawRequestOf(packet: Uint8Array, at: number): RawRequest | null {
  const bytes = Buffer.from(packet.buffer, packet.byteOffset, packet.byteLength);
  const start = bytes.lastIndexOf(0x0a, at) + 1;
  const end = bytes.indexOf("\r\n\r\n", start, "latin1");
  if (end < 0) return null;
  const lines = bytes.subarray(start, end).toString("latin1").split("\r\n");
  const line = bytes.subarray(start, start + lines[0]!.length);
  const first = line.indexOf(0x20),
    last = line.lastIndexOf(0x20);
  if (first <= 0 || last <= first) return null;
  const method = line.subarray(0, first).toString("latin1");
  const version = /^HTTP\/1\.([01])$/.exec(line.subarray(last + 1).toString("latin1"))?.[1];
  const target = encodedTarget(line.subarray(first + 1, last));
  if (!METHOD.test(method) || version === undefined || target === null || !target.startsWith("/")) return null;
  const headers = new Map<string, string>();
  for (const text of lines.slice(1)) {
    const match = HEADER.exec(text);
    if (!match) return null;
    const name = match[1]!.toLowerCase();
    headers.set(name, headers.has(name) ? `${headers.get(name)}, ${match[2]}` : match[2]!);
  }
  return { method, target, version: version === "0" ? "1.0" : "1.1", headers };
}
