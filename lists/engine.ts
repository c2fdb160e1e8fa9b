/**
 * Answers a list request that no pre-rendered file answers (filters, another sort or limit,
 * include_total, a cursor of such a request): top-level lists from their index (columns, then
 * only the chunks holding the page), sub-lists from theirs (columns, then only the pre-rendered
 * pages holding the page), or from their one page.
 * pageOf cuts the page of any source, search results included (computed/answer.ts).
 */
import { collectionFingerprint, decodeCursor, encodeCursor, querySignature } from "../hashing/cursor.ts";
import { elementsAt } from "../layout/chunks.ts";
import {
  chunkFile,
  defaultPageFile,
  fileOf,
  idIndexFile,
  INDEX_CHUNK,
  indexFile,
  pick,
  type IndexFiles,
  type ListIndex,
} from "../layout/dist.ts";
import { positionOfId } from "../layout/id-index.ts";
import { listEnvelope, nextPageUrl, type ListEnvelope } from "../contract/list-envelope.ts";
import { LIMIT_DEFAULT, type ListName } from "../contract/params.ts";
import { ApiError } from "../contract/api-error.ts";
import { distinctWords, filters, passing, select, type Criteria } from "./select.ts";

export interface ListRequest {
  /** path below the base, e.g. "/classic/npcs" or "/classic/npcs/639/loot" */
  path: string;
  list: ListName;
  /** a top-level list has an index; a sub-list is read from its pages */
  indexed: boolean;
  criteria: Criteria;
  limit: number;
  cursor: string | null;
  includeTotal: boolean;
}

/** A page of a list, and the address of the next one (the Link header). */
export interface ListAnswer {
  body: ListEnvelope;
  next: string | null;
}

interface Page {
  data: unknown[];
  next_cursor: string | null;
}

/** Element positions in order; an array, or a ranking that orders (or reads) only the slices
 * asked for (a search's, search/query.ts). */
export interface Positions {
  readonly length: number;
  slice(start: number, end: number): number[] | Promise<number[]>;
}

/** What a list answers from: the fingerprint, the element positions in order, their elements. */
export interface Source {
  collection: string;
  positions: Positions;
  elements(positions: number[]): Promise<unknown[]>;
}

async function fromIndex(files: IndexFiles, req: ListRequest): Promise<Source> {
  // Every list route of a known version has its index: one the build lacks is a damaged build.
  const index = (await files.json(indexFile(req.path))) as ListIndex | null;
  if (!index) throw new Error(`list index: ${indexFile(req.path)} is missing`);
  const positions = select(req.list, index.count, (field) => index.columns[field] ?? [], req.criteria);
  return {
    collection: index.collection,
    positions,
    elements: (wanted) =>
      elementsAt(
        files,
        wanted.map((p) => ({ file: chunkFile(req.path, Math.floor(p / index.chunk)), at: p % index.chunk })),
      ),
  };
}

/** A source over elements held in memory: a sub-list whose first page is the whole of it. */
function inMemory(req: ListRequest, all: readonly unknown[]): Source {
  const columns = new Map<string, unknown[]>();
  const column = (field: string) => {
    if (!columns.has(field))
      columns.set(
        field,
        all.map((e) => pick(e, field)),
      );
    return columns.get(field)!;
  };
  return {
    // The same fingerprint the generator computed over the same elements.
    collection: collectionFingerprint(all),
    positions: select(req.list, all.length, column, req.criteria),
    elements: async (wanted) => wanted.map((p) => all[p]),
  };
}

/**
 * A sub-list: from its index when it has more than one page (generator/sublists.ts), its
 * elements read from the pre-rendered pages that hold them; else from its one page. Null when
 * the record does not exist.
 */
async function fromSubList(files: IndexFiles, req: ListRequest): Promise<Source | null> {
  const index = (await files.json(indexFile(req.path))) as ListIndex | null;
  if (!index) {
    const page = (await files.json(fileOf(req.path))) as Page | null;
    if (page?.next_cursor) throw new Error(`sub-list: ${indexFile(req.path)} is missing`);
    return page && inMemory(req, page.data);
  }
  const positions = select(req.list, index.count, (field) => index.columns[field] ?? [], req.criteria);
  const pageAt = async (n: number) => {
    const file = defaultPageFile(req.path, index.collection, n * index.chunk);
    const page = (await files.json(file)) as Page | null;
    if (!page) throw new Error(`sub-list: ${file} is missing`);
    return page.data;
  };
  return {
    collection: index.collection,
    positions,
    async elements(wanted) {
      const pages = new Map<number, unknown[]>();
      await Promise.all([...new Set(wanted.map((p) => Math.floor(p / index.chunk)))].map(async (n) => pages.set(n, await pageAt(n))));
      return wanted.map((p) => pages.get(Math.floor(p / index.chunk))![p % index.chunk]);
    },
  };
}

/** The list's address with the filters applied; commas of code lists stay readable. */
function listUrl(base: string, req: ListRequest): string {
  const pairs = Object.entries(req.criteria).sort(([a], [b]) => (a < b ? -1 : 1));
  if (req.limit !== LIMIT_DEFAULT) pairs.push(["limit", String(req.limit)]);
  const text = pairs.map(([k, v]) => `${k}=${encodeURIComponent(v).replace(/%2C/gi, ",")}`).join("&");
  return `${base}${req.path}${text ? `?${text}` : ""}`;
}

/**
 * The criteria as the filters apply them, which cursors are bound to: a name filter by its
 * words (case, accents and punctuation do not change what it keeps), none when it has none.
 */
export function listIdentity(criteria: Criteria): Criteria {
  if (criteria.q === undefined) return criteria;
  const { q, ...others } = criteria;
  const folded = distinctWords(q).join(" ");
  return folded ? { ...others, q: folded } : others;
}

export async function listPage(files: IndexFiles, base: string, req: ListRequest): Promise<ListAnswer> {
  const source = req.indexed ? await fromIndex(files, req) : await fromSubList(files, req);
  if (!source) throw new ApiError("resource_missing");
  return pageOf(source, base, req, querySignature(req.path, listIdentity(req.criteria)));
}

/**
 * The records of a top-level list asked for by number (`ids`, contract/params.ts IDS), in the
 * order given, as one page: each number is looked up in the list's id index, then only the
 * chunks holding the records are read, so the answer costs what a page of as many records
 * scattered over the list does. The list's filters keep or leave out each record found (read
 * from the index's columns, only when a filter is given); `missing_ids` names the numbers of no
 * record. `ids`: distinct game numbers, as validated.
 */
export async function idsPage(files: IndexFiles, base: string, req: ListRequest, ids: readonly number[]): Promise<ListAnswer> {
  const idIndex = await files.bytes(idIndexFile(req.path));
  if (!idIndex) throw new Error(`list index: ${idIndexFile(req.path)} is missing`);
  const found = ids.map((id) => positionOfId(idIndex, id));
  let wanted = found.filter((p) => p >= 0);
  if (filters(req.list, req.criteria)) {
    const index = (await files.json(indexFile(req.path))) as ListIndex | null;
    if (!index) throw new Error(`list index: ${indexFile(req.path)} is missing`);
    wanted = wanted.filter(passing(req.list, (field) => index.columns[field] ?? [], req.criteria));
  }
  const data = await elementsAt(
    files,
    wanted.map((p) => ({ file: chunkFile(req.path, Math.floor(p / INDEX_CHUNK)), at: p % INDEX_CHUNK })),
  );
  const body = listEnvelope(data, null, listUrl(base, req), req.includeTotal ? data.length : undefined);
  body.missing_ids = ids.filter((_, i) => found[i]! < 0);
  return { body, next: null };
}

/**
 * Where a page starts: 0, or the offset of a cursor issued for this query and collection. Every
 * check is made on the cursor alone, before any element is read; a source whose length costs
 * work to know (search) checks it first with length Infinity. `depth`: results a source's pages
 * reach (search, SEARCH_DEPTH_MAX), whatever the cursor says.
 */
export function startOf(cursor: string | null, query: string, collection: string, length: number, depth: number): number {
  if (cursor === null) return 0;
  const state = decodeCursor(cursor);
  if (!state || state.query !== query || state.collection !== collection || state.offset > length) {
    throw new ApiError("cursor_invalid", undefined, "cursor");
  }
  if (state.offset >= depth) {
    throw new ApiError(
      "cursor_invalid",
      `La recherche ne se parcourt que sur ses ${depth} premiers résultats : précisez « q » ou filtrez par type ou version.`,
      "cursor",
    );
  }
  return state.offset;
}

/**
 * One page of a source in the list envelope. `query` is the request's signature for cursors
 * (search signs its folded q, so that spellings of one query share cursors); past `depth`
 * results there is no next page.
 */
export async function pageOf(source: Source, base: string, req: ListRequest, query: string, depth = Infinity): Promise<ListAnswer> {
  const length = source.positions.length;
  const offset = startOf(req.cursor, query, source.collection, length, depth);
  const end = Math.min(offset + req.limit, depth);
  const nextCursor = end < length && end < depth ? encodeCursor({ query, collection: source.collection, offset: end }) : null;
  const url = listUrl(base, req);
  const data = await source.elements(await source.positions.slice(offset, end));
  const body = listEnvelope(data, nextCursor, url, req.includeTotal ? length : undefined);
  return { body, next: nextCursor && nextPageUrl(url, nextCursor) };
}
