/**
 * The query a page passes to the API: only the parameters its route declares (its filters and
 * the pagination), each once, without empty values. Anything else in the page's address (a
 * crafted link's parameter) never reaches the API, so no error message of the API quotes it on
 * the site.
 */
import { PAGINATION, type Param } from "../contract/params.ts";

export function apiQuery(query: URLSearchParams, filters: readonly Param[]): URLSearchParams {
  const declared = new Set<string>([...filters, ...PAGINATION].map((p) => p.name));
  const kept = new URLSearchParams();
  for (const [name, value] of query) if (declared.has(name) && value !== "" && !kept.has(name)) kept.set(name, value);
  return kept;
}
