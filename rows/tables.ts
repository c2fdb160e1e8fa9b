/**
 * The row of each table of data/schema.sql as SQLite reads it (SELECT *), and the columns
 * that take a default when a row is written without them. Written by
 * rows/tables-from-schema.ts from the schema: do not edit, run it again.
 */
export interface Tables {
  meta: {
    key: string;
    value: string;
  };
  data_source: {
    id: string;
    name: string;
    url: string | null;
    revision: string | null;
    licence: string;
  };
  game_version: {
    id: string;
    name: string;
    game_version: string;
    position: number;
    released: string | null;
  };
  zone: {
    version: string;
    id: number;
    name: string;
    english_name: string | null;
    instance_id: number | null;
    image: string | null;
    width: number | null;
    height: number | null;
  };
  quest_sort: {
    version: string;
    id: number;
    name: string;
  };
  faction: {
    version: string;
    id: number;
    name: string;
    english_name: string | null;
    name_is_english: number;
    side: string | null;
    is_group: number;
    parent_id: number | null;
    description: string | null;
    icon: string | null;
  };
  faction_start: {
    version: string;
    faction_id: number;
    who: string;
    value: number;
  };
  instance: {
    version: string;
    id: number;
    name: string;
    english_name: string | null;
    type: string;
    zone_id: number | null;
    level_min: number | null;
    level_max: number | null;
    players: number | null;
    difficulties: string;
    icon: string | null;
  };
  encounter: {
    version: string;
    instance_id: number;
    npc_id: number;
    position: number;
    game_order: number;
  };
  npc: {
    version: string;
    id: number;
    name: string;
    english_name: string | null;
    name_is_english: number;
    subtitle: string | null;
    level_min: number | null;
    level_max: number | null;
    type: string | null;
    family: string | null;
    rank: string;
    faction_id: number | null;
    faction_name: string | null;
    icon: string | null;
    internal: number;
    base_npc_id: number | null;
    difficulty: string | null;
  };
  npc_spawn: {
    version: string;
    npc_id: number;
    zone_id: number | null;
    floor: number | null;
    x: number | null;
    y: number | null;
  };
  game_object: {
    version: string;
    id: number;
    name: string;
    english_name: string | null;
    name_is_english: number;
    type: string | null;
    skill: string | null;
    skill_level: number | null;
    icon: string | null;
    internal: number;
  };
  object_spawn: {
    version: string;
    object_id: number;
    zone_id: number | null;
    floor: number | null;
    x: number | null;
    y: number | null;
  };
  object_key: {
    version: string;
    object_id: number;
    item_id: number;
  };
  item: {
    version: string;
    id: number;
    name: string;
    english_name: string | null;
    name_is_english: number;
    quality: string;
    icon: string | null;
    item_level: number | null;
    required_level: number | null;
    class: string | null;
    class_name: string | null;
    subclass_name: string | null;
    slot: string | null;
    slot_name: string | null;
    item_set_id: number | null;
    bonding: string | null;
    stack_size: number | null;
    sell_price: number | null;
    description: string | null;
    tooltip: string | null;
    stats: string | null;
    socket_bonus: string | null;
    damage: string | null;
    speed: number | null;
    dps: number | null;
    armor: number | null;
    block: number | null;
    durability: number | null;
    sockets: string | null;
    classes: string | null;
    effects: string | null;
    start_quest_id: number | null;
    rogue: number;
    internal: number;
  };
  item_summon: {
    version: string;
    item_id: number;
    npc_id: number;
    type: string;
  };
  spell: {
    version: string;
    id: number;
    name: string;
    english_name: string | null;
    name_is_english: number;
    kind: string | null;
    rank: number | null;
    rank_name: string | null;
    first_rank_id: number | null;
    icon: string | null;
    school: string | null;
    class: string | null;
    level: number | null;
    cost: number | null;
    description: string | null;
    english_description: string | null;
    talent_tree: string | null;
    talent_tier: number | null;
    talent_column: number | null;
    talent_max_rank: number | null;
    glyph_type: string | null;
    source_item_id: number | null;
    profession: string | null;
    skill_level: number | null;
    created_item_id: number | null;
    created_quantity: number | null;
    rogue: number;
    internal: number;
  };
  spell_reagent: {
    version: string;
    spell_id: number;
    item_id: number;
    quantity: number;
    position: number;
  };
  trainer_spell: {
    version: string;
    npc_id: number;
    spell_id: number;
  };
  item_set: {
    version: string;
    id: number;
    name: string;
    english_name: string | null;
    name_is_english: number;
    class: string | null;
    rogue: number;
    internal: number;
  };
  item_set_bonus: {
    version: string;
    item_set_id: number;
    pieces: number;
    spell_id: number | null;
    text: string;
  };
  loot: {
    version: string;
    source_type: string;
    source_id: number;
    item_id: number | null;
    name: string | null;
    chance: number | null;
    difficulty: string | null;
    quest_item: number;
    instance_id: number | null;
  };
  vendor_item: {
    version: string;
    npc_id: number;
    item_id: number;
    position: number;
    honor: number | null;
    arena: number | null;
    personal_rating: number | null;
    cost_item_id: number | null;
    cost_item_count: number | null;
  };
  faction_reward: {
    version: string;
    faction_id: number;
    item_id: number;
    rank: string;
  };
  npc_reputation: {
    version: string;
    npc_id: number;
    faction_id: number;
    value: number;
    until_rank: string | null;
    variant: number;
  };
  quest: {
    version: string;
    id: number;
    name: string;
    english_name: string | null;
    name_is_english: number;
    level: number | null;
    required_level: number | null;
    max_level: number | null;
    side: string | null;
    type: string | null;
    daily: number;
    weekly: number;
    repeatable: number;
    zone_or_sort: number | null;
    instance_id: number | null;
    players: number | null;
    shareable: number | null;
    time_limit: number | null;
    races: string | null;
    classes: string | null;
    skill_name: string | null;
    skill_level: number | null;
    objectives: string | null;
    description: string | null;
    progress: string | null;
    completion: string | null;
    xp: number | null;
    money: number | null;
    money_max_level: number | null;
    honor: number | null;
    arena: number | null;
    talents: number | null;
    title: string | null;
    reward_spell_id: number | null;
    reward_spell_name: string | null;
    prev_quest_id: number | null;
    next_quest_id: number | null;
    exclusive_group: number | null;
    opened_by_item_id: number | null;
    rogue: number;
    internal: number;
  };
  quest_relation: {
    version: string;
    quest_id: number;
    role: string;
    entity_type: string;
    entity_id: number;
  };
  quest_requirement: {
    version: string;
    quest_id: number;
    position: number;
    kind: string;
    target_id: number | null;
    name: string | null;
    quantity: number | null;
    value: number | null;
    rank: string | null;
    text: string | null;
  };
  quest_reward: {
    version: string;
    quest_id: number;
    item_id: number;
    quantity: number;
    choice: number;
  };
  quest_reputation: {
    version: string;
    quest_id: number;
    faction_id: number;
    value: number;
  };
  guide: {
    version: string;
    record_type: string;
    record_id: number;
    title: string;
    url: string;
  };
}

/** The NOT NULL columns of each table that have a DEFAULT. */
export interface Defaulted {
  meta: never;
  data_source: never;
  game_version: never;
  zone: never;
  quest_sort: never;
  faction: "name_is_english" | "is_group";
  faction_start: never;
  instance: "difficulties";
  encounter: "game_order";
  npc: "name_is_english" | "rank" | "internal";
  npc_spawn: never;
  game_object: "name_is_english" | "internal";
  object_spawn: never;
  object_key: never;
  item: "name_is_english" | "rogue" | "internal";
  item_summon: never;
  spell: "name_is_english" | "rogue" | "internal";
  spell_reagent: never;
  trainer_spell: never;
  item_set: "name_is_english" | "rogue" | "internal";
  item_set_bonus: never;
  loot: "quest_item";
  vendor_item: "position";
  faction_reward: never;
  npc_reputation: "variant";
  quest: "name_is_english" | "daily" | "weekly" | "repeatable" | "rogue" | "internal";
  quest_relation: never;
  quest_requirement: never;
  quest_reward: "quantity" | "choice";
  quest_reputation: never;
  guide: never;
}

export type TableName = keyof Tables;
