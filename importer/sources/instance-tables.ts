/**
 * Emulator instance tables (MaNGOS / AzerothCore dumps): `instance_template` (the maps that
 * are instances; MaNGOS adds entry levels and a player cap), `dungeon_access_template`
 * (AzerothCore: one row per map and difficulty, with the entry level) and
 * `areatrigger_teleport` (which area trigger leads into which map).
 */
import { named, readDump } from "../formats/mysql-dump.ts";

export interface InstanceTemplate {
  map: number;
  levelMin: number | null;
  levelMax: number | null;
  maxPlayers: number | null;
}

export interface DungeonAccess {
  map: number;
  /** 5-man: 0 normal, 1 heroic; raids: 0 10-man, 1 25-man, 2 10-man heroic, 3 25-man heroic */
  difficulty: number;
  minLevel: number | null;
  comment: string;
}

async function rows(path: string, table: string): Promise<Record<string, unknown>[]> {
  const out: Record<string, unknown>[] = [];
  for await (const r of readDump(path)) {
    if (r.kind !== "insert" || r.table !== table) continue;
    const row: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(named(r))) row[k.toLowerCase()] = v;
    out.push(row);
  }
  return out;
}

const positive = (v: unknown) => (typeof v === "number" && v > 0 ? v : null);

export async function readInstanceTemplates(path: string): Promise<InstanceTemplate[]> {
  return (await rows(path, "instance_template")).map((r) => ({
    map: Number(r.map),
    levelMin: positive(r.levelmin),
    levelMax: positive(r.levelmax),
    maxPlayers: positive(r.maxplayers),
  }));
}

export async function readDungeonAccess(path: string): Promise<DungeonAccess[]> {
  return (await rows(path, "dungeon_access_template")).map((r) => ({
    map: Number(r.map_id),
    difficulty: Number(r.difficulty),
    minLevel: positive(r.min_level),
    comment: String(r.comment ?? ""),
  }));
}

/** area trigger id -> the map it teleports into */
export async function readTeleports(path: string): Promise<Map<number, number>> {
  return new Map((await rows(path, "areatrigger_teleport")).map((r) => [Number(r.id), Number(r.target_map)]));
}
