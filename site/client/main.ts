/**
 * The public site: one shell page for every address, this script reads the address, asks the
 * API, and writes the page. Links between pages change the address with the History API (the
 * back button works, the address of a record's page is its `url`); anything outside the site
 * (the API, the docs) is left to the browser.
 */
import { sitePathOf } from "../../contract/addresses.ts";
import { recordApiPath } from "../../contract/routes.ts";
import { ApiFailure, getJson } from "./api.ts";
import { html, type Markup } from "./html.ts";
import type { Rec } from "./format.ts";
import { loadMore } from "./more.ts";
import { drawLocations } from "./pages/common.ts";
import { factionPage } from "./pages/faction.ts";
import { gameObjectPage } from "./pages/game-object.ts";
import { homePage } from "./pages/home.ts";
import { drawInstanceLoot, instancePage } from "./pages/instance.ts";
import { itemSetPage } from "./pages/item-set.ts";
import { itemPage } from "./pages/item.ts";
import { listPage } from "./pages/list.ts";
import { npcPage } from "./pages/npc.ts";
import { questPage } from "./pages/quest.ts";
import { searchPage } from "./pages/search.ts";
import { spellPage } from "./pages/spell.ts";
import { watchSuggestions } from "./suggest.ts";

const RECORD_PAGES: Record<string, (r: Rec) => Markup> = {
  npc: npcPage,
  quest: questPage,
  item: itemPage,
  spell: spellPage,
  faction: factionPage,
  game_object: gameObjectPage,
  item_set: itemSetPage,
  instance: instancePage,
};

const main = document.querySelector("main")!;
const SITE_NAME = document.title;
let current = 0;

interface Page {
  title: string;
  body: Markup;
}

/** Which page an address is, and how to build it. */
async function pageOf(path: string, query: URLSearchParams): Promise<Page> {
  const site = sitePathOf(path.split("/").map(decodeURIComponent).join("/"));
  switch (site?.page) {
    case "home":
      return homePage();
    case "search":
      return searchPage(query);
    case "version":
      return homePage(site.version);
    case "list":
      return listPage(site.resource, site.version, query);
    case "record": {
      const record = await getJson<Rec>(recordApiPath(site.version, site.resource, site.id), true);
      return { title: `${record.name} (${record.version})`, body: RECORD_PAGES[record.object]!(record) };
    }
  }
  throw new ApiFailure(404, "page_unknown", "Cette page n'existe pas.");
}

function failure(error: unknown): Page {
  const e = error instanceof ApiFailure ? error : new ApiFailure(0, "client", "La page n'a pas pu être affichée.");
  if (!(error instanceof ApiFailure)) console.warn(error);
  const title = e.status === 429 ? "Trop de requêtes" : e.status === 404 ? "Introuvable" : e.status === 0 ? "API injoignable" : "Erreur";
  const hint =
    e.status === 429
      ? `L'API limite le nombre de requêtes par adresse.${e.retryAfter ? ` Réessayez dans ${e.retryAfter} s.` : " Réessayez dans un moment."}`
      : e.status === 404
        ? "Vérifiez l'adresse, ou cherchez ce que vous vouliez."
        : "";
  return {
    title,
    body: html`<div class="notice" role="alert">
      <h1>${title}</h1>
      <p>${e.message}</p>
      ${hint ? html`<p>${hint}</p>` : ""}
      <p><button type="button" data-reload>Réessayer</button> <a href="/">Accueil</a></p>
    </div>`,
  };
}

async function show(): Promise<void> {
  const turn = ++current;
  main.setAttribute("aria-busy", "true");
  let page: Page;
  try {
    page = await pageOf(location.pathname, new URLSearchParams(location.search));
  } catch (error) {
    page = failure(error);
  }
  if (turn !== current) return; // a newer navigation started meanwhile
  document.title = `${page.title} — ${SITE_NAME}`;
  main.innerHTML = page.body.text;
  main.removeAttribute("aria-busy");
  if (performance.getEntriesByName("grimoire:api-answered").length) {
    void main.offsetHeight; // style and layout of the new page belong to its first render
    performance.mark("grimoire:rendered");
    performance.measure("grimoire:first-render", "grimoire:api-answered", "grimoire:rendered");
    performance.clearMarks("grimoire:api-answered");
  }
  // Which address the page shows, once drawn: what tests and tools wait for.
  document.documentElement.dataset.page = location.pathname + location.search;
  void drawLocations(main);
  void drawInstanceLoot(main);
}

/** Same-site links and forms change the address and the page without reloading. */
function isSitePath(url: URL): boolean {
  return url.origin === location.origin && !/^\/(v1|docs)(\/|$)/.test(url.pathname) && !/\.[a-z]+$/.test(url.pathname);
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
  if (button?.hasAttribute("data-back")) return history.back();
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
  const query = new URLSearchParams();
  for (const [k, v] of new FormData(form)) if (typeof v === "string" && v !== "") query.append(k, v);
  url.search = query.toString();
  go(url);
});

// Icons and map images come from the media host, which an offline mirror may not reach: an
// image takes room only once it has loaded (style.css), a broken one is removed.
document.addEventListener(
  "load",
  (event) => {
    if (event.target instanceof HTMLImageElement) event.target.classList.add("ok");
  },
  true,
);
document.addEventListener(
  "error",
  (event) => {
    if (event.target instanceof HTMLImageElement) event.target.remove();
  },
  true,
);

window.addEventListener("popstate", () => void show());
watchSuggestions();
void show();
