/**
 * A list page, `/{version}/{segment}?filters`: the API's own filters and sorts as a form (from
 * contract/params.ts), its results as a table of the type's columns (views/list-columns.ts) whose
 * headers sort, the list's total, and the pages before and after. The page's query is the API's
 * query, so a list page's address can be shared.
 */
import { LIST_FILTERS, PARAM_LABELS, sortLabelOf, type Param } from "../../contract/params.ts";
import type { Resource } from "../../contract/resources.ts";
import { apiQuery } from "../api-query.ts";
import { html, raw, type Markup } from "../html.ts";
import type { AnySummary } from "../../contract/schemas.ts";
import { levels, link, num } from "../format.ts";
import { columnsOf } from "../list-columns.ts";

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
          r.dps != null ? `${r.dps.toFixed(1).replace(".", ",")} dégâts par seconde` : null,
          r.armor != null ? `armure ${r.armor}` : null,
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

/** Every value a multi-value filter has in the address, written once comma-separated or repeated. */
const valuesOf = (query: URLSearchParams, name: string): string[] =>
  query
    .getAll(name)
    .flatMap((v) => v.split(","))
    .filter(Boolean);

const option = (v: string, text: string, selected: boolean) =>
  html`<option value="${v}" ${selected ? raw(" selected") : ""}>${text}</option>`;

/** A codes filter as checkboxes in a disclosure whose summary says what is chosen: several can be. */
function codesField(p: Extract<Param, { kind: "codes" }>, query: URLSearchParams): Markup {
  const chosen = new Set(valuesOf(query, p.name));
  const labelOf = (v: string) => p.labels[v] ?? v;
  const shown = p.values.filter((v) => chosen.has(v)).map(labelOf);
  return html`<details class="multi">
    <summary>${PARAM_LABELS[p.name]}${shown.length ? html`<span class="chosen"> : ${shown.join(", ")}</span>` : ""}</summary>
    <fieldset>
      <legend class="visually-hidden">${PARAM_LABELS[p.name]}</legend>
      ${p.values.map(
        (v) =>
          html`<label class="check"
            ><input type="checkbox" name="${p.name}" value="${v}" ${chosen.has(v) ? raw(" checked") : ""} /> ${labelOf(v)}</label
          >`,
      )}
    </fieldset>
  </details>`;
}

function field(p: Param, query: URLSearchParams): Markup {
  const value = query.get(p.name) ?? "";
  const name = PARAM_LABELS[p.name];
  switch (p.kind) {
    case "text":
      return html`<label>${name} <input type="search" name="${p.name}" value="${value}" maxlength="${p.maxLength}" /></label>`;
    case "codes":
      return codesField(p, query);
    case "integer":
      return html`<label title="${p.description}"
        >${name} <input type="number" name="${p.name}" value="${value}" min="${p.min}" max="${p.max}"
      /></label>`;
    case "boolean":
      return html`<label title="${p.description}"
        >${name}
        <select name="${p.name}">
          ${option("", "Tous", value === "")}${option("true", "oui", value === "true")}${option("false", "non", value === "false")}
        </select></label
      >`;
    case "sort":
      return html`<label
        >${name}
        <select name="sort">
          ${Object.keys(p.fields).flatMap((f) => [
            option(f === "name" ? "" : f, `${sortLabelOf(f)} croissant`, value === f || (f === "name" && value === "")),
            option(`-${f}`, `${sortLabelOf(f)} décroissant`, value === `-${f}`),
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
  const filters = filtersOf(res);
  return html`<form class="filters" method="get" action="/${version}/${res.segment}">
    ${filters.filter((p) => p.kind !== "codes").map((p) => field(p, query))}
    <div class="multis">${filters.filter((p) => p.kind === "codes").map((p) => field(p, query))}</div>
    <button type="submit">Filtrer</button>
  </form>`;
}

/** What a list page asks the API: its own query, and the list's total where the list is
 * filtered or sorted (the engine computes that page anyway). A whole list's pages are asked as
 * they are, so that they are its pre-rendered files (include_total would have the engine compute
 * them): their total is the version's count of the type (listAnswerOf). */
export function listApiQuery(res: Resource, query: URLSearchParams): URLSearchParams {
  const api = apiQuery(query, filtersOf(res));
  if (!isWholeList(api)) api.set("include_total", "true");
  return api;
}

/** A list's query that asks for the whole list, in the default order: a cursor at most. */
const isWholeList = (api: URLSearchParams): boolean => [...api.keys()].every((name) => name === "cursor");

/**
 * A list page's answer, with the list's total: the API's total_count where the page asked for
 * it, else the count of the version's document (`/versions/{version}`, `counts`), which the build
 * writes from the same lists (a served file too). Without that count the page shows no total.
 */
export async function listAnswerOf(
  res: Resource,
  version: string,
  api: URLSearchParams,
  ask: (path: string, query: URLSearchParams) => Promise<unknown>,
): Promise<ListAnswer> {
  const path = `/${version}/${res.segment}`;
  if (api.has("include_total")) return (await ask(path, api)) as ListAnswer;
  const [page, about] = await Promise.all([
    ask(path, api) as Promise<ListAnswer>,
    ask(`/versions/${version}`, new URLSearchParams()).then(
      (v) => v as { counts?: Record<string, unknown> } | null,
      () => null,
    ),
  ]);
  const total = about?.counts?.[res.plural];
  return typeof total === "number" ? { ...page, total_count: total } : page;
}

export interface ListAnswer {
  data: AnySummary[];
  has_more: boolean;
  next_cursor: string | null;
  total_count?: number;
}

/**
 * Where a list page stands: the offset of its first element, and the cursor of the page before
 * (null for the first page). The program that draws the page reads it from the page's cursor
 * (hashing/cursor.ts pagePlace, which the views do not import); null when it could not.
 */
export interface ListPlace {
  offset: number;
  previous: string | null;
}

export const listTitle = (res: Resource, version: string): string => `${res.label[0]!.toUpperCase()}${res.label.slice(1)} (${version})`;

/** The address of this list with the page's filters and `changes` (a null value removes it). */
function listHref(res: Resource, version: string, query: URLSearchParams, changes: Record<string, string | null>): string {
  const next = apiQuery(query, filtersOf(res));
  next.delete("include_total");
  for (const [k, v] of Object.entries(changes)) {
    if (v === null) next.delete(k);
    else next.set(k, v);
  }
  const text = next.toString().replace(/%2C/g, ",");
  return `/${version}/${res.segment}${text ? `?${text}` : ""}`;
}

/** A sortable column's header: a link to the list sorted by it, the other way when it is already. */
function sortHeader(res: Resource, version: string, query: URLSearchParams, head: string, field: string): Markup {
  const sort = query.get("sort") || "name";
  const state = sort === field ? "ascending" : sort === `-${field}` ? "descending" : "none";
  const target = state === "ascending" ? `-${field}` : field;
  const href = listHref(res, version, query, { sort: target === "name" ? null : target, cursor: null });
  const hint = state === "ascending" ? "trier par ordre décroissant" : "trier par ordre croissant";
  return html`<th scope="col" aria-sort="${state}">
    <a href="${href}" title="${hint}"
      >${head}<span class="sort-mark" aria-hidden="true">${state === "ascending" ? " ▲" : state === "descending" ? " ▼" : ""}</span></a
    >
  </th>`;
}

/** The list's records as a table of its type's columns. */
function resultTable(res: Resource, version: string, query: URLSearchParams, data: readonly AnySummary[]): Markup {
  const columns = columnsOf(res.object);
  const sortable = new Set(Object.keys((filtersOf(res).find((p) => p.kind === "sort") as { fields?: object } | undefined)?.fields ?? {}));
  return html`<div class="table-scroll">
    <table class="list">
      <thead>
        <tr>
          ${columns.map((c) =>
            c.sort && sortable.has(c.sort) ? sortHeader(res, version, query, c.head, c.sort) : html`<th scope="col">${c.head}</th>`,
          )}
        </tr>
      </thead>
      <tbody>
        ${data.map(
          (r) =>
            html`<tr>
              ${columns.map((c) => {
                const v = c.cell(r);
                return html`<td${c.numeric ? raw(' class="num"') : ""}>${typeof v === "object" ? v : v == null ? "" : String(v)}</td>`;
              })}
            </tr>`,
        )}
      </tbody>
    </table>
  </div>`;
}

/** « 1 234 résultats », and which of them this page shows. */
function countLine(page: ListAnswer, place: ListPlace | null): Markup {
  const total = page.total_count;
  if (total == null) return raw("");
  const first = (place?.offset ?? 0) + 1;
  const last = (place?.offset ?? 0) + page.data.length;
  const range = page.data.length && (first > 1 || page.has_more) ? ` — ${num(first)} à ${num(last)}` : "";
  return html`<p class="count" role="status">${`${num(total)} résultat${total > 1 ? "s" : ""}${range}`}</p>`;
}

export function listPage(res: Resource, version: string, query: URLSearchParams, page: ListAnswer, place: ListPlace | null = null): Markup {
  const previous = place && place.offset > 0 ? listHref(res, version, query, { cursor: place.previous }) : null;
  const next = page.has_more && page.next_cursor ? listHref(res, version, query, { cursor: page.next_cursor }) : null;
  return html`<h1>${listTitle(res, version)}</h1>
    ${listForm(res, version, query)} ${countLine(page, place)}
    ${page.data.length ? resultTable(res, version, query, page.data) : html`<p>Aucun résultat pour ces filtres.</p>`}
    ${
      previous || next
        ? html`<nav class="pager" aria-label="Pages">
            ${previous ? html`<a href="${previous}" rel="prev">← Page précédente</a>` : ""}
            ${next ? html`<a href="${next}" rel="next">Page suivante →</a>` : ""}
          </nav>`
        : ""
    }`;
}
