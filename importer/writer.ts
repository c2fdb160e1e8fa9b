/**
 * Writes an import into a new SQLite file with data/schema.sql: meta and game_version first,
 * then one transaction per game version. The caller renames the file into place only when
 * everything succeeded, so a failed import never touches the previous database.
 */
import Database from "better-sqlite3";
import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { DATA_DIR } from "../database/sqlite.ts";
import type { DataSource } from "./credits.ts";
import { GAME_VERSIONS } from "../contract/enums.ts";
import type { NewRow } from "../rows/row.ts";
import type { TableName } from "../rows/tables.ts";
import type { StepTable, VersionData } from "./rows.ts";

export function createDatabase(path: string, meta: Record<string, string>): Database.Database {
  rmSync(path, { force: true });
  const db = new Database(path);
  db.pragma("journal_mode = OFF");
  db.pragma("synchronous = OFF");
  db.exec(readFileSync(join(DATA_DIR, "schema.sql"), "utf8"));
  db.transaction(() => {
    const m = db.prepare<NewRow<"meta">>("INSERT INTO meta (key, value) VALUES (@key, @value)");
    for (const [key, value] of Object.entries(meta).sort()) m.run({ key, value });
    const g = db.prepare<NewRow<"game_version">>(
      "INSERT INTO game_version (id, name, game_version, position, released) VALUES (@id, @name, @game_version, @position, @released)",
    );
    for (const v of GAME_VERSIONS) g.run(v);
  })();
  return db;
}

export function writeVersion(db: Database.Database, data: VersionData): void {
  const insert = inserter(db, data.version);
  const npcSpawns = data.npcSpawns.map(({ id, ...rest }) => ({ npc_id: id, ...rest }));
  const objectSpawns = data.objectSpawns.map(({ id, ...rest }) => ({ object_id: id, ...rest }));
  db.transaction(() => {
    insert("quest", data.quests);
    insert("quest_relation", data.questRelations);
    insert("zone", data.zones);
    insert("npc", data.npcs);
    insert("npc_spawn", npcSpawns);
    insert("game_object", data.objects);
    insert("object_spawn", objectSpawns);
    for (const table of Object.keys(data.tables) as StepTable[]) insert(table, data.tables[table]!);
  })();
}

/** The projects the import read, credited by the API root and llms.txt. */
export function writeSources(db: Database.Database, sources: DataSource[]): void {
  const insert = db.prepare<NewRow<"data_source">>(
    "INSERT INTO data_source (id, name, url, revision, licence) VALUES (@id, @name, @url, @revision, @licence)",
  );
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
  return <T extends TableName>(table: T, rows: readonly NewRow<T>[]) => {
    for (const row of rows as readonly Record<string, unknown>[]) {
      const columns = Object.keys(row).filter((k) => row[k] !== undefined);
      const key = `${table}(${columns.join(",")})`;
      let statement = statements.get(key);
      if (!statement) {
        statement = db.prepare(
          `INSERT INTO ${table} (version, ${columns.join(", ")}) VALUES (?, ${columns.map((c) => `@${c}`).join(", ")})`,
        );
        statements.set(key, statement);
      }
      statement.run(version, Object.fromEntries(columns.map((c) => [c, trimmed(row[c])])));
    }
  };
}

function trimmed(value: unknown): unknown {
  return typeof value === "string" ? value.trim() : value;
}
