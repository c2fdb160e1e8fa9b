/**
 * AzerothCore `instance_encounters` (DungeonEncounter.dbc of 3.3.5, in its id order): the
 * boss fights, each credited by killing a creature (creditType 0) or by a spell (1, for
 * fights without a single creature to kill). The table names no map: the caller places each
 * fight from where its creature spawns. `lastEncounterDungeon` is set on a dungeon's last fight.
 */
import { readDump } from "../formats/mysql-dump.ts";

export interface EncounterRow {
  entry: number;
  creditType: number;
  creditEntry: number;
  last: boolean;
}

export async function readEncounters(path: string): Promise<EncounterRow[]> {
  const out: EncounterRow[] = [];
  for await (const r of readDump(path)) {
    if (r.kind !== "insert" || r.table !== "instance_encounters") continue;
    const [entry, creditType, creditEntry, last] = r.values.map(Number) as [number, number, number, number];
    out.push({ entry, creditType, creditEntry, last: last > 0 });
  }
  return out.sort((a, b) => a.entry - b.entry);
}
