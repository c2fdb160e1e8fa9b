/**
 * The content hash of every file and answer: its strong ETag, the first 27 base64url characters
 * of its SHA-256 in quotes. The generator gives its files the same, so a computed answer and a
 * file with the same bytes share it; unquoted, it names the file's object in the R2 bucket.
 * Web Crypto here (the Worker, the mirror); content-hash.ts hashes synchronously for Node.
 */
import { toBase64url } from "../lib/base64url.ts";

export async function etagOf(text: string): Promise<string> {
  return etagOfBytes(new TextEncoder().encode(text));
}

/** The same for bytes: what the edge checks every file it reads with (edge/files/dist.ts). */
export async function etagOfBytes(bytes: Uint8Array): Promise<string> {
  return etagOfDigest(new Uint8Array(await crypto.subtle.digest("SHA-256", bytes)));
}

/** The ETag of a body from its SHA-256 digest. */
export function etagOfDigest(digest: Uint8Array): string {
  return `"${toBase64url(digest).slice(0, 27)}"`;
}
