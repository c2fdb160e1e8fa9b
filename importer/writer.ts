/**
 * Writes an import into a new SQLite file with data/schema.sql: meta and game_version first,
 * then one transaction per game version. The caller renames the file into place only when
 * everything succeeded, so a failed import never touches the previous database.
 */
import Database from "better-sqlite3";
import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { DATA_DIR } from "../generator/database.ts";
import { GAME_VERSIONS } from "./game-versions.ts";
import type { VersionData } from "./rows.ts";

export function createDatabase(path: string, meta: Record<string, string>): Database.Database {
  rmSync(path, { force: true });
  const db = new Database(path);
  db.pragma("journal_mode = OFF");
  db.pragma("synchronous = OFF");
  db.exec(readFileSync(join(DATA_DIR, "schema.sql"), "utf8"));
  db.transaction(() => {
    const m = db.prepare("INSERT INTO meta (key, value) VALUES (?, ?)");
    for (const [k, v] of Object.entries(meta).sort()) m.run(k, v);
    const g = db.prepare("INSERT INTO game_version (id, name, game_version, position, released) VALUES (@id, @name, @game_version, @position, @released)");
    for (const v of GAME_VERSIONS) g.run(v);
  })();
  return db;
}

export function writeVersion(db: Database.Database, data: VersionData): void {
  const v = data.version;
  const npc = db.prepare(
    `INSERT INTO npc (version, id, name, english_name, name_is_english, subtitle, level_min, level_max, type, family, rank, internal)
     VALUES ('${v}', @id, @name, @english_name, @name_is_english, @subtitle, @level_min, @level_max, @type, @family, @rank, @internal)`,
  );
  const npcSpawn = db.prepare(`INSERT INTO npc_spawn (version, npc_id, zone_id, x, y) VALUES ('${v}', @id, @zone_id, @x, @y)`);
  const object = db.prepare(
    `INSERT INTO game_object (version, id, name, english_name, name_is_english, type, skill, skill_level, internal)
     VALUES ('${v}', @id, @name, @english_name, @name_is_english, @type, @skill, @skill_level, @internal)`,
  );
  const objectSpawn = db.prepare(`INSERT INTO object_spawn (version, object_id, zone_id, x, y) VALUES ('${v}', @id, @zone_id, @x, @y)`);
  const zone = db.prepare(`INSERT INTO zone (version, id, name) VALUES ('${v}', @id, @name)`);
  const quest = db.prepare(
    `INSERT INTO quest (version, id, name, english_name, name_is_english, level, required_level, max_level, side, repeatable, zone_or_sort,
       objectives, description, completion, prev_quest_id, next_quest_id, internal)
     VALUES ('${v}', @id, @name, @english_name, @name_is_english, @level, @required_level, @max_level, @side, @repeatable, @zone_or_sort,
       @objectives, @description, @completion, @prev_quest_id, @next_quest_id, @internal)`,
  );
  const relation = db.prepare(
    `INSERT INTO quest_relation (version, quest_id, role, entity_type, entity_id) VALUES ('${v}', @quest_id, @role, @entity_type, @entity_id)`,
  );
  db.transaction(() => {
    for (const r of data.quests) quest.run(r);
    for (const r of data.questRelations) relation.run(r);
    for (const r of data.zones) zone.run(r);
    for (const r of data.npcs) npc.run(r);
    for (const r of data.npcSpawns) npcSpawn.run(r);
    for (const r of data.objects) object.run(r);
    for (const r of data.objectSpawns) objectSpawn.run(r);
  })();
}
