/**
 * Writes an import into a new SQLite file with data/schema.sql: meta and game_version first,
 * then one transaction per game version. The caller renames the file into place only when
 * everything succeeded, so a failed import never touches the previous database.
 */
import Database from "better-sqlite3";
import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { DATA_DIR } from "../generator/database.ts";
import type { DataSource } from "./credits.ts";
import { GAME_VERSIONS } from "../contract/enums.ts";
import type { SpawnRow, VersionData } from "./rows.ts";

export function createDatabase(path: string, meta: Record<string, string>): Database.Database {
  rmSync(path, { force: true });
  const db = new Database(path);
  db.pragma("journal_mode = OFF");
  db.pragma("synchronous = OFF");
  db.exec(readFileSync(join(DATA_DIR, "schema.sql"), "utf8"));
  db.transaction(() => {
    const m = db.prepare("INSERT INTO meta (key, value) VALUES (?, ?)");
    for (const [k, v] of Object.entries(meta).sort()) m.run(k, v);
    const g = db.prepare(
      "INSERT INTO game_version (id, name, game_version, position, released) VALUES (@id, @name, @game_version, @position, @released)",
    );
    for (const v of GAME_VERSIONS) g.run(v);
  })();
  return db;
}

export function writeVersion(db: Database.Database, data: VersionData): void {
  const insert = inserter(db, data.version);
  const spawns = (key: string, rows: SpawnRow[]) => rows.map(({ id, ...rest }) => ({ [key]: id, ...rest }));
  db.transaction(() => {
    insert("quest", data.quests);
    insert("quest_relation", data.questRelations);
    insert("zone", data.zones);
    insert("npc", data.npcs);
    insert("npc_spawn", spawns("npc_id", data.npcSpawns));
    insert("game_object", data.objects);
    insert("object_spawn", spawns("object_id", data.objectSpawns));
    for (const [table, rows] of Object.entries(data.tables)) insert(table, rows);
  })();
}

/** The projects the import read, credited by the API root and llms.txt. */
export function writeSources(db: Database.Database, sources: DataSource[]): void {
  const insert = db.prepare("INSERT INTO data_source (id, name, url, revision, licence) VALUES (@id, @name, @url, @revision, @licence)");
  db.transaction(() => {
    for (const { id, name, url, revision, licence } of sources) insert.run({ id, name, url, revision, licence });
  })();
}

/**
 * Inserts rows into a table of data/schema.sql by their own keys, so that a step adding a
 * column only sets it on its rows. Absent keys keep the schema's default. Every text is
 * trimmed here, the one place all rows pass through: sources pad names (" Polly") and texts.
 */
function inserter(db: Database.Database, version: string) {
  const statements = new Map<string, Database.Statement>();
  return (table: string, rows: readonly object[]) => {
    for (const row of rows) {
      const columns = Object.keys(row).filter((k) => (row as Record<string, unknown>)[k] !== undefined);
      const key = `${table}(${columns.join(",")})`;
      let statement = statements.get(key);
      if (!statement) {
        statement = db.prepare(
          `INSERT INTO ${table} (version, ${columns.join(", ")}) VALUES (?, ${columns.map((c) => `@${c}`).join(", ")})`,
        );
        statements.set(key, statement);
      }
      statement.run(version, Object.fromEntries(columns.map((c) => [c, trimmed((row as Record<string, unknown>)[c])])));
    }
  };
}

function trimmed(value: unknown): unknown {
  return typeof value === "string" ? value.trim() : value;
}
