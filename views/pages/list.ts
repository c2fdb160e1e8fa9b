/**
 * A list page, `/{version}/{segment}?filters`: the API's own filters and sorts as a form (from
 * contract/params.ts), its results, and the cursor to the next page. The page's query is the
 * API's query, so a list page's address can be shared.
 */
import { LIST_FILTERS, PARAM_LABELS, sortLabelOf, type Param } from "../../contract/params.ts";
import type { Resource } from "../../contract/resources.ts";
import { apiQuery } from "../api-query.ts";
import { html, raw, type Markup } from "../html.ts";
import type { AnySummary } from "../../contract/schemas.ts";
import { levels, link, num } from "../format.ts";

/** The short description of a list element under its name. */
export function summaryLine(r: AnySummary): string {
  const parts: (string | number | null | undefined)[] = (() => {
    switch (r.object) {
      case "npc":
        return [`niveau ${levels(r.level_min, r.level_max)}`, r.rank_name, r.type_name, r.subtitle];
      case "item":
        return [
          r.quality_name,
          r.item_level ? `niveau d'objet ${r.item_level}` : null,
          r.required_level ? `niveau ${r.required_level} requis` : null,
          r.slot_name,
          r.type_name,
        ];
      case "quest":
        return [r.level ? `niveau ${r.level}` : null, r.side_name, r.type_name, r.category?.name];
      case "spell":
        return [r.kind_name, r.rank_name, r.class_name, r.level ? `niveau ${r.level}` : null];
      case "game_object":
        return [r.type_name, r.skill ? `${r.skill.name} ${r.skill.level}` : null, r.zone];
      case "item_set":
        return [r.class_name, r.item_level ? `niveau d'objet ${r.item_level}` : null];
      case "faction":
        return [r.side_name];
      case "instance":
        return [r.type_name, `niveaux ${levels(r.level_min, r.level_max)}`, r.players ? `${r.players} joueurs` : null];
      default:
        return [];
    }
  })();
  return parts.filter((p) => p != null && p !== "").join(" · ");
}

export function resultList(data: readonly AnySummary[], showVersion = false): Markup {
  return html`<ul class="results">
    ${data.map((r) => html`<li>${link(r)}${showVersion ? html` <span class="tag">${r.version}</span>` : ""}<small>${summaryLine(r)}</small></li>`)}
  </ul>`;
}

function field(p: Param, query: URLSearchParams): Markup {
  const value = query.get(p.name) ?? "";
  const name = PARAM_LABELS[p.name];
  const option = (v: string, text: string) => html`<option value="${v}" ${v === value ? raw(" selected") : ""}>${text}</option>`;
  switch (p.kind) {
    case "text":
      return html`<label>${name} <input type="search" name="${p.name}" value="${value}" maxlength="${p.maxLength}" /></label>`;
    case "codes": {
      return html`<label
        >${name}
        <select name="${p.name}">
          ${option("", "Tous")}${p.values.map((v) => option(v, p.labels[v] ?? v))}
        </select></label
      >`;
    }
    case "integer":
      return html`<label title="${p.description}"
        >${name} <input type="number" name="${p.name}" value="${value}" min="${p.min}" max="${p.max}"
      /></label>`;
    case "boolean":
      return html`<label title="${p.description}"
        >${name}
        <select name="${p.name}">
          ${option("", "Tous")}${option("true", "oui")}${option("false", "non")}
        </select></label
      >`;
    case "sort":
      return html`<label
        >${name}
        <select name="sort">
          ${Object.keys(p.fields).flatMap((f) => [
            option(f === "name" ? "" : f, `${sortLabelOf(f)} croissant`),
            option(`-${f}`, `${sortLabelOf(f)} décroissant`),
          ])}
        </select></label
      >`;
    default:
      return raw("");
  }
}

/** The parameters a list of this type declares (contract/params.ts). */
export const filtersOf = (res: Resource): readonly Param[] => LIST_FILTERS[res.plural as keyof typeof LIST_FILTERS] as readonly Param[];

export function listForm(res: Resource, version: string, query: URLSearchParams): Markup {
  return html`<form class="filters" method="get" action="/${version}/${res.segment}">
    ${filtersOf(res).map((p) => field(p, query))}
    <button type="submit">Filtrer</button>
  </form>`;
}

/** What a list page asks the API: its own query, and the count when it filters. */
export function listApiQuery(res: Resource, query: URLSearchParams): URLSearchParams {
  const api = apiQuery(query, filtersOf(res));
  // A count with filters only: the unfiltered pages are files the edge serves as they are,
  // include_total would make every one of them a computed answer.
  if ([...api.keys()].some((k) => k !== "cursor")) api.set("include_total", "true");
  return api;
}

export interface ListAnswer {
  data: AnySummary[];
  has_more: boolean;
  next_cursor: string | null;
  total_count?: number;
}

export const listTitle = (res: Resource, version: string): string => `${res.label[0]!.toUpperCase()}${res.label.slice(1)} (${version})`;

export function listPage(res: Resource, version: string, query: URLSearchParams, page: ListAnswer): Markup {
  const next = apiQuery(query, filtersOf(res));
  next.delete("cursor");
  if (page.next_cursor) next.set("cursor", page.next_cursor);
  return html`<h1>${listTitle(res, version)}</h1>
    ${listForm(res, version, query)}
    ${page.total_count != null ? html`<p class="count">${num(page.total_count)} résultat${page.total_count > 1 ? "s" : ""}</p>` : ""}
    ${page.data.length ? resultList(page.data) : html`<p>Aucun résultat pour ces filtres.</p>`}
    <nav class="pager" aria-label="Pages">
      ${query.has("cursor") ? html`<button type="button" data-back>← Page précédente</button>` : ""}
      ${page.has_more && page.next_cursor ? html`<a href="/${version}/${res.segment}?${next.toString()}">Page suivante →</a>` : ""}
    </nav>`;
}
