/**
 * The markup of a search box that suggests records as you type (suggest.ts gives it life): the
 * input's ARIA combobox attributes, its list box and the status a screen reader hears. Without
 * the DOM, so the shell page's header box (site/bundle.ts) is written with it at build time.
 */
import { html, type Markup } from "./html.ts";

/** The combobox's attributes of a search input, and its list: `id` names the list, one per box
 * of the page (the header's, site/bundle.ts; the search form's, pages/search.ts). */
export function suggestBox(id: string): { attributes: Markup; list: Markup } {
  return {
    attributes: html`role="combobox" aria-autocomplete="list" aria-expanded="false" aria-controls="${id}" autocomplete="off"`,
    list: html`<ul id="${id}" class="suggestions" role="listbox" aria-label="Suggestions" hidden></ul>
      <span class="visually-hidden" role="status" aria-live="polite" data-suggest-status></span>`,
  };
}
