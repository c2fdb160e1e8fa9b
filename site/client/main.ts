/**
 * The public site in the browser. The edge sends every page whole (views/): on arrival this
 * script takes the page over as it is, drawing only what comes later (maps, an instance's
 * loot). Links between pages then change the address with the History API (the back button
 * works, the address of a record's page is its `url`), and the next page is drawn here from
 * the API's answer with the same views; anything outside the site (the API, the docs) is left
 * to the browser.
 */
import { documentTitle } from "../../views/document.ts";
import { failurePage, pageOf, type Page } from "../../views/page.ts";
import { siteAliasOf, sitePathOf } from "../../contract/addresses.ts";
import { answerOf, apiRequestOf, declaredQuery } from "../../views/route.ts";
import { listPlaceOf } from "../../lists/place.ts";
import { ApiFailure, getJson } from "./api.ts";
import { drawInstanceLoot, drawLocations } from "./after.ts";
import { loadMore } from "./more.ts";
import { watchSuggestions } from "./suggest.ts";

const main = document.querySelector("main")!;
let current = 0;

const here = () => location.pathname + location.search;

/** The home and version pages gather many answers (views/pages/home.ts), some of records a
 * build may lack: the edge writes them, and the browser loads them as documents, not drawn here. */
function drawnByEdge(pathname: string): boolean {
  const page = sitePathOf(pathname)?.page;
  return page === "home" || page === "version";
}

/** The page of the current address, from the API. */
async function pageHere(): Promise<Page> {
  let path: string;
  try {
    path = location.pathname.split("/").map(decodeURIComponent).join("/");
  } catch {
    path = "";
  }
  let query = new URLSearchParams(location.search);
  // Another form of a page's address (`/classic/items/5193`) shows that page at its own address,
  // as the edge's redirect would.
  const canonical = siteAliasOf(path);
  if (canonical) {
    query = declaredQuery(sitePathOf(canonical)!, query);
    history.replaceState(null, "", canonical + (query.size ? `?${query}` : "") + location.hash);
    path = canonical;
  }
  const target = sitePathOf(path);
  if (!target) throw new ApiFailure(404, "page_unknown", "Cette page n'existe pas.");
  const request = apiRequestOf(target, query);
  const api = request ? `${request.path}${request.query.size ? `?${request.query}` : ""}` : null;
  const answer = await answerOf(target, query, (path, q) => getJson(q.size ? `${path}?${q}` : path));
  // A record's page has all its answers (the record, then its comparison): its first render is
  // measured from here (show, bench/site.ts), once per page.
  if (target.page === "record") performance.mark("grimoire:api-answered");
  return pageOf(target, query, location.pathname, answer, api, request ? listPlaceOf(request.query) : null);
}

function failure(error: unknown): Page {
  if (!(error instanceof ApiFailure)) console.warn(error);
  const e = error instanceof ApiFailure ? error : new ApiFailure(0, "client", "La page n'a pas pu être affichée.");
  return failurePage(e, here());
}

/** What every page does once shown, whoever drew it. */
function shown(): void {
  // Which address the page shows, once drawn: what tests and tools wait for.
  document.documentElement.dataset.page = here();
  void drawLocations(main);
  void drawInstanceLoot(main);
}

async function show(): Promise<void> {
  const turn = ++current;
  main.setAttribute("aria-busy", "true");
  let page: Page;
  try {
    page = await pageHere();
  } catch (error) {
    page = failure(error);
  }
  if (turn !== current) return; // a newer navigation started meanwhile
  document.title = documentTitle(page);
  main.innerHTML = page.body.text;
  main.removeAttribute("aria-busy");
  main.removeAttribute("data-drawn");
  if (performance.getEntriesByName("grimoire:api-answered").length) {
    void main.offsetHeight; // style and layout of the new page belong to its first render
    performance.mark("grimoire:rendered");
    performance.measure("grimoire:first-render", "grimoire:api-answered", "grimoire:rendered");
    performance.clearMarks("grimoire:api-answered");
  }
  shown();
}

/** Same-site links and forms change the address and the page without reloading. */
function isSitePath(url: URL): boolean {
  return (
    url.origin === location.origin &&
    !/^\/(v1|docs)(\/|$)/.test(url.pathname) &&
    !/\.[a-z]+$/.test(url.pathname) &&
    !drawnByEdge(url.pathname)
  );
}

function go(url: URL): void {
  history.pushState(null, "", url.pathname + url.search + url.hash);
  window.scrollTo(0, 0);
  void show();
}

document.addEventListener("click", (event) => {
  const target = event.target as Element;
  const button = target.closest("button");
  if (button?.dataset.more) return void loadMore(button as HTMLButtonElement);
  if (button?.hasAttribute("data-reload")) return void show();
  const a = target.closest("a");
  if (!a || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || a.target)
    return;
  const url = new URL(a.href);
  if (!isSitePath(url)) return;
  event.preventDefault();
  go(url);
});

document.addEventListener("submit", (event) => {
  const form = event.target as HTMLFormElement;
  const url = new URL(form.action);
  if (!isSitePath(url)) return;
  event.preventDefault();
  // A filter of several values (checkboxes of one name) goes as one parameter, comma-separated,
  // as the API and the page's links write it.
  const values = new Map<string, string[]>();
  for (const [k, v] of new FormData(form)) if (typeof v === "string" && v !== "") values.set(k, [...(values.get(k) ?? []), v]);
  const query = new URLSearchParams([...values].map(([k, v]) => [k, v.join(",")]));
  url.search = query.toString();
  go(url);
});

// Icons and map images come from the media host, which an offline mirror may not reach: a
// broken one is hidden in its box, which keeps its size (style.css), so nothing moves and no
// broken-image glyph shows. The handler is attached here: the Content-Security-Policy forbids
// inline ones. Images of the page the edge sent may have failed before this script ran.
const failed = (img: HTMLImageElement) => img.classList.add("failed");
document.addEventListener("error", (event) => event.target instanceof HTMLImageElement && failed(event.target), true);
for (const img of document.images) if (img.complete && img.naturalWidth === 0) failed(img);

// Back to a page the edge draws: load it again as a document.
window.addEventListener("popstate", () => (drawnByEdge(location.pathname) ? location.reload() : void show()));
watchSuggestions();
// The page the edge sent is the page of this address: taken over as it is, not fetched again.
if (main.dataset.drawn === here()) shown();
else void show();
