/**
 * wowsims/wotlk talent trees (ui/core/talents/trees/<class>.json, hunter pet trees included):
 * per tree its English name and talents with position, spell ids and number of ranks. The files
 * abbreviate: when fewer ids than ranks are listed, wowsims itself fills the rest with the ids
 * that follow the last one (`rankSpellIds`, same rule as its talent picker).
 */
import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";

export interface WowsimsTalent {
  tabOrder: number;
  tabName: string;
  fieldName: string;
  tier: number;
  column: number;
  maxRank: number;
  spellIds: number[];
}

interface TreeJson {
  name: string;
  talents: { fieldName: string; location: { rowIdx: number; colIdx: number }; spellIds: number[]; maxPoints: number }[];
}

export function readWowsimsTree(path: string): WowsimsTalent[] {
  const raw = readFileSync(path);
  const trees = JSON.parse((path.endsWith(".gz") ? gunzipSync(raw) : raw).toString("utf8")) as TreeJson[];
  return trees.flatMap((tree, tabOrder) =>
    tree.talents.map((t) => ({
      tabOrder,
      tabName: tree.name,
      fieldName: t.fieldName,
      tier: t.location.rowIdx,
      column: t.location.colIdx,
      maxRank: t.maxPoints,
      spellIds: t.spellIds,
    })),
  );
}

/** The spell of every rank: the listed ids, then consecutive ids after the last one. */
export function rankSpellIds(listed: readonly number[], maxRank: number): number[] {
  const ids = [...listed];
  while (ids.length && ids.length < maxRank) ids.push(ids[ids.length - 1]! + 1);
  return ids.slice(0, Math.max(maxRank, 0));
}
