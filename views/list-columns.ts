/**
 * The columns of each list page, by record type, declared once: what a player compares between
 * the records of a list (their summary fields, contract/schemas.ts). A column that orders by one
 * of the list's sort fields (contract/params.ts) names it, and its header sorts the list.
 */
import type { ResourceObject } from "../contract/resources.ts";
import type { SortName } from "../contract/params.ts";
import type { SummaryOf } from "../contract/schemas.ts";
import { levels, link, type Cell, type Ref } from "./format.ts";
import { html } from "./html.ts";

export interface Column<T> {
  head: string;
  cell(record: T): Cell;
  /** the sort field its header orders by */
  sort?: SortName;
  /** a number, aligned to the right */
  numeric?: boolean;
}

const decimal = new Intl.NumberFormat("fr-FR", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const integer = new Intl.NumberFormat("fr-FR");
const number = (value: number | null | undefined, format = integer): string => (value == null ? "" : format.format(value));

/** The name column every list starts with. */
const NAME = { head: "Nom", cell: (r: Ref) => link(r), sort: "name" } as const;

export const LIST_COLUMNS: { [T in ResourceObject]: readonly Column<SummaryOf<T>>[] } = {
  item: [
    NAME,
    { head: "Niveau d'objet", cell: (r) => number(r.item_level), sort: "item_level", numeric: true },
    { head: "Niveau requis", cell: (r) => number(r.required_level), sort: "level", numeric: true },
    { head: "Qualité", cell: (r) => r.quality_name, sort: "quality" },
    { head: "Emplacement", cell: (r) => r.slot_name },
    { head: "Type", cell: (r) => r.type_name },
    { head: "DPS", cell: (r) => number(r.dps, decimal), sort: "dps", numeric: true },
    { head: "Armure", cell: (r) => number(r.armor), sort: "armor", numeric: true },
  ],
  npc: [
    // The subtitle (« Marchand d'armes ») says who the NPC is: it stays under the name.
    { ...NAME, cell: (r) => html`${link(r)}${r.subtitle ? html`<small>${r.subtitle}</small>` : ""}` },
    { head: "Niveau", cell: (r) => (r.level_min == null && r.level_max == null ? "" : levels(r.level_min, r.level_max)), sort: "level" },
    { head: "Rang", cell: (r) => r.rank_name },
    { head: "Type", cell: (r) => r.type_name },
    { head: "Zone", cell: (r) => r.zone },
  ],
  quest: [
    NAME,
    { head: "Niveau", cell: (r) => number(r.level), sort: "level", numeric: true },
    { head: "Camp", cell: (r) => r.side_name },
    { head: "Type", cell: (r) => r.type_name },
    { head: "Zone", cell: (r) => r.category?.name },
    { head: "Expérience", cell: (r) => number(r.xp), sort: "xp", numeric: true },
  ],
  spell: [
    NAME,
    { head: "Niveau", cell: (r) => number(r.level), sort: "level", numeric: true },
    { head: "Rang", cell: (r) => r.rank_name },
    { head: "Nature", cell: (r) => r.kind_name },
    { head: "École", cell: (r) => r.school_name },
    { head: "Classe", cell: (r) => r.class_name },
  ],
  game_object: [
    NAME,
    { head: "Type", cell: (r) => r.type_name },
    { head: "Compétence", cell: (r) => (r.skill ? `${r.skill.name} ${r.skill.level}` : ""), sort: "skill" },
    { head: "Lieu", cell: (r) => r.zone },
  ],
  item_set: [
    NAME,
    { head: "Classe", cell: (r) => r.class_name },
    { head: "Pièces", cell: (r) => number(r.items_count), numeric: true },
    { head: "Niveau d'objet", cell: (r) => number(r.item_level), sort: "item_level", numeric: true },
  ],
  faction: [
    NAME,
    { head: "Camp", cell: (r) => r.side_name },
    { head: "Groupe", cell: (r) => (r.parent ? (r.parent.faction ? link(r.parent.faction, r.parent.name) : r.parent.name) : "") },
    { head: "Quêtes", cell: (r) => number(r.quests_count), numeric: true },
  ],
  instance: [
    NAME,
    { head: "Type", cell: (r) => r.type_name },
    { head: "Niveaux", cell: (r) => (r.level_min == null && r.level_max == null ? "" : levels(r.level_min, r.level_max)), sort: "level" },
    { head: "Joueurs", cell: (r) => number(r.players), numeric: true },
    { head: "Zone", cell: (r) => r.zone },
  ],
};

/** The columns of a list of `object` records. */
export const columnsOf = (object: string): readonly Column<SummaryOf<ResourceObject>>[] =>
  (LIST_COLUMNS[object as ResourceObject] ?? []) as readonly Column<SummaryOf<ResourceObject>>[];
