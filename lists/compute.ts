/**
 * The one seam between the handler and computed lists: any valid list query that no
 * pre-rendered file answers (filters, another sort or limit, include_total, or a cursor issued
 * for such a query) comes here, and so does every search. Top-level lists and sub-lists go to
 * the list engine, search to its index (search/); both page through the same envelope.
 */
import { LIMIT_DEFAULT, PAGINATION } from "../contract/params.ts";
import type { Route } from "../contract/routes.ts";
import type { IndexFiles } from "../layout/dist.ts";
import { computeSearch } from "../search/query.ts";
import { listPage, type ListAnswer, type ListRequest } from "./engine.ts";

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
    indexed: route.kind === "list",
    criteria: Object.fromEntries(Object.entries(values).filter(([name]) => !PAGING.has(name))),
    limit: values.limit ? Number(values.limit) : LIMIT_DEFAULT,
    cursor: values.cursor ?? null,
    includeTotal: values.include_total === "true",
  };
  return route.kind === "search" ? computeSearch(files, base, request) : listPage(files, base, request);
}
