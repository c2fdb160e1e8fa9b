/**
 * Sub-lists longer than their embedded first page (loot, drops, vendors): the table shows the
 * first page and a button fetches the next ones with the list's own cursor.
 */
import { getJson } from "./api.ts";
import { html, raw, type Markup } from "./html.ts";
import { table } from "./format.ts";

export interface ListPage<T> {
  data: T[];
  has_more: boolean;
  next_cursor: string | null;
  url: string;
}

type Row = (Markup | string | number | null | undefined)[];
interface Pending {
  url: string;
  cursor: string;
  row: (element: any) => Row;
}
const pending = new Map<string, Pending>();
let counter = 0;

/** A table of a list's first page, with a « suite » button when the list has more. */
export function pagedTable<T>(list: ListPage<T> | null | undefined, head: string[], row: (element: T) => Row, cls = ""): Markup {
  if (!list || !list.data.length) return raw("");
  const body = table(head, list.data.map(row), cls);
  if (!list.has_more || !list.next_cursor) return body;
  const id = `m${++counter}`;
  pending.set(id, { url: list.url, cursor: list.next_cursor, row });
  return html`<div class="paged" id="${id}">${body}<button type="button" class="more" data-more="${id}">Afficher la suite</button></div>`;
}

/** Fetches the next page of the table whose button was clicked and appends its rows. */
export async function loadMore(button: HTMLButtonElement): Promise<void> {
  const id = button.dataset.more!;
  const state = pending.get(id);
  if (!state) return;
  button.disabled = true;
  button.textContent = "Chargement…";
  const separator = state.url.includes("?") ? "&" : "?";
  try {
    const page = await getJson<ListPage<unknown>>(`${state.url}${separator}cursor=${encodeURIComponent(state.cursor)}`);
    const rows = table(["x"], page.data.map(state.row)).text.replace(/^.*<tbody>|<\/tbody>.*$/gs, "");
    document.querySelector(`#${id} tbody`)!.insertAdjacentHTML("beforeend", rows);
    if (page.has_more && page.next_cursor) {
      state.cursor = page.next_cursor;
      button.disabled = false;
      button.textContent = "Afficher la suite";
    } else {
      pending.delete(id);
      button.remove();
    }
  } catch (error) {
    button.disabled = false;
    button.textContent = `Échec : ${(error as Error).message} Réessayer`;
  }
}
