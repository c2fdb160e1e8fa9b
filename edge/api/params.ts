/**
 * Query parameters of the API: their type, range and permitted values. Routes (routes.ts)
 * pick from these; the edge validates requests with them and openapi.json describes them.
 */
import {
  CLASSES, DIFFICULTIES, INSTANCE_TYPES, ITEM_CLASSES, ITEM_SLOTS, NPC_FAMILIES, NPC_QUEST_ROLES,
  NPC_RANKS, NPC_TYPES, OBJECT_TYPES, QUALITIES, QUEST_FLAGS, QUEST_TYPES, SIDES, SKILLS,
  SPELL_SCHOOLS, VERSIONS,
} from "./enums.ts";

export type Param =
  | { kind: "text"; name: string; description: string; maxLength?: number }
  | { kind: "integer"; name: string; description: string; min: number; max: number; default?: number }
  | { kind: "boolean"; name: string; description: string }
  | { kind: "codes"; name: string; description: string; values: readonly string[] }
  | { kind: "sort"; name: string; description: string; fields: readonly string[] }
  | { kind: "cursor"; name: string; description: string };

export const LIMIT_DEFAULT = 20;
export const LIMIT_MAX = 100;

const codes = (name: string, values: readonly string[] | object, description: string): Param => ({
  kind: "codes", name, description, values: Array.isArray(values) ? values : Object.keys(values),
});
const sort = (fields: readonly string[]): Param => ({
  kind: "sort", name: "sort", fields,
  description: "Champ de tri ; un « - » en tête inverse l'ordre ; les valeurs vides viennent en dernier. Par défaut : name.",
});
const level = (name: string, what: string): Param => ({ kind: "integer", name, min: 1, max: 100, description: what });

/** Parameters of every list route. */
export const PAGINATION: readonly Param[] = [
  { kind: "integer", name: "limit", min: 1, max: LIMIT_MAX, default: LIMIT_DEFAULT, description: "Nombre d'éléments par page, de 1 à 100 (20 par défaut)." },
  { kind: "cursor", name: "cursor", description: "Valeur next_cursor de la page précédente, avec les mêmes filtres." },
  { kind: "boolean", name: "include_total", description: "true ajoute total_count, le nombre d'éléments avec les filtres." },
];

export const Q: Param = { kind: "text", name: "q", maxLength: 120, description: "Chaque mot doit commencer un mot du nom ; casse et accents ignorés." };
export const ROGUE: Param = { kind: "boolean", name: "rogue", description: "true : seulement ce qui sert au voleur ; false : seulement le reste." };
export const SIDE = codes("side", SIDES, "Camp(s), séparés par des virgules.");

/** Filters and sort of each list, by route name (see routes.ts). */
export const LIST_FILTERS = {
  versions: [],
  npcs: [
    Q, codes("type", NPC_TYPES, "Type(s) de créature."), codes("rank", NPC_RANKS, "Rang(s)."),
    codes("family", NPC_FAMILIES, "Famille(s) de bêtes et de démons."),
    level("min_level", "Niveau maximal du PNJ au moins égal à cette valeur (1 à 100)."),
    level("max_level", "Niveau maximal du PNJ au plus égal à cette valeur (1 à 100)."),
    sort(["name", "level"]),
  ],
  npc_loot: [codes("difficulty", DIFFICULTIES, "Difficulté(s) où l'objet tombe.")],
  npc_sells: [],
  npc_quests: [codes("role", NPC_QUEST_ROLES, "starts (donne la quête), ends (la termine) ; les deux par défaut.")],
  npc_locations: [],
  quests: [
    Q, SIDE, codes("type", [...Object.keys(QUEST_TYPES), ...QUEST_FLAGS], "Type(s) de quête, ou daily, weekly, repeatable."),
    { kind: "integer", name: "zone", min: -100000, max: 100000, description: "Numéro de zone du journal (category.id)." },
    level("min_level", "Niveau de quête minimal (1 à 100)."), level("max_level", "Niveau de quête maximal (1 à 100)."),
    ROGUE, sort(["name", "level", "xp"]),
  ],
  factions: [Q, SIDE, sort(["name"])],
  game_objects: [
    Q, codes("type", OBJECT_TYPES, "Type(s) d'objet."), codes("skill", SKILLS, "Compétence(s) requise(s)."),
    { kind: "integer", name: "min_skill", min: 0, max: 450, description: "Niveau de compétence requis minimal (0 à 450)." },
    { kind: "integer", name: "max_skill", min: 0, max: 450, description: "Niveau de compétence requis maximal (0 à 450)." },
    ROGUE, sort(["name", "skill"]),
  ],
  object_loot: [],
  object_locations: [],
  items: [
    Q, codes("quality", QUALITIES, "Qualité(s)."), codes("class", ITEM_CLASSES, "Catégorie(s) d'objet."),
    codes("slot", ITEM_SLOTS, "Emplacement(s)."),
    level("min_level", "Niveau requis minimal (1 à 100)."), level("max_level", "Niveau requis maximal (1 à 100)."),
    ROGUE, sort(["name", "level", "item_level", "quality"]),
  ],
  item_drops: [],
  spells: [
    Q, codes("school", SPELL_SCHOOLS, "École(s) de magie."), codes("class", CLASSES, "Classe(s) qui apprennent le sort."),
    level("min_level", "Niveau d'apprentissage minimal (1 à 100)."), level("max_level", "Niveau d'apprentissage maximal (1 à 100)."),
    ROGUE, sort(["name", "level"]),
  ],
  item_sets: [Q, codes("class", CLASSES, "Classe(s) visée(s)."), ROGUE, sort(["name", "item_level"])],
  instances: [
    Q, codes("type", INSTANCE_TYPES, "Type(s) d'instance."),
    level("min_level", "Niveau maximal de l'instance au moins égal à cette valeur."), level("max_level", "Niveau minimal de l'instance au plus égal à cette valeur."),
    sort(["name", "level"]),
  ],
  instance_loot: [
    { kind: "integer", name: "encounter", min: 1, max: 10_000_000, description: "Numéro du PNJ de la rencontre (boss) dont on veut le butin." },
    codes("difficulty", DIFFICULTIES, "Difficulté(s)."),
  ],
  search: [
    { kind: "text", name: "q", maxLength: 120, description: "Obligatoire : nom, mot d'infobulle ou numéro de jeu (120 caractères au plus)." },
    codes("version", VERSIONS, "Version(s) du jeu ; toutes par défaut."),
    codes("type", ["item", "spell", "quest", "npc", "game_object", "item_set", "faction"], "Type(s) d'enregistrement ; tous par défaut."),
    ROGUE,
  ],
} satisfies Record<string, readonly Param[]>;

export type ListName = keyof typeof LIST_FILTERS;
