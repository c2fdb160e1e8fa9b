/**
 * What the comparison of a record between two game versions compares (route
 * /differences/{segment}/{id}): for each record type, each field of the record with its French
 * label, whether it is compared, whether a difference in it may come from the sources rather than
 * the game (a French name from two translations, positions from two datasets), and for a list how
 * its entries are matched, the French labels of the codes it holds and whether it counts copper.
 * The generator compares by this table, the documentation lists it, the site labels the
 * differences and reads their values (a code by its label, copper as money) with it.
 */
import {
  BONDING_NAMES,
  CLASSES,
  DIFFICULTIES,
  INSTANCE_TYPES,
  ITEM_CLASSES,
  ITEM_SLOTS,
  NPC_FAMILIES,
  NPC_RANKS,
  NPC_TYPES,
  OBJECT_TYPES,
  PROFESSIONS,
  QUALITIES,
  QUEST_TYPES,
  SIDES,
  SPELL_KINDS,
  SPELL_SCHOOLS,
  type Labels,
} from "./enums.ts";
import { RESOURCES, type Resource, type ResourceObject } from "./resources.ts";

/** Why a field is not compared, or why its differences may come from the sources. */
export const REASONS = {
  identity: "identité de l'enregistrement ou de sa version, la même partout ou propre à chacune",
  address: "adresse dans l'API ou sur le site",
  versions: "la liste des versions elle-même, et ses indicateurs de différences",
  guides: "guides communautaires, extérieurs au jeu",
  label: "libellé français d'un code comparé par son code",
  derived: "déduit d'autres champs comparés : une différence y serait comptée deux fois",
  tooltip: "lignes de l'infobulle, écrites à partir des champs comparés : caractéristiques, effets, dégâts…",
  translation: "texte français, traduit à part pour chaque version, qui peut changer sans que le jeu change",
  dataset: "chaque version vient d'une base de données différente, où la valeur peut changer sans que le jeu change",
  english: "texte anglais tiré d'une source différente selon la version",
  import: "classement fait à l'import d'après chaque base",
  world:
    "relevé dans la base du monde de chaque version (butin, marchands, maîtres, apparitions), tenue par un projet différent pour chaque version : les taux et les listes peuvent y changer sans que le jeu change",
} as const;

export type Reason = keyof typeof REASONS;

/** How the entries of a list field are matched between two versions. */
export interface EntryRule {
  /** the entry's key, the same in both versions for the same entry (`agility`, `npc:234`) */
  key: (entry: Record<string, unknown>) => string;
  /** the key in words, for the documentation */
  keyText: string;
  /** the entry's French label, or null */
  label: (entry: Record<string, unknown>) => string | null;
  /** fields of an entry whose differences may come from the sources, not the game */
  sources?: readonly string[];
}

export interface FieldRule {
  /** field path in the record; a dot names a field of an object field (`rewards.money`) */
  field: string;
  /** French label, capitalised */
  label: string;
  /** compared: false, with why; compared with from_sources, with why the sources may differ */
  compared: boolean;
  /** a difference in it may come from the sources rather than the game */
  fromSources: boolean;
  reason: Reason | null;
  /** a list whose entries are matched by key */
  entries: EntryRule | null;
  /** compared over the whole sub-list of this route segment (`loot`), not the record's first ten */
  whole: string | null;
  /** null means the version's source lacks the value (an item some dataset does not describe): a value that appears or
   * disappears may come from the sources, and null against an empty list is no difference */
  missing: boolean;
  /** fields of the value (an object) or of each entry not compared: a label of what is compared by its number or code, a
   * count of what is compared elsewhere (an encounter's loot, on its NPC) */
  ignore: readonly string[];
  /** the French labels of the codes the field holds (a code, or a list of codes), else null: the site reads a code by its label */
  codes: Labels | null;
  /** the field counts copper: the site reads it as money */
  money: boolean;
}

// ---- entry keys and labels

/** The type of the key of each record type, by its `object`. */
const KEY_TYPES = new Map<string, string>(RESOURCES.map((r) => [r.object, r.keyType]));

/** Whether a value is a short reference to a record (`ref`, `item_ref`, a record summary). */
export function isRecordRef(value: unknown): value is { object: string; id: number; name: string } {
  if (!value || typeof value !== "object" || Array.isArray(value)) return false;
  const v = value as Record<string, unknown>;
  return typeof v.id === "number" && typeof v.api_url === "string" && KEY_TYPES.has(v.object as string);
}

/** A reference's identity across versions: `npc:234` (the type of its key, its game number). */
export function refKey(value: { object: string; id: number }): string {
  return `${KEY_TYPES.get(value.object)!}:${value.id}`;
}

const text = (value: unknown): string | null => (typeof value === "string" ? value : null);

/** The key of a reference field, else of the entry's name (a line whose record the base lacks). */
const byRef = (field: string) => (e: Record<string, unknown>) => (isRecordRef(e[field]) ? refKey(e[field]) : `nom:${text(e.name) ?? ""}`);
const refName = (field: string) => (e: Record<string, unknown>) => (isRecordRef(e[field]) ? e[field].name : text(e.name));

const entryRef = (field: string, what: string): EntryRule => ({
  key: byRef(field),
  keyText: `${what} (type et numéro), à défaut son nom`,
  label: refName(field),
});
/** A list of references: each entry is the record itself. */
const selfRef: EntryRule = {
  key: (e) => (isRecordRef(e) ? refKey(e) : JSON.stringify(e)),
  keyText: "l'enregistrement cité (type et numéro)",
  label: (e) => text(e.name),
};
const byCode = (field: string, labelField: string, what: string): EntryRule => ({
  key: (e) => String(e[field]),
  keyText: `${what} (code \`${field}\`)`,
  label: (e) => text(e[labelField]),
});

// ---- field rules

type Options = {
  fromSources?: Reason;
  entries?: EntryRule;
  whole?: string;
  ignore?: readonly string[];
  codes?: Labels;
  money?: boolean;
  missing?: boolean;
};
const game = (field: string, label: string, options: Options = {}): FieldRule => ({
  field,
  label,
  compared: true,
  fromSources: options.fromSources !== undefined,
  reason: options.fromSources ?? null,
  entries: options.entries ?? null,
  whole: options.whole ?? null,
  missing: options.missing ?? false,
  ignore: options.ignore ?? [],
  codes: options.codes ?? null,
  money: options.money ?? false,
});
const never = (field: string, label: string, reason: Reason): FieldRule => ({
  field,
  label,
  compared: false,
  fromSources: false,
  reason,
  entries: null,
  whole: null,
  missing: false,
  ignore: [],
  codes: null,
  money: false,
});
/** A code compared by its code, then its French label `<field>_name` beside it, not compared. */
const coded = (field: string, label: string, codes: Labels): FieldRule[] => [
  game(field, label, { codes }),
  never(`${field}_name`, `${label} (libellé)`, "label"),
];
const list = (field: string, label: string, entries: EntryRule, options: Omit<Options, "entries"> = {}) =>
  game(field, label, { ...options, entries });

const head = (): FieldRule[] => [
  never("object", "Type", "identity"),
  never("id", "Numéro", "identity"),
  never("key", "Clé", "identity"),
  never("version", "Version", "identity"),
  game("name", "Nom", { fromSources: "translation" }),
  game("icon", "Icône", { fromSources: "dataset" }),
  never("url", "Page publique", "address"),
  never("api_url", "Adresse dans l'API", "address"),
];
const flags = (): FieldRule[] => [never("rogue", "Utile au voleur", "derived"), game("internal", "Technique", { fromSources: "import" })];
const englishName = game("english_name", "Nom anglais", { fromSources: "english" });
const tail = (): FieldRule[] => [never("versions", "Versions", "versions"), never("guides", "Guides", "guides")];
const loot = entryRef("item", "l'objet");
const zones: EntryRule = {
  key: (e) => `zone:${text(e.name) ?? ""}`,
  keyText: "le nom de la zone",
  label: (e) => text(e.name),
  sources: ["positions"],
};
const quests = (): FieldRule[] => [list("quests.starts", "Quêtes données", selfRef), list("quests.ends", "Quêtes terminées", selfRef)];

const ITEM: FieldRule[] = [
  ...head(),
  ...coded("quality", "Qualité", QUALITIES),
  game("item_level", "Niveau d'objet"),
  game("required_level", "Niveau requis"),
  game("class", "Catégorie", { codes: ITEM_CLASSES }),
  game("type_name", "Type", { fromSources: "translation" }),
  ...coded("slot", "Emplacement", ITEM_SLOTS),
  game("dps", "Dégâts par seconde", { missing: true }),
  game("speed", "Vitesse", { missing: true }),
  game("armor", "Armure", { missing: true }),
  ...flags(),
  englishName,
  game("bonding", "Liaison", { codes: BONDING_NAMES }),
  game("stack_size", "Taille de pile"),
  game("sell_price", "Prix de vente", { money: true }),
  game("description", "Description", { fromSources: "translation" }),
  never("tooltip", "Infobulle", "tooltip"),
  list("damage", "Dégâts", byCode("school", "school_name", "l'école des dégâts"), { missing: true }),
  game("block", "Blocage", { missing: true }),
  game("durability", "Durabilité", { missing: true }),
  list("stats", "Caractéristiques", byCode("stat", "name", "la caractéristique"), { missing: true }),
  list("sockets", "Châsses", byCode("color", "color_name", "la couleur de la châsse"), { missing: true }),
  list("socket_bonus", "Bonus de châsse", byCode("stat", "name", "la caractéristique"), { missing: true }),
  list("classes", "Classes", byCode("class", "name", "la classe"), { missing: true }),
  list(
    "effects",
    "Effets",
    {
      key: (e) => (isRecordRef(e.spell) ? refKey(e.spell) : `${String(e.trigger)}`),
      keyText: "le sort de l'effet (`spell:N`), à défaut son déclencheur",
      label: (e) => text(e.trigger_name),
      sources: ["text", "lang"],
    },
    { missing: true },
  ),
  game("item_set", "Ensemble"),
  game("starts_quest", "Démarre la quête"),
  list("summons", "Invoque", entryRef("npc", "le PNJ")),
  list("dropped_by", "Laissé par", entryRef("source", "le PNJ ou l'objet du monde"), { whole: "dropped-by", fromSources: "world" }),
  list("sold_by", "Vendu par", entryRef("npc", "le marchand"), { fromSources: "world" }),
  list("reward_of", "Récompense de", selfRef),
  list("opens", "Ouvre", selfRef),
  list("created_by", "Créé par", entryRef("spell", "la recette")),
  list("reagent_for", "Composant de", selfRef),
  ...tail(),
];

const SPELL: FieldRule[] = [
  ...head(),
  ...coded("kind", "Nature", SPELL_KINDS),
  never("rank_name", "Rang (libellé)", "label"),
  ...coded("school", "École", SPELL_SCHOOLS),
  ...coded("class", "Classe", CLASSES),
  game("level", "Niveau"),
  ...flags(),
  englishName,
  game("rank", "Rang"),
  game("cost", "Coût d'apprentissage", { money: true }),
  game("description", "Description", { fromSources: "translation" }),
  game("english_description", "Description anglaise", { fromSources: "english" }),
  list("ranks", "Rangs", entryRef("spell", "le sort du rang")),
  game("talent", "Talent"),
  game("glyph", "Glyphe"),
  ...coded("recipe.profession", "Métier de la recette", PROFESSIONS),
  game("recipe.skill_level", "Compétence requise"),
  game("recipe.creates", "Objet créé"),
  list("recipe.reagents", "Composants", entryRef("item", "l'objet")),
  list("trainers", "Maîtres", selfRef, { fromSources: "world" }),
  game("taught_by_item", "Appris par l'objet"),
  list("rewarded_by", "Récompense de", selfRef),
  list("item_sets", "Ensembles", selfRef),
  ...tail(),
];

const QUEST: FieldRule[] = [
  ...head(),
  game("level", "Niveau"),
  game("required_level", "Niveau requis"),
  ...coded("side", "Camp", SIDES),
  ...coded("type", "Type", QUEST_TYPES),
  game("daily", "Journalière"),
  game("weekly", "Hebdomadaire"),
  game("repeatable", "Répétable"),
  game("category", "Catégorie", { ignore: ["name"] }),
  game("instance", "Instance"),
  never("xp", "Expérience", "derived"),
  never("money", "Argent", "derived"),
  never("reward_items", "Objets en récompense", "derived"),
  ...flags(),
  englishName,
  game("max_level", "Niveau maximal"),
  game("players", "Joueurs"),
  game("shareable", "Partageable"),
  game("time_limit_text", "Temps imparti"),
  game("races", "Races"),
  game("classes", "Classes"),
  game("skill", "Métier requis"),
  game("objectives", "Objectifs", { fromSources: "translation" }),
  game("description", "Description", { fromSources: "translation" }),
  game("progress", "Progression", { fromSources: "translation" }),
  game("completion", "Achèvement", { fromSources: "translation" }),
  list("requirements", "Objectifs à remplir", {
    key: (e) => `${String(e.kind)} ${isRecordRef(e.record) ? refKey(e.record) : `nom:${text(e.name) ?? ""}`}`,
    keyText: "la nature de l'objectif et ce qu'il vise (type et numéro), à défaut son nom",
    label: refName("record"),
    sources: ["text", "zones"],
  }),
  list("rewards.items", "Objets en récompense", entryRef("item", "l'objet")),
  list("rewards.choices", "Objets au choix", entryRef("item", "l'objet")),
  game("rewards.money", "Argent", { money: true }),
  game("rewards.money_max_level", "Argent au niveau maximal", { money: true }),
  game("rewards.xp", "Expérience"),
  game("rewards.spell", "Sort appris"),
  game("rewards.title", "Titre", { fromSources: "translation" }),
  game("rewards.honor", "Honneur"),
  game("rewards.arena", "Points d'arène"),
  game("rewards.talents", "Points de talent"),
  list("rewards.reputation", "Réputation", entryRef("faction", "la faction")),
  list("starts", "Donnée par", giverRule()),
  list("ends", "Terminée auprès de", giverRule()),
  list("chain.previous", "Quêtes antérieures", selfRef),
  list("chain.follows", "Suit", selfRef),
  list("chain.next", "Quêtes suivantes", selfRef),
  list("chain.direct", "Suivie de", selfRef),
  list("chain.exclusive", "Quêtes exclusives", selfRef),
  list("chain.group", "Quêtes du groupe", selfRef),
  game("chain.opened_by", "Ouverte par l'objet"),
  ...tail(),
];

function giverRule(): EntryRule {
  return {
    key: (e) => `${String(e.type)} ${isRecordRef(e.record) ? refKey(e.record) : `nom:${text(e.name) ?? ""}`}`,
    keyText: "la nature (PNJ, objet du monde, objet) et l'enregistrement (type et numéro), à défaut son nom",
    label: refName("record"),
    sources: ["zones"],
  };
}

const NPC: FieldRule[] = [
  ...head(),
  game("subtitle", "Sous-titre", { fromSources: "translation" }),
  game("level_min", "Niveau minimal"),
  game("level_max", "Niveau maximal"),
  ...coded("type", "Type", NPC_TYPES),
  ...coded("family", "Famille", NPC_FAMILIES),
  ...coded("rank", "Rang", NPC_RANKS),
  never("boss", "Boss", "derived"),
  never("zone", "Zone", "derived"),
  game("internal", "Technique", { fromSources: "import" }),
  englishName,
  game("faction", "Faction"),
  game("base_npc", "PNJ de base"),
  game("difficulty", "Difficulté", { codes: DIFFICULTIES }),
  list("zones", "Zones", zones, { fromSources: "world" }),
  game("encounter", "Rencontre", { ignore: ["items", "rogue_items", "difficulties"] }),
  list("loot", "Butin", loot, { whole: "loot", fromSources: "world" }),
  list("sells", "Objets vendus", entryRef("item", "l'objet"), { whole: "sells", fromSources: "world" }),
  list("teaches", "Sorts enseignés", selfRef, { whole: "teaches", fromSources: "world" }),
  ...quests(),
  list("reputation", "Réputation", entryRef("faction", "la faction")),
  list("summoned_by", "Invoqué par", entryRef("item", "l'objet")),
  never("locations_url", "Positions", "address"),
  ...tail(),
];

const GAME_OBJECT: FieldRule[] = [
  ...head(),
  ...coded("type", "Type", OBJECT_TYPES),
  game("skill", "Compétence requise", { ignore: ["name"] }),
  never("zone", "Zone", "derived"),
  game("positions", "Positions", { fromSources: "dataset" }),
  ...flags(),
  englishName,
  list("keys", "Clés", selfRef),
  list("loot", "Butin", loot, { fromSources: "world" }),
  ...quests(),
  list("zones", "Zones", zones, { fromSources: "world" }),
  never("locations_url", "Positions", "address"),
  ...tail(),
];

const ITEM_SET: FieldRule[] = [
  ...head(),
  ...coded("class", "Classe", CLASSES),
  never("items_count", "Nombre de pièces", "derived"),
  never("item_level", "Niveau d'objet", "derived"),
  ...flags(),
  englishName,
  list("items", "Pièces", selfRef),
  list("bonuses", "Bonus", {
    key: (e) => `pièces:${String(e.pieces)}`,
    keyText: "le nombre de pièces portées",
    label: (e) => `${String(e.pieces)} pièces`,
    sources: ["text"],
  }),
  ...tail(),
];

const FACTION: FieldRule[] = [
  ...head(),
  ...coded("side", "Camp", SIDES),
  game("group", "Groupe de réputations"),
  game("parent", "Groupe parent"),
  game("description", "Description", { fromSources: "translation" }),
  never("rewards_count", "Nombre de récompenses", "derived"),
  never("quests_count", "Nombre de quêtes", "derived"),
  never("monsters_count", "Nombre de PNJ", "derived"),
  englishName,
  list("ranks", "Rangs", {
    key: (e) => String(e.rank ?? e.rank_name),
    keyText: "le rang (code `rank`)",
    label: (e) => text(e.rank_name),
  }),
  list("starting_reputation", "Réputation de départ", {
    key: (e) => `qui:${text(e.who) ?? ""}`,
    keyText: "les races ou classes concernées",
    label: (e) => text(e.who),
  }),
  list("rewards", "Récompenses", entryRef("item", "l'objet")),
  list("quests", "Quêtes", entryRef("quest", "la quête")),
  list("monsters", "PNJ", entryRef("npc", "le PNJ")),
  list("children", "Réputations du groupe", selfRef),
  ...tail(),
];

const INSTANCE: FieldRule[] = [
  ...head(),
  ...coded("type", "Type", INSTANCE_TYPES),
  game("level_min", "Niveau minimal"),
  game("level_max", "Niveau maximal"),
  game("players", "Joueurs"),
  game("zone", "Zone de l'entrée", { fromSources: "translation" }),
  game("difficulties", "Difficultés", { codes: DIFFICULTIES }),
  never("encounters_count", "Nombre de rencontres", "derived"),
  englishName,
  list("encounters", "Rencontres", entryRef("npc", "le PNJ"), { ignore: ["items"] }),
  never("loot_url", "Butin", "address"),
  ...tail(),
];

/** The fields of each record type, in the record's order. */
export const DIFFERENCE_FIELDS: Record<ResourceObject, readonly FieldRule[]> = {
  item: ITEM,
  spell: SPELL,
  quest: QUEST,
  npc: NPC,
  game_object: GAME_OBJECT,
  item_set: ITEM_SET,
  faction: FACTION,
  instance: INSTANCE,
};

/** The fields of a record type by its `object`. */
export function differenceFieldsOf(object: string): readonly FieldRule[] {
  const fields = (DIFFERENCE_FIELDS as Record<string, readonly FieldRule[]>)[object];
  if (!fields) throw new Error(`no difference fields for ${object}`);
  return fields;
}

/** The rule of a record type's field (`quality`, `rewards.money`), or null when the type or the field is not in the table. */
export function differenceRuleOf(object: string, field: string): FieldRule | null {
  return (DIFFERENCE_FIELDS as Record<string, readonly FieldRule[] | undefined>)[object]?.find((r) => r.field === field) ?? null;
}

/**
 * Inside a compared value or entry, what is not compared: addresses (`url`, `api_url`, `icon`
 * of a reference, `*_url`), and the French label `<code>_name` beside its code. A reference is
 * compared by its identity (type and number): a referenced record's new name is that record's
 * difference, not this one's; the name of a line that carries a reference is that record's name.
 */
export const IGNORED_INSIDE = ["url", "api_url", "icon"] as const;

/**
 * The numbers of a text, in order (`1 000` and `1000` are one number, `1,5` and `1.5` too). A
 * text that may come from the sources and changes only in words is a source difference; one whose
 * numbers change is a game difference (a retranslation keeps them, a new damage value does not).
 */
export function numbersOf(text: string): string {
  const joined = text.replace(/(\d)[ \u00a0\u202f](?=\d{3}(?!\d))/g, "$1");
  return (joined.match(/\d+(?:[.,]\d+)?/g) ?? []).map((n) => n.replace(",", ".")).join(" ");
}

/** The path below the base under which every comparison is. */
export const DIFFERENCES_PATH = "/differences";

/** The route path of a record's comparison, below the base: `/differences/items/19019`. */
export function differencesApiPath(resource: Pick<Resource, "segment">, id: number | string): string {
  return `${DIFFERENCES_PATH}/${resource.segment}/${id}`;
}

/** The kinds of a difference, and of an entry's. */
export const CHANGES = {
  changed: "modifié",
  added: "ajouté",
  removed: "retiré",
} as const;
