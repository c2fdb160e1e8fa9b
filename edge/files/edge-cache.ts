/**
 * Reads of the bucket's immutable objects (o/, m/, b/: layout/bucket.ts) through the edge cache
 * of the location answering (the Workers Cache API), so that a read another request of the same
 * location already made costs no R2 operation, whichever isolate makes it.
 *
 * Only the objects a build references are cached, under their bucket key: content-named objects
 * (o/, m/) and build roots named by a build id that is itself a digest of the build. Those are
 * never overwritten, so an entry can never hold other bytes than the bucket's and needs no
 * expiry or purge: a new build reads other keys. live.json, the one key that changes, is never
 * read through here (r2.ts reads it from the bucket). Whole answers are never cached: the
 * handler still computes every answer and its per-client headers from these bytes, and checks
 * them against their build before using them (dist.ts), as it does with the bucket's.
 *
 * Bytes go into the cache only when they are what their content name says (o/, m/), so that an
 * object damaged in the bucket is never kept: once repaired there, it is served at once. A hit is
 * checked the same way (one SHA-256 of its bytes) and, if it is not its name's content, dropped
 * and read from the bucket; the bytes so checked are marked (isVerified), so that the handler
 * does not hash them a second time (r2.ts, files/dist.ts).
 *
 * The cache is only an accelerator: an entry missing, evicted or a cache that fails reads the
 * bucket, and a failed put is ignored. On Cloudflare the Cache API works on a custom domain
 * only (on workers.dev every match misses), and each location has its own cache.
 */
import { contentKeyOfDigest, MANIFEST_PREFIX, OBJECT_PREFIX } from "../../layout/bucket.ts";

/** The bytes of a bucket key, or null when the bucket has no such key. */
export type ObjectReader = (key: string) => Promise<Uint8Array | null>;

/**
 * The cache's key for a bucket key: a path under the Worker's own hostname, as Cloudflare asks of
 * Cache API keys (another hostname costs lookups). Nothing is ever routed to that path: the
 * Worker answers it 404 without looking at the cache, and the entry is read only from here.
 */
export function edgeCacheUrl(host: string, key: string): string {
  return `https://${host}/_r2-cache/${key}`;
}

/** Immutable entries: kept as long as the location keeps them. */
const STORED_HEADERS = { "Cache-Control": "public, max-age=31536000, immutable", "Content-Type": "application/octet-stream" };

/** Reads straight from the bucket: one R2 Class B operation each. */
export function bucketReader(bucket: R2Bucket): ObjectReader {
  return async (key) => {
    const object = await bucket.get(key);
    return object ? new Uint8Array(await object.arrayBuffer()) : null;
  };
}

/** The cache of the location, and the Worker's hostname its keys go under. */
export interface EdgeCache {
  cache: Cache;
  host: string;
}

/** Bytes found to be the content their key names. */
const verified = new WeakSet<Uint8Array>();

/** True when these bytes were read through the edge cache and found to be their key's content. */
export function isVerified(bytes: Uint8Array): boolean {
  return verified.has(bytes);
}

/** False when `key` names its content (o/, m/) and `bytes` are not that content; marks them
 * verified when they are. */
async function matchesName(key: string, bytes: Uint8Array): Promise<boolean> {
  if (!key.startsWith(OBJECT_PREFIX) && !key.startsWith(MANIFEST_PREFIX)) return true;
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  if (contentKeyOfDigest(digest) !== key.slice(key.indexOf("/") + 1)) return false;
  verified.add(bytes);
  return true;
}

/** `read` behind the edge cache: a hit costs no read; a miss reads and stores what it read. */
export function edgeCached(read: ObjectReader, { cache, host }: EdgeCache): ObjectReader {
  return async (key) => {
    const url = edgeCacheUrl(host, key);
    const hit = await cache.match(url).catch(() => undefined);
    if (hit) {
      // An entry that cannot be read whole, or whose bytes are not its name's, is a miss.
      const bytes = await hit.arrayBuffer().then(
        (buffer) => new Uint8Array(buffer),
        () => null,
      );
      if (bytes && (await matchesName(key, bytes))) return bytes;
      await cache.delete(url).catch(() => undefined);
    }
    const bytes = await read(key);
    // Awaited: a put left running when the answer is sent may be cancelled with the request.
    if (bytes && (await matchesName(key, bytes)))
      await cache.put(url, new Response(bytes, { headers: STORED_HEADERS })).catch(() => undefined);
    return bytes;
  };
}
