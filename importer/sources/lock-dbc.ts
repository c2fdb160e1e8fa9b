/**
 * What a lock asks for, from Lock.dbc: a world object whose lock needs the lockpicking,
 * herbalism or mining skill is a locked chest, a herb or an ore vein, at that skill level.
 * Layout (2.4.3): id, Type[8], Index[8], Skill[8], Action[8]; Type 2 = a skill lock whose
 * Index is a LockType (1 lockpicking, 2 herbalism, 3 mining).
 */
import type { Dbc } from "../formats/dbc.ts";
import type { GatherKind } from "./pfquest.ts";

const LOCK_TYPE_SKILL = 2;
const BY_LOCK_TYPE: Record<number, Pick<GatherKind, "type" | "skill">> = {
  1: { type: "locked_chest", skill: "lockpicking" },
  2: { type: "herb", skill: "herbalism" },
  3: { type: "ore", skill: "mining" },
};

export function readLocks(table: Dbc): Map<number, GatherKind> {
  const out = new Map<number, GatherKind>();
  for (const row of table.rows) {
    for (let slot = 0; slot < 8; slot++) {
      if (row[1 + slot] !== LOCK_TYPE_SKILL) continue;
      const kind = BY_LOCK_TYPE[row[9 + slot]!];
      if (kind) {
        out.set(row[0]!, { ...kind, level: row[17 + slot]! });
        break;
      }
    }
  }
  return out;
}
