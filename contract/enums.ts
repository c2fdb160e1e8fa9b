/**
 * Every code the API speaks, with its French label. The single list the generator renders
 * labels from, openapi.json describes, and the edge validates filters against.
 */

export type Labels = Readonly<Record<string, string>>;

export const VERSIONS = ["classic", "tbc", "wotlk"] as const;
export type Version = (typeof VERSIONS)[number];

/** The three game versions as the importer writes them (`game_version` rows; the sample's
 * data/sample/00-meta.sql has the same values) and the descriptions of the API name them. */
export const GAME_VERSIONS: readonly { id: Version; name: string; game_version: string; position: number; released: string }[] = [
  { id: "classic", name: "World of Warcraft (classique)", game_version: "1.12.1", position: 1, released: "2004-11-23" },
  { id: "tbc", name: "The Burning Crusade", game_version: "2.4.3", position: 2, released: "2007-01-16" },
  { id: "wotlk", name: "Wrath of the Lich King", game_version: "3.3.5a", position: 3, released: "2008-11-13" },
];

export const NPC_TYPES: Labels = {
  humanoid: "Humanoïde",
  beast: "Bête",
  demon: "Démon",
  dragonkin: "Draconien",
  elemental: "Élémentaire",
  giant: "Géant",
  undead: "Mort-vivant",
  mechanical: "Mécanique",
  critter: "Bestiole",
  totem: "Totem",
  non_combat_pet: "Familier pacifique",
  gas_cloud: "Nuage de gaz",
  not_specified: "Non spécifié",
  none: "Aucun",
};

export const NPC_FAMILIES: Labels = {
  wolf: "Loup",
  cat: "Félin",
  spider: "Araignée",
  bear: "Ours",
  boar: "Sanglier",
  crocodile: "Crocilisque",
  bird_of_prey: "Oiseau de proie",
  crab: "Crabe",
  gorilla: "Gorille",
  raptor: "Raptor",
  tallstrider: "Haut-trotteur",
  scorpid: "Scorpide",
  turtle: "Tortue",
  bat: "Chauve-souris",
  hyena: "Hyène",
  owl: "Chouette",
  wind_serpent: "Serpent des vents",
  carrion_bird: "Charognard",
  serpent: "Serpent",
  dragonhawk: "Faucon-dragon",
  ravager: "Ravageur",
  warp_stalker: "Traqueur dimensionnel",
  sporebat: "Sporoptère",
  nether_ray: "Raie du Néant",
  worm: "Ver",
  rhino: "Rhinocéros",
  wasp: "Guêpe",
  core_hound: "Chien du Magma",
  spirit_beast: "Esprit de bête",
  chimaera: "Chimère",
  devilsaur: "Diablosaure",
  silithid: "Silithide",
  moth: "Phalène",
  imp: "Diablotin",
  voidwalker: "Marcheur du Vide",
  succubus: "Succube",
  felhunter: "Chasseur corrompu",
  felguard: "Gangregarde",
  doomguard: "Garde funeste",
  infernal: "Infernal",
  ghoul: "Goule",
  gargoyle: "Gargouille",
};

export const NPC_RANKS: Labels = {
  normal: "Normal",
  elite: "Élite",
  rare_elite: "Élite rare",
  boss: "Boss",
  rare: "Rare",
};

export const QUALITIES: Labels = {
  poor: "Médiocre",
  common: "Commun",
  uncommon: "Inhabituel",
  rare: "Rare",
  epic: "Épique",
  legendary: "Légendaire",
  artifact: "Artefact",
  heirloom: "Héritage",
};

export const DIFFICULTIES: Labels = {
  normal: "Normal",
  heroic: "Héroïque",
  "10_player": "10 joueurs",
  "25_player": "25 joueurs",
  "10_player_heroic": "10 joueurs (héroïque)",
  "25_player_heroic": "25 joueurs (héroïque)",
};

export const SIDES: Labels = { alliance: "Alliance", horde: "Horde", both: "Les deux" };

export const QUEST_TYPES: Labels = {
  group: "Groupe",
  elite: "Élite",
  dungeon: "Donjon",
  raid: "Raid",
  heroic: "Héroïque",
  pvp: "JcJ",
  escort: "Escorte",
  legendary: "Légendaire",
  world_event: "Événement mondial",
  life: "Vie",
  other: "Autre",
};
/** Quest flags the `type` filter also accepts. */
export const QUEST_FLAGS = ["daily", "weekly", "repeatable"] as const;
export const QUEST_FLAG_NAMES: Readonly<Record<(typeof QUEST_FLAGS)[number], string>> = {
  daily: "Journalière",
  weekly: "Hebdomadaire",
  repeatable: "Répétable",
};

export const OBJECT_TYPES: Labels = {
  chest: "Coffre",
  locked_chest: "Coffre verrouillé",
  quest_object: "Objet de quête",
  ore: "Filon de minerai",
  herb: "Herbe",
};

export const SKILLS: Labels = { lockpicking: "Crochetage", mining: "Minage", herbalism: "Herboristerie" };

/** In the game's order, lowest first: the emulators' ReputationRank is the index in this list. */
export const REPUTATION_RANKS: Labels = {
  hated: "Détesté",
  hostile: "Hostile",
  unfriendly: "Inamical",
  neutral: "Neutre",
  friendly: "Amical",
  honored: "Honoré",
  revered: "Révéré",
  exalted: "Exalté",
};

/** The game's fixed reputation thresholds: the values each rank spans, lowest rank first. */
export const REPUTATION_BOUNDS: readonly { rank: string; min: number; max: number }[] = [
  { rank: "hated", min: -42000, max: -6001 },
  { rank: "hostile", min: -6000, max: -3001 },
  { rank: "unfriendly", min: -3000, max: -1 },
  { rank: "neutral", min: 0, max: 2999 },
  { rank: "friendly", min: 3000, max: 8999 },
  { rank: "honored", min: 9000, max: 20999 },
  { rank: "revered", min: 21000, max: 41999 },
  { rank: "exalted", min: 42000, max: 42999 },
];

/** The rank a reputation value stands at; beyond the ends, the end rank. */
export function reputationRankOf(value: number): string {
  return REPUTATION_BOUNDS.find((b) => value >= b.min && value <= b.max)?.rank ?? (value < 0 ? "hated" : "exalted");
}

export const INSTANCE_TYPES: Labels = {
  dungeon: "Donjon",
  raid: "Raid",
  battleground: "Champ de bataille",
  arena: "Arène",
};

export const ITEM_CLASSES: Labels = {
  consumable: "Consommable",
  container: "Conteneur",
  weapon: "Arme",
  gem: "Gemme",
  armor: "Armure",
  reagent: "Composant",
  projectile: "Projectile",
  trade_goods: "Artisanat",
  recipe: "Recette",
  quiver: "Carquois",
  quest: "Quête",
  key: "Clé",
  miscellaneous: "Divers",
  glyph: "Glyphe",
};

export const ITEM_SLOTS: Labels = {
  head: "Tête",
  neck: "Cou",
  shoulder: "Épaule",
  back: "Dos",
  chest: "Torse",
  shirt: "Chemise",
  tabard: "Tabard",
  wrist: "Poignets",
  hands: "Mains",
  waist: "Taille",
  legs: "Jambes",
  feet: "Pieds",
  finger: "Doigt",
  trinket: "Bijou",
  one_hand: "Une main",
  main_hand: "Main droite",
  off_hand: "Main gauche",
  two_hand: "Deux mains",
  held_in_off_hand: "Tenu en main gauche",
  shield: "Bouclier",
  ranged: "À distance",
  thrown: "Armes de jet",
  relic: "Relique",
  bag: "Sac",
  ammo: "Munitions",
};

/** What an item adds to its wearer (item `stats` and `socket_bonus`), as the 2.4.3 tooltip separates them. */
export const ITEM_STATS: Labels = {
  strength: "Force",
  agility: "Agilité",
  stamina: "Endurance",
  intellect: "Intelligence",
  spirit: "Esprit",
  armor: "Armure",
  arcane_resistance: "Résistance aux Arcanes",
  fire_resistance: "Résistance au Feu",
  frost_resistance: "Résistance au Givre",
  nature_resistance: "Résistance à la Nature",
  shadow_resistance: "Résistance à l'Ombre",
  attack_power: "Puissance d'attaque",
  ranged_attack_power: "Puissance d'attaque à distance",
  feral_attack_power: "Puissance d'attaque en forme de félin, d'ours, d'ours redoutable ou de sélénien",
  spell_power: "Dégâts et soins des sorts",
  spell_damage: "Dégâts des sorts",
  spell_healing: "Soins des sorts",
  arcane_spell_damage: "Dégâts des sorts des Arcanes",
  fire_spell_damage: "Dégâts des sorts de Feu",
  frost_spell_damage: "Dégâts des sorts de Givre",
  holy_spell_damage: "Dégâts des sorts du Sacré",
  nature_spell_damage: "Dégâts des sorts de Nature",
  shadow_spell_damage: "Dégâts des sorts d'Ombre",
  mana_per_5: "Mana toutes les 5 secondes",
  hit_rating: "Score de toucher",
  spell_hit_rating: "Score de toucher des sorts",
  crit_rating: "Score de coup critique",
  spell_crit_rating: "Score de coup critique des sorts",
  haste_rating: "Score de hâte",
  spell_haste_rating: "Score de hâte des sorts",
  expertise_rating: "Score d'expertise",
  armor_penetration: "Armure de la cible ignorée",
  spell_penetration: "Pénétration des sorts",
  defense_rating: "Score de défense",
  dodge_rating: "Score d'esquive",
  parry_rating: "Score de parade",
  block_rating: "Score de blocage",
  block_value: "Valeur de blocage",
  resilience_rating: "Score de résilience",
};

export const SPELL_SCHOOLS: Labels = {
  physical: "Physique",
  holy: "Sacré",
  fire: "Feu",
  nature: "Nature",
  frost: "Givre",
  shadow: "Ombre",
  arcane: "Arcanes",
};

/** Socket colours of an item, as the French client names them. */
export const SOCKET_COLORS: Labels = {
  red: "Châsse rouge",
  yellow: "Châsse jaune",
  blue: "Châsse bleue",
  meta: "Châsse méta",
  prismatic: "Châsse prismatique",
};

/** When an item's effect applies: the tooltip's « Équipé : », « Utilise : », « Chances quand vous touchez : ». */
export const ITEM_EFFECT_TRIGGERS: Labels = {
  equip: "Équipé",
  use: "Utilise",
  chance_on_hit: "Chances quand vous touchez",
};

/** What an item's tooltip line is, as the game colours it: plain (white), effect (green Equip / Use /
 * Chance on hit lines), flavor (the yellow quoted text), and the set's name, pieces and bonuses. */
export const TOOLTIP_LINE_KINDS: Labels = {
  plain: "Ligne ordinaire",
  effect: "Effet",
  flavor: "Texte d'ambiance",
  set: "Ensemble",
  set_piece: "Pièce d'ensemble",
  set_bonus: "Bonus d'ensemble",
};

/** The language of a text of the sources: French, or English where no French source gives it. */
export const TEXT_LANGS: Labels = { fr: "Français", en: "Anglais" };

export const CLASSES: Labels = {
  warrior: "Guerrier",
  paladin: "Paladin",
  hunter: "Chasseur",
  rogue: "Voleur",
  priest: "Prêtre",
  death_knight: "Chevalier de la mort",
  shaman: "Chaman",
  mage: "Mage",
  warlock: "Démoniste",
  druid: "Druide",
};

/** What a spell is: how a player gets it. */
export const SPELL_KINDS: Labels = {
  ability: "Capacité",
  talent: "Talent",
  glyph: "Glyphe",
  recipe: "Recette",
  item: "Effet d'objet",
};

/** Professions (and the rogue's poisons) a recipe belongs to. */
export const PROFESSIONS: Labels = {
  alchemy: "Alchimie",
  blacksmithing: "Forge",
  cooking: "Cuisine",
  enchanting: "Enchantement",
  engineering: "Ingénierie",
  first_aid: "Secourisme",
  fishing: "Pêche",
  herbalism: "Herboristerie",
  inscription: "Calligraphie",
  jewelcrafting: "Joaillerie",
  leatherworking: "Travail du cuir",
  mining: "Minage",
  poisons: "Poisons",
  skinning: "Dépeçage",
  tailoring: "Couture",
};

export const GLYPH_TYPES: Labels = { major: "Majeur", minor: "Mineur" };

export const SUMMON_TYPES = ["mount", "companion", "other"] as const;
export const NPC_QUEST_ROLES = ["starts", "ends"] as const;
export const REQUIREMENT_KINDS = ["item", "creature", "object", "money", "reputation", "players", "explore", "text"] as const;
export const BONDINGS = ["pickup", "equip", "use", "quest"] as const;
/** As the tooltip says it. */
export const BONDING_NAMES: Readonly<Record<(typeof BONDINGS)[number], string>> = {
  pickup: "Lié quand ramassé",
  equip: "Lié quand équipé",
  use: "Lié quand utilisé",
  quest: "Objet de quête",
};
/** `category.type` of a quest: a zone of the journal, or another journal category (QuestSort). */
export const QUEST_CATEGORY_TYPES = ["zone", "sort"] as const;
/** `type` of what starts or ends a quest. */
export const QUEST_GIVER_TYPES = ["npc", "item", "game_object"] as const;

/**
 * What a value outside each list of codes is, in French: the build's message for a row that holds
 * one (« item classic:19019 : qualité inconnue « shiny » »). A list the build checks is named here.
 */
const UNKNOWN_CODES = new Map<Labels | readonly string[], string>([
  [QUALITIES, "qualité inconnue"],
  [ITEM_CLASSES, "catégorie d'objet inconnue"],
  [ITEM_SLOTS, "emplacement inconnu"],
  [ITEM_STATS, "caractéristique inconnue"],
  [SPELL_SCHOOLS, "école de magie inconnue"],
  [SOCKET_COLORS, "couleur de châsse inconnue"],
  [ITEM_EFFECT_TRIGGERS, "déclencheur d'effet inconnu"],
  [TOOLTIP_LINE_KINDS, "sorte de ligne d'infobulle inconnue"],
  [TEXT_LANGS, "langue inconnue"],
  [CLASSES, "classe inconnue"],
  [BONDINGS, "liaison inconnue"],
]);

/** How the build says a value is outside `list` (« qualité inconnue »); a generic phrase for a list not named above. */
export function unknownCodeOf(list: Labels | readonly string[]): string {
  return UNKNOWN_CODES.get(list) ?? "code inconnu";
}

/** Label of a code, or null when the code is null or unknown. */
export function label(labels: Labels, code: string | null | undefined): string | null {
  return code == null ? null : (labels[code] ?? null);
}
