/**
 * What the NPC base rows leave out: the faction template of each NPC, and for tbc / wotlk
 * (which have no creature_template) the creature type and family. Read from a MaNGOS
 * `creature_template` dump (FactionAlliance, CreatureType, Family) or from Questie NPC rows
 * (12 factionID, a FactionTemplate id; 13 friendlyToFaction "A" / "H" / "AH").
 */
import { named, readDump } from "../formats/mysql-dump.ts";
import { code, NPC_FAMILIES, NPC_TYPES } from "../codes.ts";
import type { LuaTable } from "../formats/lua-table.ts";

export interface NpcKind {
  factionTemplate: number | null;
  type: string | null;
  family: string | null;
}

export async function readCreatureKinds(path: string): Promise<Map<number, NpcKind>> {
  const out = new Map<number, NpcKind>();
  for await (const r of readDump(path)) {
    if (r.kind !== "insert" || r.table !== "creature_template") continue;
    const row: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(named(r))) row[k.toLowerCase()] = v;
    if (typeof row.entry !== "number") continue;
    const faction = row.factionalliance ?? row.faction;
    out.set(row.entry, {
      factionTemplate: typeof faction === "number" && faction > 0 ? faction : null,
      type: code(NPC_TYPES, row.creaturetype ?? row.type),
      family: code(NPC_FAMILIES, row.family),
    });
  }
  return out;
}

export interface QuestieNpcFaction {
  factionTemplate: number | null;
  /** "A", "H", "AH" or null (hostile to both) */
  friendlyTo: string | null;
}

export function questieNpcFaction(row: LuaTable): QuestieNpcFaction {
  const f = row.get(12);
  const friendly = row.get(13);
  return {
    factionTemplate: typeof f === "number" && f > 0 ? f : null,
    friendlyTo: typeof friendly === "string" && friendly ? friendly : null,
  };
}
