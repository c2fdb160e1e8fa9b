/**
 * ItemSet.dbc of the French 2.4.3 client: each set's French name, its item ids and its bonuses
 * (spell id and pieces worn). Layout (2.4.3): id, name locstring (fields 1..17, French in slot
 * 2), 17 item ids (18..34), 8 bonus spell ids (35..42), 8 piece thresholds (43..50), skill, rank.
 */
import type { Dbc } from "../formats/dbc.ts";

export interface ItemSetDef {
  id: number;
  name: string;
  items: number[];
  bonuses: { spellId: number; pieces: number }[];
}

export function readItemSets(dbc: Dbc): ItemSetDef[] {
  return dbc.rows.map((r) => {
    const items = [...r.subarray(18, 35)].filter((id) => id > 0);
    const bonuses: ItemSetDef["bonuses"] = [];
    for (let i = 0; i < 8; i++) {
      const spellId = r[35 + i]!;
      const pieces = r[43 + i]!;
      if (spellId > 0 && pieces > 0) bonuses.push({ spellId, pieces });
    }
    bonuses.sort((a, b) => a.pieces - b.pieces || a.spellId - b.spellId);
    return { id: r[0]!, name: dbc.text(r[1 + 2]!).trim(), items, bonuses };
  });
}
