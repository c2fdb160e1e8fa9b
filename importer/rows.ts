/**
 * The rows the importer writes, one interface per schema table it fills (see data/schema.sql),
 * and the bundle of them gathered for one game version.
 */
import type { Version } from "../contract/enums.ts";

export interface NpcRow {
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
  internal: number;
  faction_id?: number | null;
  faction_name?: string | null;
  icon?: string | null;
  base_npc_id?: number | null;
  difficulty?: string | null;
}

export interface ObjectRow {
  id: number;
  name: string;
  english_name: string | null;
  name_is_english: number;
  type: string | null;
  skill: string | null;
  skill_level: number | null;
  internal: number;
  icon?: string | null;
}

export interface SpawnRow {
  id: number; // npc_id or object_id
  zone_id: number | null;
  x: number | null;
  y: number | null;
}

export interface ZoneRow {
  id: number;
  name: string;
  english_name?: string | null;
  instance_id?: number | null;
  image?: string | null;
  width?: number | null;
  height?: number | null;
}

export interface QuestRow {
  id: number;
  name: string;
  english_name: string | null;
  name_is_english: number;
  level: number | null;
  required_level: number | null;
  max_level: number | null;
  side: string | null;
  repeatable: number;
  zone_or_sort: number | null;
  objectives: string | null;
  description: string | null;
  completion: string | null;
  prev_quest_id: number | null;
  next_quest_id: number | null;
  internal: number;
  // Filled by the quest step where a source has them (see data/schema.sql).
  type?: string | null;
  daily?: number;
  weekly?: number;
  instance_id?: number | null;
  players?: number | null;
  shareable?: number | null;
  time_limit?: number | null;
  races?: string | null;
  classes?: string | null;
  skill_name?: string | null;
  skill_level?: number | null;
  progress?: string | null;
  xp?: number | null;
  money?: number | null;
  money_max_level?: number | null;
  honor?: number | null;
  arena?: number | null;
  talents?: number | null;
  title?: string | null;
  reward_spell_id?: number | null;
  reward_spell_name?: string | null;
  exclusive_group?: number | null;
  opened_by_item_id?: number | null;
  rogue?: number;
}

export interface QuestRelationRow {
  quest_id: number;
  role: "starts" | "ends";
  entity_type: "npc" | "object" | "item";
  entity_id: number;
}

/** A row of any other schema table, keyed by column name (without `version`). */
export type TableRow = Record<string, string | number | null>;

/** Schema tables filled by the import steps (importer/steps), beside the typed ones above. */
export type TableName =
  | "quest_sort"
  | "faction"
  | "faction_start"
  | "instance"
  | "encounter"
  | "object_key"
  | "item"
  | "item_summon"
  | "spell"
  | "item_set"
  | "item_set_bonus"
  | "loot"
  | "vendor_item"
  | "faction_reward"
  | "npc_reputation"
  | "quest_requirement"
  | "quest_reward"
  | "quest_reputation"
  | "spell_reagent"
  | "trainer_spell";

/** Facts an item source states about other records, for the steps that own those tables. */
export interface ItemLinks {
  /** The item drops from that NPC, object or container item (no chance known). */
  drops: { source_type: "npc" | "object" | "item"; source_id: number; item_id: number }[];
  /** The NPC sells the item. */
  vendors: { npc_id: number; item_id: number }[];
  /** The quest rewards the item (fixed or choice unknown). */
  rewards: { quest_id: number; item_id: number }[];
}

/** The reputation (faction_id) or the faction name (faction_name) an NPC of a faction template belongs to. */
export type NpcFactions = Map<number, { faction_id: number } | { faction_name: string }>;

/** How many records a source holds for a type, and why the import differs from it. */
export interface SourceCount {
  type: string;
  source: string;
  count: number;
  /** Reasons for the difference between `count` and what was imported. */
  reasons: string[];
}

export interface VersionData {
  version: Version;
  npcs: NpcRow[];
  npcSpawns: SpawnRow[];
  objects: ObjectRow[];
  objectSpawns: SpawnRow[];
  zones: ZoneRow[];
  quests: QuestRow[];
  questRelations: QuestRelationRow[];
  /** Every other table, filled by the steps of importer/steps. */
  tables: Partial<Record<TableName, TableRow[]>>;
  itemLinks: ItemLinks;
  /** The places step's word on NPC factions, by faction template (for the NPC step). */
  npcFactions: NpcFactions;
  /** The places step's area that is the inside of each instance, by map id (for the encounter step). */
  instanceAreas: Map<number, number>;
  sourceCounts: SourceCount[];
  /** Source files used, relative to the data directory. */
  sources: string[];
  /** Source files looked for and not found. */
  missing: string[];
}

/** A version's data before any step ran. */
export function emptyVersionData(version: Version): VersionData {
  return {
    version,
    npcs: [],
    npcSpawns: [],
    objects: [],
    objectSpawns: [],
    zones: [],
    quests: [],
    questRelations: [],
    tables: {},
    itemLinks: { drops: [], vendors: [], rewards: [] },
    npcFactions: new Map(),
    instanceAreas: new Map(),
    sourceCounts: [],
    sources: [],
    missing: [],
  };
}
