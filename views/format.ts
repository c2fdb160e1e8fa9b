/**
 * The small pieces every page is made of: links to records, quality colours, money, chances,
 * sections and fact lists. French throughout; labels come with the records or from contract/.
 */
import type { ApiShape } from "../contract/schemas.ts";
import { html, raw, type Markup } from "./html.ts";

/** A reference to a record (contract/schemas.ts, `ref`); one to an item also carries its quality
 * and icon (`item_ref`). */
export type Ref = ApiShape<"ref"> & Partial<Pick<ApiShape<"item_ref">, "quality" | "icon">>;

/** A record's public `url` as a host-relative link, so a copied site works on any host. */
export function pageLink(url: string): string {
  const u = new URL(url, "http://localhost");
  return u.pathname + u.search;
}

/** An icon that may not load (offline mirror): hidden by the page's error handler, the layout
 * does not depend on it. */
export function icon(src: string | null | undefined, size: "s" | "l" = "s"): Markup {
  return src ? html`<img class="icon icon-${size}" src="${src}" alt="" referrerpolicy="no-referrer" />` : raw("");
}

/** A link to a record's page, in its quality colour for an item. */
export function link(ref: Ref | null | undefined, text?: string | null): Markup {
  if (!ref) return text ? html`${text}` : raw("");
  const cls = ref.quality ? html` class="q-${ref.quality}"` : "";
  return html`<a href="${pageLink(ref.url)}" ${cls}>${icon(ref.icon)}${text ?? ref.name}</a>`;
}

/** A name linked to its record when the API knows it, plain text when not. */
export const named = (record: Ref | null | undefined, name: string | null | undefined): Markup =>
  record ? link(record, name) : html`${name}`;

/** Copper to « 1 po 80 pa 5 pc ». */
export function money(copper: number | null | undefined): Markup {
  if (!copper) return raw("");
  const parts: Markup[] = [];
  const gold = Math.floor(copper / 10000),
    silver = Math.floor((copper % 10000) / 100),
    rest = copper % 100;
  if (gold) parts.push(html`<span class="gold">${num(gold)} po</span>`);
  if (silver) parts.push(html`<span class="silver">${silver} pa</span>`);
  if (rest) parts.push(html`<span class="copper">${rest} pc</span>`);
  return html`<span class="money">${join(parts, " ")}</span>`;
}

const percent = new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 2 });
const integer = new Intl.NumberFormat("fr-FR");

export const chance = (value: number | null | undefined): string => (value == null ? "—" : `${percent.format(value)} %`);
export const num = (value: number | null | undefined): string => (value == null ? "—" : integer.format(value));

/** « 21 » or « 20 – 22 ». */
export function levels(min: number | null | undefined, max: number | null | undefined): string {
  if (min == null && max == null) return "—";
  if (min == null || max == null || min === max) return String(min ?? max);
  return `${min} – ${max}`;
}

export function join(parts: readonly Markup[], separator: string): Markup {
  return raw(parts.map(String).join(separator));
}

/** A titled section, or nothing when it would be empty. */
export function section(title: string, body: Markup | null | false | undefined, id?: string): Markup {
  if (!body || !String(body)) return raw("");
  return html`<section${id ? raw(` id="${id}"`) : ""}><h2>${title}</h2>${body}</section>`;
}

/** Label/value pairs; pairs without a value are left out. */
export function facts(pairs: [string, Markup | string | number | null | undefined][]): Markup {
  const shown = pairs.filter(([, v]) => v != null && v !== "" && String(v) !== "");
  if (!shown.length) return raw("");
  return html`<dl class="facts">
    ${shown.map(
      ([k, v]) =>
        html`<div>
          <dt>${k}</dt>
          <dd>${typeof v === "object" ? v : String(v)}</dd>
        </div>`,
    )}
  </dl>`;
}

/** A bulleted list of records, or nothing. */
export function refList(
  items: readonly (Ref | null | undefined)[] | null | undefined,
  extra?: (ref: Ref, i: number) => Markup | string,
): Markup {
  const refs = (items ?? []).filter(Boolean) as Ref[];
  if (!refs.length) return raw("");
  return html`<ul class="refs">
    ${refs.map((r, i) => html`<li>${link(r)}${extra ? html` ${extra(r, i)}` : ""}</li>`)}
  </ul>`;
}

export type Cell = Markup | string | number | null | undefined;

/** One row of cells. */
export function row(cells: readonly Cell[]): Markup {
  return html`<tr>
    ${cells.map((c) => html`<td>${typeof c === "object" ? c : c == null ? "" : String(c)}</td>`)}
  </tr>`;
}

/** A table with a header row; nothing when there are no rows. */
export function table(head: string[], rows: Cell[][], cls = ""): Markup {
  if (!rows.length) return raw("");
  return html`<table${cls ? html` class="${cls}"` : ""}>
    <thead>
      <tr>
        ${head.map((h) => html`<th scope="col">${h}</th>`)}
      </tr>
    </thead>
    <tbody>
      ${rows.map(row)}
    </tbody>
  </table>`;
}
