/**
 * Uploads objects in batches (one deploy Worker request each, a few dozen objects and a few
 * megabytes at most), several batches in flight at once (p-map). Files are read as batches are
 * needed, so memory holds about `concurrency` batches whatever the size of the build. Each file
 * is hashed again as it is read: bytes that are no longer those the build recorded (a file edited
 * or half-written since) stop the deploy rather than be stored under the wrong name.
 */
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import pMap from "p-map";
import { contentKeyOfDigest, MANIFEST_PREFIX, OBJECT_PREFIX } from "../layout/bucket.ts";
import type { DeployClient, Upload } from "./client.ts";
import type { PlannedObject } from "./plan.ts";
import { readRange } from "./parts.ts";

export interface UploadOptions {
  /** batches in flight at once */
  concurrency: number;
  /** objects per batch (the deploy Worker takes at most 40) */
  batchObjects: number;
  /** bytes per batch, about: a larger file goes in a batch of its own */
  batchBytes: number;
  /** after each batch stored */
  onBatch?: (objects: number, bytes: number) => void;
  signal?: AbortSignal;
}

async function uploadOf(dist: string, object: PlannedObject): Promise<Upload> {
  const bytes =
    object.text !== null
      ? new TextEncoder().encode(object.text)
      : object.range
        ? readRange(join(dist, object.path!), object.range)
        : new Uint8Array(await readFile(join(dist, object.path!)));
  const digest = createHash("sha256").update(bytes).digest();
  const prefix = object.key.startsWith(OBJECT_PREFIX) ? OBJECT_PREFIX : MANIFEST_PREFIX;
  if (contentKeyOfDigest(digest) !== object.key.slice(prefix.length)) {
    throw new Error(`${join(dist, object.path ?? "")} no longer has the bytes its build recorded (${object.key}): rebuild, then deploy`);
  }
  return { key: object.key, sha256: digest.toString("hex"), bytes };
}

async function* batches(dist: string, objects: PlannedObject[], options: UploadOptions): AsyncGenerator<Upload[]> {
  let batch: Upload[] = [];
  let size = 0;
  for (const object of objects) {
    const upload = await uploadOf(dist, object);
    if (batch.length && (batch.length >= options.batchObjects || size + upload.bytes.byteLength > options.batchBytes)) {
      yield batch;
      batch = [];
      size = 0;
    }
    batch.push(upload);
    size += upload.bytes.byteLength;
  }
  if (batch.length) yield batch;
}

export async function uploadObjects(
  client: DeployClient,
  dist: string,
  objects: PlannedObject[],
  options: UploadOptions,
): Promise<{ objects: number; bytes: number }> {
  let count = 0;
  let bytes = 0;
  await pMap(
    batches(dist, objects, options),
    async (batch) => {
      const stored = await client.putObjects(batch);
      count += stored.stored;
      bytes += stored.bytes;
      options.onBatch?.(stored.stored, stored.bytes);
    },
    { concurrency: options.concurrency, signal: options.signal },
  );
  return { objects: count, bytes };
}
