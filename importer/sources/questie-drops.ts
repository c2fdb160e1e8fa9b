/**
 * Questie's drop-rate tables of quest items (Database/DropTables): per version a module holding
 * two Lua strings, `wowheadData` (Wowhead's observed rates) and `cmangosData` (the cmangos
 * world database's rates of items that drop only while on the quest), each
 * `return { [itemId] = { [npcId] = percent } }`; and the hand corrections of every expansion
 * (`QuestieItemDropCorrections.Era / .Tbc / .Wotlk …`), whose values are a percent or a key
 * pointing back at one of the two tables (`DropKeys.WOWHEAD`, `DropKeys.PSERVER`).
 */
import { entries, readAssignments, readLuaText, type LuaValue } from "../formats/lua-table.ts";

/** item id -> npc id -> percent */
export type DropRates = Map<number, Map<number, number>>;

export interface QuestieDropTables {
  wowhead: DropRates;
  cmangos: DropRates;
}

/** A correction: a percent, or "use that table's figure for this pair". */
export type DropCorrection = number | "wowhead" | "pserver";

export function readQuestieDropTables(path: string): QuestieDropTables {
  const out: QuestieDropTables = { wowhead: new Map(), cmangos: new Map() };
  for (const [target, table] of readAssignments(readLuaText(path))) {
    const kind = /\.(wowhead|cmangos)Data$/.exec(target)?.[1] as keyof QuestieDropTables | undefined;
    if (!kind) continue;
    for (const [item, npcs] of entries(table))
      out[kind].set(
        item,
        rates(npcs, (v) => (typeof v === "number" ? v : null)),
      );
  }
  return out;
}

/** Corrections per expansion name as the file spells it (Era, Tbc, Wotlk, Cata, MoP). */
export function readQuestieDropCorrections(path: string): Map<string, Map<number, Map<number, DropCorrection>>> {
  // The keys are Lua expressions (constants of Questie's DropDB): written as strings so the
  // table reader, which reads literals only, can take them.
  const text = readLuaText(path).replace(
    /\b(?:DropKeys|DropDB\.correctionKeys)\.(WOWHEAD|PSERVER)\b/g,
    (_, key: string) => `"${key.toLowerCase()}"`,
  );
  const out = new Map<string, Map<number, Map<number, DropCorrection>>>();
  for (const [target, table] of readAssignments(text)) {
    const expansion = /^QuestieItemDropCorrections\.(\w+)$/.exec(target)?.[1];
    if (!expansion) continue;
    const items = new Map<number, Map<number, DropCorrection>>();
    for (const [item, npcs] of entries(table))
      items.set(
        item,
        rates(npcs, (v) => (typeof v === "number" || v === "wowhead" || v === "pserver" ? v : null)),
      );
    out.set(expansion, items);
  }
  return out;
}

function rates<T>(npcs: LuaValue, value: (v: LuaValue) => T | null): Map<number, T> {
  const out = new Map<number, T>();
  if (!(npcs instanceof Map)) return out;
  for (const [npc, v] of entries(npcs)) {
    const rate = value(v);
    if (rate !== null) out.set(npc, rate);
  }
  return out;
}

/**
 * The corrections an expansion loads: Era's, then each later one's up to it, a later
 * expansion's entry replacing an item's whole entry (Questie's DropDB:Initialize).
 */
export function questieCorrectionsUpTo(
  all: Map<string, Map<number, Map<number, DropCorrection>>>,
  expansions: string[],
): Map<number, Map<number, DropCorrection>> {
  const out = new Map<number, Map<number, DropCorrection>>();
  for (const expansion of expansions) for (const [item, npcs] of all.get(expansion) ?? []) out.set(item, npcs);
  return out;
}

export interface QuestieDropRate {
  chance: number;
  /** which table gave the figure */
  from: "correction" | "cmangos" | "wowhead";
}

/**
 * Every item / NPC pair of the tables with the figure Questie shows for it
 * (DropDB.GetItemDroprate): a hand correction first (a percent, or the pair's figure in the
 * table it points at, given as that table's), else the cmangos figure, else Wowhead's.
 */
export function questieDropRates(
  tables: QuestieDropTables,
  corrections: Map<number, Map<number, DropCorrection>>,
): Map<number, Map<number, QuestieDropRate>> {
  const out = new Map<number, Map<number, QuestieDropRate>>();
  const pairs = new Map<number, Set<number>>();
  for (const source of [tables.wowhead, tables.cmangos, corrections]) {
    for (const [item, npcs] of source) {
      let set = pairs.get(item);
      if (!set) pairs.set(item, (set = new Set()));
      for (const npc of npcs.keys()) set.add(npc);
    }
  }
  for (const [item, npcs] of pairs) {
    const rates = new Map<number, QuestieDropRate>();
    for (const npc of npcs) {
      const rate = questieDropRate(tables, corrections, item, npc);
      if (rate) rates.set(npc, rate);
    }
    if (rates.size) out.set(item, rates);
  }
  return out;
}

function questieDropRate(
  tables: QuestieDropTables,
  corrections: Map<number, Map<number, DropCorrection>>,
  item: number,
  npc: number,
): QuestieDropRate | null {
  const correction = corrections.get(item)?.get(npc);
  const wowhead = tables.wowhead.get(item)?.get(npc);
  const cmangos = tables.cmangos.get(item)?.get(npc);
  if (typeof correction === "number") return { chance: correction, from: "correction" };
  // A correction pointing at a table that lacks the pair falls through to the usual order.
  if (correction === "wowhead" && wowhead !== undefined) return { chance: wowhead, from: "wowhead" };
  if (correction === "pserver" && cmangos !== undefined) return { chance: cmangos, from: "cmangos" };
  if (cmangos !== undefined) return { chance: cmangos, from: "cmangos" };
  if (wowhead !== undefined) return { chance: wowhead, from: "wowhead" };
  return null;
}
