/**
 * What each address of the public site asks the API (contract/addresses.ts reads the addresses:
 * `/`, `/classic`, `/recherche`, `/classic/npcs` with the API's query, `/classic/npc/639`). The
 * edge and the browser ask the same question for an address, and lay out its answer the same.
 */
import type { SitePath } from "../contract/addresses.ts";
import { LIST_FILTERS } from "../contract/params.ts";
import { recordApiPath } from "../contract/routes.ts";
import { apiQuery } from "./api-query.ts";
import { filtersOf, listAnswerOf, listApiQuery } from "./pages/list.ts";
import { searchApiQuery } from "./pages/search.ts";
import { homeAnswer, type Ask } from "./pages/home.ts";
import { differencesPathOf, type Differences, type RecordAnswer } from "./pages/changes.ts";
import type { AnyRecord } from "../contract/schemas.ts";

/** What the page asks the API (a path under /v1 and its query), or null when it asks nothing
 * or several things (the home page: answerOf). */
export function apiRequestOf(site: SitePath, query: URLSearchParams): { path: string; query: URLSearchParams } | null {
  switch (site.page) {
    case "home":
    case "version":
      return null;
    case "record":
      return { path: recordApiPath(site.version, site.resource, site.id), query: new URLSearchParams() };
    case "list":
      return { path: `/${site.version}/${site.resource.segment}`, query: listApiQuery(site.resource, query) };
    case "search": {
      const api = searchApiQuery(query);
      return api ? { path: "/search", query: api } : null;
    }
  }
}

/** The part of a page's query its route declares (contract/params.ts: a list's filters, the
 * search's, and paging), each once and non-empty: all its canonical address and a redirect to
 * it keep, so no other parameter of a crafted link is ever repeated by the site. */
export function declaredQuery(site: SitePath, query: URLSearchParams): URLSearchParams {
  switch (site.page) {
    case "list":
      return apiQuery(query, filtersOf(site.resource));
    case "search":
      return apiQuery(query, LIST_FILTERS.search);
    default:
      return new URLSearchParams();
  }
}

/** What the page shows from the API: the answer to its one request; for the home and a
 * version's page the several answers they gather (views/pages/home.ts); for a list, its page and
 * its total (listAnswerOf); for a record, the record and its comparison (recordAnswer); null when it asks nothing. */
export async function answerOf(site: SitePath, query: URLSearchParams, ask: Ask): Promise<unknown> {
  if (site.page === "home" || site.page === "version") return homeAnswer(site.page === "version" ? site.version : null, ask);
  const request = apiRequestOf(site, query);
  if (!request) return null;
  if (site.page === "list") return listAnswerOf(site.resource, site.version, request.query, ask);
  const answer = await ask(request.path, request.query);
  return site.page === "record" ? recordAnswer(answer as AnyRecord, ask) : answer;
}

/** A record with its comparison between versions, asked as the record was (the edge reads its
 * file, the browser asks the API) when its `versions` name one. A refusal of the API (it is out
 * of reach, a rate limit) leaves the record shown and says why its changes are not; anything
 * else (a damaged build) is the page's failure. */
async function recordAnswer(record: AnyRecord, ask: Ask): Promise<RecordAnswer> {
  const path = differencesPathOf(record);
  if (!path) return { record, differences: null, unavailable: null };
  try {
    return { record, differences: (await ask(path, new URLSearchParams())) as Differences, unavailable: null };
  } catch (error) {
    if (!(error instanceof Error) || typeof (error as { code?: unknown }).code !== "string") throw error;
    return { record, differences: null, unavailable: error.message };
  }
}
