/**
 * The derived talent tables: tbc/talents/talents_tbc.tsv (the 2.4.3 Talent.dbc and TalentTab.dbc,
 * French tab names, English talent names from LibClassicInspector) and
 * wotlk/talents/talents_wotlk.tsv (wowsims trees, English names from LibClassicInspector).
 * Positions are 0-based as in the sources.
 */
import { classCode } from "../codes.ts";
import { intCell, intList, readTsv } from "../formats/tsv.ts";

export interface TalentEntry {
  class: string | null;
  /** 0-based place of the tree among the class's three */
  tabOrder: number;
  /** French tree name (tbc table only) */
  tabName: string | null;
  tier: number;
  column: number;
  maxRank: number;
  /** spell of each rank as listed (wotlk: possibly fewer ids than ranks, see wowsims-talent-trees.ts) */
  rankSpellIds: number[];
  name: string | null;
}

export function readTbcTalentTable(path: string): TalentEntry[] {
  return readTsv(path).flatMap((r) => {
    const tabOrder = intCell(r.tab_order),
      tier = intCell(r.tier),
      column = intCell(r.column),
      maxRank = intCell(r.max_rank);
    if (tabOrder === null || tier === null || column === null || maxRank === null) return [];
    return [
      {
        class: classCode(r.class),
        tabOrder,
        tabName: r.tab_name_fr?.trim() || null,
        tier,
        column,
        maxRank,
        rankSpellIds: intList(r.rank_spell_ids),
        name: r.name_en?.trim() || null,
      },
    ];
  });
}

export function readWotlkTalentTable(path: string): TalentEntry[] {
  return readTsv(path).flatMap((r) => {
    const tabOrder = intCell(r.tab_order),
      tier = intCell(r.row),
      column = intCell(r.column),
      maxRank = intCell(r.max_rank);
    if (tabOrder === null || tier === null || column === null || maxRank === null) return [];
    return [
      {
        class: classCode(r.class),
        tabOrder,
        tabName: null,
        tier,
        column,
        maxRank,
        rankSpellIds: intList(r.rank_spell_ids),
        name: r.name_en?.trim() || null,
      },
    ];
  });
}
