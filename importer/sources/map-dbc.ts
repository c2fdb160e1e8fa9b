/**
 * Instances of the French 2.4.3 client: Map.dbc (instance type, French name, player cap of
 * battlegrounds, expansion) and LFGDungeons.dbc (recommended levels, matched to maps by name:
 * the table has no map column in 2.4.3).
 * Layouts (2.4.3): Map id, Directory, InstanceType, PVP, MapName locstring at 4, MinLevel 21,
 * MaxLevel 22, MaxPlayers 23, ..., AreaTableID 27, ..., ExpansionID 124;
 * LFGDungeons id, Name locstring at 1, MinLevel 18, MaxLevel 19, TypeID 20 (1 dungeon,
 * 2 raid, 4 zone, 5 heroic).
 */
import type { Dbc } from "../formats/dbc.ts";

export interface MapEntry {
  id: number;
  /** 1 party, 2 raid, 3 battleground, 4 arena (0 = a continent). */
  type: number;
  name: string;
  /** Level bracket of battlegrounds (0 elsewhere) */
  minLevel: number;
  maxLevel: number;
  maxPlayers: number;
  /** The AreaTable id Map.dbc names for the map (0 for many; sometimes an outdoor area) */
  area: number;
  expansion: number;
}

export interface LfgDungeon {
  name: string;
  min: number;
  max: number;
  /** 1 dungeon, 2 raid, 4 zone, 5 heroic dungeon */
  type: number;
}

const FR = 2;

export function readMaps(dbc: Dbc): Map<number, MapEntry> {
  const out = new Map<number, MapEntry>();
  for (const r of dbc.rows) {
    out.set(r[0]!, {
      id: r[0]!,
      type: r[2]!,
      name: dbc.text(r[4 + FR]!).trim(),
      minLevel: r[21]!,
      maxLevel: r[22]!,
      maxPlayers: r[23]!,
      area: r[27]!,
      expansion: r[124]!,
    });
  }
  return out;
}

export function readLfgDungeons(dbc: Dbc): LfgDungeon[] {
  return dbc.rows.map((r) => ({ name: dbc.text(r[1 + FR]!).trim(), min: r[18]!, max: r[19]!, type: r[20]! }));
}
