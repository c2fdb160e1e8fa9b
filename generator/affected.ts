/**
 * What a data change affects: the source database compared with the copy the previous build was
 * made from, table by table in SQLite (rows matched by rowid, every column compared; a table whose
 * pages are the same in both files is not read, same-pages.ts), gives the rows added, removed or
 * changed; each such row, old and new, gives the keys it answers in the catalog's lookups
 * (catalog.ts, LOOKUPS); every record that read one of those keys when it was rendered, and every
 * record whose own row changed, is rendered again.
 *
 * Whether the previous build can be continued from at all is decided here too: it must be the
 * build in dist/, intact (its manifests as recorded), made by this very generator from the same
 * addresses, and its data must differ in records and relations only.
 */
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { Db } from "../database/sqlite.ts";
import { keyOfRow, LOOKUPS, PRESENCE, readKey } from "./catalog.ts";
import { RESOURCES } from "../contract/resources.ts";
import { BUILD_FILE, etagShardFile } from "../layout/dist.ts";
import { contentHashOf } from "../hashing/content-hash.ts";
import type { BuildState } from "./state.ts";
import { samePagedTables } from "./same-pages.ts";

export interface Refusal {
  reason: string;
  /** the previous build is not what it recorded: it must not stay in place */
  damaged: boolean;
}

/**
 * Why the build in dist/ (directory `previousDir`) cannot be continued from, or null when it
 * can. The check is cheap: build.json and every manifest shard against what the state recorded
 * of them (a damaged, missing or foreign manifest), the build id against the state's.
 */
export function refusal(state: BuildState, previousDir: string | null, generator: string, addresses: string): Refusal | null {
  const damaged = (what: string): Refusal => ({ reason: `build précédent endommagé (${what})`, damaged: true });
  const other = (reason: string): Refusal => ({ reason, damaged: false });
  const info = state.info();
  if (!previousDir) return other("pas de build précédent");
  if (info.generator !== generator) return other("build précédent fait par une autre version du générateur");
  if (info.addresses !== addresses) return other("build précédent fait pour d'autres adresses");
  if (!state.sourceCopy()) return other("copie des données du build précédent absente");
  let build: string | undefined;
  try {
    build = (JSON.parse(readFileSync(join(previousDir, BUILD_FILE), "utf8")) as { build?: string }).build;
  } catch {
    return damaged("build.json illisible");
  }
  if (build !== info.build) return other("l'état enregistré n'est pas celui du build précédent");
  for (const [file, hash] of state.manifestFiles(dirname(etagShardFile(0)) + "/")) {
    let bytes: Buffer;
    try {
      bytes = readFileSync(join(previousDir, file));
    } catch {
      return damaged(`${file} absent`);
    }
    if (contentHashOf(bytes) !== hash) return damaged(`${file} modifié`);
  }
  return null;
}

/** The records to render again, by version: `<resource index>:<id>`. */
export type Affected = Map<string, Set<string>>;

export interface Changes {
  /** records to render again (or to remove, when their row is gone) */
  affected: Affected;
  /** rows that differ, all tables together */
  rows: number;
}

/** Tables whose change makes the previous build useless (every record shows them). */
const WHOLE = new Set(["game_version"]);
/** Tables the documents read whole, every build: no record reads them. */
const DOCUMENTS = new Set(["meta", "data_source"]);
/** Above this share of the data changed, a full build is quicker. */
const MOST = 0.2;

/**
 * The records a change of the data affects, or a reason to build whole. `old` is the copy of the
 * previous build's source; `db` the source now.
 */
export function changesSince(db: Db, old: string, state: BuildState): Changes | string {
  db.exec(`ATTACH DATABASE ${quote(old)} AS old`);
  try {
    const tables = tablesOf(db, "main");
    const oldTables = tablesOf(db, "old");
    if (JSON.stringify([...tables]) !== JSON.stringify([...oldTables])) return "schéma des données différent";
    const keys = new Set<number>();
    const affected: Affected = new Map();
    const touch = (version: string, res: number, id: number) => {
      let set = affected.get(version);
      if (!set) affected.set(version, (set = new Set()));
      set.add(`${res}:${id}`);
    };
    // A table left alone is known from the files' pages, with none of its rows read (same-pages.ts).
    const same = samePagedTables(db, db.name, old, tables.keys());
    // Counted first: a change of most of the data is not worth reading row by row.
    let rows = 0;
    let total = 0;
    const counts = new Map<string, number>();
    for (const [table, columns] of tables) {
      total += db.prepare(`SELECT count(*) FROM main.${table}`).pluck().get() as number;
      const count = same.has(table) ? 0 : (changedRows(db, table, columns, true) as number);
      if (count && WHOLE.has(table)) return `table ${table} modifiée`;
      counts.set(table, count);
      rows += count;
    }
    if (rows > MOST * total) return `plus de ${Math.round(MOST * 100)} % des données modifiées`;
    for (const [table, columns] of tables) {
      if (!counts.get(table) || DOCUMENTS.has(table)) continue;
      const changed = changedRows(db, table, columns, false) as Record<string, unknown>[];
      const res = RESOURCES.findIndex((r) => r.object === table);
      for (const row of changed) {
        const version = String(row.version);
        for (const [name, def] of Object.entries(LOOKUPS)) {
          if (def.table !== table) continue;
          const key = keyOfRow(def, row);
          if (key !== null) keys.add(readKey(name, version, key));
        }
        if (res >= 0) {
          touch(version, res, Number(row.id));
          keys.add(readKey(PRESENCE, "", `${RESOURCES[res]!.keyType}:${row.id}`));
        }
      }
    }
    if (keys.size) {
      for (const { version, res, id, reads } of state.units()) {
        for (const k of reads) {
          if (keys.has(k)) {
            touch(version, res, id);
            break;
          }
        }
      }
    }
    return { affected, rows };
  } finally {
    db.exec("DETACH DATABASE old");
  }
}

/** Tables of a schema with their columns, in name order. */
function tablesOf(db: Db, schema: string): Map<string, string[]> {
  const names = db
    .prepare(`SELECT name FROM ${schema}.sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name`)
    .pluck()
    .all() as string[];
  return new Map(
    names.map((name) => [name, (db.prepare(`PRAGMA ${schema}.table_info(${name})`).all() as { name: string }[]).map((c) => c.name)]),
  );
}

/** The rows of `table` that differ between old and main, both sides: as they were and as they are (or their count). */
function changedRows(db: Db, table: string, columns: readonly string[], count: boolean): Record<string, unknown>[] | number {
  const differ = columns.map((c) => `a.${c} IS NOT b.${c}`).join(" OR ");
  const side = (a: string, b: string) => {
    const from = `FROM ${a}.${table} AS a LEFT JOIN ${b}.${table} AS b ON b.rowid = a.rowid WHERE b.rowid IS NULL OR ${differ}`;
    return count
      ? (db.prepare(`SELECT count(*) ${from}`).pluck().get() as number)
      : (db.prepare(`SELECT a.* ${from}`).all() as Record<string, unknown>[]);
  };
  const [now, before] = [side("main", "old"), side("old", "main")];
  return count ? (now as number) + (before as number) : [...(now as Record<string, unknown>[]), ...(before as Record<string, unknown>[])];
}

const quote = (path: string) => `'${path.replaceAll("'", "''")}'`;
