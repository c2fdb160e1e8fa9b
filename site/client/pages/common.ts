/**
 * What several record pages share: the heading with the version switcher, loot tables, quest
 * lists, and the maps of locations drawn once the locations list arrives.
 */
import { DIFFICULTIES, label } from "../../../contract/enums.ts";
import { getJson } from "../api.ts";
import { html, raw, type Markup } from "../html.ts";
import { chance, link, named, section, type Rec, type Ref } from "../format.ts";
import { pagedTable, type ListPage } from "../more.ts";

/** The record's name (in its quality colour for an item), subtitle and version switcher. */
export function heading(r: Rec, kind: string, subtitle?: string | null): Markup {
  const versions = (r.versions ?? []) as Ref[];
  const quality = r.quality ? `q-${r.quality}` : "";
  return html`<header class="record-head">
    ${r.icon ? html`<img class="icon icon-l" src="${r.icon}" alt="" referrerpolicy="no-referrer" />` : ""}
    <div>
      <p class="kind">${kind} · n° ${r.id}</p>
      <h1 class="${quality}">${r.name}</h1>
      ${subtitle ? html`<p class="subtitle">${subtitle}</p>` : ""}
      ${r.english_name && r.english_name !== r.name ? html`<p class="english" lang="en">${r.english_name}</p>` : ""}
    </div>
    <nav class="versions" aria-label="Versions du jeu">
      ${versions.map((v) =>
        v.version === r.version ? html`<span class="current">${v.version}</span>` : link({ ...v, icon: null, quality: null }, v.version),
      )}
    </nav>
  </header>`;
}

/** Guides written about the record, when there are any. */
export function guides(r: Rec): Markup {
  const list = ((r.guides ?? []) as { title: string; url: string }[]).filter((g) => /^https?:\/\//.test(g.url));
  return section(
    "Guides",
    list.length
      ? html`<ul>
          ${list.map((g) => html`<li><a href="${g.url}" rel="noopener">${g.title}</a></li>`)}
        </ul>`
      : null,
  );
}

interface Loot {
  item: Ref;
  name: string;
  chance: number | null;
  difficulties?: string[];
  quest_item?: boolean;
  source?: Ref;
}

/** A loot table, best chance first; with the difficulties an item drops in when the list says. */
export function lootTable(list: ListPage<Loot> | Loot[] | null | undefined): Markup {
  const page = Array.isArray(list) ? { data: list, has_more: false, next_cursor: null, url: "" } : list;
  if (!page) return raw("");
  const sorted = { ...page, data: [...page.data].sort((a, b) => (b.chance ?? -1) - (a.chance ?? -1)) };
  const modes = sorted.data.some((l) => l.difficulties?.length);
  const kind = (l: Loot) =>
    [(l.item as Rec)?.type_name, (l.item as Rec)?.slot_name].filter(Boolean).join(" · ") +
    (l.quest_item ? " · si la quête est en cours" : "");
  const chanceCell = (l: Loot) => html`<span class="chance">${chance(l.chance)}</span>`;
  const modesOf = (l: Loot) => (l.difficulties ?? []).map((d) => label(DIFFICULTIES, d) ?? d).join(", ");
  return modes
    ? pagedTable(
        sorted,
        ["Objet", "Type", "Difficultés", "Chance"],
        (l) => [named(l.item, l.name), kind(l), modesOf(l), chanceCell(l)],
        "loot",
      )
    : pagedTable(sorted, ["Objet", "Type", "Chance"], (l) => [named(l.item, l.name), kind(l), chanceCell(l)], "loot");
}

/** Quests started and ended by an NPC or a world object. */
export function questLists(quests: { starts?: Ref[]; ends?: Ref[] } | null | undefined): Markup {
  if (!quests) return raw("");
  const list = (refs: Ref[] | undefined) =>
    html`<ul class="refs">
      ${(refs ?? []).map((q) => html`<li>${link(q)}</li>`)}
    </ul>`;
  return html`${section("Quêtes données", quests.starts?.length ? list(quests.starts) : null)}${section("Quêtes terminées", quests.ends?.length ? list(quests.ends) : null)}`;
}

/** Room for the maps; filled by `drawLocations` once the page is shown. */
export function locationsSlot(r: Rec): Markup {
  if (!r.locations_url) return raw("");
  return html`<section id="locations" data-locations="${r.locations_url}">
    <h2>Positions</h2>
    <p class="loading">Chargement des cartes…</p>
  </section>`;
}

interface MapOf {
  name: string | null;
  floor: number | null;
  instance: Ref | null;
  image: string | null;
  width: number | null;
  height: number | null;
  points: { x: number; y: number }[];
}

/** One map: the zone's image when it has one (a plain grid behind it, which shows when it has
 * none or cannot load), points placed in percent of its width and height. Sizes and places are
 * data attributes that placePoints applies: the site's Content-Security-Policy allows no inline
 * style. */
export function mapFigure(m: MapOf): Markup {
  const ratio = m.width && m.height ? `${m.width} / ${m.height}` : "3 / 2";
  const image = m.image ? raw(`<img class="map-image" src="${m.image.replace(/"/g, "%22")}" alt="" referrerpolicy="no-referrer">`) : "";
  const title = m.name ?? "Zone inconnue";
  return html`<figure class="map">
    <div class="map-area" data-ratio="${ratio}">
      ${image || html`<span class="map-name">${title}</span>`}${m.points.map(
        (p) => html`<span class="point" data-x="${p.x}" data-y="${p.y}" title="${p.x}, ${p.y}"></span>`,
      )}
    </div>
    <figcaption>
      ${m.instance ? link(m.instance, title) : title}${m.floor != null ? ` (niveau ${m.floor})` : ""} — ${m.points.length}
      position${m.points.length > 1 ? "s" : ""}
    </figcaption>
  </figure>`;
}

/** Gives the maps of `root` their proportions and their points their places (mapFigure). */
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
  try {
    const list = await getJson<ListPage<MapOf>>(slot.dataset.locations!);
    const maps = list.data.filter((m) => m.points.length);
    slot.innerHTML = maps.length
      ? html`<h2>Positions</h2>
          <div class="maps">${maps.map(mapFigure)}</div>`.text
      : "";
    placePoints(slot);
  } catch (error) {
    slot.innerHTML = html`<h2>Positions</h2>
      <p class="error">Positions indisponibles : ${(error as Error).message}</p>`.text;
  }
}
