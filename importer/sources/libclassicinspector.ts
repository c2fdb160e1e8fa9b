/**
 * Tables derived from LibClassicInspector (GW2_UI): `talents_names_positions.tsv` (English name,
 * tree, tier, column and ranks of every talent of the three versions, no spell ids) and
 * `glyphs_wotlk.tsv` (the glyph spells of 3.3.5 with class, major or minor, English name).
 * Tab indexes, tiers and columns are 1-based there.
 */
import { classCode } from "../codes.ts";
import { intCell, readTsv } from "../formats/tsv.ts";

export interface InspectorTalent {
  version: string;
  class: string | null;
  /** 1-based */
  tab: number;
  tier: number;
  column: number;
  maxRank: number;
  name: string;
}

export interface InspectorGlyph {
  spellId: number;
  class: string | null;
  type: "major" | "minor" | null;
  name: string;
}

export function readInspectorTalents(path: string): InspectorTalent[] {
  return readTsv(path).flatMap((r) => {
    const tab = intCell(r.tab_index),
      tier = intCell(r.tier),
      column = intCell(r.column),
      maxRank = intCell(r.max_rank);
    const name = r.name_en?.trim();
    if (tab === null || tier === null || column === null || maxRank === null || !name) return [];
    return [{ version: r.version ?? "", class: classCode(r.class), tab, tier, column, maxRank, name }];
  });
}

export function readInspectorGlyphs(path: string): InspectorGlyph[] {
  return readTsv(path).flatMap((r) => {
    const spellId = intCell(r.spell_id),
      name = r.name_en?.trim();
    if (spellId === null || !name) return [];
    const type = r.glyph_type === "major" || r.glyph_type === "minor" ? r.glyph_type : null;
    return [{ spellId, class: classCode(r.class), type, name }];
  });
}
