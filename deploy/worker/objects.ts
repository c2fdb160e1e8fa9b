/**
 * The deploy Worker's work on the objects of the bucket: content-named uploads, checked before
 * they are stored (an object whose bytes are not those its name says would be served for years,
 * since later deploys skip names the bucket has), build roots, reads, listings and deletions.
 */
import {
  contentKeyOfDigest,
  isContentKey,
  LIVE_KEY,
  MANIFEST_PREFIX,
  manifestKey,
  OBJECT_PREFIX,
  ROOT_PREFIX,
  rootKey,
  type BuildRoot,
  type LivePointer,
} from "../../layout/bucket.ts";
import { json, problem } from "./responses.ts";

/**
 * Objects per upload request and keys per deletion: each put is a subrequest (kept under the
 * Workers Free plan's subrequest limit), and R2 deletes at most 1,000 keys at once.
 */
export const MAX_PARTS = 40;
export const MAX_DELETE = 1000;
/** Keys per listing answer: a few R2 list calls (1,000 keys each). */
const LIST_PAGE = 5000;

const CONTENT_PREFIXES = [OBJECT_PREFIX, MANIFEST_PREFIX];
const SHA256_HEX = /^[0-9a-f]{64}$/;

function bytesOfHex(hex: string): Uint8Array {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.slice(2 * i, 2 * i + 2), 16);
  return bytes;
}

/** Why `key` may not receive this upload, or null when it may. */
function refusal(key: string, sha256: string): string | null {
  const prefix = CONTENT_PREFIXES.find((p) => key.startsWith(p));
  const contentKey = prefix ? key.slice(prefix.length) : "";
  if (!prefix || !isContentKey(contentKey)) return `${key} is not a content-named key (o/… or m/…)`;
  if (!SHA256_HEX.test(sha256)) return `${key}: the part's file name must be the hex SHA-256 of its bytes`;
  if (contentKeyOfDigest(bytesOfHex(sha256)) !== contentKey) return `${key} is not the name of bytes with SHA-256 ${sha256}`;
  return null;
}

/** Every part is checked before any is stored; R2 then checks each part's bytes against its SHA-256. */
export async function putObjects(bucket: R2Bucket, form: FormData): Promise<Response> {
  const parts: [key: string, file: File][] = [];
  for (const [key, value] of form as unknown as Iterable<[string, string | File]>) {
    if (typeof value === "string") return problem(400, `${key}: expected a file part`);
    const why = refusal(key, value.name);
    if (why) return problem(400, why);
    parts.push([key, value]);
  }
  if (parts.length > MAX_PARTS) return problem(400, `at most ${MAX_PARTS} objects per request`);
  let bytes = 0;
  await Promise.all(
    parts.map(async ([key, file]) => {
      const body = await file.arrayBuffer();
      bytes += body.byteLength;
      await bucket.put(key, body, { sha256: file.name });
    }),
  );
  return json({ stored: parts.length, bytes });
}

export async function putRoot(bucket: R2Bucket, build: string, text: string): Promise<Response> {
  const root = JSON.parse(text) as BuildRoot;
  const valid =
    /^[0-9a-f]{16}$/.test(build) &&
    root.build === build &&
    Number.isInteger(root.etag_shards) &&
    root.etag_shards > 0 &&
    Array.isArray(root.manifest) &&
    root.manifest.length > 0 &&
    root.manifest.every((k) => typeof k === "string" && isContentKey(k));
  if (!valid) return problem(400, `not a root of build ${build}`);
  await bucket.put(rootKey(build), text, { httpMetadata: { contentType: "application/json" } });
  return json({ stored: rootKey(build) });
}

const readable = (key: string) => [OBJECT_PREFIX, MANIFEST_PREFIX, ROOT_PREFIX].some((p) => key.startsWith(p));

export async function getObject(bucket: R2Bucket, key: string): Promise<Response> {
  if (!readable(key)) return problem(400, `${key}: only o/, m/ and b/ objects are read here`);
  const object = await bucket.get(key);
  if (!object) return problem(404, `no object ${key}`);
  return new Response(object.body, { headers: { "Content-Length": String(object.size), "Cache-Control": "no-store" } });
}

export async function listKeys(bucket: R2Bucket, prefix: string, cursor: string | null): Promise<Response> {
  if (!readable(prefix)) return problem(400, `${prefix}: only keys under o/, m/ and b/ are listed`);
  const keys: string[] = [];
  let next: string | undefined = cursor ?? undefined;
  do {
    const page: R2Objects = await bucket.list({ prefix, cursor: next, limit: 1000 });
    for (const object of page.objects) keys.push(object.key);
    next = page.truncated ? page.cursor : undefined;
  } while (next && keys.length < LIST_PAGE);
  return json({ keys, cursor: next ?? null });
}

/** The roots and manifest shards of the live and previous builds: never deleted, whatever a client asks. */
async function protectedKeys(bucket: R2Bucket): Promise<Set<string>> {
  const keys = new Set<string>([LIVE_KEY]);
  const live = await bucket.get(LIVE_KEY);
  if (!live) return keys;
  const pointer = (await live.json()) as LivePointer;
  for (const build of [pointer.build, pointer.previous?.build]) {
    if (!build) continue;
    keys.add(rootKey(build));
    const root = await bucket.get(rootKey(build));
    for (const key of root ? ((await root.json()) as BuildRoot).manifest : []) keys.add(manifestKey(key));
  }
  return keys;
}

export async function deleteKeys(bucket: R2Bucket, body: { keys?: unknown }): Promise<Response> {
  const { keys } = body;
  if (!Array.isArray(keys) || keys.length > MAX_DELETE || !keys.every((k) => typeof k === "string" && readable(k))) {
    return problem(400, `expected { keys: [...] }, at most ${MAX_DELETE} keys under o/, m/ or b/`);
  }
  const kept = await protectedKeys(bucket);
  const refused = keys.filter((k) => kept.has(k));
  if (refused.length) return problem(409, `${refused.length} of these keys belong to the live or previous build`, { refused });
  if (keys.length) await bucket.delete(keys);
  return json({ deleted: keys.length });
}
