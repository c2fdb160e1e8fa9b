/**
 * The rows the importer writes, one interface per schema table it fills (see data/schema.sql),
 * and the bundle of them gathered for one game version.
 */
import type { Version } from "../edge/api/enums.ts";

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
}

export interface QuestRelationRow {
  quest_id: number;
  role: "starts" | "ends";
  entity_type: "npc" | "object" | "item";
  entity_id: number;
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
  /** Source files used, relative to the data directory. */
  sources: string[];
  /** Source files looked for and not found. */
  missing: string[];
}
