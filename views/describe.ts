/**
 * A page's short French summary, for its `description` and link previews (Open Graph,
 * Twitter): for a record, the facts a reader wants before opening the link, by record type.
 * Only the edge writes heads: the browser's script never loads this module.
 */
import { levels, num } from "./format.ts";
import { of } from "./french.ts";
import { mainLinesOf } from "./item-lines.ts";
import type { ListAnswer } from "./pages/list.ts";
import type { HomeAnswer } from "./pages/home.ts";
import type { RecordAnswer } from "./pages/changes.ts";
import { API_NAME, RECORD_TYPES_TEXT, SITE_TAGLINE } from "../contract/about.ts";
import { VERSIONS, type Version } from "../contract/enums.ts";
import { inFrench } from "../contract/text.ts";
import type { SitePath } from "../contract/addresses.ts";
import { RESOURCES, type ResourceObject } from "../contract/resources.ts";
import type { AnyRecord, ApiShape, RecordOf } from "../contract/schemas.ts";

/** Longest description sent; previews cut longer ones themselves, less gracefully. */
const MAX = 200;

const sentence = (parts: readonly (string | number | null | undefined | false)[], separator = ", "): string =>
  parts.filter((p) => p != null && p !== false && p !== "").join(separator);

/** Sentences, each starting with a capital, joined by full stops. */
const sentences = (parts: readonly (string | null | undefined | false)[]): string =>
  sentence(
    parts.map((p) => (p ? p[0]!.toUpperCase() + p.slice(1).replace(/\.+$/, "") : p)),
    ". ",
  );

const count = (n: number, one: string, many: string) => `${num(n)} ${n > 1 ? many : one}`;

/** An item's quality, then its main tooltip lines, its slot and type first, one after the other:
 * « Légendaire, niveau d'objet 80. Une main, Épées à une main — Dégâts : 44 - 115, Vitesse 1,90 — 53,9 dégâts par seconde — … ». */
function item(r: ApiShape<"item">): string {
  const lines = mainLinesOf(r).map((l) => sentence([l.text.replace(/^\((.*)\)$/, "$1"), l.right]));
  return sentences([
    sentence([r.quality_name, r.item_level ? `niveau d'objet ${r.item_level}` : null]),
    lines.join(" — "),
    r.item_set ? `ensemble : ${r.item_set.name}` : null,
  ]);
}

/** « Niveau 19, Élite, Humanoïde. Rencontre 5 sur 5 des Mortemines. 12 objets dans son butin ». */
function npc(r: ApiShape<"npc">): string {
  const e = r.encounter;
  const where = e?.instance ? of(e.instance.name) : null;
  const zones = (r.zones ?? []).map((z) => z.name);
  const loot = r.loot?.data?.length ?? 0;
  return sentences([
    r.subtitle,
    sentence([`Niveau ${levels(r.level_min, r.level_max)}`, r.rank_name, sentence([r.type_name, r.family_name], " · ")]),
    e && where ? `rencontre ${e.position} sur ${e.total} ${where.before}${where.name}` : zones.length ? zones.slice(0, 3).join(", ") : null,
    loot ? `${r.loot.has_more ? "plus de " : ""}${count(loot, "objet", "objets")} dans son butin` : null,
  ]);
}

/** « Quête de niveau 20, niveau 15 requis, Marche de l'Ouest, Alliance. Récompenses : 1 050 PX, 1 po 20 pa, … ». */
function quest(r: ApiShape<"quest">): string {
  const zone = r.instance?.name ?? (r.category?.type === "zone" ? r.category.name : null);
  const rewards = r.rewards;
  const reward = sentence([
    rewards?.xp ? `${num(rewards.xp)} PX` : null,
    rewards?.money ? coins(rewards.money) : null,
    (rewards?.items ?? []).map((i) => i.name).join(", "),
    rewards?.choices?.length ? `au choix ${rewards.choices.map((i) => i.name).join(" ou ")}` : null,
    rewards?.spell?.name,
    rewards?.title ? `titre ${rewards.title}` : null,
  ]);
  return sentences([
    sentence([
      r.level ? `Quête de niveau ${r.level}` : "Quête",
      r.required_level ? `niveau ${r.required_level} requis` : null,
      zone,
      r.side_name,
    ]),
    reward ? `Récompenses : ${reward}` : null,
    r.objectives ? `Objectifs : ${r.objectives}` : null,
  ]);
}

/** Copper as « 1 po 20 pa 5 pc ». */
function coins(copper: number): string {
  const parts = [Math.floor(copper / 10000), Math.floor((copper % 10000) / 100), copper % 100];
  return sentence(
    parts.map((n, i) => (n ? `${num(n)} ${["po", "pa", "pc"][i]}` : null)),
    " ",
  );
}

function spell(r: ApiShape<"spell">): string {
  return sentences([
    sentence([r.kind_name, r.rank_name, r.class_name ?? r.recipe?.profession_name, r.school_name, r.level ? `niveau ${r.level}` : null]),
    r.description,
  ]);
}

function gameObject(r: ApiShape<"game_object">): string {
  return sentences([r.type_name, r.skill ? `${r.skill.name} ${r.skill.level}` : null, r.zone]);
}

function faction(r: ApiShape<"faction">): string {
  return sentences([
    sentence([
      r.group ? "Groupe de réputations" : "Réputation",
      r.side === "both" ? "Alliance et Horde" : r.side_name, // « Les deux » needs the sentence it answers
      r.parent?.name ? `groupe ${r.parent.name}` : null,
    ]),
    r.description,
  ]);
}

function itemSet(r: ApiShape<"item_set">): string {
  const items = (r.items ?? []).map((i) => i.name);
  return sentences([
    sentence([
      `Ensemble de ${count(r.items_count ?? items.length, "pièce", "pièces")}`,
      r.class_name,
      r.item_level ? `niveau d'objet ${r.item_level}` : null,
    ]),
    (r.bonuses ?? []).map((b) => `${b.pieces} pièces : ${b.text.replace(/\.+$/, "")}`).join(" ; ") || null,
    items.length ? `Pièces : ${items.join(", ")}` : null,
  ]);
}

function instance(r: ApiShape<"instance">): string {
  const bosses = (r.encounters ?? []).map((e) => e.name);
  return sentences([
    sentence([r.type_name, r.players ? `${r.players} joueurs` : null, `niveaux ${levels(r.level_min, r.level_max)}`, r.zone]),
    bosses.length ? `Boss : ${bosses.join(", ")}` : null,
  ]);
}

const BY_TYPE: { [T in ResourceObject]: (r: ApiShape<T>) => string } = {
  item,
  npc,
  quest,
  spell,
  game_object: gameObject,
  faction,
  item_set: itemSet,
  instance,
};

/** Cut at a word before `max` characters, with an ellipsis. */
export function shorten(text: string, max = MAX): string {
  // line breaks and runs of spaces only: the no-break spaces of numbers (« 12 650 ») stay
  const flat = text.replace(/[ \t\r\n]+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return cut.slice(0, cut.lastIndexOf(" ") > max / 2 ? cut.lastIndexOf(" ") : cut.length).replace(/[ ,.;:·]+$/, "") + "…";
}

/** The description of a record's page. */
export function describe<T extends ResourceObject>(r: RecordOf<T>): string {
  const text = BY_TYPE[r.object](r);
  return shorten(text ? (/[.!?…»]$/.test(text) ? text : `${text}.`) : r.name);
}

/** The home page's description; a version's page names its version alone. */
const homeOf = (versions: readonly string[]) =>
  `${SITE_TAGLINE[0]!.toUpperCase()}${SITE_TAGLINE.slice(1)} pour ${inFrench(versions)} : ${RECORD_TYPES_TEXT}.`;

const names = (list: ListAnswer) => [...new Set(list.data.map((r) => r.name))].join(", ");

/** The description of a site page, from what the API answered for it (null when it asked nothing). */
export function describePage(site: SitePath, query: URLSearchParams, answer: unknown): string {
  switch (site.page) {
    case "record":
      return describe((answer as RecordAnswer).record);
    case "home":
      return homeOf(VERSIONS);
    case "version": {
      // its counts by record type when /stats answered: « 157 objets, 37 sorts, … »
      const counts = (answer as HomeAnswer | null)?.stats?.by_version[site.version as Version] as Record<string, number> | undefined;
      if (!counts) return homeOf([site.version]);
      const shown = RESOURCES.filter((r) => counts[r.plural]).map((r) => `${num(counts[r.plural]!)} ${r.label}`);
      return shorten(`${SITE_TAGLINE[0]!.toUpperCase()}${SITE_TAGLINE.slice(1)} pour ${site.version} : ${inFrench(shown)}.`);
    }
    case "list": {
      const list = answer as ListAnswer;
      const count = list.total_count != null ? `${num(list.total_count)} résultat${list.total_count > 1 ? "s" : ""} : ` : "";
      return shorten(`Liste des ${site.resource.label} de la version ${site.version}. ${count}${names(list)}`);
    }
    case "search": {
      const found = answer as ListAnswer | null;
      return found
        ? shorten(`Recherche « ${query.get("q")?.trim()} » dans ${API_NAME} : ${names(found) || "aucun résultat"}`)
        : `Recherche dans ${API_NAME}, ${SITE_TAGLINE}.`;
    }
  }
}
