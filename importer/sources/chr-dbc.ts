/**
 * French race and class names of the 2.4.3 client (ChrRaces.dbc, ChrClasses.dbc), keyed by
 * race / class id: the ids are the bit positions of the quest race and class masks, which
 * 1.12, 2.4.3 and 3.3.5 share. The death knight (class 6) is not in the 2.4.3 tables: its
 * French name is written here, as the 3.3.5 client spells it.
 */
import type { Dbc } from "../formats/dbc.ts";

/** First locstring field of each table; French is slot 2 of the 16 locale slots. */
const RACE_NAME = 14;
const CLASS_NAME = 4;
const FR = 2;

export const MISSING_CLASS_NAMES: Record<number, string> = { 6: "Chevalier de la mort" };

export function raceNames(dbc: Dbc | null): Map<number, string> {
  return names(dbc, RACE_NAME);
}

export function classNames(dbc: Dbc | null): Map<number, string> {
  const out = names(dbc, CLASS_NAME);
  for (const [id, name] of Object.entries(MISSING_CLASS_NAMES)) if (!out.has(Number(id))) out.set(Number(id), name);
  return out;
}

function names(dbc: Dbc | null, field: number): Map<number, string> {
  const out = new Map<number, string>();
  for (const row of dbc?.rows ?? []) {
    const name = dbc!.text(row[field + FR]!);
    if (name) out.set(row[0]!, name);
  }
  return out;
}
