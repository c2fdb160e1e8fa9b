/**
 * One game version of the database, loaded into memory with its relations indexed, so that the
 * renderers are plain functions over maps instead of thousands of small queries.
 */
import type { Statement } from "better-sqlite3";
import type { Db } from "./database.ts";
import type { Row } from "../rows/row.ts";
import type { TableName } from "../rows/tables.ts";

/** Rows by game number; looked up by foreign keys, which may be null (no such record). */
function byId<R extends { id: number }>(rows: R[]): Map<number | null | undefined, R> {
  return new Map(rows.map((r) => [r.id, r]));
}

/** Rows by a key; looked up by foreign keys, which may be null (nothing refers). */
function groupBy<R>(rows: R[], key: (r: R) => string | number | null | undefined): Map<string | number | null | undefined, R[]> {
  const groups = new Map<string | number | null | undefined, R[]>();
  for (const row of rows) {
    const k = key(row);
    if (k == null) continue;
    let list = groups.get(k);
    if (!list) groups.set(k, (list = []));
    list.push(row);
  }
  return groups;
}

/**
 * The rows of a query on one version, as objects of one shape. better-sqlite3 makes each row an
 * object in V8's dictionary mode, as does filling an empty object by computed keys: several
 * times the size of the same fields in an object literal, which a version's catalog held so
 * weighed most of the build's memory. So each query gets a function returning its row as a
 * literal, made from its column names. Every row shares the one `version` string instead of a
 * copy each.
 */
function rowsOf(statement: Statement, version: string): Record<string, unknown>[] {
  const raw = statement.raw(true);
  const fields = raw.columns().map((c, i) => `${JSON.stringify(c.name)}: ${c.name === "version" ? "version" : `values[${i}]`}`);
  const rowOf = new Function("values", "version", `return { ${fields.join(", ")} };`) as (
    values: unknown[],
    version: string,
  ) => Record<string, unknown>;
  return (raw.all(version) as unknown[][]).map((values) => rowOf(values, version));
}

export class Catalog {
  readonly npcs;
  readonly quests;
  readonly items;
  readonly objects;
  readonly factions;
  readonly instances;
  readonly spells;
  readonly itemSets;
  readonly zones;
  readonly questSorts;
  readonly lootBySource;
  readonly lootByItem;
  readonly lootByInstance;
  readonly npcSpawns;
  readonly objectSpawns;
  readonly keysByObject;
  readonly keysByItem;
  readonly vendorByNpc;
  readonly vendorByItem;
  readonly relationsByQuest;
  readonly relationsByEntity;
  readonly requirementsByQuest;
  readonly rewardsByQuest;
  readonly rewardsByItem;
  readonly questRepByQuest;
  readonly questRepByFaction;
  readonly npcRepByNpc;
  readonly npcRepByFaction;
  readonly encountersByInstance;
  readonly encounterByNpc;
  readonly guides;
  readonly summonsByNpc;
  readonly summonsByItem;
  readonly factionRewards;
  readonly factionStart;
  readonly bonusesBySet;
  readonly itemsBySet;
  readonly childrenByFaction;
  readonly questsByPrev;
  readonly questsByNext;
  readonly questsByGroup;
  readonly questsBySpell;
  readonly setsBySpell;
  readonly reagentsBySpell;
  readonly reagentsByItem;
  readonly trainersBySpell;
  readonly trainersByNpc;
  readonly spellsByCreatedItem;
  readonly spellsByFirstRank;
  readonly version;

  constructor(db: Db, version: string) {
    this.version = version;
    // Explicit orders, not rowid: the same data gives the same files whatever its insertion order.
    const all = <T extends TableName>(table: T, order = "id") =>
      rowsOf(db.prepare(`SELECT * FROM ${table} WHERE version = ? ORDER BY ${order}`), version) as Row<T>[];
    this.npcs = byId(all("npc"));
    this.quests = byId(all("quest"));
    this.items = byId(all("item"));
    this.objects = byId(all("game_object"));
    this.factions = byId(all("faction"));
    this.instances = byId(all("instance"));
    this.spells = byId(all("spell"));
    this.itemSets = byId(all("item_set"));
    this.zones = byId(all("zone"));
    this.questSorts = byId(all("quest_sort"));

    const loot = all("loot", "source_type, source_id, item_id, name, difficulty");
    this.lootBySource = groupBy(loot, (r) => `${r.source_type}:${r.source_id}`);
    this.lootByItem = groupBy(loot, (r) => r.item_id);
    this.lootByInstance = groupBy(loot, (r) => r.instance_id);
    this.npcSpawns = groupBy(all("npc_spawn", "npc_id, zone_id, floor, x, y"), (r) => r.npc_id);
    this.objectSpawns = groupBy(all("object_spawn", "object_id, zone_id, floor, x, y"), (r) => r.object_id);
    const keys = all("object_key", "object_id, item_id");
    this.keysByObject = groupBy(keys, (r) => r.object_id);
    this.keysByItem = groupBy(keys, (r) => r.item_id);
    const vendor = all("vendor_item", "npc_id, position, item_id");
    this.vendorByNpc = groupBy(vendor, (r) => r.npc_id);
    this.vendorByItem = groupBy(vendor, (r) => r.item_id);
    const relations = all("quest_relation", "quest_id, role, entity_type, entity_id");
    this.relationsByQuest = groupBy(relations, (r) => r.quest_id);
    this.relationsByEntity = groupBy(relations, (r) => `${r.entity_type}:${r.entity_id}`);
    this.requirementsByQuest = groupBy(all("quest_requirement", "quest_id, position"), (r) => r.quest_id);
    const rewards = all("quest_reward", "quest_id, choice, item_id");
    this.rewardsByQuest = groupBy(rewards, (r) => r.quest_id);
    this.rewardsByItem = groupBy(rewards, (r) => r.item_id);
    const questRep = all("quest_reputation", "quest_id, faction_id");
    this.questRepByQuest = groupBy(questRep, (r) => r.quest_id);
    this.questRepByFaction = groupBy(questRep, (r) => r.faction_id);
    const npcRep = all("npc_reputation", "npc_id, faction_id, variant");
    this.npcRepByNpc = groupBy(npcRep, (r) => r.npc_id);
    this.npcRepByFaction = groupBy(npcRep, (r) => r.faction_id);
    const encounters = all("encounter", "instance_id, position");
    this.encountersByInstance = groupBy(encounters, (r) => r.instance_id);
    this.encounterByNpc = new Map(encounters.map((r) => [r.npc_id, r]));
    this.guides = groupBy(all("guide", "record_type, record_id, title, url"), (r) => `${r.record_type}:${r.record_id}`);
    const summons = all("item_summon", "item_id, npc_id");
    this.summonsByNpc = groupBy(summons, (r) => r.npc_id);
    this.summonsByItem = groupBy(summons, (r) => r.item_id);
    this.factionRewards = groupBy(all("faction_reward", "faction_id, rank, item_id"), (r) => r.faction_id);
    this.factionStart = groupBy(all("faction_start", "faction_id, who"), (r) => r.faction_id);
    this.bonusesBySet = groupBy(all("item_set_bonus", "item_set_id, pieces"), (r) => r.item_set_id);
    this.itemsBySet = groupBy([...this.items.values()], (r) => r.item_set_id);
    this.childrenByFaction = groupBy([...this.factions.values()], (r) => r.parent_id);
    const quests = [...this.quests.values()];
    this.questsByPrev = groupBy(quests, (r) => r.prev_quest_id);
    this.questsByNext = groupBy(quests, (r) => r.next_quest_id);
    this.questsByGroup = groupBy(quests, (r) => r.exclusive_group || null);
    this.questsBySpell = groupBy(quests, (r) => r.reward_spell_id);
    this.setsBySpell = groupBy(all("item_set_bonus", "item_set_id, pieces"), (r) => r.spell_id);
    const reagents = all("spell_reagent", "spell_id, position, item_id");
    this.reagentsBySpell = groupBy(reagents, (r) => r.spell_id);
    this.reagentsByItem = groupBy(reagents, (r) => r.item_id);
    const trainers = all("trainer_spell", "npc_id, spell_id");
    this.trainersBySpell = groupBy(trainers, (r) => r.spell_id);
    this.trainersByNpc = groupBy(trainers, (r) => r.npc_id);
    const spells = [...this.spells.values()];
    this.spellsByCreatedItem = groupBy(spells, (r) => r.created_item_id);
    this.spellsByFirstRank = groupBy(spells, (r) => r.first_rank_id);
  }
}

export function meta(db: Db): Record<string, string> {
  const rows = db.prepare("SELECT key, value FROM meta").all() as Row<"meta">[];
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

/** The projects the data comes from, to credit; none in a database imported before they were recorded. */
export function dataSources(db: Db): Row<"data_source">[] {
  const known = db.prepare("SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = 'data_source'").pluck().get() as number;
  return known ? (db.prepare("SELECT id, name, url, revision, licence FROM data_source ORDER BY rowid").all() as Row<"data_source">[]) : [];
}

export function gameVersions(db: Db): Row<"game_version">[] {
  return db.prepare("SELECT * FROM game_version ORDER BY position").all() as Row<"game_version">[];
}
