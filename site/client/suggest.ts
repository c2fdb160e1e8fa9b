/**
 * Suggestions as you type in the search box: from two characters on, the first records of the
 * API's `/search` for what is typed (in the version the form names), asked once typing pauses,
 * one per record (unique=record) with the versions it exists in.
 * The box is an ARIA combobox (WAI-ARIA 1.2, list autocomplete): the arrow keys move through the
 * suggestions, Enter opens the one chosen (else the form searches), Escape closes the list, a
 * screen reader hears how many there are. A suggestion is a link to the record's page, so a
 * click opens it the way every link of the site does (main.ts).
 */
import { RESOURCES } from "../../contract/resources.ts";
import { getJson } from "./api.ts";
import { html, type Markup } from "../../views/html.ts";
import type { ApiShape } from "../../contract/schemas.ts";
import { pageLink } from "../../views/format.ts";

/** Characters typed before suggestions are asked for. */
export const SUGGEST_FROM = 2;
/** Suggestions shown at most. */
export const SUGGESTIONS = 8;
/** Pause in typing after which the API is asked, in ms. */
const DEBOUNCE_MS = 150;
/** The text of one suggestion: its name, whether its English name found it, its type and the
 * versions it exists in, the one it opens marked. */
function suggestion(record: ApiShape<"search_result">, listId: string, index: number): Markup {
  const type = RESOURCES.find((r) => r.object === record.object)?.label ?? record.object;
  const english = record.matched_name === "english_name" ? html` <span class="english">(nom anglais)</span>` : "";
  return html`<li role="option" id="${listId}-${index}" aria-selected="false">
    <a href="${pageLink(record.url)}" tabindex="-1"
      >${record.name}${english}
      <span class="meta"
        >${type},
        ${(record.versions ?? [record.version]).map((v, i) => html`${i ? " " : ""}${v === record.version ? html`<strong>${v}</strong>` : v}`)}</span
      ></a
    >
  </li>`;
}

interface State {
  timer: ReturnType<typeof setTimeout> | undefined;
  /** the query of the last answer asked for: older answers are dropped */
  asked: string;
  active: number;
}

const states = new WeakMap<HTMLInputElement, State>();

function stateOf(input: HTMLInputElement): State {
  let state = states.get(input);
  if (!state) states.set(input, (state = { timer: undefined, asked: "", active: -1 }));
  return state;
}

function parts(input: HTMLInputElement) {
  const form = input.form!;
  return {
    list: document.getElementById(input.getAttribute("aria-controls")!) as HTMLUListElement,
    status: form.querySelector<HTMLElement>("[data-suggest-status]")!,
    version: form.querySelector<HTMLSelectElement>("select[name=version]")?.value ?? "",
  };
}

function close(input: HTMLInputElement): void {
  const { list } = parts(input);
  list.hidden = true;
  list.innerHTML = "";
  stateOf(input).active = -1;
  input.setAttribute("aria-expanded", "false");
  input.removeAttribute("aria-activedescendant");
}

function highlight(input: HTMLInputElement, index: number): void {
  const { list } = parts(input);
  const options = [...list.querySelectorAll<HTMLElement>("[role=option]")];
  if (!options.length) return;
  const state = stateOf(input);
  state.active = (index + options.length) % options.length;
  options.forEach((option, i) => option.setAttribute("aria-selected", String(i === state.active)));
  input.setAttribute("aria-activedescendant", options[state.active]!.id);
  options[state.active]!.scrollIntoView({ block: "nearest" });
}

async function ask(input: HTMLInputElement): Promise<void> {
  const q = input.value.trim();
  const state = stateOf(input);
  if (q.length < SUGGEST_FROM) return close(input);
  const { version } = parts(input);
  const query = new URLSearchParams({ q, limit: String(SUGGESTIONS), unique: "record", ...(version ? { version } : {}) });
  state.asked = query.toString();
  let data: ApiShape<"search_result">[];
  try {
    data = (await getJson<{ data: ApiShape<"search_result">[] }>(`/search?${query}`)).data;
  } catch {
    data = []; // suggestions are a convenience: the form still searches
  }
  if (state.asked !== query.toString() || document.activeElement !== input) return;
  const { list, status } = parts(input);
  list.innerHTML = data.map((record, i) => suggestion(record, list.id, i).text).join("");
  list.hidden = data.length === 0;
  state.active = -1;
  input.removeAttribute("aria-activedescendant");
  input.setAttribute("aria-expanded", String(data.length > 0));
  status.textContent = data.length ? `${data.length} suggestion${data.length > 1 ? "s" : ""}` : "Aucune suggestion";
}

const isBox = (target: EventTarget | null): target is HTMLInputElement =>
  target instanceof HTMLInputElement && target.getAttribute("role") === "combobox";

/** Listens on the document: the search forms come and go with the pages. */
export function watchSuggestions(): void {
  document.addEventListener("input", (event) => {
    if (!isBox(event.target)) return;
    const input = event.target;
    const state = stateOf(input);
    clearTimeout(state.timer);
    state.timer = setTimeout(() => void ask(input), DEBOUNCE_MS);
  });
  document.addEventListener("keydown", (event) => {
    if (!isBox(event.target)) return;
    const input = event.target;
    const { list } = parts(input);
    const state = stateOf(input);
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (list.hidden) return;
      event.preventDefault();
      highlight(input, state.active + (event.key === "ArrowDown" ? 1 : state.active < 0 ? 0 : -1));
    } else if (event.key === "Escape") {
      if (!list.hidden) event.preventDefault();
      close(input);
    } else if (event.key === "Enter" && state.active >= 0 && !list.hidden) {
      event.preventDefault();
      const link = list.querySelectorAll<HTMLAnchorElement>("[role=option] a")[state.active]!;
      close(input);
      link.click();
    }
  });
  // A click on a suggestion must not blur the box first (the list would close under it).
  document.addEventListener("mousedown", (event) => {
    if ((event.target as Element).closest?.(".suggestions")) event.preventDefault();
  });
  document.addEventListener("focusout", (event) => {
    if (isBox(event.target)) close(event.target);
  });
}
