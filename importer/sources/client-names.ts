/**
 * Small French label tables of the 2.4.3 client: QuestSort.dbc (quest journal categories),
 * ChrRaces.dbc and ChrClasses.dbc (race and class names, for starting reputations).
 * Layouts (2.4.3): QuestSort id, Name locstring at 1; ChrRaces Name locstring at 14;
 * ChrClasses Name locstring at 4.
 */
import type { Dbc } from "../formats/dbc.ts";

const FR = 2;

function names(dbc: Dbc, locstring: number): Map<number, string> {
  return new Map(dbc.rows.map((r) => [r[0]!, dbc.text(r[locstring + FR]!).trim()]));
}

export const readQuestSorts = (dbc: Dbc) => names(dbc, 1);
export const readRaceNames = (dbc: Dbc) => names(dbc, 14);
export const readClassNames = (dbc: Dbc) => names(dbc, 4);
