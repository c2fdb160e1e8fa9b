/**
 * Quests from the Questie quest databases (the staged data has no quest_template): name,
 * levels, side, zone or journal category, chain links, and who starts / ends each quest.
 * Keys (file header): 1 name, 2 startedBy {npcs, objects, items}, 3 finishedBy {npcs, objects},
 * 4 requiredLevel, 5 questLevel, 6 requiredRaces, 8 objectivesText, 13 preQuestSingle,
 * 17 zoneOrSort, 22 nextQuestInChain, 24 specialFlags, 32 requiredMaxLevel.
 */
import type { LuaTable, LuaValue } from "../formats/lua-table.ts";
import { QUEST_SPECIAL_REPEATABLE, sideOfRaces } from "../codes.ts";
import { gameText } from "../game-text.ts";
import type { NewRow } from "../../rows/row.ts";

export function questieQuest(id: number, row: LuaTable): NewRow<"quest"> | null {
  const name = row.get(1);
  if (typeof name !== "string") return null;
  const flags = num(row.get(24)) ?? 0;
  return {
    id,
    name,
    english_name: name,
    name_is_english: 1,
    level: positive(row.get(5)),
    required_level: positive(row.get(4)),
    max_level: positive(row.get(32)),
    side: sideOfRaces(row.get(6)),
    repeatable: flags & QUEST_SPECIAL_REPEATABLE ? 1 : 0,
    zone_or_sort: num(row.get(17)) || null,
    objectives: gameText(lines(row.get(8))),
    description: null,
    completion: null,
    prev_quest_id: firstId(row.get(13)),
    next_quest_id: positive(row.get(22)),
    internal: 0,
  };
}

export function questieRelations(id: number, row: LuaTable): NewRow<"quest_relation">[] {
  const out: NewRow<"quest_relation">[] = [];
  const add = (field: number, role: NewRow<"quest_relation">["role"], types: NewRow<"quest_relation">["entity_type"][]) => {
    const by = row.get(field);
    if (!(by instanceof Map)) return;
    types.forEach((entity_type, i) => {
      const ids = by.get(i + 1);
      if (ids instanceof Map)
        for (const e of ids.values()) if (typeof e === "number") out.push({ quest_id: id, role, entity_type, entity_id: e });
    });
  };
  add(2, "starts", ["npc", "object", "item"]);
  add(3, "ends", ["npc", "object"]);
  return out;
}

/** A list of strings as one text, one per line (Questie keeps objective lines apart). */
export function lines(v: LuaValue | undefined): string | null {
  if (typeof v === "string") return v || null;
  if (!(v instanceof Map)) return null;
  const parts = [...v.values()].filter((x): x is string => typeof x === "string" && x !== "");
  return parts.length ? parts.join("\n") : null;
}

function num(v: unknown): number | null {
  return typeof v === "number" ? v : null;
}
function positive(v: unknown): number | null {
  return typeof v === "number" && v > 0 ? v : null;
}
function firstId(v: unknown): number | null {
  if (!(v instanceof Map)) return null;
  const first = [...v.values()].find((x) => typeof x === "number" && x > 0);
  return typeof first === "number" ? first : null;
}
