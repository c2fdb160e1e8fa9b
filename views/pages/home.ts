/**
 * The home page (`/`) and a version's page (`/classic`): the search box first, then for each
 * version its famous records (a short curated list: those the build holds), its counts by
 * record type (`/stats`) with a link to each list, and what changed in the last build
 * (`/changes`). The edge writes these pages (homeAnswer gathers the answers); the browser loads
 * them as documents rather than asking for records the build may lack.
 */
import { API_NAME, SITE_TAGLINE } from "../../contract/about.ts";
import { GAME_VERSIONS, VERSIONS } from "../../contract/enums.ts";
import { recordPagePath } from "../../contract/addresses.ts";
import { RESOURCES, resourceOf, type ResourceObject } from "../../contract/resources.ts";
import type { ApiShape } from "../../contract/schemas.ts";
import { link, num, type Ref } from "../format.ts";
import { html, type Markup } from "../html.ts";
import { searchForm } from "./search.ts";

/** Bosses and legendaries readers look for first, by version; a record the build lacks is left out. */
export const FAMOUS: { readonly [V in (typeof VERSIONS)[number]]: readonly { type: ResourceObject; id: number }[] } = {
  classic: [
    { type: "npc", id: 639 }, // Edwin VanCleef
    { type: "npc", id: 11502 }, // Ragnaros
    { type: "npc", id: 10184 }, // Onyxia
    { type: "item", id: 19019 }, // Thunderfury
    { type: "item", id: 17182 }, // Sulfuras
    { type: "item", id: 22589 }, // Atiesh
  ],
  tbc: [
    { type: "npc", id: 22917 }, // Illidan
    { type: "npc", id: 19622 }, // Kael'thas
    { type: "npc", id: 11502 },
    { type: "item", id: 32837 }, // Warglaive of Azzinoth
    { type: "item", id: 34334 }, // Thori'dal
    { type: "item", id: 19019 },
    { type: "npc", id: 639 },
  ],
  wotlk: [
    { type: "npc", id: 36597 }, // The Lich King
    { type: "npc", id: 15990 }, // Kel'Thuzad
    { type: "npc", id: 28859 }, // Malygos
    { type: "item", id: 49623 }, // Shadowmourne
    { type: "item", id: 46017 }, // Val'anyr
    { type: "item", id: 19019 },
    { type: "npc", id: 639 },
  ],
};

/** How many changed records the page names. */
const CHANGES_SHOWN = 10;

/** What the home page shows, as the API answered it (null where it did not). */
export interface HomeAnswer {
  stats: ApiShape<"stats"> | null;
  famous: Record<string, Ref[]>;
  /** the build before this one and what changed since (null on a first build) */
  changes: { since: ApiShape<"build">; records: ApiShape<"record_change">[] } | null;
}

/** Asks the API a route path and query; throws when it refuses. */
export type Ask = (path: string, query: URLSearchParams) => Promise<unknown>;

const orNull = <T>(promise: Promise<unknown>): Promise<T | null> =>
  promise.then(
    (v) => v as T,
    () => null,
  );

/** The answers the home page (every version) or a version's page shows. */
export async function homeAnswer(only: string | null, ask: Ask): Promise<HomeAnswer> {
  const versions = only ? [only] : [...VERSIONS];
  const none = new URLSearchParams();
  const famous = Promise.all(
    versions.map(async (v) => {
      const list = FAMOUS[v as keyof typeof FAMOUS] ?? [];
      const records = await Promise.all(list.map((f) => orNull<Ref>(ask(`/${v}/${resourceOf(f.type).segment}/${f.id}`, none))));
      return [v, records.filter((r): r is Ref => r !== null)] as const;
    }),
  );
  const changes = (async () => {
    const builds = await orNull<{ data: ApiShape<"build">[] }>(ask("/changes", none));
    const since = builds?.data.find((b) => !b.current);
    if (!since) return null;
    const page = await orNull<{ data: ApiShape<"record_change">[] }>(
      ask("/changes", new URLSearchParams({ since: since.id, limit: String(CHANGES_SHOWN) })),
    );
    return { since, records: (page?.data ?? []).filter((c) => versions.includes(c.version)) };
  })();
  const [stats, named, changed] = await Promise.all([orNull<ApiShape<"stats">>(ask("/stats", none)), famous, changes]);
  return { stats, famous: Object.fromEntries(named), changes: changed };
}

const capital = (text: string) => text[0]!.toUpperCase() + text.slice(1);
const versionName = (v: string) => GAME_VERSIONS.find((g) => g.id === v)?.name ?? v;

export const homeTitle = (only?: string | null): string => (only ? `Version ${only} : ${versionName(only)}` : capital(SITE_TAGLINE));

const dayFormat = new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
/** « 1er novembre 2026 » from a date of the API (`2026-11-01`). */
const day = (date: string) =>
  /^\d{4}-\d\d-\d\d/.test(date) ? dayFormat.format(new Date(date.slice(0, 10) + "T00:00:00Z")).replace(/^1 /, "1er ") : date;

const CHANGE_WORDS: Record<string, string> = { added: "ajouté", changed: "modifié", removed: "retiré" };

function changesOf(answer: HomeAnswer): Markup {
  const c = answer.changes;
  if (!c) return html`<p>Première version des données servie : aucun changement à montrer pour l'instant.</p>`;
  const plural = (n: number, word: string) => `${num(n)} ${word}${n > 1 ? "s" : ""}`;
  return html`<p>
      Depuis les données du ${day(c.since.date)} : ${plural(c.since.added, "enregistrement ajouté")}, ${plural(c.since.changed, "modifié")},
      ${plural(c.since.removed, "retiré")}.
    </p>
    ${
      c.records.length
        ? html`<ul class="home-changes">
            ${c.records.map((r) => {
              const res = resourceOf(r.type);
              const where = recordPagePath(r.version, res, r.id);
              const label = `${res.singular} n° ${r.id} (${r.version})`;
              return html`<li>${r.change === "removed" ? label : html`<a href="${where}">${label}</a>`} : ${CHANGE_WORDS[r.change]}</li>`;
            })}
          </ul>`
        : ""
    }`;
}

export function homePage(only: string | null | undefined, answer: HomeAnswer | null): Markup {
  const versions = only ? [only] : [...VERSIONS];
  return html`<h1>${only ? homeTitle(only) : `${API_NAME} : ${SITE_TAGLINE}`}</h1>
    ${searchForm(only ? new URLSearchParams({ version: only }) : new URLSearchParams())}
    <div class="versions-grid home-versions">
      ${versions.map((v) => {
        const counts = answer?.stats?.by_version[v as keyof ApiShape<"stats">["by_version"]] as Record<string, number> | undefined;
        const famous = answer?.famous[v] ?? [];
        return html`<section>
          <h2><a href="/${v}">${versionName(v)}</a> <span class="home-version">${v}</span></h2>
          ${
            famous.length
              ? html`<h3>Incontournables</h3>
                  <ul class="home-famous">
                    ${famous.map((r) => html`<li>${link(r)}</li>`)}
                  </ul>`
              : ""
          }
          <h3>Parcourir</h3>
          <ul class="home-counts">
            ${RESOURCES.map(
              (r) =>
                html`<li>
                  <a href="/${v}/${r.segment}">${capital(r.label)}</a>${
                    counts?.[r.plural] != null ? html` <span class="home-count">${num(counts[r.plural])}</span>` : ""
                  }
                </li>`,
            )}
          </ul>
        </section>`;
      })}
    </div>
    <section class="home-news">
      <h2>Dernière mise à jour des données</h2>
      ${answer ? changesOf(answer) : html`<p>Les changements de la dernière version des données n'ont pas pu être lus.</p>`}
      ${answer?.stats ? html`<p>${num(answer.stats.records)} enregistrements en tout, données du ${day(answer.stats.updated_at)}.</p>` : ""}
    </section>`;
}
