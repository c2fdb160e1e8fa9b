/**
 * The bulk files of the build served (layout/bulk.ts): their list and one of them (`/bulk`,
 * `/bulk/{name}`), computed from the facts the build recorded, and their bytes
 * (`/bulk/files/{name}`), streamed whole or as the byte range a resumed download asks for.
 *
 * A download is not hashed as it is sent (hundreds of MB): the store's size for it must be the
 * recorded one, else the build is damaged (500); `npm run verify` checks the bytes.
 */
import { ApiError } from "../contract/api-error.ts";
import { listEnvelope } from "../contract/list-envelope.ts";
import type { ApiShape } from "../contract/schemas.ts";
import { BULK_FACTS, BULK_NAME, bulkFileName, PACK_FACTS, type BulkFacts } from "../layout/bulk.ts";
import { contentTypeOf, matchRoute } from "../contract/routes.ts";
import { CACHE_CONTROL } from "../contract/http.ts";
import { DistDamaged, type Build } from "./files/dist.ts";
import type { ByteRange, Download } from "./files/store.ts";
import type { AnswerHeaders } from "./http/headers.ts";
import { ifNoneMatchHits } from "./http/headers.ts";

/** Every download is sent as the bytes stored, which no client is to decode on the way
 * (content_encoding says how to read them once downloaded). */
const DOWNLOAD_TYPE = contentTypeOf(matchRoute("/bulk/files/x")!.route);

const MISSING = "Aucun fichier en bloc de ce nom : /v1/bulk les liste.";

/** The pack's facts, written after the build (no hash of their own): checked for their shape. */
function packFactsOf(text: string): BulkFacts {
  const facts = JSON.parse(text) as BulkFacts;
  const numbers = [facts.records, facts.size, facts.compressed_size];
  if (!numbers.every((n) => Number.isSafeInteger(n) && n >= 0) || !/^[0-9a-f]{64}$/.test(facts.sha256) || typeof facts.file !== "string") {
    throw new DistDamaged(`${PACK_FACTS} is malformed`);
  }
  return facts;
}

/** Every bulk file of the build: those it recorded, and the pack when it has one. */
export async function bulkFilesOf(build: Build): Promise<BulkFacts[]> {
  const recorded = (await build.json(BULK_FACTS)) as { files: BulkFacts[] } | null;
  const pack = await build.files.get(PACK_FACTS);
  return [...(recorded?.files ?? []), ...(pack ? [packFactsOf(await pack.text())] : [])];
}

function bulkFileObject(facts: BulkFacts, base: string): ApiShape<"bulk_file"> {
  return {
    object: "bulk_file",
    id: facts.id,
    version: facts.version,
    type: facts.type,
    records: facts.records,
    updated_at: facts.updated_at,
    size: facts.size,
    compressed_size: facts.compressed_size,
    sha256: facts.sha256,
    content_type: facts.content_type,
    content_encoding: facts.content_encoding,
    download_url: `${base}/bulk/files/${bulkFileName(facts.file)}`,
    api_url: `${base}/bulk/${facts.id}`,
  };
}

/** The body of `/bulk` (no name) or `/bulk/{name}`, with the build's addresses. */
export async function bulkBody(build: Build, name: string | undefined): Promise<unknown> {
  const base = build.info.addresses.base_url;
  const files = await bulkFilesOf(build);
  if (name === undefined)
    return listEnvelope(
      files.map((f) => bulkFileObject(f, base)),
      null,
      `${base}/bulk`,
    );
  const facts = files.find((f) => f.id === name);
  if (!facts) throw new ApiError("resource_missing", MISSING);
  return bulkFileObject(facts, base);
}

/**
 * The byte range a Range header asks of a file of `size` bytes: one range (`bytes=a-b`, `a-`,
 * `-n`); null when the whole file is to be sent (no header, several ranges, another unit, a
 * header that does not parse: RFC 9110 lets a server ignore them); "unsatisfiable" when it
 * starts past the end.
 */
export function rangeOf(header: string | null, size: number): ByteRange | "unsatisfiable" | null {
  const match = header === null ? null : /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === "" && match[2] === "")) return null;
  const [first, last] = [match[1] === "" ? null : Number(match[1]), match[2] === "" ? null : Number(match[2])];
  if (first === null) {
    const length = Math.min(last!, size);
    return length > 0 ? { offset: size - length, length } : "unsatisfiable";
  }
  if (last !== null && last < first) return null;
  if (first >= size) return "unsatisfiable";
  return { offset: first, length: Math.min(last ?? size - 1, size - 1) - first + 1 };
}

async function download(build: Build, facts: BulkFacts, range: ByteRange | null): Promise<Download> {
  const found = build.files.download
    ? await build.files.download(facts.file, range)
    : await build.files.get(facts.file).then(async (stored) => {
        if (!stored) return null;
        const bytes = await stored.bytes();
        const part = range ? bytes.subarray(range.offset, range.offset + range.length) : bytes;
        return { size: bytes.byteLength, body: new Blob([part]).stream() };
      });
  if (!found) throw new DistDamaged(`${facts.file} is in build ${build.info.build} but not in storage`);
  if (found.size !== facts.compressed_size) {
    await found.body.cancel();
    throw new DistDamaged(`${facts.file} has ${found.size} bytes, build ${build.info.build} recorded ${facts.compressed_size}`);
  }
  return found;
}

export interface DownloadRequest {
  headers: { get(name: string): string | null };
}

/** A bulk file's bytes, whole (200) or a range (206), or 304 when the client has them. */
export async function downloadAnswer(
  request: DownloadRequest,
  build: Build,
  name: string,
  headers: AnswerHeaders,
  head: boolean,
): Promise<{ status: number; headers: AnswerHeaders; body: ReadableStream | null }> {
  const facts = BULK_NAME.test(name) ? (await bulkFilesOf(build)).find((f) => bulkFileName(f.file) === name) : undefined;
  if (!facts) throw new ApiError("resource_missing", MISSING);
  headers["Content-Type"] = DOWNLOAD_TYPE;
  headers["Cache-Control"] = CACHE_CONTROL.ok;
  headers.ETag = facts.etag;
  headers["Accept-Ranges"] = "bytes";
  headers["Content-Disposition"] = `attachment; filename="${name}"`;
  if (ifNoneMatchHits(request.headers.get("If-None-Match"), facts.etag)) return { status: 304, headers, body: null };
  // A range is for the file the client began: If-Range names it, and another one is sent whole.
  const ifRange = request.headers.get("If-Range");
  const size = facts.compressed_size;
  const range = ifRange === null || ifRange.trim() === facts.etag ? rangeOf(request.headers.get("Range"), size) : null;
  if (range === "unsatisfiable") throw new ApiError("range_not_satisfiable", undefined, null, { "Content-Range": `bytes */${size}` });
  const body = head ? null : (await download(build, facts, range)).body;
  headers["Content-Length"] = String(range ? range.length : size);
  if (range) headers["Content-Range"] = `bytes ${range.offset}-${range.offset + range.length - 1}/${size}`;
  return { status: range ? 206 : 200, headers, body };
}
