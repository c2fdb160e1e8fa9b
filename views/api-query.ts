/**
 * The query a page passes to the API: only the parameters its route declares (its filters and
 * the pagination), each once, without empty values. Anything else in the page's address (a
 * crafted link's parameter) never reaches the API, so no error message of the API quotes it on
 * the site. A form without a script sends a multi-value filter as one parameter a value
 * (`quality=epic&quality=legendary`): the API reads them as one, comma-separated.
 */
import { PAGINATION, type Param } from "../contract/params.ts";

export function apiQuery(query: URLSearchParams, filters: readonly Param[]): URLSearchParams {
  const params = new Map<string, Param>([...filters, ...PAGINATION].map((p) => [p.name, p]));
  const kept = new URLSearchParams();
  for (const [name, value] of query) {
    const param = params.get(name);
    if (!param || value === "") continue;
    if (!kept.has(name)) kept.set(name, value);
    else if (param.kind === "codes") kept.set(name, `${kept.get(name)},${value}`);
  }
  return kept;
}
