/**
 * Questie item databases (classic/tbc `QuestieDB.itemData = [[return {...}]]`, wotlk split files
 * `_d[id] = {...}`): the list of a version's items, with what Questie knows of each (keys in the
 * file header: 1 name, 2 npcDrops, 3 objectDrops, 4 itemDrops, 5 startQuest, 6 questRewards,
 * 7 flags, 9 itemLevel, 10 requiredLevel, 12 class, 13 subClass, 14 vendors).
 */
import type { LuaTable, LuaValue } from "../formats/lua-table.ts";
import { readQuestieRows } from "./questie-db.ts";

export interface QuestieItem {
  id: number;
  name: string;
  npcDrops: number[];
  objectDrops: number[];
  /** Container items (bags, lockboxes, clams) the item comes out of. */
  itemDrops: number[];
  startQuest: number | null;
  questRewards: number[];
  flags: number | null;
  itemLevel: number | null;
  requiredLevel: number | null;
  /** item_template.class / subclass (emulator integers). */
  class: number | null;
  subClass: number | null;
  vendors: number[];
}

/** The items of item database files, and how many rows they hold (rows without a name are not items). */
export function readQuestieItems(paths: string[]): { items: QuestieItem[]; rows: number } {
  return questieItems(readQuestieRows(paths, "itemData"));
}

/** The items of item database rows (questie-db.ts), and how many rows there are. */
export function questieItems(source: Map<number, LuaTable>): { items: QuestieItem[]; rows: number } {
  const items: QuestieItem[] = [];
  let rows = 0;
  for (const [id, row] of source) {
    rows++;
    const item = questieItem(id, row);
    if (item) items.push(item);
  }
  return { items: items.sort((a, b) => a.id - b.id), rows };
}

export function questieItem(id: number, row: LuaTable): QuestieItem | null {
  const name = row.get(1);
  if (typeof name !== "string" || !name.trim()) return null;
  return {
    id,
    name: name.trim(),
    npcDrops: ids(row.get(2)),
    objectDrops: ids(row.get(3)),
    itemDrops: ids(row.get(4)),
    startQuest: positive(row.get(5)),
    questRewards: ids(row.get(6)),
    flags: num(row.get(7)),
    itemLevel: positive(row.get(9)),
    requiredLevel: positive(row.get(10)),
    class: num(row.get(12)),
    subClass: num(row.get(13)),
    vendors: ids(row.get(14)),
  };
}

function ids(v: LuaValue | undefined): number[] {
  if (!(v instanceof Map)) return [];
  return [...new Set([...v.values()].filter((x): x is number => typeof x === "number" && x > 0))];
}

function num(v: LuaValue | undefined): number | null {
  return typeof v === "number" ? v : null;
}

/** 0 stands for "none" in these columns (no quest, level 0). */
function positive(v: LuaValue | undefined): number | null {
  return typeof v === "number" && v > 0 ? v : null;
}
