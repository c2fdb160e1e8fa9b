/**
 * Zones of the French 2.4.3 client: AreaTable.dbc (id, map, parent area, French name) and
 * WorldMapArea.dbc (which areas have a zone map, and the map's internal file name).
 * Layouts (2.4.3): AreaTable id, MapID, ParentAreaID, ..., AreaName locstring at 11;
 * WorldMapArea id, MapID, AreaID, AreaName (internal string), four float bounds, DisplayMapID.
 */
import type { Dbc } from "../formats/dbc.ts";

export interface Area {
  id: number;
  map: number;
  parent: number;
  name: string;
}

/** French locstrings sit in slot 2 of the 16 locale slots. */
const FR = 2;

export function readAreas(dbc: Dbc): Map<number, Area> {
  const out = new Map<number, Area>();
  for (const r of dbc.rows) out.set(r[0]!, { id: r[0]!, map: r[1]!, parent: r[2]!, name: dbc.text(r[11 + FR]!).trim() });
  return out;
}

/** AreaID -> internal map name ("Elwynn"); continents (AreaID 0) are left out. */
export function readWorldMapAreas(dbc: Dbc): Map<number, string> {
  const out = new Map<number, string>();
  for (const r of dbc.rows) if (r[2]) out.set(r[2]!, dbc.text(r[3]!));
  return out;
}
