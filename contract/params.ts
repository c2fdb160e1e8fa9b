/**
 * Query parameters of the API: their type, range and permitted values. Routes (routes.ts)
 * pick from these; the edge validates requests with them and openapi.json describes them.
 */
import {
  CLASSES,
  DIFFICULTIES,
  INSTANCE_TYPES,
  ITEM_CLASSES,
  ITEM_SLOTS,
  NPC_FAMILIES,
  NPC_QUEST_ROLES,
  NPC_RANKS,
  NPC_TYPES,
  OBJECT_TYPES,
  QUALITIES,
  QUEST_FLAG_NAMES,
  QUEST_FLAGS,
  QUEST_TYPES,
  SIDES,
  SKILLS,
  SPELL_KINDS,
  SPELL_SCHOOLS,
  VERSIONS,
  type Labels,
} from "./enums.ts";
import { BUILD_ID_PATTERN } from "./build-id.ts";
import { RESOURCES, type ResourcePlural } from "./resources.ts";
import { PATCH_NOTE_CHANGES } from "./patch-notes.ts";

/**
 * How a filter selects elements: `on` is the path of the field in the list element (dot
 * notation, e.g. "skill.level"), `test` the comparison. The generator indexes those fields and
 * the edge applies the tests, so a filter's meaning is written once, here.
 */
export interface Filter {
  on: string;
  test: "words" | "in" | "min" | "max" | "equals";
  /** codes that select on a boolean field of the same name instead (quest `type=daily`). */
  flags?: readonly string[];
}

/** A sort field: the element field it orders by, and for codes their rank order. */
export interface SortField {
  on: string;
  order?: readonly string[];
}

/**
 * French names of the parameters, as the site's filter forms, the documentation and llms.txt
 * show them. A parameter's name is one of these keys, so none goes without its label.
 */
export const PARAM_LABELS = {
  q: "Nom",
  type: "Type",
  class: "Classe",
  side: "Camp",
  quality: "Qualité",
  rank: "Rang",
  family: "Famille",
  slot: "Emplacement",
  kind: "Nature",
  school: "École",
  skill: "Compétence",
  min_level: "Niveau min.",
  max_level: "Niveau max.",
  min_skill: "Compétence min.",
  max_skill: "Compétence max.",
  min_dps: "DPS min.",
  max_dps: "DPS max.",
  min_armor: "Armure min.",
  max_armor: "Armure max.",
  zone: "Zone",
  rogue: "Voleur",
  ids: "Numéros",
  name: "Nom exact",
  version: "Version",
  sort: "Tri",
  difficulty: "Difficulté",
  role: "Rôle",
  encounter: "Rencontre",
  limit: "Nombre par page",
  cursor: "Curseur",
  include_total: "Avec le total",
  since: "Depuis la version des données",
  unique: "Un résultat par",
  change: "Changement",
} as const;
export type ParamName = keyof typeof PARAM_LABELS;

/** French names of the sort fields, the same way. */
export const SORT_LABELS = {
  name: "Nom",
  level: "Niveau",
  xp: "Expérience",
  skill: "Compétence",
  item_level: "Niveau d'objet",
  quality: "Qualité",
  dps: "Dégâts par seconde",
  armor: "Armure",
  speed: "Vitesse",
} as const;
export type SortName = keyof typeof SORT_LABELS;
/** The label of a sort field of a Param (its fields are keyed by plain strings). */
export const sortLabelOf = (field: string): string => SORT_LABELS[field as SortName] ?? field;

export type Param =
  | {
      kind: "text";
      name: ParamName;
      description: string;
      maxLength: number;
      /** distinct words at most, once folded */
      maxWords?: number;
      filter?: Filter;
      required?: boolean;
      /** the form a value must have (a regular expression), and the French message when it has not */
      pattern?: { regex: string; message: string };
    }
  | { kind: "integer"; name: ParamName; description: string; min: number; max: number; default?: number; filter?: Filter }
  | { kind: "boolean"; name: ParamName; description: string; filter?: Filter }
  | {
      kind: "codes";
      name: ParamName;
      description: string;
      values: readonly string[];
      /** the French names of the values, when they have one (a value without shows as itself) */
      labels: Labels;
      filter?: Filter;
    }
  | { kind: "sort"; name: "sort"; description: string; fields: Readonly<Record<string, SortField>> }
  /** one value of a few, each with its French name; `default` when absent */
  | { kind: "choice"; name: ParamName; description: string; values: Labels; default: string; filter?: never }
  | { kind: "cursor"; name: ParamName; description: string }
  | { kind: "ids"; name: ParamName; description: string; maxItems: number };

/** The longest `q`, in characters, of a list and of search. */
export const Q_MAX_LENGTH = 120;

/**
 * Distinct words of `q` (once folded: « Épée » and « epee » are one) that a request may give: each
 * word costs a pass over a list's names or a postings read of the search, and no name of the
 * data has more.
 */
export const Q_MAX_WORDS = 8;

/**
 * Results of a search that its pages reach: the broadest queries have them ranked at build time
 * (layout/search-index.ts), deeper pages would rank most of the index again at each request. A
 * cursor that would go past them is refused (cursor_invalid).
 */
export const SEARCH_DEPTH_MAX = 500;

export const LIMIT_DEFAULT = 20;
export const LIMIT_MAX = 100;

/** A codes parameter: its values, given with their French names (contract/enums.ts) or bare. */
const codes = (
  name: ParamName,
  values: readonly string[] | Labels,
  description: string,
  filter: Filter = { on: name, test: "in" },
): Param =>
  bare(values)
    ? { kind: "codes", name, description, values, labels: {}, filter }
    : { kind: "codes", name, description, values: Object.keys(values), labels: values, filter };
/** Values given without their names (Array.isArray does not narrow a readonly array). */
const bare = (values: readonly string[] | Labels): values is readonly string[] => Array.isArray(values);
const sort = (fields: Partial<Record<SortName, string | SortField>>): Param => ({
  kind: "sort",
  name: "sort",
  fields: Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, typeof v === "string" ? { on: v } : v!])),
  description: "Champ de tri ; un « - » en tête inverse l'ordre ; les valeurs vides viennent en dernier. Par défaut : name.",
});
const level = (name: "min_level" | "max_level", what: string, on: string): Param => ({
  kind: "integer",
  name,
  min: 1,
  max: 100,
  description: what,
  filter: { on, test: name.startsWith("min") ? "min" : "max" },
});

/** A lower or upper bound on a number field of the list's elements (an item's DPS, its armour). */
const bound = (name: ParamName, on: string, max: number, description: string): Param => ({
  kind: "integer",
  name,
  min: 0,
  max,
  description,
  filter: { on, test: name.startsWith("min") ? "min" : "max" },
});

/** Parameters of every list route. */
export const PAGINATION: readonly Param[] = [
  {
    kind: "integer",
    name: "limit",
    min: 1,
    max: LIMIT_MAX,
    default: LIMIT_DEFAULT,
    description: "Nombre d'éléments par page, de 1 à 100 (20 par défaut).",
  },
  { kind: "cursor", name: "cursor", description: "Valeur next_cursor de la page précédente, avec les mêmes filtres." },
  { kind: "boolean", name: "include_total", description: "true ajoute total_count, le nombre d'éléments avec les filtres." },
];

export const Q: Param = {
  kind: "text",
  name: "q",
  maxLength: Q_MAX_LENGTH,
  maxWords: Q_MAX_WORDS,
  description: `Chaque mot doit commencer un mot du nom ; casse, accents, apostrophes et traits d'union ignorés ; ${Q_MAX_WORDS} mots distincts au plus.`,
  filter: { on: "name", test: "words" },
};
export const ROGUE: Param = {
  kind: "boolean",
  name: "rogue",
  description: "true : seulement ce qui sert au voleur ; false : seulement le reste.",
  filter: { on: "rogue", test: "equals" },
};
export const SIDE = codes("side", SIDES, "Camp(s), séparés par des virgules.");

/**
 * How many results a search gives a record found in several versions (Scryfall's `unique`):
 * one per version by default, or one per record, the best ranked of its versions, with the
 * versions it exists in. The collapsed search pages through the records of the same first
 * SEARCH_DEPTH_MAX results as the ordinary one.
 */
export const UNIQUE: Param = {
  kind: "choice",
  name: "unique",
  values: { version: "Version", record: "Enregistrement" },
  default: "version",
  description:
    "version (par défaut) : un résultat par version où l'enregistrement est trouvé ; record : un seul par enregistrement (même type, même numéro), sa version la mieux classée, avec versions, la liste des versions où il existe.",
};

/** Filters and sort of each list but the patch notes, by route name (see routes.ts). */
const LISTS = {
  versions: [],
  npcs: [
    Q,
    codes("type", NPC_TYPES, "Type(s) de créature."),
    codes("rank", NPC_RANKS, "Rang(s)."),
    codes("family", NPC_FAMILIES, "Famille(s) de bêtes et de démons."),
    level("min_level", "Niveau maximal du PNJ au moins égal à cette valeur (1 à 100).", "level_max"),
    level("max_level", "Niveau maximal du PNJ au plus égal à cette valeur (1 à 100).", "level_max"),
    sort({ name: "name", level: "level_max" }),
  ],
  npc_loot: [codes("difficulty", DIFFICULTIES, "Difficulté(s) où l'objet tombe.", { on: "difficulties", test: "in" })],
  npc_sells: [],
  npc_teaches: [],
  npc_quests: [codes("role", NPC_QUEST_ROLES, "starts (donne la quête), ends (la termine) ; les deux par défaut.")],
  npc_locations: [],
  quests: [
    Q,
    SIDE,
    codes("type", { ...QUEST_TYPES, ...QUEST_FLAG_NAMES }, "Type(s) de quête, ou daily, weekly, repeatable.", {
      on: "type",
      test: "in",
      flags: QUEST_FLAGS,
    }),
    {
      kind: "integer",
      name: "zone",
      min: -100000,
      max: 100000,
      description: "Numéro de zone du journal (category.id ; négatif pour une catégorie qui n'est pas une zone).",
      filter: { on: "category.id", test: "equals" },
    },
    level("min_level", "Niveau de quête minimal (1 à 100).", "level"),
    level("max_level", "Niveau de quête maximal (1 à 100).", "level"),
    ROGUE,
    sort({ name: "name", level: "level", xp: "xp" }),
  ],
  factions: [Q, SIDE, sort({ name: "name" })],
  game_objects: [
    Q,
    codes("type", OBJECT_TYPES, "Type(s) d'objet."),
    codes("skill", SKILLS, "Compétence(s) requise(s).", { on: "skill.skill", test: "in" }),
    {
      kind: "integer",
      name: "min_skill",
      min: 0,
      max: 450,
      description: "Niveau de compétence requis minimal (0 à 450).",
      filter: { on: "skill.level", test: "min" },
    },
    {
      kind: "integer",
      name: "max_skill",
      min: 0,
      max: 450,
      description: "Niveau de compétence requis maximal (0 à 450).",
      filter: { on: "skill.level", test: "max" },
    },
    ROGUE,
    sort({ name: "name", skill: "skill.level" }),
  ],
  object_loot: [],
  object_locations: [],
  items: [
    Q,
    codes("quality", QUALITIES, "Qualité(s)."),
    codes("class", ITEM_CLASSES, "Catégorie(s) d'objet."),
    codes("slot", ITEM_SLOTS, "Emplacement(s)."),
    level("min_level", "Niveau requis minimal (1 à 100).", "required_level"),
    level("max_level", "Niveau requis maximal (1 à 100).", "required_level"),
    bound("min_dps", "dps", 10_000, "Dégâts par seconde minimaux d'une arme (0 à 10 000) ; écarte ce qui n'est pas une arme."),
    bound("max_dps", "dps", 10_000, "Dégâts par seconde maximaux d'une arme (0 à 10 000) ; écarte ce qui n'est pas une arme."),
    bound("min_armor", "armor", 100_000, "Armure minimale (0 à 100 000) ; écarte ce qui n'a pas d'armure."),
    bound("max_armor", "armor", 100_000, "Armure maximale (0 à 100 000) ; écarte ce qui n'a pas d'armure."),
    ROGUE,
    sort({
      name: "name",
      level: "required_level",
      item_level: "item_level",
      quality: { on: "quality", order: Object.keys(QUALITIES) },
      dps: "dps",
      armor: "armor",
      speed: "speed",
    }),
  ],
  item_drops: [],
  spells: [
    Q,
    codes("kind", SPELL_KINDS, "Nature(s) du sort : capacité, talent, glyphe, recette, effet d'objet."),
    codes("school", SPELL_SCHOOLS, "École(s) de magie."),
    codes("class", CLASSES, "Classe(s) qui apprennent le sort."),
    level("min_level", "Niveau d'apprentissage minimal (1 à 100).", "level"),
    level("max_level", "Niveau d'apprentissage maximal (1 à 100).", "level"),
    ROGUE,
    sort({ name: "name", level: "level" }),
  ],
  item_sets: [Q, codes("class", CLASSES, "Classe(s) visée(s)."), ROGUE, sort({ name: "name", item_level: "item_level" })],
  instances: [
    Q,
    codes("type", INSTANCE_TYPES, "Type(s) d'instance."),
    level("min_level", "Niveau maximal de l'instance au moins égal à cette valeur.", "level_max"),
    level("max_level", "Niveau minimal de l'instance au plus égal à cette valeur.", "level_min"),
    sort({ name: "name", level: "level_min" }),
  ],
  instance_loot: [
    {
      kind: "integer",
      name: "encounter",
      min: 1,
      max: 10_000_000,
      description: "Numéro du PNJ de la rencontre (boss) dont on veut le butin.",
      filter: { on: "source.id", test: "equals" },
    },
    codes("difficulty", DIFFICULTIES, "Difficulté(s).", { on: "difficulties", test: "in" }),
  ],
  changes: [
    {
      kind: "text",
      name: "since",
      maxLength: 16,
      description:
        "Identifiant d'une version des données (champ id d'un élément de /changes) : les enregistrements changés depuis celle-ci.",
      pattern: {
        regex: BUILD_ID_PATTERN,
        message: "Le paramètre « since » est l'identifiant d'une version des données : 16 chiffres hexadécimaux (champ id de /v1/changes).",
      },
    },
  ],
  search: [
    {
      kind: "text",
      name: "q",
      required: true,
      maxLength: Q_MAX_LENGTH,
      maxWords: Q_MAX_WORDS,
      description: `Obligatoire : nom français ou anglais, mot d'infobulle ou numéro de jeu (${Q_MAX_LENGTH} caractères et ${Q_MAX_WORDS} mots distincts au plus) ; mots collés ou séparés et une faute de frappe tolérés. Classement : /docs/recherche. Seuls les ${SEARCH_DEPTH_MAX} premiers résultats se parcourent par pages.`,
    },
    codes("version", VERSIONS, "Version(s) du jeu ; toutes par défaut."),
    codes(
      "type",
      Object.fromEntries(RESOURCES.filter((r) => r.searchable).map((r) => [r.object, r.label])),
      "Type(s) d'enregistrement ; tous par défaut.",
    ),
    ROGUE,
    UNIQUE,
  ],
} satisfies Record<ResourcePlural, readonly Param[]> & Record<string, readonly Param[]>;

/** The kind of change of a patch notes entry (contract/patch-notes.ts). */
export const CHANGE: Param = codes("change", PATCH_NOTE_CHANGES, "Changement(s) : added (ajouté), removed (retiré), changed (modifié).");

/** The list name of a type's patch notes (`items_patch_notes`). */
export type PatchNotesList = `${ResourcePlural}_patch_notes`;
export const patchNotesList = (plural: ResourcePlural): PatchNotesList => `${plural}_patch_notes`;

/**
 * The patch notes of a type filter and sort their entries as the type's list does (an entry
 * holds the record's summary), and by their kind of change.
 */
const PATCH_NOTES = Object.fromEntries<readonly Param[]>(
  RESOURCES.map((r) => {
    const params: readonly Param[] = LISTS[r.plural];
    return [patchNotesList(r.plural), [...params.filter((p) => p.kind !== "sort"), CHANGE, ...params.filter((p) => p.kind === "sort")]];
  }),
) as Record<PatchNotesList, readonly Param[]>;

/** Filters and sort of each list, by route name (see routes.ts). */
export const LIST_FILTERS = { ...LISTS, ...PATCH_NOTES };

export type ListName = keyof typeof LIST_FILTERS;

/**
 * Many records in one request and lookup by name (issue 37): `ids` on every top-level list of
 * records (routes.ts adds it to them), `name` on their `named` routes.
 *
 * With `ids`, the answer is one page of the list envelope holding the records asked for, in the
 * order given, each once (a repeated number counts at its first place), with `missing_ids`: the
 * numbers of no record of that type and version. The list's filters still apply: a record that
 * exists but does not pass them is left out and is not missing. The order given is the order:
 * `sort` is refused with `ids` (parameter_invalid), a cursor too (cursor_invalid: such a page
 * issues none), and `limit` does not cut the page (IDS_MAX records at most is one page).
 */
export const IDS_MAX = 100;
export const IDS: Param = {
  kind: "ids",
  name: "ids",
  maxItems: IDS_MAX,
  description: `Numéros de jeu séparés par des virgules (${IDS_MAX} au plus) : ces enregistrements, dans l'ordre donné, chacun une fois, en une seule page ; missing_ids nomme les numéros sans enregistrement. Les filtres s'appliquent ; sort et cursor ne s'y combinent pas, limit est sans effet.`,
};
/** The name a `named` route looks up (contract/text.ts folds it). */
export const NAME: Param = {
  kind: "text",
  name: "name",
  required: true,
  maxLength: Q_MAX_LENGTH,
  maxWords: Q_MAX_WORDS,
  description:
    "Obligatoire : nom français ou anglais. Le nom exact (casse, accents et ponctuation ignorés) d'abord, sinon le premier résultat de la recherche dans ce type et cette version.",
};

/**
 * The value a parameter takes when it is absent. A request that only restates defaults asks
 * for the default answer, which is a pre-rendered file (generator/pages.ts renders every list
 * at limit 20, sorted by name, without total_count).
 */
export function defaultOf(param: Param): string | undefined {
  switch (param.kind) {
    case "integer":
      return param.default === undefined ? undefined : String(param.default);
    case "sort":
      return "name";
    case "choice":
      return param.default;
    case "boolean":
      // include_total=false is the absence of total_count; rogue=false is a filter.
      return param.name === "include_total" ? "false" : undefined;
    default:
      return undefined;
  }
}
