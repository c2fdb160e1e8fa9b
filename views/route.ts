/**
 * The addresses of the public site and what each shows: `/`, `/classic` (a version), `/recherche`,
 * `/classic/npcs` (a list, its query the API's), `/classic/npc/639` (a record: its `url`). The
 * edge and the browser read an address the same way, and ask the API the same question for it.
 */
import { VERSIONS } from "../contract/enums.ts";
import { RESOURCES, type Resource } from "../contract/resources.ts";
import { listApiQuery } from "./pages/list.ts";
import { searchApiQuery } from "./pages/search.ts";

export type SiteTarget =
  | { kind: "home"; version: string | null }
  | { kind: "search" }
  | { kind: "list"; resource: Resource; version: string }
  | { kind: "record"; resource: Resource; version: string; id: string };

/** The search page's address. */
export const SEARCH_PATH = "/recherche";

/** What a decoded path shows, or null when it is no address of the site. */
export function siteTargetOf(path: string): SiteTarget | null {
  if (path === "/") return { kind: "home", version: null };
  if (path === SEARCH_PATH) return { kind: "search" };
  const [version, second, id, ...rest] = path.split("/").slice(1);
  if (!(VERSIONS as readonly string[]).includes(version!) || rest.length) return null;
  if (second === undefined) return { kind: "home", version: version! };
  if (id === undefined) {
    const resource = RESOURCES.find((r) => r.segment === second);
    return resource ? { kind: "list", resource, version: version! } : null;
  }
  const resource = RESOURCES.find((r) => r.keyType === second);
  return resource && /^[1-9]\d{0,15}$/.test(id) ? { kind: "record", resource, version: version!, id } : null;
}

/** The API route path a record's page shows (`/classic/npcs/639`). */
export const recordApiPath = (t: { resource: Resource; version: string; id: string }): string =>
  `/${t.version}/${t.resource.segment}/${t.id}`;

/** What the page asks the API (a path under /v1 and its query), or null when it asks nothing. */
export function apiRequestOf(target: SiteTarget, query: URLSearchParams): { path: string; query: URLSearchParams } | null {
  switch (target.kind) {
    case "home":
      return null;
    case "record":
      return { path: recordApiPath(target), query: new URLSearchParams() };
    case "list":
      return { path: `/${target.version}/${target.resource.segment}`, query: listApiQuery(query) };
    case "search": {
      const api = searchApiQuery(query);
      return api ? { path: "/search", query: api } : null;
    }
  }
}
