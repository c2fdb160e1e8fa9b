/**
 * What several record pages share: the heading with the version switcher, loot tables, quest
 * lists, and the room for the maps of locations (drawn by the client once they arrive).
 */
import { resourceOf } from "../../contract/resources.ts";
import type { AnyRecord, ApiShape } from "../../contract/schemas.ts";
import { html, raw, type Markup } from "../html.ts";
import { link, num, pageLink, section, type Ref } from "../format.ts";
import { pagedTable, type ListPage } from "../tables.ts";
import { LOOT, LOOT_WITH_MODES, type Loot } from "./paged.ts";
import { badgeMark, changedText, type VersionRef } from "./changes.ts";

/** What the heading shows of a record of any type; an item's also its quality. */
type Headed = Pick<AnyRecord, "object" | "id" | "name" | "version" | "icon" | "english_name" | "versions"> &
  Partial<Pick<ApiShape<"item">, "quality">>;

/** The record's name (in its quality colour for an item), subtitle and version switcher, whose
 * badges mark the versions where the record differs from the version before. */
export function heading(r: Headed, subtitle?: string | null, kind = resourceOf(r.object).singular): Markup {
  const versions: readonly VersionRef[] = r.versions ?? [];
  const quality = r.quality ? `q-${r.quality}` : "";
  return html`<header class="record-head">
    ${r.icon ? html`<img class="icon icon-l" src="${r.icon}" alt="" referrerpolicy="no-referrer" />` : ""}
    <div>
      <p class="kind">${kind} · n° ${r.id}</p>
      <h1${quality ? html` class="${quality}"` : ""}>${r.name}</h1>
      ${subtitle ? html`<p class="subtitle">${subtitle}</p>` : ""}
      ${r.english_name && r.english_name !== r.name ? html`<p class="english" lang="en">${r.english_name}</p>` : ""}
    </div>
    <nav class="versions" aria-label="Versions du jeu">
      ${versions.map((v, i) => {
        const text = html`${v.version}${changedText(v)}`;
        return v.version === r.version
          ? html`<span ${badgeMark(versions, i, "current")} aria-current="page">${text}</span>`
          : html`<a href="${pageLink(v.url)}" ${badgeMark(versions, i)}>${text}</a>`;
      })}
    </nav>
  </header>`;
}

/** Guides written about the record, when there are any. */
export function guides(r: Pick<AnyRecord, "guides">): Markup {
  const list = (r.guides ?? []).filter((g) => /^https?:\/\//.test(g.url));
  return section(
    "Guides",
    list.length
      ? html`<ul>
          ${list.map((g) => html`<li><a href="${g.url}" rel="noopener">${g.title}</a></li>`)}
        </ul>`
      : null,
  );
}

/** Lines of a loot list given whole (a world object's) shown on its page: the rest, the least
 * likely, are in the record's JSON. A chest of world drops has more than a thousand, which no
 * reader scrolls through and which would cost the edge several times an ordinary page. */
export const LOOT_SHOWN = 200;

/** A loot table, best chance first; with the difficulties an item drops in when the list says.
 * `json`: where the whole list is, when it is longer than the page shows. */
export function lootTable(list: ListPage<Loot> | Loot[] | null | undefined, json?: string): Markup {
  const page = Array.isArray(list) ? { data: list, has_more: false, next_cursor: null, url: "" } : list;
  if (!page) return raw("");
  const all = [...page.data].sort((a, b) => (b.chance ?? -1) - (a.chance ?? -1));
  const sorted = { ...page, data: json ? all.slice(0, LOOT_SHOWN) : all };
  const rest = all.length - sorted.data.length;
  const table = sorted.data.some((l) => l.difficulties?.length)
    ? pagedTable(sorted, "loot-modes", LOOT_WITH_MODES)
    : pagedTable(sorted, "loot", LOOT);
  return rest > 0
    ? html`${table}
        <p class="count">Et ${num(rest)} autres objets, moins probables : <a href="${json}">la liste entière (JSON)</a>.</p>`
    : table;
}

/** Quests started and ended by an NPC or a world object. */
export function questLists(quests: ApiShape<"npc" | "game_object">["quests"] | null | undefined): Markup {
  if (!quests) return raw("");
  const list = (refs: readonly Ref[] | undefined) =>
    html`<ul class="refs">
      ${(refs ?? []).map((q) => html`<li>${link(q)}</li>`)}
    </ul>`;
  return html`${section("Quêtes données", quests.starts?.length ? list(quests.starts) : null)}${section("Quêtes terminées", quests.ends?.length ? list(quests.ends) : null)}`;
}

/** Room for the maps, filled by the client (site/client/after.ts); without scripts, a link to
 * the positions themselves. */
export function locationsSlot(r: Pick<ApiShape<"npc"> | ApiShape<"game_object">, "locations_url">): Markup {
  if (!r.locations_url) return raw("");
  return html`<section id="locations" data-locations="${r.locations_url}">
    <h2>Positions</h2>
    <p class="loading"><a href="${r.locations_url}">Positions (JSON)</a></p>
  </section>`;
}

export type MapOf = ApiShape<"map">;

/** One map: the zone's image when it has one (a plain grid behind it, which shows when it has
 * none or cannot load), points placed in percent of its width and height. Sizes and places are
 * data attributes that the page's script applies (site/client/after.ts): the site's Content-Security-Policy allows no inline
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

/** The maps with points, once the locations list arrived. */
export function mapsOf(list: ListPage<MapOf>): Markup {
  const maps = list.data.filter((m) => m.points.length);
  return maps.length
    ? html`<h2>Positions</h2>
        <div class="maps">${maps.map(mapFigure)}</div>`
    : raw("");
}
