/**
 * Locations of an NPC or world object grouped by map background (zone and floor), most
 * populated map first: the `map` objects of the locations routes.
 */
import type { ApiShape } from "../../contract/schemas.ts";
import type { Row } from "../../rows/row.ts";
import { compareText, instanceRef, type Context } from "./refs.ts";
import { mapAddress } from "../../contract/addresses.ts";

export function mapsOf(ctx: Context, spawns: Row<"npc_spawn" | "object_spawn">[]): ApiShape<"map">[] {
  const groups = new Map<string, Row<"npc_spawn" | "object_spawn">[]>();
  for (const s of spawns) {
    const key = `${s.zone_id ?? ""}:${s.floor ?? ""}`;
    let list = groups.get(key);
    if (!list) groups.set(key, (list = []));
    list.push(s);
  }
  return [...groups.values()]
    .map((rows) => {
      const first = rows[0]!;
      const zone = first.zone_id == null ? undefined : ctx.cat.zones.get(first.zone_id);
      return {
        object: "map",
        name: zone?.name ?? null,
        floor: first.floor ?? null,
        instance: instanceRef(ctx, zone?.instance_id),
        image: mapAddress(ctx.addresses, zone?.image),
        width: zone?.width ?? null,
        height: zone?.height ?? null,
        points: rows.filter((r) => r.x != null && r.y != null).map((r) => ({ x: r.x as number, y: r.y as number })),
      };
    })
    .sort((a, b) => b.points.length - a.points.length || compareText(a.name ?? "", b.name ?? "") || (a.floor ?? 0) - (b.floor ?? 0));
}
