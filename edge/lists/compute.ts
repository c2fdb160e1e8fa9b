/**
 * The one seam between the handler and computed lists: any valid list query that no
 * pre-rendered file answers (filters, another sort or limit, include_total, or a cursor issued
 * for such a query) comes here. Top-level lists and sub-lists go to the list engine; search has
 * no engine yet and throws NotComputedYet.
 */
import { LIMIT_DEFAULT, PAGINATION } from "../api/params.ts";
import type { Route } from "../api/routes.ts";
import { ApiError } from "../errors/api-error.ts";
import type { Dist } from "../files/dist.ts";
import { computeList as fromEngine } from "./engine.ts";

/** The query needs a computation this edge cannot do yet; `param` is the parameter asking for it. */
export class NotComputedYet extends Error {
  override name = "NotComputedYet";

  constructor(readonly param: string | null, message: string) {
    super(message);
  }
}

export interface ComputedList {
  body: Record<string, unknown>;
  /** address of the next page, for the Link header */
  next: string | null;
}

const PAGING = new Set(PAGINATION.map((p) => p.name));

/** `values`: the validated, non-default query (see request/query.ts). Throws ApiError. */
export async function computeList(dist: Dist, route: Route, path: string, values: Record<string, string>): Promise<ComputedList> {
  const criteria = Object.fromEntries(Object.entries(values).filter(([name]) => !PAGING.has(name)));
  if (!route.list || route.kind === "search") {
    throw new NotComputedYet(Object.keys(criteria)[0] ?? Object.keys(values)[0] ?? null, `${route.path} is not computed yet`);
  }
  const answer = await fromEngine((file) => dist.json(file), (await dist.build()).site.base_url, {
    path,
    list: route.list,
    indexed: route.kind === "list",
    criteria,
    limit: values.limit ? Number(values.limit) : LIMIT_DEFAULT,
    cursor: values.cursor ?? null,
    includeTotal: values.include_total === "true",
  });
  if (!answer.ok) throw new ApiError(answer.error, undefined, answer.error === "cursor_invalid" ? "cursor" : null);
  return { body: answer.body, next: answer.next };
}
