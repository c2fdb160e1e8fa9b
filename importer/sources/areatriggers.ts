/**
 * pfQuest `areatrigger` tables: where each area trigger of the world is, as zone-map
 * coordinates `{x, y, zone}`. With areatrigger_teleport they tell the zone of an instance
 * entrance. The tbc file holds only additions and changes ("_" marks a removed trigger).
 */
import { readAssignments, readLuaText } from "../formats/lua-table.ts";

/** trigger id -> zone id of its first coordinate */
export function readTriggerZones(path: string): Map<number, number> {
  const out = new Map<number, number>();
  for (const table of readAssignments(readLuaText(path)).values()) {
    for (const [id, entry] of table) {
      if (typeof id !== "number" || !(entry instanceof Map)) continue;
      const coords = entry.get("coords");
      const first = coords instanceof Map ? coords.get(1) : undefined;
      const zone = first instanceof Map ? first.get(3) : undefined;
      if (typeof zone === "number") out.set(id, zone);
    }
  }
  return out;
}
