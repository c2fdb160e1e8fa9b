/**
 * World objects from a MaNGOS or AzerothCore `gameobject_template` dump: id, English name and
 * the emulator type and lock id, which with Lock.dbc and the pfQuest meta lists decide
 * chest / locked chest / herb / ore (assemble.ts).
 */
import { named, readDump } from "../formats/mysql-dump.ts";
import { GAMEOBJECT_TYPE } from "../codes.ts";

export interface GameObjectTemplate {
  id: number;
  english: string;
  type: number | null;
  /** data0: the Lock.dbc id for chests (type 3) and gathering nodes. */
  lockId: number | null;
}

export async function readGameObjectTemplate(path: string): Promise<GameObjectTemplate[]> {
  const out: GameObjectTemplate[] = [];
  for await (const r of readDump(path)) {
    if (r.kind !== "insert" || r.table !== "gameobject_template") continue;
    const row: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(named(r))) row[k.toLowerCase()] = v;
    const id = row.entry;
    const english = row.name;
    if (typeof id !== "number" || typeof english !== "string") continue;
    const type = typeof row.type === "number" ? row.type : null;
    out.push({ id, english, type, lockId: type === GAMEOBJECT_TYPE.chest && typeof row.data0 === "number" ? row.data0 : null });
  }
  return out;
}
