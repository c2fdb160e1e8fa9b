/**
 * The « suite » button of a paged table (views/tables.ts): the next page of its list, fetched
 * with the cursor the button carries, laid out with the table's own kind of rows.
 */
import { tableRows } from "../../views/tables.ts";
import { PAGED_TABLES } from "../../views/pages/paged.ts";
import { getJson } from "./api.ts";

export async function loadMore(button: HTMLButtonElement): Promise<void> {
  const { more, url, cursor } = button.dataset;
  const kind = PAGED_TABLES[more ?? ""];
  const body = button.parentElement?.querySelector("tbody");
  if (!kind || !url || !cursor || !body) return;
  button.disabled = true;
  button.textContent = "Chargement…";
  const separator = url.includes("?") ? "&" : "?";
  try {
    const page = await getJson<{ data: unknown[]; has_more: boolean; next_cursor: string | null }>(
      `${url}${separator}cursor=${encodeURIComponent(cursor)}`,
    );
    body.insertAdjacentHTML("beforeend", tableRows(kind, page.data).text);
    if (page.has_more && page.next_cursor) {
      button.dataset.cursor = page.next_cursor;
      button.disabled = false;
      button.textContent = "Afficher la suite";
    } else {
      button.remove();
    }
  } catch (error) {
    button.disabled = false;
    button.textContent = `Échec : ${(error as Error).message} Réessayer`;
  }
}
