/**
 * The derived WhatsTraining table (common/whatstraining/trainer_spells.tsv): per version and
 * class, the spells class trainers teach with their level, cost, prerequisites and, where the
 * table found them, English name, rank and icon.
 */
import { classCode } from "../codes.ts";
import { intCell, intList, readTsv } from "../formats/tsv.ts";
import { iconName } from "../icon-name.ts";

export interface TrainerListSpell {
  version: string;
  spellId: number;
  class: string | null;
  level: number | null;
  /** training cost in copper */
  cost: number | null;
  /** spells to know first (the previous rank, a talent) */
  requiredIds: number[];
  side: "alliance" | "horde" | null;
  requiredTalentId: number | null;
  name: string | null;
  /** N of "Rank N"; null for other subtexts ("Passive", "Shapeshift") and none */
  rank: number | null;
  icon: string | null;
  /** the name is a 3.x one: taken from WhatsTraining's Wrath lists */
  wrathName: boolean;
}

export function readTrainerSpellList(path: string): TrainerListSpell[] {
  return readTsv(path).flatMap((r) => {
    const spellId = intCell(r.spell_id);
    if (spellId === null) return [];
    const rank = /^Rank (\d+)$/.exec(r.rank_en ?? "");
    // A few names keep the rank of the Wrath comments they were cut from: "Renew (rank 11",
    // "Smite (11)", "Icy Touch (arnk 5)".
    const cut = /^(.*?)\s*\((?:[a-z]+\s*)?(\d+)\)?$/i.exec(r.name_en?.trim() ?? "");
    const side = (r.faction ?? "").toLowerCase();
    return [
      {
        version: r.version ?? "",
        spellId,
        class: classCode(r.class),
        level: intCell(r.level),
        cost: intCell(r.cost_copper),
        requiredIds: intList(r.required_spell_ids),
        side: side === "alliance" || side === "horde" ? side : null,
        requiredTalentId: intCell(r.required_talent_id),
        name: (cut ? cut[1] : r.name_en?.trim()) || null,
        rank: rank ? Number(rank[1]) : cut ? Number(cut[2]) : null,
        icon: iconName(r.icon),
        wrathName: /Wrath/.test(r.name_source ?? ""),
      },
    ];
  });
}
