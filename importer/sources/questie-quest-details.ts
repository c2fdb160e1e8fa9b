/**
 * What a Questie quest row says beyond the base quest (questie-quests.ts): race and class
 * masks, objectives, required skill and reputation, exclusive quests, flags, reputation
 * rewards. Keys 1-26 are the same in the classic, tbc and wotlk files (file headers); the
 * wotlk file numbers its later keys differently, and none of the staged rows go past 26.
 * Questie leaves zero values out (nil), so an absent mask or flag field means 0.
 */
import type { LuaTable, LuaValue } from "../formats/lua-table.ts";

export interface QuestieTarget {
  id: number;
  /** Questie's own objective text (English), when the default "<name> slain" does not fit. */
  text: string | null;
}

export interface QuestieDetails {
  races: number;
  classes: number;
  /** The English objectives text (key 8), where objective counts are written. */
  objectivesText: string | null;
  /** An area to reach or an event to finish (key 9): English text and the zones it lies in. */
  trigger: { text: string | null; zones: number[] } | null;
  creatures: QuestieTarget[];
  objects: QuestieTarget[];
  items: QuestieTarget[];
  reputation: { faction: number; value: number } | null;
  /** Kill credits: any of `ids` counts for the base creature. */
  killCredits: (QuestieTarget & { ids: number[] })[];
  preQuestGroup: number[];
  /** Quests done together with this one (all of them count). */
  inGroupWith: number[];
  exclusiveTo: number[];
  skill: { id: number; value: number } | null;
  minReputation: { faction: number; value: number } | null;
  questFlags: number;
  specialFlags: number;
  reputationRewards: { faction: number; value: number }[];
}

export function questieDetails(row: LuaTable): QuestieDetails {
  const objectives = asMap(row.get(10));
  const trigger = asMap(row.get(9));
  return {
    races: num(row.get(6)) ?? 0,
    classes: num(row.get(7)) ?? 0,
    objectivesText: text(row.get(8)),
    trigger: trigger
      ? { text: str(trigger.get(1)), zones: [...(asMap(trigger.get(2))?.keys() ?? [])].filter((z): z is number => typeof z === "number") }
      : null,
    creatures: targets(objectives?.get(1)),
    objects: targets(objectives?.get(2)),
    items: targets(objectives?.get(3)),
    reputation: pair(objectives?.get(4)),
    killCredits: list(objectives?.get(5)).flatMap((k) => {
      const base = num(k.get(2));
      const ids = numbers(k.get(1));
      return base ? [{ id: base, ids, text: str(k.get(3)) }] : [];
    }),
    preQuestGroup: numbers(row.get(12)),
    inGroupWith: numbers(row.get(15)),
    exclusiveTo: numbers(row.get(16)),
    skill: ((p) => (p ? { id: p.faction, value: p.value } : null))(pair(row.get(18))),
    minReputation: pair(row.get(19)),
    questFlags: num(row.get(23)) ?? 0,
    specialFlags: num(row.get(24)) ?? 0,
    reputationRewards: list(row.get(26)).flatMap((p) => {
      const r = pair(p);
      return r && r.value !== 0 ? [r] : [];
    }),
  };
}

function targets(v: LuaValue | undefined): QuestieTarget[] {
  return list(v).flatMap((t) => {
    const id = num(t.get(1));
    return id ? [{ id, text: str(t.get(2)) }] : [];
  });
}

/** `{a, b}` of two numbers (faction and value, skill and level). */
function pair(v: LuaValue | undefined): { faction: number; value: number } | null {
  const m = asMap(v);
  const [a, b] = [num(m?.get(1)), num(m?.get(2))];
  return a && b !== null ? { faction: a, value: b } : null;
}

function list(v: LuaValue | undefined): LuaTable[] {
  const m = asMap(v);
  return m ? [...m.values()].filter((x): x is LuaTable => x instanceof Map) : [];
}
function numbers(v: LuaValue | undefined): number[] {
  const m = asMap(v);
  return m ? [...m.values()].filter((x): x is number => typeof x === "number" && x > 0) : [];
}
function asMap(v: LuaValue | undefined): LuaTable | null {
  return v instanceof Map ? v : null;
}
function num(v: LuaValue | undefined): number | null {
  return typeof v === "number" ? v : null;
}
function str(v: LuaValue | undefined): string | null {
  return typeof v === "string" && v.trim() ? v.trim() : null;
}
function text(v: LuaValue | undefined): string | null {
  if (typeof v === "string") return str(v);
  const m = asMap(v);
  return m ? [...m.values()].filter((x): x is string => typeof x === "string" && x !== "").join("\n") || null : null;
}
