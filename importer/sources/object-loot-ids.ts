/**
 * The loot template and the lock of each world object, from a MaNGOS or AzerothCore
 * `gameobject_template` dump: neither is the object's own id but one of its data fields,
 * which one depending on the object type (see the emulators' GameObjectInfo unions).
 */
import { named, readDump } from "../formats/mysql-dump.ts";

export interface ObjectLootIds {
  id: number;
  /** gameobject_loot_template entry, 0 when the object holds no loot */
  lootId: number;
  /** Lock.dbc id, 0 when not locked */
  lockId: number;
}

/** gameobject type -> [data field of the loot id, data field of the lock id] (-1: none). */
const FIELDS: Record<number, [number, number]> = {
  0: [-1, 1], // door
  1: [-1, 1], // button
  2: [-1, 0], // quest giver
  3: [1, 0], // chest (also herbs and veins)
  6: [-1, 0], // trap
  10: [-1, 0], // goober
  25: [1, 4], // fishing hole
};

export async function readObjectLootIds(path: string): Promise<ObjectLootIds[]> {
  const out: ObjectLootIds[] = [];
  for await (const r of readDump(path)) {
    if (r.kind !== "insert" || r.table !== "gameobject_template") continue;
    const row: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(named(r))) row[k.toLowerCase()] = v;
    const fields = typeof row.type === "number" ? FIELDS[row.type] : undefined;
    if (typeof row.entry !== "number" || !fields) continue;
    const data = (i: number) => (i >= 0 && typeof row[`data${i}`] === "number" ? (row[`data${i}`] as number) : 0);
    const [lootId, lockId] = [data(fields[0]), data(fields[1])];
    if (lootId || lockId) out.push({ id: row.entry, lootId, lockId });
  }
  return out;
}
