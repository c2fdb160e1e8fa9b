/**
 * The spawns of a record type from two sources, one leading. pfQuest and Questie place the
 * same creatures differently: pfQuest repeats a spawn near a zone border on both zone maps and
 * has no position inside instances, Questie lists each spawn once and marks a spawn inside an
 * instance with the instance's zone and no position (`{-1, -1}`). Mixing the two sources'
 * coordinates for one record would show border spawns twice, so a record's coordinates come
 * from one source; a zone known without a position is kept wherever no coordinates cover it.
 */
import type { SpawnRow } from "../rows.ts";

/**
 * What the other source may add to a record:
 * - "places": only its zone-only places, in zones the leading source does not place it in;
 * - "coordinates": also its coordinates, for a record the leading source gives none.
 */
export type SpawnFill = "places" | "coordinates";

export interface MergedSpawns {
  spawns: SpawnRow[];
  /** Records that gained a zone known without a position. */
  gainedPlaces: number;
  /** Records that gained coordinates. */
  gainedCoordinates: number;
}

export function mergeSpawns(lead: SpawnRow[], other: SpawnRow[], fill: SpawnFill): MergedSpawns {
  const leadBy = byRecord(lead);
  const otherBy = byRecord(other);
  const out: SpawnRow[] = [];
  let gainedPlaces = 0;
  let gainedCoordinates = 0;
  for (const id of new Set([...leadBy.keys(), ...otherBy.keys()])) {
    const own = leadBy.get(id) ?? [];
    const theirs = otherBy.get(id) ?? [];
    let rows = own;
    const borrowed = theirs.filter(isPlaced);
    if (fill === "coordinates" && borrowed.length && !own.some(isPlaced)) {
      // A zone the borrowed coordinates cover needs no zone-only place.
      const covered = new Set(borrowed.map((s) => s.zone_id));
      rows = [...borrowed, ...own.filter((s) => !covered.has(s.zone_id))];
      gainedCoordinates++;
    }
    const zones = new Set(rows.map((s) => s.zone_id));
    const places = theirs.filter((s) => !isPlaced(s) && s.zone_id != null && !zones.has(s.zone_id));
    if (places.length) gainedPlaces++;
    out.push(...rows, ...places);
  }
  return { spawns: out, gainedPlaces, gainedCoordinates };
}

function isPlaced(s: SpawnRow): boolean {
  return s.x != null && s.y != null;
}

function byRecord(spawns: SpawnRow[]): Map<number, SpawnRow[]> {
  const out = new Map<number, SpawnRow[]>();
  for (const s of spawns) {
    const list = out.get(s.id);
    if (list) list.push(s);
    else out.set(s.id, [s]);
  }
  return out;
}
