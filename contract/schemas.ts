/**
 * JSON Schema (draft 2020-12, as in OpenAPI 3.1) of every shape the API returns, keyed by the
 * `schema` names of routes.ts. openapi.json publishes them as components.schemas and the tests
 * validate every file of dist/ against them, so the generator and this description cannot drift.
 */
import {
  BONDINGS,
  CLASSES,
  DIFFICULTIES,
  GLYPH_TYPES,
  INSTANCE_TYPES,
  ITEM_CLASSES,
  ITEM_EFFECT_TRIGGERS,
  ITEM_SLOTS,
  ITEM_STATS,
  NPC_FAMILIES,
  NPC_QUEST_ROLES,
  NPC_RANKS,
  NPC_TYPES,
  OBJECT_TYPES,
  PROFESSIONS,
  QUALITIES,
  QUEST_CATEGORY_TYPES,
  QUEST_GIVER_TYPES,
  QUEST_TYPES,
  REPUTATION_RANKS,
  REQUIREMENT_KINDS,
  SIDES,
  SKILLS,
  SOCKET_COLORS,
  SPELL_KINDS,
  SPELL_SCHOOLS,
  SUMMON_TYPES,
  TEXT_LANGS,
  TOOLTIP_LINE_KINDS,
  VERSIONS,
} from "./enums.ts";
import { ERRORS } from "./errors.ts";
import {
  $,
  anyOf,
  arr,
  bool,
  codes,
  date,
  int,
  konst,
  nullValue,
  num,
  obj,
  orNull,
  str,
  typed,
  uri,
  type RefTo,
  type Resolved,
  type Schema,
} from "./jsonschema.ts";
import { RESOURCES, resourceOf, type ResourceObject } from "./resources.ts";
import { PATCH_NOTE_CHANGES } from "./patch-notes.ts";
import { ENDPOINTS, ROUTES, type Route } from "./routes.ts";

const RECORD_OBJECTS = RESOURCES.map((r) => r.object);
const nullableStr = (description?: string) => orNull(str(description));
const nullableInt = (description?: string) => orNull(int(description));
const refs = (description: string) => arr($("ref"), description);
const nullableRef = (description?: string) => orNull($("ref"), description);

// ---- shared shapes

const ref = obj(
  {
    object: codes(RECORD_OBJECTS, "Type de l'enregistrement."),
    id: int("Numéro de jeu."),
    version: codes(VERSIONS),
    name: str("Nom français."),
    url: uri("Page publique."),
    api_url: uri("Adresse dans cette API."),
  },
  { description: "Référence courte à un enregistrement." },
);

const refFields = ref.properties;

const versionRef = obj(
  {
    ...refFields,
    changed: bool(
      "true quand l'enregistrement a, dans cette version, au moins une différence de jeu (from_sources false) avec la version précédente où il existe ; false pour la première.",
    ),
    differences_url: orNull(uri("Comparaison de l'enregistrement entre ses versions ; null quand il n'existe que dans une version.")),
  },
  { description: "Référence à l'enregistrement dans une version du jeu, avec ses différences." },
);

const anyValue = (description: string) => typed<unknown>({ description });
const CHANGE = codes(["changed", "added", "removed"], "changed : modifié ; added : ajouté ; removed : retiré.");
const differenceEntry = obj(
  {
    key: str("Clé de l'élément, la même dans les deux versions (`agility`, `npc:234`)."),
    label: nullableStr("Libellé français de l'élément."),
    change: CHANGE,
    before: anyValue(
      "L'élément dans la première version ; null s'il y est absent. Ajouté ou retiré : tel que sa liste le donne, sans la référence que nomme sa clé ni le nom à côté (`key` et `label` les disent). Modifié : seulement ses champs qui diffèrent (avec le libellé `<code>_name` d'un code), null pour un champ qu'il n'a pas.",
    ),
    after: anyValue(
      "L'élément dans la seconde version ; null s'il y est absent. Ajouté ou retiré : tel que sa liste le donne, sans la référence que nomme sa clé ni le nom à côté (`key` et `label` les disent). Modifié : seulement ses champs qui diffèrent (avec le libellé `<code>_name` d'un code), null pour un champ qu'il n'a pas.",
    ),
  },
  { description: "Un élément d'une liste ajouté, retiré ou modifié." },
);
const difference = obj(
  {
    field: str("Chemin du champ (`stats`, `rewards.money`)."),
    label: str("Libellé français du champ."),
    change: CHANGE,
    before: anyValue("Valeur dans la première version ; null quand entries est donné ou qu'elle est absente."),
    after: anyValue("Valeur dans la seconde version ; null quand entries est donné ou qu'elle est absente."),
    from_sources: bool(
      "true quand la différence peut venir des sources (une autre traduction, une autre base de données) plutôt que du jeu.",
    ),
    entries: orNull(
      arr($("difference_entry")),
      "Pour une liste : ses éléments ajoutés, retirés ou modifiés, appariés par clé ; null sinon.",
    ),
  },
  { description: "Une différence d'un champ entre deux versions." },
);
const differencePair = obj(
  {
    from: codes(VERSIONS, "Version de départ."),
    to: codes(VERSIONS, "Version d'arrivée : la suivante où l'enregistrement existe."),
    from_url: uri("L'enregistrement dans la version de départ."),
    to_url: uri("L'enregistrement dans la version d'arrivée."),
    game_differences: int("Différences de jeu (from_sources false)."),
    source_differences: int("Différences qui peuvent venir des sources (from_sources true)."),
    differences: arr($("difference"), "Les champs qui diffèrent, dans l'ordre de l'enregistrement ; vide quand rien ne diffère."),
  },
  { description: "Les différences d'un enregistrement entre deux versions consécutives où il existe." },
);

const itemRef = obj(
  {
    ...refFields,
    object: konst("item"),
    quality: codes(QUALITIES),
    icon: orNull(uri("Icône.")),
    item_level: nullableInt("Niveau d'objet (selon le contexte)."),
    slot_name: nullableStr("Emplacement, en français (selon le contexte)."),
    type_name: nullableStr("Sous-catégorie ou catégorie, en français (selon le contexte)."),
  },
  { optional: ["item_level", "slot_name", "type_name"], description: "Référence à un objet, avec sa qualité et son icône." },
);

/** An item_ref that always carries level, slot and type (loot lines, pieces of a set). */
const itemRefDetailed = obj(itemRef.properties, {
  description: "Référence à un objet, avec sa qualité, son icône, son niveau, son emplacement et son type.",
});

const instanceRef = obj(
  { ...refFields, object: konst("instance"), type: codes(INSTANCE_TYPES, "Type d'instance.") },
  {
    description: "Référence à une instance (donjon, raid…).",
  },
);

const listFields = <V>(data: Schema<V>) => ({
  object: konst("list"),
  data,
  has_more: bool("true quand une autre page existe."),
  next_cursor: nullableStr("Curseur opaque de la page suivante ; null s'il n'y en a pas."),
  url: uri("Adresse de cette liste avec les filtres appliqués."),
  total_count: int("Nombre d'éléments avec les filtres ; seulement avec include_total=true."),
});
const listOf = <N extends string>(element: N) =>
  obj(
    {
      ...listFields(arr($(element))),
      missing_ids: arr(
        int(),
        "Seulement avec ids : les numéros demandés sans enregistrement de ce type dans cette version, dans l'ordre donné.",
      ),
    },
    { optional: ["total_count", "missing_ids"], description: `Liste paginée d'éléments ${element}.` },
  );

const guide = obj({ title: str(), url: uri() }, { description: "Guide communautaire citant l'enregistrement." });
const zone = obj(
  {
    name: nullableStr("Zone ; null quand le lieu est inconnu."),
    positions: int("Nombre de positions dans cette zone."),
    instance: orNull($("instance_ref")),
  },
  { description: "Zone où se trouve un PNJ ou un objet du monde (la plus fréquente d'abord)." },
);
const itemQuantity = obj({ item: orNull($("item_ref")), name: str(), quantity: int() }, { description: "Un objet et sa quantité." });
const cost = obj(
  {
    honor: nullableInt("Points d'honneur."),
    arena: nullableInt("Points d'arène."),
    personal_rating: nullableInt("Cote personnelle d'arène requise."),
    items: arr($("item_quantity"), "Objets demandés en paiement."),
  },
  { description: "Coût étendu (honneur, arène, objets) ; null quand l'objet se paie en monnaie." },
);
const quests = obj({ starts: refs("Quêtes données."), ends: refs("Quêtes terminées.") });

const error = obj(
  {
    error: obj({
      type: codes([...new Set(Object.values(ERRORS).map((e) => e.type))], "Famille de l'erreur."),
      code: codes(ERRORS, "Code précis et stable ; c'est lui que les clients testent."),
      message: str("Texte français lisible ; peut changer."),
      param: nullableStr("Paramètre en cause, s'il y en a un."),
      doc_url: uri("Documentation du code."),
    }),
  },
  { description: "Corps de toute réponse d'erreur." },
);

const differences = obj(
  {
    object: konst("differences"),
    type: codes(RECORD_OBJECTS, "Type de l'enregistrement (champ object)."),
    id: int("Numéro de jeu."),
    key: typed<string>({ type: "string", pattern: "^[a-z_]+:[0-9]+$", description: "Type et numéro : `item:19019`." }),
    name: str("Nom français dans la dernière version où il existe."),
    api_url: uri("Adresse de cette comparaison."),
    versions: arr($("version_ref"), "L'enregistrement dans chaque version où il existe."),
    pairs: arr(
      $("difference_pair"),
      "Chaque paire de versions consécutives où il existe (classic→tbc, tbc→wotlk, ou classic→wotlk quand tbc ne l'a pas).",
    ),
  },
  { description: "Ce qui change d'un enregistrement entre les versions du jeu où il existe." },
);

// ---- common fields of records

function commonFields(object: string) {
  const res = resourceOf(object);
  return {
    object: konst(object),
    id: int("Numéro de jeu, le même d'une version à l'autre."),
    key: typed<string>({
      type: "string",
      pattern: `^(${VERSIONS.join("|")}):${res.keyType}:[0-9]+$`,
      description: "Clé unique : <version>:<type>:<id>.",
    }),
    version: codes(VERSIONS),
    name: str("Nom français."),
    icon: orNull(uri("Icône (WebP, JPEG ou PNG).")),
    url: uri("Page publique."),
    api_url: uri("Adresse dans cette API."),
  };
}
const englishName = { english_name: nullableStr("Nom anglais d'origine.") };
const tail = {
  versions: arr(
    $("version_ref"),
    "Le même enregistrement dans chaque version du jeu où il existe, lui compris ; changed dit dans lesquelles il diffère de la version précédente.",
  ),
  guides: arr($("guide"), "Guides communautaires citant l'enregistrement."),
};
const flags = (rogue: string) => ({
  rogue: bool(rogue),
  internal: bool("Enregistrement technique ; absent des listes et de la recherche."),
});

// ---- npc

const npcSummary = {
  ...commonFields("npc"),
  subtitle: nullableStr("Sous-titre (« Marchand d'armes »)."),
  level_min: nullableInt(),
  level_max: nullableInt(),
  type: orNull(codes(NPC_TYPES, "Type de créature.")),
  type_name: nullableStr(),
  family: orNull(codes(NPC_FAMILIES, "Famille des bêtes et des démons.")),
  family_name: nullableStr(),
  rank: codes(NPC_RANKS),
  rank_name: str(),
  boss: bool("true pour le rang boss."),
  zone: nullableStr(
    "Zone où le PNJ se trouve le plus souvent (la première de zones dans l'enregistrement) ; pour un boss sans position, l'instance de sa rencontre ; null si inconnue.",
  ),
  internal: bool("PNJ technique ou variante de difficulté ; absent des listes et de la recherche."),
};
const encounter = obj(
  {
    object: konst("encounter"),
    instance: $("instance_ref"),
    position: int("Place de la rencontre dans l'instance (1 = première)."),
    total: int("Nombre de rencontres de l'instance."),
    game_order: bool("true quand le jeu impose cet ordre."),
    previous: orNull(obj({ name: str(), npc: $("ref") }), "Rencontre précédente."),
    next: orNull(obj({ name: str(), npc: $("ref") }), "Rencontre suivante."),
    items: int("Objets du butin."),
    rogue_items: int("Objets du butin utiles au voleur."),
    difficulties: arr(obj({ difficulty: codes(DIFFICULTIES), difficulty_name: str(), items: int() }), "Objets par difficulté."),
    loot_url: uri("Butin de la rencontre : route du butin de l'instance avec encounter=<numéro du PNJ>."),
  },
  { description: "Combat de boss d'un PNJ dans une instance." },
);
const npc = obj({
  ...npcSummary,
  ...englishName,
  faction: orNull(obj({ name: str(), faction: nullableRef() }), "Faction du PNJ."),
  base_npc: nullableRef("Pour une variante de difficulté : le PNJ dont elle est la variante."),
  difficulty: orNull(codes(DIFFICULTIES, "Difficulté d'une variante.")),
  zones: arr($("zone")),
  encounter: orNull($("encounter")),
  loot: $("loot_list", "Les 10 premières lignes du butin ; la suite sur la route loot."),
  sells: $("vendor_item_list", "Les 10 premiers objets vendus ; la suite sur la route sells."),
  teaches: $("spell_summary_list", "Les 10 premiers sorts enseignés (maîtres) ; la suite sur la route teaches."),
  quests,
  reputation: arr(
    obj({
      faction: nullableRef(),
      name: nullableStr(),
      value: int("Points gagnés en le tuant."),
      until_rank_name: nullableStr("Rang après lequel on ne gagne plus rien."),
    }),
    "Réputation gagnée en le tuant.",
  ),
  summoned_by: arr(obj({ item: $("item_ref"), type: codes(SUMMON_TYPES) }), "Objets qui l'invoquent (montures, compagnons…)."),
  locations_url: uri("Route des positions du PNJ."),
  ...tail,
});
const loot = obj(
  {
    object: konst("loot"),
    item: orNull($("item_ref_detailed"), "Objet ; null quand il n'est pas dans la base."),
    name: str(),
    chance: orNull(num("Chance en pour cent, la plus haute des difficultés.")),
    difficulties: arr(codes(DIFFICULTIES), "Difficultés où l'objet tombe ; peut être vide."),
    quest_item: bool("Ne tombe que pour qui a la quête."),
    instance: orNull($("instance_ref")),
    source: $("ref", "PNJ ou objet du monde qui le laisse tomber (butin d'une instance seulement)."),
  },
  { optional: ["source"], description: "Ligne de butin d'un PNJ, d'un objet du monde ou d'une instance." },
);
const vendorItem = obj(
  { object: konst("vendor_item"), item: $("item_ref"), name: str(), cost: orNull($("cost")) },
  {
    description: "Objet vendu par un PNJ.",
  },
);
const npcQuest = obj(
  { object: konst("npc_quest"), role: codes(NPC_QUEST_ROLES), quest: $("ref"), level: nullableInt() },
  {
    description: "Quête donnée (starts) ou terminée (ends) par un PNJ.",
  },
);
const percent = (description: string) => typed<number>({ type: "number", minimum: 0, maximum: 100, description });
const map = obj(
  {
    object: konst("map"),
    name: nullableStr("Zone ou étage."),
    floor: nullableInt("Étage ; null pour une zone."),
    instance: orNull($("instance_ref")),
    image: orNull(uri("Fond de carte WebP.")),
    width: nullableInt("Largeur de référence en pixels."),
    height: nullableInt("Hauteur de référence en pixels."),
    points: arr(obj({ x: percent("0 à gauche."), y: percent("0 en haut.") }), "Positions en pour cent de l'image."),
  },
  { description: "Positions regroupées par fond de carte." },
);

// ---- quest

/** How quest texts read where the game would put the reader's name, class, race or gender. */
const GAME_TEXT =
  "Texte du jeu, en français ; <nom>, <classe> et <race> tiennent la place du nom, de la classe et de la race du personnage, « masculin/féminin » des accords selon son genre, <nombre> et <durée> des valeurs que le jeu affiche en direct.";
const QUEST_XP = "Expérience pour un personnage du niveau de la quête (entière jusqu'à 5 niveaux au-dessus), avant l'arrondi du jeu.";
const questSummary = {
  ...commonFields("quest"),
  level: nullableInt(),
  required_level: nullableInt(),
  side: orNull(codes(SIDES)),
  side_name: nullableStr(),
  type: orNull(codes(QUEST_TYPES, "null pour une quête normale, ou quand aucune source ne le dit.")),
  type_name: nullableStr(),
  daily: bool(),
  weekly: bool(),
  repeatable: bool(),
  category: orNull(
    obj({
      type: codes(QUEST_CATEGORY_TYPES, "zone : zone du journal ; sort : autre catégorie."),
      id: nullableInt("Numéro de zone, ou négatif pour une autre catégorie."),
      name: str(),
    }),
    "Catégorie du journal de quêtes.",
  ),
  instance: orNull($("instance_ref")),
  xp: nullableInt(QUEST_XP),
  money: nullableInt("Pièces de cuivre."),
  reward_items: arr(
    obj({ item: $("item_ref"), choice: bool("true : un objet au choix parmi plusieurs (déduit des objets : armes et armures).") }),
  ),
  ...flags("Utile au voleur."),
};
const placeFields = { zones: arr(str()), instance: orNull($("instance_ref")) };
const anyRef = (description?: string) => anyOf([$("item_ref"), $("ref"), nullValue()], description);
const requirement = obj(
  {
    kind: codes(REQUIREMENT_KINDS),
    name: nullableStr(),
    quantity: nullableInt(),
    record: anyRef("Objet, PNJ, objet du monde ou faction visé."),
    money: nullableInt("Pièces de cuivre (kind money)."),
    rank_name: nullableStr("Rang à atteindre (kind reputation)."),
    value: nullableInt("Points de réputation (kind reputation)."),
    ...placeFields,
    text: nullableStr(),
  },
  { optional: ["money", "rank_name", "value", "zones", "instance", "text"], description: "Objectif d'une quête." },
);
const giver = obj(
  {
    type: codes(QUEST_GIVER_TYPES),
    name: nullableStr(),
    record: anyRef(),
    ...placeFields,
  },
  { description: "Ce qui donne ou termine une quête, et où le trouver." },
);
const quest = obj({
  ...questSummary,
  ...englishName,
  max_level: nullableInt(),
  players: nullableInt("Taille de groupe conseillée."),
  shareable: orNull(bool()),
  time_limit_text: nullableStr("Temps imparti (« 15 min »)."),
  races: nullableStr("null : toutes."),
  classes: nullableStr("null : toutes."),
  skill: orNull(obj({ name: str(), level: int() }), "Métier requis."),
  objectives: nullableStr(GAME_TEXT),
  description: nullableStr(GAME_TEXT),
  progress: nullableStr(GAME_TEXT),
  completion: nullableStr(GAME_TEXT),
  requirements: arr($("quest_requirement")),
  rewards: obj({
    items: arr($("item_quantity")),
    choices: arr($("item_quantity"), "Un seul au choix."),
    money: nullableInt("Pièces de cuivre."),
    money_max_level: nullableInt("Pièces de cuivre au niveau maximal."),
    xp: nullableInt(QUEST_XP),
    spell: orNull(obj({ name: str(), spell: nullableRef() })),
    title: nullableStr(),
    honor: nullableInt(),
    arena: nullableInt(),
    talents: nullableInt(),
    reputation: arr(obj({ faction: nullableRef(), name: str(), value: int() })),
  }),
  starts: arr($("quest_giver")),
  ends: arr($("quest_giver")),
  chain: orNull(
    obj({
      previous: refs("Toute la partie antérieure de la chaîne, la première d'abord."),
      follows: refs("Quête(s) que celle-ci suit directement."),
      next: refs("Le reste de la chaîne après elle."),
      direct: refs("Quête(s) qui la suivent directement."),
      exclusive: refs("Quêtes du même groupe exclusif : une seule peut être faite."),
      group: refs("Quêtes à faire toutes ensemble."),
      opened_by: orNull($("item_ref"), "Objet qui ouvre la chaîne."),
    }),
    "Chaîne de quêtes ; null hors chaîne.",
  ),
  ...tail,
});

// ---- faction

const factionSummary = {
  ...commonFields("faction"),
  side: orNull(codes(SIDES)),
  side_name: nullableStr(),
  group: bool("true pour un groupe de réputations."),
  parent: orNull(obj({ name: str(), faction: nullableRef() }), "Groupe auquel elle appartient."),
  description: nullableStr(),
  rewards_count: int(),
  quests_count: int(),
  monsters_count: int(),
};
const faction = obj({
  ...factionSummary,
  ...englishName,
  ranks: arr(
    obj({
      rank: orNull(codes(REPUTATION_RANKS)),
      rank_name: str(),
      min: int(),
      max: int(),
      rewards: int("Récompenses débloquées à ce rang."),
    }),
  ),
  starting_reputation: arr(obj({ who: str("Races ou classes."), rank_name: nullableStr(), value: int() })),
  rewards: arr(
    obj({
      item: orNull($("item_ref")),
      name: str(),
      rank: codes(REPUTATION_RANKS, "Rang requis."),
      rank_name: str(),
      vendors: arr(obj({ npc: nullableRef(), name: str(), cost: orNull($("cost")) })),
    }),
  ),
  quests: arr(
    obj({
      quest: nullableRef(),
      name: str(),
      value: int(),
      repeatable: bool(),
      items: arr($("item_quantity"), "Objets à rapporter."),
    }),
  ),
  monsters: arr(
    obj({
      npc: nullableRef(),
      name: str(),
      values: arr(
        obj({
          variant: int("0 : normal, 1 : héroïque."),
          variant_name: nullableStr(),
          value: int(),
          until_rank_name: nullableStr(),
        }),
      ),
    }),
    "PNJ qui en rapportent, les plus rentables d'abord.",
  ),
  children: refs("Réputations d'un groupe."),
  ...tail,
});

// ---- game object

const objectSummary = {
  ...commonFields("game_object"),
  type: orNull(codes(OBJECT_TYPES)),
  type_name: nullableStr(),
  skill: orNull(obj({ skill: codes(SKILLS), name: str(), level: int() }), "Compétence requise."),
  zone: nullableStr("Lieu principal."),
  positions: int(),
  ...flags("Demande le crochetage."),
};
const gameObject = obj({
  ...objectSummary,
  ...englishName,
  keys: arr($("item_ref"), "Objets qui l'ouvrent."),
  loot: arr($("loot"), "Butin, meilleure chance d'abord."),
  quests,
  zones: arr($("zone")),
  locations_url: uri("Route des positions."),
  ...tail,
});

// ---- item

const itemSummary = {
  ...commonFields("item"),
  quality: codes(QUALITIES),
  quality_name: str(),
  item_level: nullableInt(),
  required_level: nullableInt(),
  class: orNull(codes(ITEM_CLASSES, "Catégorie d'objet.")),
  type_name: nullableStr("Sous-catégorie, ou à défaut catégorie, en français."),
  slot: orNull(codes(ITEM_SLOTS)),
  slot_name: nullableStr(),
  dps: orNull(
    num(
      "Dégâts par seconde d'une arme, toutes ses lignes de dégâts comprises, au dixième comme le jeu l'écrit ; null pour un objet qui n'est pas une arme.",
    ),
  ),
  speed: orNull(num("Vitesse d'une arme, en secondes ; null pour un objet qui n'est pas une arme.")),
  armor: nullableInt("Armure de la ligne « Armure : N » ; null sans armure."),
  ...flags("Utile au voleur."),
};
const drop = obj(
  {
    object: konst("drop"),
    source: $("ref", "PNJ ou objet du monde qui le laisse tomber."),
    name: str(),
    chance: orNull(num("Chance en pour cent, la plus haute des difficultés.")),
    difficulties: arr(codes(DIFFICULTIES)),
    instance: orNull($("instance_ref")),
  },
  { description: "Une source d'un objet : PNJ ou objet du monde qui le laisse tomber." },
);
const itemStat = obj(
  { stat: codes(ITEM_STATS), name: str("Nom français de la caractéristique."), value: int() },
  {
    description: "Une caractéristique qu'un objet ajoute à qui le porte.",
  },
);
const textLang = codes(TEXT_LANGS, 'fr, ou en quand aucune source française ne donne ce texte (marqué lang="en" sur les pages).');
const tooltipLine = obj(
  {
    text: str("Texte de la ligne (à gauche)."),
    right: nullableStr("Texte aligné à droite sur la même ligne (« Vitesse 1,90 ») ; null sinon."),
    lang: textLang,
    kind: codes(
      TOOLTIP_LINE_KINDS,
      "plain : ligne blanche ; effect : effet vert (Équipé, Utilise, Chances quand vous touchez) ; flavor : texte jaune, entre guillemets ; set, set_piece, set_bonus : l'ensemble, ses pièces, ses bonus.",
    ),
  },
  { description: "Une ligne de l'infobulle d'un objet, dans l'ordre du jeu." },
);
const itemDamage = obj(
  {
    min: int("Dégâts minimaux."),
    max: int("Dégâts maximaux."),
    school: codes(SPELL_SCHOOLS, "École des dégâts : physical pour les dégâts de l'arme."),
    school_name: str("École, en français."),
  },
  { description: "Une ligne de dégâts d'une arme." },
);
const itemEffect = obj(
  {
    trigger: codes(ITEM_EFFECT_TRIGGERS, "equip : Équipé ; use : Utilise ; chance_on_hit : Chances quand vous touchez."),
    trigger_name: str("Déclencheur, en français, tel que l'infobulle l'écrit avant « : »."),
    text: str("Texte de l'effet, après « Équipé : », « Utilise : » ou « Chances quand vous touchez : »."),
    lang: textLang,
    spell: nullableRef("Sort de l'effet, quand la base le connaît."),
  },
  { description: "Un effet d'un objet (ligne verte de l'infobulle)." },
);
const item = obj({
  ...itemSummary,
  ...englishName,
  bonding: orNull(codes(BONDINGS, "Lié quand ramassé, équipé, utilisé, ou objet de quête.")),
  stack_size: nullableInt(),
  sell_price: nullableInt("Prix de vente en pièces de cuivre."),
  description: nullableStr("Texte jaune de l'infobulle."),
  tooltip: arr($("tooltip_line"), "Lignes de l'infobulle après le nom, dans l'ordre du jeu ; vide quand aucune source ne les donne."),
  damage: orNull(
    arr($("item_damage")),
    "Dégâts d'une arme : la ligne de l'arme d'abord, puis ses dégâts supplémentaires ; null sans dégâts.",
  ),
  block: nullableInt("Valeur de blocage d'un bouclier ; null sans blocage."),
  durability: nullableInt("Durabilité maximale ; null sans durabilité."),
  stats: orNull(arr($("item_stat")), "Caractéristiques dans l'ordre de l'infobulle ; null quand aucune source ne les donne."),
  sockets: orNull(
    arr(obj({ color: codes(SOCKET_COLORS), color_name: str("Châsse, en français.") })),
    "Châsses dans l'ordre de l'infobulle ; vide sans châsse ; null quand aucune source ne le dit.",
  ),
  socket_bonus: orNull(arr($("item_stat")), "Bonus des châsses remplies ; null quand aucune source ne le donne."),
  classes: orNull(
    arr(obj({ class: codes(CLASSES), name: str("Classe, en français.") })),
    "Classes qui peuvent l'utiliser ; null : toutes.",
  ),
  effects: orNull(arr($("item_effect")), "Effets dans l'ordre de l'infobulle ; vide sans effet ; null quand aucune source ne les donne."),
  item_set: nullableRef("Ensemble dont il fait partie."),
  starts_quest: nullableRef("Quête qu'il démarre."),
  summons: arr(obj({ npc: $("ref"), type: codes(SUMMON_TYPES) }), "PNJ qu'il invoque."),
  dropped_by: $("drop_list", "Les 10 premières sources ; la suite sur la route dropped-by."),
  sold_by: arr(obj({ npc: $("ref"), name: str(), cost: orNull($("cost")) }), "Marchands qui le vendent."),
  reward_of: refs("Quêtes qui le donnent en récompense."),
  opens: refs("Objets du monde qu'il ouvre."),
  created_by: arr(
    obj({
      spell: $("ref", "Recette."),
      profession_name: nullableStr("Métier, en français."),
      skill_level: nullableInt("Compétence de métier requise."),
      quantity: nullableInt("Objets créés à la fois ; null quand la source ne le dit pas."),
    }),
    "Recettes qui le créent.",
  ),
  reagent_for: refs("Recettes qui le consomment."),
  ...tail,
});

// ---- spell, item set, instance

const spellSummary = {
  ...commonFields("spell"),
  kind: orNull(
    codes(
      SPELL_KINDS,
      "Nature du sort : capacité (de classe, de race, de familier), talent, glyphe, recette de métier, effet d'objet ; null quand aucune source ne le dit.",
    ),
  ),
  kind_name: nullableStr(),
  rank_name: nullableStr("« Rang 3 »."),
  school: orNull(codes(SPELL_SCHOOLS)),
  school_name: nullableStr(),
  class: orNull(codes(CLASSES, "Classe qui l'apprend.")),
  class_name: nullableStr(),
  level: nullableInt("Niveau d'apprentissage ; pour un rang de talent, le plus bas niveau où le prendre."),
  ...flags("Utile au voleur."),
};
const recipeItem = obj(
  { item: orNull($("item_ref")), name: str(), quantity: nullableInt("null quand la source ne le dit pas.") },
  {
    description: "Un objet d'une recette (créé ou consommé) et sa quantité.",
  },
);
const spell = obj({
  ...spellSummary,
  ...englishName,
  rank: nullableInt("Numéro du rang ; null pour un sort sans rangs."),
  cost: nullableInt("Coût d'apprentissage chez le maître, en pièces de cuivre."),
  description: nullableStr("Texte de l'infobulle en français ; null quand aucune source ne le donne."),
  english_description: nullableStr("Texte anglais de l'infobulle, tel que les sources le donnent (aucune source française n'existe)."),
  ranks: arr(obj({ rank: int(), spell: $("ref") }), "Tous les rangs du sort, lui compris, du premier au dernier ; vide sans rangs connus."),
  talent: orNull(
    obj({
      tree: nullableStr("Arbre de talents, en français (plusieurs pour un talent de familier présent dans plusieurs arbres)."),
      tier: nullableInt("Rangée dans l'arbre, 1 en haut."),
      column: nullableInt("Colonne, 1 à gauche."),
      rank: nullableInt("Rang de ce sort dans le talent."),
      max_rank: int("Nombre de rangs du talent."),
    }),
    "Place du talent ; null pour un sort qui n'est pas un rang de talent.",
  ),
  glyph: orNull(obj({ type: codes(GLYPH_TYPES), type_name: nullableStr() }), "Glyphe majeur ou mineur."),
  recipe: orNull(
    obj({
      profession: orNull(codes(PROFESSIONS)),
      profession_name: nullableStr(),
      skill_level: nullableInt("Compétence de métier requise."),
      creates: orNull($("recipe_item"), "Objet créé ; null pour un enchantement."),
      reagents: arr($("recipe_item"), "Composants, dans l'ordre de la recette."),
    }),
    "Recette de métier.",
  ),
  trainers: refs("PNJ (maîtres) qui l'enseignent."),
  taught_by_item: orNull($("item_ref"), "Objet qui l'apprend ou l'applique (glyphe, grimoire de démoniste)."),
  rewarded_by: refs("Quêtes qui l'apprennent."),
  item_sets: refs("Ensembles dont un bonus le lance."),
  ...tail,
});
const itemSetSummary = {
  ...commonFields("item_set"),
  class: orNull(codes(CLASSES, "Classe visée.")),
  class_name: nullableStr(),
  items_count: int(),
  item_level: nullableInt("Le plus haut niveau d'objet de ses pièces."),
  ...flags("Utile au voleur."),
};
const itemSet = obj({
  ...itemSetSummary,
  ...englishName,
  items: arr($("item_ref_detailed"), "Pièces de l'ensemble."),
  bonuses: arr(obj({ pieces: int("Pièces portées."), text: str(), spell: nullableRef() })),
  ...tail,
});
const instanceSummary = {
  ...commonFields("instance"),
  type: codes(INSTANCE_TYPES),
  type_name: nullableStr(),
  level_min: nullableInt(),
  level_max: nullableInt(),
  players: nullableInt("Taille du groupe."),
  zone: nullableStr("Zone de l'entrée."),
  difficulties: arr(codes(DIFFICULTIES)),
  encounters_count: int(),
};
const instance = obj({
  ...instanceSummary,
  ...englishName,
  encounters: arr(obj({ position: int(), name: str(), npc: $("ref"), items: int("Objets du butin.") }), "Rencontres, dans l'ordre."),
  loot_url: uri("Route du butin de l'instance."),
  ...tail,
});

// ---- documents about the API

const counts = obj(Object.fromEntries(RESOURCES.map((r) => [r.plural, int()])), { description: "Nombre d'enregistrements par type." });
/** The spec counts rogue records for these three types only. */
const rogueCounts = obj({ items: int(), quests: int(), game_objects: int() }, { description: "Enregistrements utiles au voleur." });
const byVersion = <N extends string>(schema: N, description: string) =>
  typed<Record<string, RefTo<N>>>({
    type: "object",
    description,
    propertyNames: codes(VERSIONS),
    additionalProperties: $(schema),
  });
const gameVersion = obj(
  {
    object: konst("version"),
    id: codes(VERSIONS),
    name: str(),
    game_version: str("Version du client (« 1.12.1 »)."),
    released: orNull(date("Sortie de cette version du jeu.")),
    api_url: uri(),
    counts: $("counts"),
    rogue: $("rogue_counts"),
  },
  { description: "Une version du jeu et ses comptes." },
);
const stats = obj({
  object: konst("stats"),
  records: int("Total des enregistrements."),
  by_version: byVersion("counts", "Comptes par version du jeu."),
  rogue: byVersion("rogue_counts", "Comptes utiles au voleur par version du jeu."),
  updated_at: date("Date des données."),
});
const api = obj({
  object: konst("api"),
  name: str(),
  version: konst("v1"),
  released: date("Sortie de cette version de l'API."),
  data_updated: date("Date des données."),
  description: str(),
  documentation: uri(),
  openapi: uri("Description OpenAPI 3.1."),
  llms: uri("Index pour les assistants IA (llms.txt)."),
  website: uri(),
  versions: arr(obj({ id: codes(VERSIONS), api_url: uri() })),
  data_sources: arr(
    obj({
      name: str("Projet."),
      url: orNull(uri("Adresse du projet ; null pour des données écrites à la main ici.")),
      revision: nullableStr("Commit(s) ou version d'où les données ont été prises."),
      licence: str("Licence, telle que le projet l'énonce (« none stated » s'il n'en énonce pas)."),
    }),
    "Projets publics d'où viennent les données, cités comme leurs licences le demandent.",
  ),
  endpoints: obj(
    Object.fromEntries(Object.keys(ENDPOINTS).map((name) => [name, str()])) as { [K in keyof typeof ENDPOINTS]: Schema<string> },
    {
      description:
        "Modèles d'adresses des routes d'où partir : {version} une version du jeu, {segment} le segment d'un type (items, game-objects…), {id} un numéro de jeu, {text} le texte cherché, {build} un identifiant de build.",
    },
  ),
});
const searchable = RESOURCES.filter((r): r is Extract<(typeof RESOURCES)[number], { searchable: true }> => r.searchable);
/** A search result: the summary of its record, and the name the query found it by. */
const searchHit = <P extends Record<string, Schema>>(props: P, label: string) =>
  obj(
    {
      ...props,
      matched_name: codes(
        ["name", "english_name"],
        "Le nom par lequel la recherche l'a trouvé : name, son nom français, ou english_name, son nom anglais ; absent quand c'est son numéro ou le texte de ses infobulles.",
      ),
      versions: arr(
        codes(VERSIONS, "Version du jeu."),
        "Avec unique=record seulement : les versions du jeu où l'enregistrement existe (même type, même numéro), dans l'ordre des versions ; le résultat montré est sa version la mieux classée.",
      ),
    },
    { optional: ["matched_name", "versions"], description: `${label}, champs de liste, trouvé par la recherche.` },
  );
const searchResult = typed<RefTo<`${(typeof searchable)[number]["object"]}_search_result`>>({
  description: "Résumé d'un enregistrement trouvé par la recherche ; son champ object dit lequel, matched_name par quel nom.",
  oneOf: searchable.map((r) => $(`${r.object}_search_result`)),
  discriminator: {
    propertyName: "object",
    mapping: Object.fromEntries(searchable.map((r) => [r.object, `#/components/schemas/${r.object}_search_result`])),
  },
});

const summary = <P extends Record<string, Schema>>(props: P, description: string) => obj(props, { description });
/** An entry of a type's patch notes (contract/patch-notes.ts): the record's summary, in the version
 * of the notes (the version before for a record removed), and what changed. */
const patchNote = <P extends Record<string, Schema>>(props: P, label: string) =>
  obj(
    {
      ...props,
      change: codes(
        PATCH_NOTE_CHANGES,
        "added (ajouté par cette version), removed (retiré : le résumé est celui de la version précédente), changed (modifié par le jeu).",
      ),
      change_name: str("Le changement en français : « Ajouté », « Retiré », « Modifié »."),
      differences: int("Différences du jeu entre les deux versions ; 0 pour un enregistrement ajouté ou retiré."),
      source_differences: int(
        "Différences qui peuvent venir des sources plutôt que du jeu (une traduction, un jeu de données) ; un enregistrement qui n'a que celles-ci n'est pas modifié, donc absent de la liste.",
      ),
      differences_url: orNull(
        uri(),
        "Adresse de la comparaison de l'enregistrement entre ses versions (/differences/{segment}/{id}) ; null quand il n'existe que dans une version.",
      ),
    },
    { description: `${label}, champs de liste, ajouté, retiré ou modifié par une version du jeu.` },
  );
const bulkFile = obj(
  {
    object: konst("bulk_file"),
    id: str("Identifiant du fichier : `classic-npcs`, `database`, `dist`…"),
    version: orNull(codes(VERSIONS), "Version du jeu du fichier ; null quand il couvre toutes les versions."),
    type: codes(
      [...RECORD_OBJECTS, "database", "dist"],
      "Type d'enregistrement du fichier, `database` (la base SQLite) ou `dist` (l'archive de l'API entière).",
    ),
    records: int("Enregistrements complets que le fichier contient."),
    updated_at: date("Date des données."),
    size: int("Taille en octets une fois décompressé (pour `dist`, celle des fichiers de l'archive)."),
    compressed_size: int("Taille en octets du fichier téléchargé."),
    sha256: str("SHA-256 en hexadécimal des octets téléchargés."),
    content_type: str("Type du contenu décompressé (`application/x-ndjson` : une ligne JSON par enregistrement)."),
    content_encoding: orNull(str(), "Compression du fichier téléchargé (`gzip`) ; null pour l'archive `dist`, lue sans être décompressée."),
    download_url: uri("Adresse du fichier ; l'en-tête Range en reprend le téléchargement."),
    api_url: uri(),
  },
  { description: "Un fichier en bloc d'une version des données." },
);
const dataBuild = obj(
  {
    object: konst("build"),
    id: str("Identifiant de la version des données, à donner dans since."),
    date: date("Date des données de cette version."),
    current: bool("true pour la version servie maintenant."),
    added: int("Enregistrements ajoutés depuis cette version."),
    changed: int("Enregistrements modifiés depuis cette version."),
    removed: int("Enregistrements retirés depuis cette version."),
    changes_url: uri("Les changements depuis cette version."),
  },
  { description: "Une version des données que l'API sait comparer à la version servie." },
);
const recordChange = obj(
  {
    object: konst("record_change"),
    key: str("Clé de l'enregistrement (`<version>:<type>:<id>`)."),
    version: codes(VERSIONS),
    type: codes(RECORD_OBJECTS, "Type de l'enregistrement (champ object)."),
    id: int(),
    change: codes(["added", "changed", "removed"], "added, changed, ou removed (l'enregistrement n'existe plus : api_url répond 404)."),
    api_url: uri(),
  },
  { description: "Un enregistrement ajouté, modifié ou retiré depuis une version des données." },
);
const changesEntry = typed<RefTo<"build"> | RefTo<"record_change">>({
  description: "Sans since, une version des données comparable (build) ; avec since, un enregistrement changé (record_change).",
  oneOf: [$("build"), $("record_change")],
  discriminator: {
    propertyName: "object",
    mapping: { build: "#/components/schemas/build", record_change: "#/components/schemas/record_change" },
  },
});

const SHAPES = {
  api,
  game_version: gameVersion,
  stats,
  counts,
  rogue_counts: rogueCounts,
  ref,
  version_ref: versionRef,
  differences,
  difference_pair: differencePair,
  difference: difference,
  difference_entry: differenceEntry,
  item_ref: itemRef,
  item_ref_detailed: itemRefDetailed,
  instance_ref: instanceRef,
  guide,
  zone,
  item_quantity: itemQuantity,
  cost,
  error,
  item_summary: summary(itemSummary, "Objet, champs de liste."),
  item,
  item_stat: itemStat,
  tooltip_line: tooltipLine,
  item_damage: itemDamage,
  item_effect: itemEffect,
  drop,
  spell_summary: summary(spellSummary, "Sort, champs de liste."),
  spell,
  recipe_item: recipeItem,
  quest_summary: summary(questSummary, "Quête, champs de liste."),
  quest,
  quest_requirement: requirement,
  quest_giver: giver,
  npc_summary: summary(npcSummary, "PNJ, champs de liste."),
  npc,
  encounter,
  loot,
  vendor_item: vendorItem,
  npc_quest: npcQuest,
  map,
  game_object_summary: summary(objectSummary, "Objet du monde, champs de liste."),
  game_object: gameObject,
  item_set_summary: summary(itemSetSummary, "Ensemble d'objets, champs de liste."),
  item_set: itemSet,
  faction_summary: summary(factionSummary, "Réputation, champs de liste."),
  faction,
  instance_summary: summary(instanceSummary, "Instance, champs de liste."),
  instance,
  item_search_result: searchHit(itemSummary, "Objet"),
  spell_search_result: searchHit(spellSummary, "Sort"),
  quest_search_result: searchHit(questSummary, "Quête"),
  npc_search_result: searchHit(npcSummary, "PNJ"),
  game_object_search_result: searchHit(objectSummary, "Objet du monde"),
  item_set_search_result: searchHit(itemSetSummary, "Ensemble d'objets"),
  faction_search_result: searchHit(factionSummary, "Réputation"),
  search_result: searchResult,
  item_patch_note: patchNote(itemSummary, "Objet"),
  spell_patch_note: patchNote(spellSummary, "Sort"),
  quest_patch_note: patchNote(questSummary, "Quête"),
  npc_patch_note: patchNote(npcSummary, "PNJ"),
  game_object_patch_note: patchNote(objectSummary, "Objet du monde"),
  item_set_patch_note: patchNote(itemSetSummary, "Ensemble d'objets"),
  faction_patch_note: patchNote(factionSummary, "Réputation"),
  instance_patch_note: patchNote(instanceSummary, "Instance"),
  bulk_file: bulkFile,
  build: dataBuild,
  record_change: recordChange,
  changes_entry: changesEntry,
} satisfies Record<string, Schema>;

/** The table of the shapes' schemas, as their types see it. */
export type Shapes = typeof SHAPES;

/**
 * The TypeScript type of an answer of the API, derived from its schema above: a shape
 * (`ApiShape<"npc">`) or a list of one (`ApiShape<"loot_list">`). Renderers return these, so one
 * that drifts from the description fails the type check.
 */
export type ApiShape<N extends keyof Shapes | `${keyof Shapes & string}_list`> = Resolved<RefTo<N>, Shapes>;

/** A record of the type T as its route answers it, its `object` naming the type: the views tell
 * the records of a type from the others by it. */
export type RecordOf<T extends ResourceObject> = ApiShape<T> & { object: T };

/** A record of any type. */
export type AnyRecord = { [T in ResourceObject]: RecordOf<T> }[ResourceObject];

/** The list fields of a record of the type T (its lists' elements, and search results). */
export type SummaryOf<T extends ResourceObject> = ApiShape<`${T}_summary`> & { object: T };

/** The list fields of a record of any type. */
export type AnySummary = { [T in ResourceObject]: SummaryOf<T> }[ResourceObject];

/** Routes answered with the list envelope: the bulk files' route too, but not one of them. */
export const isList = (route: Route) =>
  route.kind === "list" ||
  route.kind === "patch_notes" ||
  route.kind === "sublist" ||
  route.kind === "search" ||
  route.kind === "changes" ||
  (route.kind === "bulk" && !route.path.includes("{name}"));

/** Name of the response schema of a route; null for the documents that are not JSON data (openapi.json, llms.txt). */
export function responseSchemaName(route: Route): string | null {
  if (isList(route)) return `${route.schema}_list`;
  return Object.hasOwn(SHAPES, route.schema) ? route.schema : null;
}

const listed = [...new Set(ROUTES.filter(isList).map((r) => r.schema))];

export const SCHEMAS: Record<string, object> = {
  ...SHAPES,
  ...Object.fromEntries(listed.map((name) => [`${name}_list`, listOf(name)])),
};
