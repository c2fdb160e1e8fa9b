/**
 * Where each answer lives in dist/. Shared by the generator (which writes the files) and the
 * edge (which maps a request to one), so the two can never disagree.
 *
 *   /                         -> v1/index.json
 *   /stats, /versions/tbc     -> v1/stats.json, v1/versions/tbc.json
 *   /openapi.json, /llms.txt  -> v1/openapi.json, v1/llms.txt
 *   /classic/npcs/639         -> v1/classic/npcs/639.json
 *   /classic/npcs?cursor=C    -> v1/classic/npcs~C.json   (pre-rendered page of the default query)
 *   _meta/build.json          build facts: site addresses, collection fingerprints, shard count
 *   _meta/etags/<n>.json      { file: [etag, next page address or null] }, sharded by the FNV hash of file
 *   _meta/hashes/<n>.json     { file: hash } of every internal file (_index/...), the same way
 *   _index/...                data the edge computes filtered answers from (never served)
 *   web/...                   pages outside the API (documentation site, public site):
 *                             /docs/ -> web/docs/index.html, /docs/erreurs -> web/docs/erreurs.html
 *
 * Only v1/ and web/ are ever served (both listed with their ETags in _meta/etags/); _meta/ and
 * _index/ are reachable by the edge code alone.
 */
import { shardNumberOf } from "../hashing/fnv.ts";
import type { Addresses } from "../contract/addresses.ts";
import { encodeCursor, querySignature } from "../hashing/cursor.ts";

export function fileOf(path: string, cursor?: string): string {
  if (path === "/" || path === "") return "v1/index.json";
  if (/\.(json|txt)$/.test(path)) return `v1${path}`;
  return cursor ? `v1${path}~${cursor}.json` : `v1${path}.json`;
}

/** The folder of the files below an API path (`/differences` -> `v1/differences/`). */
export function folderOf(path: string): string {
  return `v1${path}/`;
}

/** The pre-rendered page of a list's default query that starts at `offset`, `collection` being
 * the list's fingerprint: written by the build for every list, read by the edge for sub-lists. */
export function defaultPageFile(path: string, collection: string, offset: number): string {
  return offset === 0 ? fileOf(path) : fileOf(path, encodeCursor({ query: querySignature(path, {}), collection, offset }));
}

/** Folders of served files: API answers, and web pages outside the API. */
const SERVED_DIRS = ["v1/", "web/"] as const;

/** A file the edge serves (listed with its ETag in _meta/etags/), as opposed to an internal one. */
export function isServedFile(file: string): boolean {
  return SERVED_DIRS.some((dir) => file.startsWith(dir));
}

/** Media types of web files, by extension; any other extension is not a web file. */
export const WEB_CONTENT_TYPES: Record<string, string> = {
  html: "text/html; charset=utf-8",
  css: "text/css; charset=utf-8",
  js: "text/javascript; charset=utf-8",
  svg: "image/svg+xml",
  png: "image/png",
  json: "application/json; charset=utf-8",
  txt: "text/plain; charset=utf-8",
};

const WEB_EXTENSION = new RegExp(`\\.(${Object.keys(WEB_CONTENT_TYPES).join("|")})$`);

/**
 * The web file of a decoded request path outside the API: `/docs/` -> web/docs/index.html,
 * `/docs/style.css` -> web/docs/style.css, `/docs/erreurs` (no extension) -> web/docs/erreurs.html.
 */
export function webFileOf(path: string): string {
  if (path.endsWith("/")) return `web${path}index.html`;
  return WEB_EXTENSION.test(path) ? `web${path}` : `web${path}.html`;
}

/** The media type of a web file, by its extension. */
export function webContentTypeOf(file: string): string {
  return WEB_CONTENT_TYPES[file.slice(file.lastIndexOf(".") + 1)] ?? "application/octet-stream";
}

/** The public site's shell page (site/bundle.ts): the edge writes every page of the site into
 * it (edge/site-pages.ts). */
export const SITE_SHELL = "web/index.html";

/** The page a browser gets with a 404 outside the API, when the build has one. */
export const WEB_NOT_FOUND = "web/404.html";

export const BUILD_FILE = "_meta/build.json";

/**
 * Elements per chunk file of a list index. Filtered lists and search pick their elements here
 * and answers scatter over many chunks: a result costs one file read, and the parse of its own
 * element only (chunks.ts), so a chunk can hold a few dozen without slowing a page down.
 */
export const INDEX_CHUNK = 32;

/**
 * Columns of a list (see generator/indexes.ts): { collection, count, chunk, columns }. A
 * top-level list keeps its elements in chunk files (chunkFile); a sub-list of more than one page
 * has an index too, whose elements are those of its pre-rendered pages of `chunk` elements
 * (defaultPageFile), so its computed pages never read the whole sub-list.
 */
export function indexFile(path: string): string {
  return `_index${path}.json`;
}

/** Elements of a top-level list at positions [n * chunk, (n + 1) * chunk) in default order,
 * encoded as chunks.ts says. */
export function chunkFile(path: string, n: number): string {
  return `_index${path}/${n}.bin`;
}

/** The id index of a top-level list (id-index.ts): each game number's position in the list's
 * default order, so that records asked for by number are read from their chunks alone. */
export function idIndexFile(path: string): string {
  return `_index${path}/ids.bin`;
}

/** The files of dist/ as the edge reads them: cached by the Dist, from the build's own copy
 * when the generator ranks with the edge's code (generator/search-top.ts). */
export interface IndexFiles {
  json(file: string): Promise<unknown | null>;
  bytes(file: string): Promise<Uint8Array | null>;
}

/** Reads a field of a list element by its path (`a.b.c`, as a Filter's `on` names it); null when absent. */
export function pick(element: unknown, path: string): unknown {
  let value: unknown = element;
  for (const part of path.split(".")) value = value == null ? null : (value as Record<string, unknown>)[part];
  return value ?? null;
}

/** The column of a list index that a sort orders by: beside the filter columns, which are named
 * by their field, so that a filter and a sort on one field may store different values. */
export function sortColumn(field: string): string {
  return `sort:${field}`;
}

export interface ListIndex {
  collection: string;
  count: number;
  chunk: number;
  columns: Record<string, unknown[]>;
}

export function etagShardFile(index: number): string {
  return `_meta/etags/${index}.json`;
}

export function etagShardOf(file: string, shards: number): string {
  return etagShardFile(shardNumberOf(file, shards));
}

/** The hash manifest of the internal files: the edge checks each file it reads against it. */
export function hashShardFile(index: number): string {
  return `_meta/hashes/${index}.json`;
}

export function hashShardOf(file: string, shards: number): string {
  return hashShardFile(shardNumberOf(file, shards));
}

/** Whether a file is a shard of a build's ETag or hash manifest: a mirror makes those itself (sync/derive.ts), so the pack's blocks of them need no patch. */
export function isManifestShard(path: string): boolean {
  return /^_meta\/(etags|hashes)\/\d+\.json$/.test(path);
}

/** One entry of an etag shard: the strong ETag and, for a list page, the next page address. */
export type FileMeta = [etag: string, next: string | null];

export interface BuildInfo {
  /** hash of the whole content, changes with any file. */
  build: string;
  data_updated: string;
  addresses: Addresses;
  etag_shards: number;
  /** shards of the hash manifest of the internal files (hashShardFile) */
  hash_shards: number;
  files: number;
  /** fingerprint of each list collection, by list path (e.g. "/classic/npcs"). */
  collections: Record<string, string>;
}
