/**
 * ETags: the strong ETag of a body (the generator gives its files the same, so a computed answer
 * and a file with the same bytes share it) and If-None-Match matching (RFC 9110 weak comparison:
 * `W/` is ignored, `*` matches any current answer, lists are comma separated).
 */
import { toBase64url } from "../../contract/base64url.ts";

export async function etagOf(text: string): Promise<string> {
  return etagOfBytes(new TextEncoder().encode(text));
}

/** The same for bytes: what the edge checks every file it reads with (edge/files/dist.ts). */
export async function etagOfBytes(bytes: Uint8Array): Promise<string> {
  return etagOfDigest(new Uint8Array(await crypto.subtle.digest("SHA-256", bytes)));
}

/** The ETag of a body from its SHA-256 digest: the generator hashes synchronously with
 * node:crypto (one asynchronous digest per file was a large part of the build), same bytes. */
export function etagOfDigest(digest: Uint8Array): string {
  return `"${toBase64url(digest).slice(0, 27)}"`;
}

const opaque = (tag: string) => tag.trim().replace(/^W\//, "");

export function ifNoneMatchHits(header: string | null, etag: string): boolean {
  if (header === null) return false;
  if (header.trim() === "*") return true;
  const want = opaque(etag);
  return header.split(",").some((tag) => opaque(tag) === want);
}
