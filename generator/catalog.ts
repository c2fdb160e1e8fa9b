/**
 * One game version of the database as the renderers read it: rows by game number and the
 * relations between them, each a lookup by key (`get`), declared once below (LOOKUPS). Two ways
 * to answer the same lookups: by blocks of consecutive keys, a bounded number of them kept (a
 * full build, which reads nearly every row in game number order, in memory that does not grow
 * with the data), or one indexed query per key (an incremental build, which renders a few
 * records). Every key read is told to the catalog's Reads, so that the build knows which rows
 * each record was made from (generator/affected.ts finds the records a data change affects).
 */
import type { Statement } from "better-sqlite3";
import type { Db } from "../database/sqlite.ts";
import type { Row } from "../rows/row.ts";
import type { TableName } from "../rows/tables.ts";
import { RESOURCES } from "../contract/resources.ts";
import { LruCache } from "../lib/lru.ts";
import { fnv32 } from "../hashing/fnv.ts";

type Key = string | number | null | undefined;

/** Rows by a key; a key that may be null (no such record, nothing refers) finds nothing. */
export interface Lookup<R> {
  get(key: Key): R | undefined;
}

/**
 * A relation: the rows of `table` whose `by` columns equal the key (joined by ":", as the
 * renderers ask: `npc:639`), in `order`. `one`: the key is unique (a row by game number), or the
 * last row of the order is the answer. Orders end with every other column, so that both ways of
 * answering give the same rows in the same order, whatever the order the rows were written in.
 */
interface LookupDef {
  table: TableName;
  by: readonly string[];
  order: string;
  one?: "unique" | "last";
}

const byId = <T extends TableName>(table: T) => ({ table, by: ["id"], order: "id", one: "unique" }) as const;
const LOOT = "source_type, source_id, item_id, name, difficulty";
const VENDOR = "npc_id, position, item_id";
const RELATION = "quest_id, role, entity_type, entity_id";
const REWARD = "quest_id, choice, item_id";
const NPC_REP = "npc_id, faction_id, variant";
const REAGENT = "spell_id, position, item_id";

export const LOOKUPS = {
  npcs: byId("npc"),
  quests: byId("quest"),
  items: byId("item"),
  objects: byId("game_object"),
  factions: byId("faction"),
  instances: byId("instance"),
  spells: byId("spell"),
  itemSets: byId("item_set"),
  zones: byId("zone"),
  questSorts: byId("quest_sort"),
  lootBySource: { table: "loot", by: ["source_type", "source_id"], order: LOOT },
  lootByItem: { table: "loot", by: ["item_id"], order: LOOT },
  lootByInstance: { table: "loot", by: ["instance_id"], order: LOOT },
  npcSpawns: { table: "npc_spawn", by: ["npc_id"], order: "npc_id, zone_id, floor, x, y" },
  objectSpawns: { table: "object_spawn", by: ["object_id"], order: "object_id, zone_id, floor, x, y" },
  keysByObject: { table: "object_key", by: ["object_id"], order: "object_id, item_id" },
  keysByItem: { table: "object_key", by: ["item_id"], order: "object_id, item_id" },
  vendorByNpc: { table: "vendor_item", by: ["npc_id"], order: VENDOR },
  vendorByItem: { table: "vendor_item", by: ["item_id"], order: VENDOR },
  relationsByQuest: { table: "quest_relation", by: ["quest_id"], order: RELATION },
  relationsByEntity: { table: "quest_relation", by: ["entity_type", "entity_id"], order: RELATION },
  requirementsByQuest: { table: "quest_requirement", by: ["quest_id"], order: "quest_id, position" },
  rewardsByQuest: { table: "quest_reward", by: ["quest_id"], order: REWARD },
  rewardsByItem: { table: "quest_reward", by: ["item_id"], order: REWARD },
  questRepByQuest: { table: "quest_reputation", by: ["quest_id"], order: "quest_id, faction_id" },
  questRepByFaction: { table: "quest_reputation", by: ["faction_id"], order: "quest_id, faction_id" },
  npcRepByNpc: { table: "npc_reputation", by: ["npc_id"], order: NPC_REP },
  npcRepByFaction: { table: "npc_reputation", by: ["faction_id"], order: NPC_REP },
  encountersByInstance: { table: "encounter", by: ["instance_id"], order: "instance_id, position" },
  encounterByNpc: { table: "encounter", by: ["npc_id"], order: "instance_id, position", one: "last" },
  guides: { table: "guide", by: ["record_type", "record_id"], order: "record_type, record_id, title, url" },
  summonsByNpc: { table: "item_summon", by: ["npc_id"], order: "item_id, npc_id" },
  summonsByItem: { table: "item_summon", by: ["item_id"], order: "item_id, npc_id" },
  factionRewards: { table: "faction_reward", by: ["faction_id"], order: "faction_id, rank, item_id" },
  factionStart: { table: "faction_start", by: ["faction_id"], order: "faction_id, who" },
  bonusesBySet: { table: "item_set_bonus", by: ["item_set_id"], order: "item_set_id, pieces" },
  itemsBySet: { table: "item", by: ["item_set_id"], order: "id" },
  childrenByFaction: { table: "faction", by: ["parent_id"], order: "id" },
  questsByPrev: { table: "quest", by: ["prev_quest_id"], order: "id" },
  questsByNext: { table: "quest", by: ["next_quest_id"], order: "id" },
  questsByGroup: { table: "quest", by: ["exclusive_group"], order: "id" },
  questsBySpell: { table: "quest", by: ["reward_spell_id"], order: "id" },
  setsBySpell: { table: "item_set_bonus", by: ["spell_id"], order: "item_set_id, pieces" },
  reagentsBySpell: { table: "spell_reagent", by: ["spell_id"], order: REAGENT },
  reagentsByItem: { table: "spell_reagent", by: ["item_id"], order: REAGENT },
  trainersBySpell: { table: "trainer_spell", by: ["spell_id"], order: "npc_id, spell_id" },
  trainersByNpc: { table: "trainer_spell", by: ["npc_id"], order: "npc_id, spell_id" },
  spellsByCreatedItem: { table: "spell", by: ["created_item_id"], order: "id" },
  spellsByFirstRank: { table: "spell", by: ["first_rank_id"], order: "id" },
} as const satisfies Record<string, LookupDef>;

type Defs = typeof LOOKUPS;
type RowsOf<D extends LookupDef> = D extends { one: string } ? Row<D["table"]> : Row<D["table"]>[];
type Lookups = { readonly [K in keyof Defs]: Lookup<RowsOf<Defs[K]>> };

/** The lookup of the versions where a record exists, with its name there, by `<keyType>:<id>`. */
export const PRESENCE = "presence";

export type Presence = { version: string; name: string }[];

/**
 * The keys a build reads, as 32-bit numbers (a hash of lookup, version and key): each record
 * keeps the numbers it read, and a changed row gives the numbers of every key it answers, old
 * and new (affected.ts). Two keys with one number only make a record rendered again for nothing.
 */
export class Reads {
  private current: Set<number> | null = null;

  read(lookup: string, version: string, key: string): void {
    this.current?.add(readKey(lookup, version, key));
  }

  /** Runs `work`, and returns what it read with its result, sorted. */
  during<T>(work: () => T): { result: T; reads: Uint32Array } {
    const outer = this.current;
    const mine = new Set<number>();
    this.current = mine;
    try {
      const result = work();
      return { result, reads: Uint32Array.from(mine).sort() };
    } finally {
      this.current = outer;
      if (outer) for (const k of mine) outer.add(k);
    }
  }
}

/** The number of a key read (FNV-1a over lookup, version and key). */
export function readKey(lookup: string, version: string, key: string): number {
  return fnv32(`${lookup}\u0001${version}\u0001${key}`);
}

/** The key a row answers in a lookup (its `by` columns), or null when one of them is null. */
export function keyOfRow(def: LookupDef, row: Record<string, unknown>): string | null {
  const parts: unknown[] = def.by.map((c) => row[c]);
  return parts.some((p) => p == null) ? null : parts.join(":");
}

/**
 * The rows of a query, as objects of one shape. better-sqlite3 makes each row an object in V8's
 * dictionary mode, as does filling an empty object by computed keys: several times the size of
 * the same fields in an object literal, which the catalog's blocks would weigh. So each query
 * gets a function returning its row as a literal, made from its column names. Every row shares
 * the one `version` string instead of a copy each.
 */
function rowMaker(statement: Statement, version: string): (values: unknown[]) => Record<string, unknown> {
  const fields = statement.columns().map((c, i) => `${JSON.stringify(c.name)}: ${c.name === "version" ? "version" : `values[${i}]`}`);
  const make = new Function("values", "version", `return { ${fields.join(", ")} };`) as (
    values: unknown[],
    version: string,
  ) => Record<string, unknown>;
  return (values) => make(values, version);
}

/** A key as the lookups hold it: "639", "npc:639". */
const keyText = (key: Key): string | null => (key == null ? null : String(key));

export interface CatalogOptions {
  /** "blocks": keys read by blocks of consecutive numbers, a bounded number kept (a full build);
   * "queried": one query per key */
  mode: "blocks" | "queried";
  reads: Reads;
  /** versions in display order */
  versions: readonly string[];
  /** "blocks": fields (rows × columns) of the blocks kept, BLOCK_FIELDS unless said */
  blockFields: number;
}

export interface Catalog extends Lookups {}

export class Catalog {
  readonly version: string;
  readonly presence: Lookup<Presence>;

  constructor(db: Db, version: string, options: Partial<CatalogOptions> = {}) {
    this.version = version;
    const reads = options.reads ?? new Reads();
    const versions = options.versions ?? gameVersions(db).map((v) => v.id);
    const blocks = options.mode === "queried" ? null : new LruCache<Map<string, unknown>>(options.blockFields ?? BLOCK_FIELDS);
    const lookups = blocks ? blockLookups(db, version, blocks) : queriedLookups(db, version);
    for (const name of Object.keys(LOOKUPS) as (keyof Defs)[]) {
      const answer = lookups(name);
      (this as Record<string, unknown>)[name] = {
        get(key: Key) {
          const k = keyText(key);
          if (k === null) return undefined;
          reads.read(name, version, k);
          return answer(k);
        },
      };
    }
    const presence = blocks ? presenceBlocks(db, versions, blocks) : presenceQueries(db, versions);
    this.presence = {
      get(key: Key) {
        const k = keyText(key);
        if (k === null) return undefined;
        reads.read(PRESENCE, "", k);
        return presence(k);
      },
    };
  }
}

/** Consecutive numbers of a key's last column read at once, in "blocks" mode. */
const BLOCK_SPAN = 256;
/** Fields (rows × columns) of the blocks kept, every lookup of a version together: the bound of
 * a full build's catalog, whatever the size of the data. The least recently used block goes first. */
const BLOCK_FIELDS = 2_000_000;

/** A key's block: the lookup's key with its last number replaced by its block's number, and the block's first number. */
function blockOf(key: string): { block: string; first: number } | null {
  const cut = key.lastIndexOf(":");
  const last = Number(key.slice(cut + 1));
  if (!Number.isSafeInteger(last)) return null;
  const first = Math.floor(last / BLOCK_SPAN) * BLOCK_SPAN;
  return { block: `${key.slice(0, cut + 1)}${first}`, first };
}

/** A key's leading parts as query parameters: numbers where they read as numbers. */
const paramsOf = (parts: readonly string[]) => parts.map((p) => (/^-?\d+$/.test(p) ? Number(p) : p));

/**
 * Every lookup of one version by blocks: a key missed reads every row whose key has the same
 * leading parts and a last number in the same block of BLOCK_SPAN, in one range query on the
 * lookup's index, kept in `kept` (shared by the lookups) by its answers per key. The same answers
 * as one query per key, as every lookup's last key column is a number.
 */
function blockLookups(db: Db, version: string, kept: LruCache<Map<string, unknown>>): (name: keyof Defs) => (key: string) => unknown {
  return (name) => {
    const def: LookupDef = LOOKUPS[name];
    let statement: Statement | null = null;
    let make: ((values: unknown[]) => Record<string, unknown>) | null = null;
    // The block read last, without the cache's bookkeeping: a record asks the same block often.
    let last: { block: string; answers: Map<string, unknown> } | null = null;
    return (key) => {
      const at = blockOf(key);
      if (!at) return undefined;
      if (last?.block === at.block) return last.answers.get(key);
      const cacheKey = `${name}\u0001${at.block}`;
      let answers = kept.get(cacheKey);
      if (!answers) {
        if (!statement) {
          statement = db.prepare(querySql(db, name, def, "range")).raw(true);
          make = rowMaker(statement, version);
        }
        const leading = paramsOf(key.split(":").slice(0, -1));
        const rows = (statement.all(version, ...leading, at.first, at.first + BLOCK_SPAN - 1) as unknown[][]).map(make!);
        answers = answersByKey(def, rows);
        kept.set(cacheKey, answers, (rows.length + 1) * statement.columns().length);
      }
      last = { block: at.block, answers };
      return answers.get(key);
    };
  };
}

/** The rows of a lookup (in its order) as its answers by key: a row, the last row, or the list. */
function answersByKey(def: LookupDef, rows: readonly Record<string, unknown>[]): Map<string, unknown> {
  const answers = new Map<string, unknown>();
  for (const row of rows) {
    const key = keyOfRow(def, row);
    if (key === null) continue;
    if (def.one) answers.set(key, row);
    else {
      const list = answers.get(key) as unknown[] | undefined;
      if (list) list.push(row);
      else answers.set(key, [row]);
    }
  }
  return answers;
}

/** Where records exist, by blocks of game numbers as the lookups (one range query per version). */
function presenceBlocks(db: Db, versions: readonly string[], kept: LruCache<Map<string, unknown>>): (key: string) => Presence | undefined {
  const statements = new Map<string, Statement>();
  return (key) => {
    const [keyType] = key.split(":") as [string];
    const res = RESOURCES.find((r) => r.keyType === keyType);
    const at = blockOf(key);
    if (!res || !at) return undefined;
    const cacheKey = `${PRESENCE}\u0001${at.block}`;
    let answers = kept.get(cacheKey) as Map<string, Presence> | undefined;
    if (!answers) {
      let statement = statements.get(res.object);
      if (!statement)
        statements.set(
          res.object,
          (statement = db.prepare(`SELECT id, name FROM ${res.object} WHERE version = ? AND id BETWEEN ? AND ? ORDER BY id`).raw(true)),
        );
      answers = new Map();
      let fields = 1;
      for (const version of versions) {
        for (const [id, name] of statement.all(version, at.first, at.first + BLOCK_SPAN - 1) as [number, string][]) {
          const k = `${keyType}:${id}`;
          let list = answers.get(k);
          if (!list) answers.set(k, (list = []));
          list.push({ version, name });
          fields += 2;
        }
      }
      kept.set(cacheKey, answers, fields);
    }
    return answers.get(key);
  };
}

/** Answers kept per lookup before they are let go (an incremental build reads few). */
const QUERIED_KEPT = 20_000;

/**
 * Every lookup of one version as one query per key, through an index of the database on the
 * lookup's columns, or else one made in SQLite's temp schema the first time it is needed.
 */
function queriedLookups(db: Db, version: string): (name: keyof Defs) => (key: string) => unknown {
  return (name) => {
    const def: LookupDef = LOOKUPS[name];
    let statement: Statement | null = null;
    let make: ((values: unknown[]) => Record<string, unknown>) | null = null;
    const kept = new Map<string, unknown>();
    return (key) => {
      if (kept.has(key)) return kept.get(key);
      if (!statement) {
        statement = db.prepare(querySql(db, name, def, "key")).raw(true);
        make = rowMaker(statement, version);
      }
      const params = key.split(":").map((p) => (/^-?\d+$/.test(p) ? Number(p) : p));
      const rows = (statement.all(version, ...params) as unknown[][]).map(make!);
      const answer = def.one === "unique" ? rows[0] : def.one === "last" ? rows.at(-1) : rows.length ? rows : undefined;
      if (kept.size >= QUERIED_KEPT) kept.clear();
      kept.set(key, answer);
      return answer;
    };
  };
}

/**
 * The query of one lookup: through the database's index on (version, by...), else a temp one.
 * "key": the rows of one key; "range": the rows whose leading key columns are equal and whose
 * last is between two numbers, by key.
 */
function querySql(db: Db, name: string, def: LookupDef, kind: "key" | "range"): string {
  const leading = def.by.slice(0, -1);
  const lastColumn = def.by.at(-1)!;
  const where = (alias: string) =>
    kind === "key"
      ? def.by.map((c) => `${alias}.${c} = ?`).join(" AND ")
      : [...leading.map((c) => `${alias}.${c} = ?`), `${alias}.${lastColumn} BETWEEN ? AND ?`].join(" AND ");
  const order = `${kind === "range" ? `t.${lastColumn}, ` : ""}${totalOrder(db, def, "t.")}`;
  const index = indexOn(db, def.table, ["version", ...def.by]);
  if (index) return `SELECT t.* FROM ${def.table} AS t INDEXED BY ${index} WHERE t.version = ? AND ${where("t")} ORDER BY ${order}`;
  // No index of the database serves it: the rows it can find, copied once into SQLite's temp
  // schema (on disk) with one.
  const temp = `lookup_${name}`;
  db.exec(
    `CREATE TEMP TABLE IF NOT EXISTS ${temp} AS SELECT * FROM main.${def.table} WHERE ${def.by.map((c) => `${c} IS NOT NULL`).join(" AND ")};` +
      `CREATE INDEX IF NOT EXISTS temp.${temp}_key ON ${temp} (${["version", ...def.by].join(", ")});`,
  );
  return `SELECT t.* FROM temp.${temp} AS t WHERE t.version = ? AND ${where("t")} ORDER BY ${order}`;
}

/** A lookup's order, then every other column of its table: a total order of distinct rows. */
function totalOrder(db: Db, def: LookupDef, prefix = ""): string {
  const first = def.order.split(",").map((c) => c.trim());
  const rest = (db.prepare(`PRAGMA table_info(${def.table})`).all() as { name: string }[])
    .map((c) => c.name)
    .filter((c) => !first.includes(c));
  return [...first, ...rest].map((c) => `${prefix}${c}`).join(", ");
}

/** The name of an index of `table` whose leading columns are `columns`, in that order. */
function indexOn(db: Db, table: string, columns: readonly string[]): string | null {
  const indexes = db.prepare(`PRAGMA index_list(${table})`).all() as { name: string }[];
  for (const { name } of indexes) {
    const cols = (db.prepare(`PRAGMA index_info(${JSON.stringify(name)})`).all() as { seqno: number; name: string }[])
      .sort((a, b) => a.seqno - b.seqno)
      .map((c) => c.name);
    if (columns.every((c, i) => cols[i] === c)) return JSON.stringify(name);
  }
  return null;
}

/** Where a record exists, one query per version (each on the table's primary key). */
function presenceQueries(db: Db, versions: readonly string[]): (key: string) => Presence | undefined {
  const statements = new Map<string, Statement>();
  return (key) => {
    const [keyType, id] = key.split(":") as [string, string];
    const res = RESOURCES.find((r) => r.keyType === keyType);
    if (!res) return undefined;
    let statement = statements.get(res.object);
    if (!statement)
      statements.set(res.object, (statement = db.prepare(`SELECT name FROM ${res.object} WHERE version = ? AND id = ?`).pluck()));
    const found: Presence = [];
    for (const version of versions) {
      const name = statement.get(version, Number(id)) as string | undefined;
      if (name !== undefined) found.push({ version, name });
    }
    return found.length ? found : undefined;
  };
}

/** The game numbers of a version's records of one type, in order. */
export function recordIds(db: Db, table: string, version: string): number[] {
  return db.prepare(`SELECT id FROM ${table} WHERE version = ? ORDER BY id`).pluck().all(version) as number[];
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
