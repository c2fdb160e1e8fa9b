/**
 * The ETag of bytes hashed synchronously with node:crypto, for the generator, verify and deploy:
 * one asynchronous Web Crypto digest per file was a large part of the build. Same bytes, same
 * ETag as etag.ts.
 */
import { createHash } from "node:crypto";
import { etagOfDigest } from "./etag.ts";

/** A file's hash: its ETag for a served file, the same hash for an internal one. */
export function contentHashOf(data: string | Uint8Array): string {
  return etagOfDigest(createHash("sha256").update(data).digest());
}
