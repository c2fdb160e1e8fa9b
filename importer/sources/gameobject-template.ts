/**
 * World objects from a MaNGOS or AzerothCore `gameobject_template` dump, read once for all the
 * import takes from it: id, English name, the emulator type, and the loot template and lock of
 * the object, which are not its own id but data fields that depend on the type (see the
 * emulators' GameObjectInfo unions). With Lock.dbc and the pfQuest meta lists the lock decides
 * chest / locked chest / herb / ore (objects step) and the keys that open it (vendors step).
 */
import { named, readDump } from "../formats/mysql-dump.ts";

export interface GameObjectTemplate {
  id: number;
  english: string;
  type: number | null;
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
    const fields = type !== null ? FIELDS[type] : undefined;
    const data = (i: number | undefined) =>
      i !== undefined && i >= 0 && typeof row[`data${i}`] === "number" ? (row[`data${i}`] as number) : 0;
    out.push({ id, english, type, lootId: data(fields?.[0]), lockId: data(fields?.[1]) });
  }
  return out;
}
