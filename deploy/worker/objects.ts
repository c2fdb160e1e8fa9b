/**
 * The deploy Worker's work on the objects of the bucket: content-named uploads, checked before
 * they are stored (an object whose bytes are not those its name says would be served for years,
 * since later deploys skip names the bucket has), build roots, reads, listings and deletions.
 */
import {
  CONTENT_KEY_ALPHABET,
  contentKeyOfDigest,
  isContentKey,
  LIVE_KEY,
  MANIFEST_PREFIX,
  manifestKey,
  OBJECT_PREFIX,
  objectKey,
  refShardOf,
  ROOT_PREFIX,
  rootKey,
  type BuildRoot,
  type LivePointer,
} from "../../layout/bucket.ts";
import { json, problem } from "./responses.ts";
import { BUILD_ID_PATTERN } from "../../contract/build-id.ts";

const BUILD_ID = new RegExp(BUILD_ID_PATTERN);

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
    BUILD_ID.test(build) &&
    root.build === build &&
    Number.isInteger(root.etag_shards) &&
    root.etag_shards > 0 &&
    Array.isArray(root.manifest) &&
    root.manifest.length > 0 &&
    root.manifest.every((k) => typeof k === "string" && isContentKey(k)) &&
    Array.isArray(root.refs) &&
    root.refs.length === CONTENT_KEY_ALPHABET.length &&
    root.refs.every((k) => typeof k === "string" && isContentKey(k));
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

/** The roots of the live and previous builds, read now. */
async function keptRoots(bucket: R2Bucket): Promise<BuildRoot[]> {
  const live = await bucket.get(LIVE_KEY);
  if (!live) return [];
  const pointer = (await live.json()) as LivePointer;
  const roots: BuildRoot[] = [];
  for (const build of [pointer.build, pointer.previous?.build]) {
    const root = build ? await bucket.get(rootKey(build)) : null;
    if (build && !root) throw new Error(`live.json names build ${build}, whose root the bucket lacks`);
    if (root) roots.push((await root.json()) as BuildRoot);
  }
  return roots;
}

/**
 * The keys among `keys` that the live or previous build references, read at the moment of the
 * deletion: their roots, manifest and reference shards, and every object their reference shards
 * list (one shard read per build and first character asked about). A build whose root has no
 * reference shards, or whose shard is missing, keeps every object.
 */
async function referenced(bucket: R2Bucket, keys: readonly string[]): Promise<string[]> {
  const roots = await keptRoots(bucket);
  const kept = new Set<string>([LIVE_KEY]);
  for (const root of roots) {
    kept.add(rootKey(root.build));
    for (const key of [...root.manifest, ...(root.refs ?? [])]) kept.add(manifestKey(key));
  }
  const objects = keys.filter((k) => k.startsWith(OBJECT_PREFIX)).map((k) => k.slice(OBJECT_PREFIX.length));
  for (const n of new Set(objects.map(refShardOf))) {
    // A key that is not a content key is no build's.
    if (n < 0) continue;
    for (const root of roots) {
      const shard = root.refs ? await bucket.get(manifestKey(root.refs[n]!)) : null;
      if (!shard) {
        objects.forEach((k) => kept.add(objectKey(k)));
        continue;
      }
      for (const key of (await shard.text()).split("\n")) kept.add(objectKey(key));
    }
  }
  return keys.filter((k) => kept.has(k));
}

export async function deleteKeys(bucket: R2Bucket, body: { keys?: unknown }): Promise<Response> {
  const { keys } = body;
  if (!Array.isArray(keys) || keys.length > MAX_DELETE || !keys.every((k) => typeof k === "string" && readable(k))) {
    return problem(400, `expected { keys: [...] }, at most ${MAX_DELETE} keys under o/, m/ or b/`);
  }
  const refused = await referenced(bucket, keys as string[]);
  if (refused.length) return problem(409, `${refused.length} of these keys belong to the live or previous build`, { refused });
  if (keys.length) await bucket.delete(keys);
  return json({ deleted: keys.length });
}
