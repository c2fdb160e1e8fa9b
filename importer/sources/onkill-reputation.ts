/**
 * Reputation for killing an NPC, from a MaNGOS or AzerothCore `creature_onkill_reputation` dump:
 * up to two factions per NPC, each with a value, the standing after which it stops
 * (MaxStanding, 0 hated .. 7 exalted) and whether it goes to the faction's team instead.
 */
import { named, readDump } from "../formats/mysql-dump.ts";

export interface KillReputation {
  npc: number;
  faction: number;
  value: number;
  maxStanding: number;
  teamAward: boolean;
}

/** One element per NPC and faction, in file order; slots without faction or value are left out. */
export async function readOnKillReputation(path: string): Promise<KillReputation[]> {
  const out: KillReputation[] = [];
  for await (const r of readDump(path)) {
    if (r.kind !== "insert" || r.table !== "creature_onkill_reputation") continue;
    const row: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(named(r))) row[k.toLowerCase()] = v;
    if (typeof row.creature_id !== "number") continue;
    for (const n of [1, 2]) {
      const faction = row[`rewonkillrepfaction${n}`];
      const value = row[`rewonkillrepvalue${n}`];
      if (typeof faction !== "number" || faction <= 0 || typeof value !== "number" || !value) continue;
      const max = row[`maxstanding${n}`];
      out.push({
        npc: row.creature_id,
        faction,
        value: Math.round(value),
        maxStanding: typeof max === "number" ? max : 7,
        teamAward: Boolean(row[`isteamaward${n}`]),
      });
    }
  }
  return out;
}
