/**
 * Reputations of the French 2.4.3 client: Faction.dbc (reputation index, starting reputation
 * by race / class mask, parent group, French name and description) and FactionTemplate.dbc
 * (the template ids NPCs carry, pointing at a faction).
 * Layouts (2.4.3): Faction id, ReputationIndex, RaceMask[4], ClassMask[4], Base[4], Flags[4],
 * ParentFactionID, Name locstring at 19, Description locstring at 36;
 * FactionTemplate id, Faction, Flags, ourMask, friendMask, hostileMask, ...
 */
import type { Dbc } from "../formats/dbc.ts";

export interface FactionEntry {
  id: number;
  /** -1 for a faction that has no reputation bar. */
  reputationIndex: number;
  /** Up to four starting-reputation slots: who (race / class masks) and the value. */
  slots: { races: number; classes: number; base: number; flags: number }[];
  parent: number;
  name: string;
  description: string;
}

const FR = 2;

export function readFactions(dbc: Dbc): Map<number, FactionEntry> {
  const out = new Map<number, FactionEntry>();
  for (const r of dbc.rows) {
    const slots = [0, 1, 2, 3].map((i) => ({ races: r[2 + i]!, classes: r[6 + i]!, base: r[10 + i]! | 0, flags: r[14 + i]! }));
    out.set(r[0]!, {
      id: r[0]!,
      reputationIndex: r[1]! | 0,
      slots: slots.filter((s) => s.races || s.classes),
      parent: r[18]!,
      name: dbc.text(r[19 + FR]!).trim(),
      description: dbc.text(r[36 + FR]!).trim(),
    });
  }
  return out;
}

/** Template id -> faction id. */
export function readFactionTemplates(dbc: Dbc): Map<number, number> {
  return new Map(dbc.rows.map((r) => [r[0]!, r[1]!]));
}
