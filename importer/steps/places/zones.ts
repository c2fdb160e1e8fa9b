/**
 * The zone table: every area of the version with its French name, its map image (the
 * WorldMapArea internal name, lower-cased, as `<name>.webp`, drawn at the client's zone map
 * frame size: the percent coordinates of the spawns are relative to that frame) and the
 * instance it is the inside of.
 */
import { isInternalName } from "../../hidden.ts";
import type { ZoneRow } from "../../rows.ts";
import type { Area } from "../../sources/area-dbc.ts";
import type { AowowLocale } from "../../sources/aowow-locale.ts";
import type { Client, ClientTables } from "../../sources/client-data.ts";
import { NORTHREND_WORLD_MAPS } from "../../sources/northrend.ts";
import type { StepContext } from "../context.ts";
import type { Instance } from "./instances.ts";
import { PLACEHOLDER, type GeoSources } from "./sources.ts";

const MAP_WIDTH = 1002;
const MAP_HEIGHT = 668;

export function buildZones(
  ctx: StepContext,
  src: GeoSources,
  areas: Map<number, Area>,
  worldMaps: Map<number, string>,
  client: Record<Client, ClientTables> | null,
  aowow: AowowLocale | null,
  instances: Map<number, Instance>,
): void {
  const own = client?.[src.client];
  // 1.12 has its own area list; 3.3.5 is the 2.4.3 one plus what aowow names.
  const ids = src.client === "vanilla" && own?.areas.size ? [...own.areas.keys()] : [...areas.keys(), ...(aowow?.zones.keys() ?? [])];
  const images = new Map<number, string>(src.client === "vanilla" && own?.worldMaps.size ? own.worldMaps : worldMaps);
  if (ctx.version === "wotlk") for (const [id, name] of Object.entries(NORTHREND_WORLD_MAPS)) images.set(Number(id), name);
  const insideOf = new Map([...instances].flatMap(([map, i]) => (i.area != null ? [[i.area, map] as const] : [])));

  const rows: ZoneRow[] = [];
  let placeholders = 0;
  for (const id of [...new Set(ids)].sort((a, b) => a - b)) {
    const area = areas.get(id);
    const name = [area?.name, aowow?.zones.get(id), own?.areas.get(id)?.french].find((n) => n && !PLACEHOLDER.test(n));
    if (!name) {
      placeholders++;
      continue;
    }
    const english = own?.areas.get(id)?.english ?? client?.tbc.areas.get(id)?.english;
    // An area reused by 3.3.5 (aowow names it, 2.4.3 called it "REUSE") is a new place there.
    const reused = area != null && PLACEHOLDER.test(area.name);
    const map = insideOf.get(id) ?? (area && !reused && instances.has(area.map) ? area.map : null);
    const image = images.get(id);
    rows.push({
      id,
      name,
      english_name: english && !reused && !PLACEHOLDER.test(english) && !isInternalName(english) ? english : null,
      instance_id: map,
      image: image ? `${image.toLowerCase()}.webp` : null,
      width: image ? MAP_WIDTH : null,
      height: image ? MAP_HEIGHT : null,
    });
  }
  ctx.data.zones = rows;
  const source = src.client === "vanilla" ? `${src.clientData} (AreaTable_vanilla)` : `AreaTable.dbc${aowow ? " + aowow g_zones" : ""}`;
  ctx.sourceCount({
    type: "zone",
    source,
    count: new Set(ids).size,
    reasons: [
      ...(placeholders ? [`${placeholders} placeholder areas ("RÉUTILISER", "<inutilisé>") skipped`] : []),
      "the client tables' zones, not pfQuest's French list (read only without the client archive)",
    ],
  });
}
