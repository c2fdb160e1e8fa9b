/** The search page, `/recherche?q=`: the API's `/search`, results grouped by record type; and
 * the search form, whose box suggests records as you type (suggest.ts). */
import { RESOURCES } from "../../../contract/resources.ts";
import { VERSIONS } from "../../../contract/enums.ts";
import { Q_MAX_LENGTH } from "../../../contract/params.ts";
import { getJson } from "../api.ts";
import { html, raw, type Markup } from "../html.ts";
import type { Rec } from "../format.ts";
import { resultList } from "./list.ts";
import { suggestBox } from "../suggest-box.ts";

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

export async function searchPage(query: URLSearchParams): Promise<{ title: string; body: Markup }> {
  const q = (query.get("q") ?? "").trim();
  if (!q)
    return {
      title: "Recherche",
      body: html`<h1>Recherche</h1>
        ${searchForm(query)}`,
    };
  const api = new URLSearchParams([...query].filter(([, v]) => v !== ""));
  api.set("limit", "50");
  const page = await getJson<{ data: Rec[]; has_more: boolean; next_cursor: string | null }>(`/search?${api}`);
  const next = new URLSearchParams([...query].filter(([k, v]) => v !== "" && k !== "cursor"));
  if (page.next_cursor) next.set("cursor", page.next_cursor);
  const groups = RESOURCES.map((res) => ({ res, data: page.data.filter((r) => r.object === res.object) })).filter((g) => g.data.length);
  return {
    title: `Recherche : ${q}`,
    body: html`<h1>Recherche : « ${q} »</h1>
      ${searchForm(query)}
      ${
        groups.length
          ? groups.map(
              (g) =>
                html`<section class="group">
                  <h2>${g.res.label[0]!.toUpperCase() + g.res.label.slice(1)} (${g.data.length})</h2>
                  ${resultList(g.data, true)}
                </section>`,
            )
          : html`<p>Aucun résultat.</p>`
      }
      <nav class="pager">
        ${query.has("cursor") ? html`<button type="button" data-back>← Résultats précédents</button>` : ""}
        ${page.has_more && page.next_cursor ? html`<a href="/recherche?${next.toString()}">Résultats suivants →</a>` : ""}
      </nav>`,
  };
}
