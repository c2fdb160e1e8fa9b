/** The search page, `/recherche?q=`: the API's `/search` with one result per record
 * (unique=record), results grouped by record type, each with the versions it exists in; and
 * the search form, whose box suggests records as you type (site/client/suggest.ts). */
import { recordPagePath } from "../../contract/addresses.ts";
import { RESOURCES, resourceOf } from "../../contract/resources.ts";
import type { AnySummary } from "../../contract/schemas.ts";
import { VERSIONS } from "../../contract/enums.ts";
import { LIST_FILTERS, Q_MAX_LENGTH } from "../../contract/params.ts";
import { apiQuery } from "../api-query.ts";
import { suggestBox } from "../suggest-box.ts";
import { html, raw, type Markup } from "../html.ts";
import { link } from "../format.ts";
import { summaryLine, type ListAnswer } from "./list.ts";

export function searchForm(query: URLSearchParams): Markup {
  const version = query.get("version") ?? "";
  const suggest = suggestBox("suggestions");
  return html`<form class="search-form" method="get" action="/recherche" role="search">
    <div class="search-box">
      <input
        type="search"
        name="q"
        value="${query.get("q") ?? ""}"
        placeholder="Rechercher un objet, un PNJ, une quête… (en français ou en anglais)"
        aria-label="Recherche"
        maxlength="${Q_MAX_LENGTH}"
        required
        ${suggest.attributes}
      />
      ${suggest.list}
    </div>
    <select name="version" aria-label="Version">
      <option value="">Toutes versions</option>
      ${VERSIONS.map((v) => html`<option value="${v}" ${v === version ? raw(" selected") : ""}>${v}</option>`)}
    </select>
    <button type="submit">Rechercher</button>
  </form>`;
}

/** What the search page asks the API, or null when there is nothing to search for. */
export function searchApiQuery(query: URLSearchParams): URLSearchParams | null {
  if (!(query.get("q") ?? "").trim()) return null;
  const api = apiQuery(query, LIST_FILTERS.search);
  api.set("limit", "50");
  api.set("unique", "record");
  return api;
}

/** A record found by the search: its best ranked version linked, then a badge for each version
 * it exists in, as a record's heading draws them (pages/common.ts), the shown one current. */
function recordRow(r: AnySummary & { versions?: readonly string[] }): Markup {
  const versions = r.versions ?? [r.version];
  return html`<li>
    ${link(r)}
    <span class="versions">
      ${versions.map((v) =>
        v === r.version
          ? html`<span class="current">${v}</span>`
          : html`<a href="${recordPagePath(v, resourceOf(r.object), r.id)}">${v}</a>`,
      )}
    </span>
    <small>${summaryLine(r)}</small>
  </li>`;
}

export const searchTitle = (query: URLSearchParams): string => {
  const q = (query.get("q") ?? "").trim();
  return q ? `Recherche : ${q}` : "Recherche";
};

export function searchPage(query: URLSearchParams, page: ListAnswer | null): Markup {
  const q = (query.get("q") ?? "").trim();
  if (!page)
    return html`<h1>Recherche</h1>
      ${searchForm(query)}`;
  const next = apiQuery(query, LIST_FILTERS.search);
  next.delete("cursor");
  if (page.next_cursor) next.set("cursor", page.next_cursor);
  const groups = RESOURCES.map((res) => ({ res, data: page.data.filter((r) => r.object === res.object) })).filter((g) => g.data.length);
  return html`<h1>Recherche : « ${q} »</h1>
    ${searchForm(query)}
    ${
      groups.length
        ? groups.map(
            (g) =>
              html`<section class="group">
                <h2>${g.res.label[0]!.toUpperCase() + g.res.label.slice(1)} (${g.data.length})</h2>
                <ul class="results">
                  ${g.data.map(recordRow)}
                </ul>
              </section>`,
          )
        : html`<p>Aucun résultat.</p>`
    }
    <nav class="pager" aria-label="Pages">
      ${query.has("cursor") ? html`<button type="button" data-back>← Résultats précédents</button>` : ""}
      ${page.has_more && page.next_cursor ? html`<a href="/recherche?${next.toString()}">Résultats suivants →</a>` : ""}
    </nav>`;
}
