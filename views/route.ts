/**
 * What each address of the public site asks the API (contract/addresses.ts reads the addresses:
 * `/`, `/classic`, `/recherche`, `/classic/npcs` with the API's query, `/classic/npc/639`). The
 * edge and the browser ask the same question for an address, and lay out its answer the same.
 */
import type { SitePath } from "../contract/addresses.ts";
import { recordApiPath } from "../contract/routes.ts";
import { listApiQuery } from "./pages/list.ts";
import { searchApiQuery } from "./pages/search.ts";

/** What the page asks the API (a path under /v1 and its query), or null when it asks nothing. */
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
