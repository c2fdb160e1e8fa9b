/**
 * Where the loot of an NPC or world object drops: its instance, from the encounter list of the
 * encounter step, else from its spawns; and the difficulties of each instance.
 */
import type { SpawnRow } from "../rows.ts";
import type { StepContext } from "./context.ts";

/**
 * The instance an NPC or object stands in: its encounter's, else the one instance all its
 * spawns' zones belong to; null outdoors, unknown, or spread over several places.
 */
export function instanceFinder(ctx: StepContext): (type: "npc" | "object", id: number) => number | null {
  const zoneInstance = new Map<number, number>();
  for (const z of ctx.data.zones) if (z.instance_id) zoneInstance.set(z.id, z.instance_id);
  const encounters = new Map((ctx.data.tables.encounter ?? []).map((e) => [e.npc_id, e.instance_id]));
  const bySpawns = (spawns: SpawnRow[]) => {
    const places = new Map<number, Set<number | null>>();
    for (const s of spawns) {
      let set = places.get(s.id);
      if (!set) places.set(s.id, (set = new Set()));
      set.add(s.zone_id == null ? null : (zoneInstance.get(s.zone_id) ?? null));
    }
    return places;
  };
  const npcPlaces = bySpawns(ctx.data.npcSpawns);
  const objectPlaces = bySpawns(ctx.data.objectSpawns);
  return (type, id) => {
    if (type === "npc" && encounters.has(id)) return encounters.get(id)!;
    const places = (type === "npc" ? npcPlaces : objectPlaces).get(id);
    const only = places?.size === 1 ? [...places][0] : null;
    return only ?? null;
  };
}

/** The difficulty codes of each instance (places step), in the order the instance lists them. */
export function instanceDifficulties(ctx: StepContext): Map<number, { type: string; difficulties: string[] }> {
  return new Map(
    (ctx.data.tables.instance ?? []).map((i) => [
      i.id,
      {
        type: i.type,
        difficulties: (i.difficulties ?? "")
          .split(",")
          .map((d) => d.trim())
          .filter(Boolean),
      },
    ]),
  );
}
