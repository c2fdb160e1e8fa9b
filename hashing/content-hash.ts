/**
 * The ETag of bytes hashed synchronously with node:crypto, for the generator, verify and deploy,
 * which hash every file: an asynchronous Web Crypto digest per file would cost a large part of a
 * build. Same bytes, same ETag as etag.ts.
 */
import { createHash } from "node:crypto";
import { etagOfDigest } from "./etag.ts";

/** A file's hash: its ETag for a served file, the same hash for an internal one. */
export function contentHashOf(data: string | Uint8Array): string {
  return etagOfDigest(createHash("sha256").update(data).digest());
}
