/**
 * Levels and rank of the NPCs whose Questie row lacks them, from pfQuest's units: the
 * precedence where Questie gives the base rows (Questie first, pfQuest for what it leaves out).
 * The two disagree on a few hundred level ranges; Questie is kept there (no source settles it).
 */
import type { LuaTable } from "../formats/lua-table.ts";
import type { NewRow } from "../../rows/row.ts";
import type { PfquestEntry } from "./pfquest.ts";

export interface FilledNpcs {
  levels: number;
  rank: number;
}

/** `questie`: the Questie rows the NPCs were built from (rank is field 6). */
export function fillNpcsFromPfquest(npcs: NewRow<"npc">[], questie: Map<number, LuaTable>, units: Map<number, PfquestEntry>): FilledNpcs {
  const filled: FilledNpcs = { levels: 0, rank: 0 };
  for (const npc of npcs) {
    const unit = units.get(npc.id)?.unit;
    if (!unit) continue;
    if (npc.level_min == null && unit.levelMin != null) {
      npc.level_min = unit.levelMin;
      npc.level_max = unit.levelMax;
      filled.levels++;
    }
    // pfQuest writes `rnk` only for a creature above normal, so an entry without it says normal.
    if (typeof questie.get(npc.id)?.get(6) !== "number") {
      if (npc.rank !== unit.rank) filled.rank++;
      npc.rank = unit.rank;
    }
  }
  return filled;
}
