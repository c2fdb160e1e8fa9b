/**
 * The encounter step, owner of the encounter table: the boss fights of DungeonEncounter (3.3.5,
 * the only encounter list staged; classic and tbc keep the fights whose creature exists in
 * them), each placed in the instance where its creature spawns (the places step's instances,
 * the NPC step's spawns, Questie's zone of instance NPCs), in the list's order.
 */
import type { NewRow } from "../../rows/row.ts";
import { readAreas } from "../sources/area-dbc.ts";
import { readEncounters } from "../sources/encounters.ts";
import type { StepContext } from "./context.ts";
import { questieNpcRows } from "./npcs.ts";

export async function importEncounters(ctx: StepContext): Promise<void> {
  const instances = new Set(ctx.table("instance").map((i) => i.id));
  const areaTable = ctx.dbc("AreaTable.dbc");
  const rows = await ctx.load(ctx.files.encounters, readEncounters);
  if (!rows || !instances.size || !areaTable) return;
  const areas = readAreas(areaTable);
  const npcs = new Set(ctx.data.npcs.map((n) => n.id));
  const zones = new Map<number, number[]>();
  const addZone = (npc: number, zone: number | null | undefined) => {
    if (zone == null) return;
    const list = zones.get(npc) ?? [];
    if (!list.includes(zone)) list.push(zone);
    zones.set(npc, list);
  };
  for (const s of ctx.data.npcSpawns) addZone(s.id, s.zone_id);
  // Questie knows the zone of instance NPCs that pfQuest (classic spawns) leaves out.
  for (const [id, row] of questieNpcRows(ctx) ?? []) {
    const zone = row.get(9);
    if (typeof zone === "number" && zone > 0) addZone(id, zone);
  }
  const areaMap = new Map([...ctx.data.instanceAreas].map(([map, area]) => [area, map]));
  const mapOfArea = (zone: number) => areaMap.get(zone) ?? (instances.has(areas.get(zone)?.map ?? -1) ? areas.get(zone)!.map : undefined);

  const out: NewRow<"encounter">[] = [];
  const seen = new Set<string>();
  const positions = new Map<number, number>();
  let previous: number | undefined;
  let spell = 0,
    absent = 0,
    unplaced = 0;
  for (const e of rows) {
    let map: number | undefined;
    if (e.creditType !== 0) spell++;
    else if (!npcs.has(e.creditEntry)) absent++;
    else {
      map = (zones.get(e.creditEntry) ?? []).map(mapOfArea).find((m) => m != null);
      // A boss without a known spawn sits between fights of the same dungeon.
      map ??= previous;
      if (map == null) unplaced++;
      else if (!seen.has(`${map}:${e.creditEntry}`)) {
        seen.add(`${map}:${e.creditEntry}`);
        const position = (positions.get(map) ?? 0) + 1;
        positions.set(map, position);
        // DungeonEncounter's order is the intended one, not one the game enforces.
        out.push({ instance_id: map, npc_id: e.creditEntry, position, game_order: 0 });
      }
    }
    previous = e.last ? undefined : (map ?? previous);
  }
  ctx.table("encounter").push(...out);
  ctx.sourceCount({
    type: "encounter",
    source: ctx.files.encounters,
    count: rows.length,
    reasons: [
      ...(spell ? [`${spell} fights credited by a spell (no single creature) skipped`] : []),
      ...(absent ? [`${absent} fights whose creature is not a ${ctx.version} NPC skipped`] : []),
      ...(unplaced ? [`${unplaced} fights whose creature spawns in no known instance skipped`] : []),
      "heroic and 25-player rows of the same creature are one encounter",
    ],
  });
}
