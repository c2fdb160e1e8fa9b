/**
 * The faction of an NPC as Questie's NPC rows give it (12 factionID, a FactionTemplate id;
 * 13 friendlyToFaction "A" / "H" / "AH"), for versions without a creature_template.
 */
import type { LuaTable } from "../formats/lua-table.ts";

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
