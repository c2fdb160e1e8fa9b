/**
 * What a record's page draws after it is shown, from further lists of the API: the maps of its
 * locations, and an instance's loot grouped by boss (every page of it).
 */
import { html } from "../../views/html.ts";
import { mapsOf, type MapOf } from "../../views/pages/common.ts";
import { instanceLoot } from "../../views/pages/instance.ts";
import type { Loot } from "../../views/pages/paged.ts";
import type { ListPage } from "../../views/tables.ts";
import { getJson } from "./api.ts";

/** Gives the maps of `root` their proportions and their points their places (mapFigure): the
 * site's Content-Security-Policy allows no inline style, so the markup carries them as data. */
function placePoints(root: ParentNode): void {
  for (const area of root.querySelectorAll<HTMLElement>(".map-area[data-ratio]")) area.style.aspectRatio = area.dataset.ratio!;
  for (const point of root.querySelectorAll<HTMLElement>(".point[data-x]")) {
    point.style.left = `${point.dataset.x}%`;
    point.style.top = `${point.dataset.y}%`;
  }
}

export async function drawLocations(root: ParentNode): Promise<void> {
  const slot = root.querySelector<HTMLElement>("[data-locations]");
  if (!slot) return;
  slot.innerHTML = html`<h2>Positions</h2>
    <p class="loading">Chargement des cartes…</p>`.text;
  try {
    slot.innerHTML = mapsOf(await getJson<ListPage<MapOf>>(slot.dataset.locations!)).text;
    placePoints(slot);
  } catch (error) {
    slot.innerHTML = html`<h2>Positions</h2>
      <p class="error">Positions indisponibles : ${(error as Error).message}</p>`.text;
  }
}

export async function drawInstanceLoot(root: ParentNode): Promise<void> {
  const slot = root.querySelector<HTMLElement>("[data-loot]");
  if (!slot) return;
  slot.innerHTML = html`<h2>Butin par boss</h2>
    <p class="loading">Chargement du butin…</p>`.text;
  try {
    const all: Loot[] = [];
    const first = `${slot.dataset.loot}${slot.dataset.loot!.includes("?") ? "&" : "?"}limit=100`;
    for (let url = first; ;) {
      const page = await getJson<ListPage<Loot>>(url);
      all.push(...page.data);
      if (!page.has_more || !page.next_cursor) break;
      url = `${first}&cursor=${encodeURIComponent(page.next_cursor)}`;
    }
    slot.innerHTML = instanceLoot(all, (slot.dataset.order ?? "").split(",")).text;
  } catch (error) {
    slot.innerHTML = html`<h2>Butin par boss</h2>
      <p class="error">Butin indisponible : ${(error as Error).message}</p>`.text;
  }
}
