/**
 * Sub-lists longer than their embedded first page (loot, drops, vendors): the table shows the
 * first page, and its « suite » button carries what the next pages need (the list's address,
 * its cursor and the kind of its rows), so the markup is the same whoever wrote it, the edge or
 * the browser, and the client fetches the next pages from the button alone (site/client/more.ts).
 */
import { html, raw, type Markup } from "./html.ts";
import { row, table, type Cell } from "./format.ts";

export interface ListPage<T> {
  data: T[];
  has_more: boolean;
  next_cursor: string | null;
  url: string;
}

/** How a kind of paged table lays out: its head, one row per element, its class. */
export interface TableKind<T = unknown> {
  head: string[];
  row(element: T): Cell[];
  cls?: string;
}

/** A table of a list's first page, with a « suite » button when the list has more. */
export function pagedTable<T>(list: ListPage<T> | null | undefined, name: string, kind: TableKind<T>): Markup {
  if (!list || !list.data.length) return raw("");
  const body = table(kind.head, list.data.map(kind.row), kind.cls);
  if (!list.has_more || !list.next_cursor) return body;
  return html`<div class="paged">
    ${body}<button type="button" class="more" data-more="${name}" data-url="${list.url}" data-cursor="${list.next_cursor}">
      Afficher la suite
    </button>
  </div>`;
}

/** The rows alone, for the next pages of a table already shown. */
export function tableRows<T>(kind: TableKind<T>, data: readonly T[]): Markup {
  return html`${data.map((element) => row(kind.row(element)))}`;
}
