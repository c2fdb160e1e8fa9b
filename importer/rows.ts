/**
 * What the import gathers for one game version: the rows of the schema tables it fills, typed
 * by data/schema.sql (rows/), and the facts steps pass on to later steps and to the report.
 */
import type { Version } from "../contract/enums.ts";
import type { NewRow } from "../rows/row.ts";

/** A spawn of an NPC or a world object (`id`): a row of npc_spawn or object_spawn, by the writer. */
export type SpawnRow = Omit<NewRow<"npc_spawn">, "npc_id"> & { id: number };

/** Schema tables filled by the import steps (importer/steps), beside those VersionData names. */
export type StepTable =
  | "quest_sort"
  | "faction"
  | "faction_start"
  | "instance"
  | "encounter"
  | "object_key"
  | "item"
  | "spell"
  | "item_set"
  | "item_set_bonus"
  | "loot"
  | "vendor_item"
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

/** A share a type is judged by that only its step can count (what a source holds), for the report. */
export interface StepShare {
  type: string;
  label: string;
  count: number;
  of: number;
}

/** Where two sources of one field disagree: how often, and the rule that chose. */
export interface Disagreement {
  type: string;
  field: string;
  /** the two sources, the one kept first */
  sources: [kept: string, other: string];
  count: number;
  /** records both sources give the field for */
  of: number;
  rule: string;
}

export interface VersionData {
  version: Version;
  npcs: NewRow<"npc">[];
  npcSpawns: SpawnRow[];
  objects: NewRow<"game_object">[];
  objectSpawns: SpawnRow[];
  zones: NewRow<"zone">[];
  quests: NewRow<"quest">[];
  questRelations: NewRow<"quest_relation">[];
  /** Every other table, filled by the steps of importer/steps. */
  tables: { [T in StepTable]?: NewRow<T>[] };
  itemLinks: ItemLinks;
  /** The places step's word on NPC factions, by faction template (for the NPC step). */
  npcFactions: NpcFactions;
  /** The places step's area that is the inside of each instance, by map id (for the encounter step). */
  instanceAreas: Map<number, number>;
  sourceCounts: SourceCount[];
  shares: StepShare[];
  disagreements: Disagreement[];
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
    shares: [],
    disagreements: [],
    sources: [],
    missing: [],
  };
}
