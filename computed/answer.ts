/**
 * The answer of a list route that no pre-rendered file answers (filters, another sort or limit,
 * include_total, or a cursor issued for such a query), and of every search: the one seam between
 * the handler and the two engines. Top-level lists and sub-lists go to the list engine (lists/),
 * a search to its index (search/); the list engine pages both through the same envelope and
 * cursors, and answers the records of a list asked for by number (`ids`) as one page. It stands
 * above both engines so that neither imports the other (named.ts, the lookup by name, too).
 */
import { SEARCH_DEPTH_MAX, LIMIT_DEFAULT, PAGINATION } from "../contract/params.ts";
import type { Route } from "../contract/routes.ts";
import { querySignature } from "../hashing/cursor.ts";
import type { IndexFiles } from "../layout/dist.ts";
import { idsPage, listPage, pageOf, startOf, type ListAnswer, type ListRequest } from "../lists/engine.ts";
import { ApiError } from "../contract/api-error.ts";
import { summariesOf } from "../search/docs.ts";
import { recordRanking, searchIdentity, searchManifestOf, searchRanking, searchRecordCount } from "../search/query.ts";
import { recordSummariesOf } from "../search/records.ts";

const PAGING = new Set<string>(PAGINATION.map((p) => p.name));

/** `values`: the validated, non-default query (see edge/request.ts); `base`: the build's base_url.
 * Throws ApiError. Also run by the build, over the files it has just written, for the
 * documentation's examples (generator/docs/examples.ts). */
export async function computeList(
  files: IndexFiles,
  base: string,
  route: Route,
  path: string,
  values: Record<string, string>,
): Promise<ListAnswer> {
  if (!route.list) throw new Error(`${route.path} is not a list`);
  const request: ListRequest = {
    path,
    list: route.list,
    indexed: route.kind === "list" || route.kind === "patch_notes",
    criteria: Object.fromEntries(Object.entries(values).filter(([name]) => !PAGING.has(name))),
    limit: values.limit ? Number(values.limit) : LIMIT_DEFAULT,
    cursor: values.cursor ?? null,
    includeTotal: values.include_total === "true",
  };
  if (values.ids !== undefined) return computeIds(files, base, request, values);
  return route.kind === "search" ? computeSearch(files, base, request) : listPage(files, base, request);
}

/** The records of a list asked for by number: one page in the order given, so no other order
 * applies, and no cursor (such a page issues none: any cursor is another query's, cursor_invalid
 * as the spec says) (contract/params.ts IDS). */
function computeIds(files: IndexFiles, base: string, req: ListRequest, values: Record<string, string>): Promise<ListAnswer> {
  const why = "les enregistrements viennent dans l'ordre des numéros donnés, en une seule page";
  if (values.sort !== undefined)
    throw new ApiError("parameter_invalid", `Le paramètre « sort » ne se combine pas avec « ids » : ${why}.`, "sort");
  if (values.cursor !== undefined)
    throw new ApiError("cursor_invalid", `Un curseur ne se combine pas avec « ids » : ${why}, sans page suivante.`, "cursor");
  return idsPage(files, base, { ...req, limit: LIMIT_DEFAULT }, values.ids!.split(",").map(Number));
}

/** A page of search results: ranked by the search index, paged as a list whose elements are the
 * results' summaries. A cursor of another search, edited or too deep is refused before anything
 * is matched. `unique` chooses the results, not the matches: the engine searches without it. */
export async function computeSearch(files: IndexFiles, base: string, req: ListRequest): Promise<ListAnswer> {
  const manifest = await searchManifestOf(files);
  const signature = querySignature(req.path, searchIdentity(req.criteria));
  const offset = startOf(req.cursor, signature, manifest.collection, Infinity, SEARCH_DEPTH_MAX);
  const { unique, ...criteria } = req.criteria;
  if (unique === "record") return recordPage(files, base, req, signature, criteria, offset);
  const positions = await searchRanking(files, manifest, criteria);
  const source = { collection: manifest.collection, positions, elements: (results: number[]) => summariesOf(files, manifest, results) };
  return pageOf(source, base, req, signature, SEARCH_DEPTH_MAX);
}

/**
 * A page of unique=record: the records of the search's first SEARCH_DEPTH_MAX results, collapsed
 * only as far as the page needs (and one more, which says whether a next page exists). The total
 * counts the records of every result, as the ordinary total counts every result.
 */
async function recordPage(
  files: IndexFiles,
  base: string,
  req: ListRequest,
  signature: string,
  criteria: Record<string, string>,
  offset: number,
): Promise<ListAnswer> {
  const manifest = await searchManifestOf(files);
  const end = Math.min(offset + req.limit, SEARCH_DEPTH_MAX);
  const { results, whole, matches } = await recordRanking(files, manifest, criteria, end, SEARCH_DEPTH_MAX);
  const total = !req.includeTotal
    ? results.length
    : whole && matches <= SEARCH_DEPTH_MAX
      ? results.length
      : await searchRecordCount(files, manifest, criteria);
  const source = {
    collection: manifest.collection,
    positions: { length: total, slice: (start: number, stop: number) => results.slice(start, stop) },
    elements: (page: number[]) => recordSummariesOf(files, manifest, page),
  };
  // Past the records of the first results there is no next page, whatever the total says.
  return pageOf(source, base, req, signature, whole ? results.length : SEARCH_DEPTH_MAX);
}
