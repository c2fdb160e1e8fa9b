/**
 * A page of the public site as both its writers need it — the edge, which sends it whole, and
 * the browser, which draws the next one: its title, its summary, its body, and the addresses a
 * link preview reads (canonical, JSON, image).
 */
import { ERRORS, type ErrorCodeName } from "../contract/errors.ts";
import { PARAM_LABELS } from "../contract/params.ts";
import { resourceOf, type ResourceObject } from "../contract/resources.ts";
import type { AnyRecord, RecordOf } from "../contract/schemas.ts";
import { html, type Markup } from "./html.ts";
import { factionPage } from "./pages/faction.ts";
import { gameObjectPage } from "./pages/game-object.ts";
import { homePage, homeTitle, type HomeAnswer } from "./pages/home.ts";
import { instancePage } from "./pages/instance.ts";
import { itemSetPage } from "./pages/item-set.ts";
import { itemPage } from "./pages/item.ts";
import { listPage, listTitle, type ListAnswer, type ListPlace } from "./pages/list.ts";
import { npcPage } from "./pages/npc.ts";
import { questPage } from "./pages/quest.ts";
import { searchPage, searchTitle } from "./pages/search.ts";
import { spellPage } from "./pages/spell.ts";
import { changesSection, type Differences, type RecordAnswer } from "./pages/changes.ts";
import type { SitePath } from "../contract/addresses.ts";
import { declaredQuery } from "./route.ts";
import { recordColour, recordImage, typeImage, TYPE_COLOURS, type PreviewImage } from "./previews.ts";

export interface Page {
  /** the tab's title before « — Grimoire » */
  title: string;
  body: Markup;
  /** the page's address: absolute (a record's `url`), or a path to put after the site's address */
  canonical: string;
  /** the JSON it shows: absolute (a record's `api_url`), or a path to put after the API's address */
  json: string | null;
  /** the image of link previews: the record's icon, else its type's picture (views/previews.ts) */
  image: PreviewImage | null;
  /** the colour of link previews and of the browser's bar (`theme-color`) */
  colour: string;
  status: number;
}

const RECORD_PAGES: { [T in ResourceObject]: (r: RecordOf<T>) => Markup } = {
  npc: npcPage,
  quest: questPage,
  item: itemPage,
  spell: spellPage,
  faction: factionPage,
  game_object: gameObjectPage,
  item_set: itemSetPage,
  instance: instancePage,
};

/** The body of a record's page, by its type. */
const recordBody = <T extends ResourceObject>(r: RecordOf<T>): Markup => RECORD_PAGES[r.object](r);

/** The record's page, with what changed between its versions when it is in several. */
export function recordPage(r: AnyRecord, differences: Differences | null = null, unavailable: string | null = null): Page {
  const kind = r.object === "faction" && r.group ? "Groupe de réputations" : resourceOf(r.object).singular;
  return {
    title: `${r.name} — ${kind} (${r.version})`,
    body: html`${recordBody(r)}${changesSection(r, differences, unavailable)}`,
    canonical: r.url,
    json: r.api_url,
    image: recordImage(r.object, r.icon),
    colour: recordColour(r.object, r.object === "item" ? r.quality : null),
    status: 200,
  };
}

const pathWith = (path: string, query: URLSearchParams) => (query.size ? `${path}?${query}` : path);

/** The page of a site address, from what the API answered for it (null when it asked nothing);
 * a list page's place among its pages, read from its cursor by the program that draws it. */
export function pageOf(
  site: SitePath,
  query: URLSearchParams,
  path: string,
  answer: unknown,
  api: string | null,
  place: ListPlace | null = null,
): Page {
  const base = {
    canonical: pathWith(path, declaredQuery(site, query)),
    json: api,
    image: typeImage("site"),
    colour: TYPE_COLOURS.site,
    status: 200,
  };
  switch (site.page) {
    case "record": {
      const { record, differences, unavailable } = answer as RecordAnswer;
      return recordPage(record, differences, unavailable);
    }
    case "home":
      return { ...base, title: homeTitle(null), body: homePage(null, answer as HomeAnswer | null), json: "" };
    case "version":
      return {
        ...base,
        title: homeTitle(site.version),
        body: homePage(site.version, answer as HomeAnswer | null),
        json: `/versions/${site.version}`,
      };
    case "list":
      return {
        ...base,
        title: listTitle(site.resource, site.version),
        image: typeImage(site.resource.object as ResourceObject),
        colour: TYPE_COLOURS[site.resource.object as ResourceObject],
        body: listPage(site.resource, site.version, query, answer as ListAnswer, place),
      };
    case "search": {
      return {
        ...base,
        title: searchTitle(query),
        body: searchPage(query, answer as ListAnswer | null),
      };
    }
  }
}

/** An answer of the API that is not the page, said in French. */
export interface Failure {
  status: number;
  code: string;
  message: string;
  retryAfter: number | null;
  /** a missing record's pages in the versions that hold it */
  elsewhere?: readonly { version: string; href: string }[];
  /** the parameter the API's error names (`param` of its body), if any */
  param?: string | null;
}

/**
 * What the page says of a failure. For an error of the API about a parameter, its code's fixed
 * French text (contract/errors.ts) and the parameter it names, by its label: never the API's own
 * message, which quotes the value it refused, so that a crafted address cannot make the site say
 * its words (« Valeur « Ce site a déménagé… » invalide »). Other failures (a missing record, the
 * API out of reach) say their own text, made of the build's facts.
 */
export function failureMessage(e: Failure): string {
  if (!Object.hasOwn(ERRORS, e.code) || (e.param == null && !e.code.startsWith("parameter_"))) return e.message;
  const fixed = ERRORS[e.code as ErrorCodeName].message;
  const param = e.param && Object.hasOwn(PARAM_LABELS, e.param) ? e.param : null;
  return param ? `${fixed} Paramètre en cause\u00a0: «\u00a0${PARAM_LABELS[param as keyof typeof PARAM_LABELS]}\u00a0» (${param}).` : fixed;
}

/** The page that says why the page asked for is not shown (404, a bad filter, a rate limit). */
export function failurePage(e: Failure, path: string): Page {
  const title = e.status === 429 ? "Trop de requêtes" : e.status === 404 ? "Introuvable" : e.status === 0 ? "API injoignable" : "Erreur";
  const hint =
    e.status === 429
      ? `L'API limite le nombre de requêtes par adresse.${e.retryAfter ? ` Réessayez dans ${e.retryAfter} s.` : " Réessayez dans un moment."}`
      : e.status === 404 && !e.elsewhere?.length
        ? "Vérifiez l'adresse, ou cherchez ce que vous vouliez."
        : "";
  return {
    title,
    canonical: path,
    json: null,
    image: typeImage("site"),
    colour: TYPE_COLOURS.site,
    status: e.status || 502,
    body: html`<div class="notice" role="alert">
      <h1>${title}</h1>
      <p>${failureMessage(e)}</p>
      ${hint ? html`<p>${hint}</p>` : ""}
      ${
        e.elsewhere?.length
          ? html`<nav class="versions" aria-label="Versions où il existe">
              ${e.elsewhere.map((v) => html`<a href="${v.href}">${v.version}</a>`)}
            </nav>`
          : ""
      }
      <p><button type="button" data-reload>Réessayer</button> <a href="/">Accueil</a></p>
    </div>`,
  };
}
