/**
 * The places step, owner of the zone, quest_sort, instance, faction and faction_start tables:
 * zones (French names, map image, the instance they are the inside of), quest journal
 * categories, instances, reputations (factions) with their starting values; and, for the NPC
 * step, which faction the NPCs of each faction template belong to (VersionData.npcFactions),
 * for the encounter step the area that is the inside of each instance (instanceAreas).
 *
 * The French 2.4.3 client tables are the backbone for every version (ids agree across the
 * three games); what 1.12 lacked is left out of classic by the 1.12 client lists of pfQuest's
 * client-data.sql, and what 3.3.5 added comes from aowow's French labels, the AzerothCore
 * tables and northrend.ts. This file reads the client tables and hands them to one file per
 * table: instances.ts, zones.ts, quest-sorts.ts, factions.ts.
 */
import { readAreas, readWorldMapAreas } from "../../sources/area-dbc.ts";
import { readAowowLocale } from "../../sources/aowow-locale.ts";
import { readClientData } from "../../sources/client-data.ts";
import { readClassNames, readQuestSorts, readRaceNames } from "../../sources/client-names.ts";
import { readFactions, readFactionTemplates } from "../../sources/faction-dbc.ts";
import { readFactionTemplateDump } from "../../sources/faction-template-dump.ts";
import { readLfgDungeons, readMaps } from "../../sources/map-dbc.ts";
import { readPfquestZones } from "../../sources/pfquest.ts";
import type { LuaTable } from "../../formats/lua-table.ts";
import type { ZoneRow } from "../../rows.ts";
import type { StepContext } from "../context.ts";
import { questieNpcRows } from "../npcs.ts";
import { buildFactions, npcFactions } from "./factions.ts";
import { buildInstances } from "./instances.ts";
import { buildQuestSorts } from "./quest-sorts.ts";
import { CLIENTS, type GeoSources } from "./sources.ts";
import { buildZones } from "./zones.ts";

export async function importPlaces(ctx: StepContext): Promise<void> {
  const src: GeoSources = { ...ctx.files.places, ...CLIENTS[ctx.version] };
  // An archive without one of these tables (a partial client extract) leaves that part out.
  const table = (name: string) => {
    try {
      return ctx.dbc(name);
    } catch {
      return null;
    }
  };
  const dbc = {
    areas: table("AreaTable.dbc"),
    worldMaps: table("WorldMapArea.dbc"),
    maps: table("Map.dbc"),
    lfg: table("LFGDungeons.dbc"),
    factions: table("Faction.dbc"),
    templates: table("FactionTemplate.dbc"),
    sorts: table("QuestSort.dbc"),
    races: table("ChrRaces.dbc"),
    classes: table("ChrClasses.dbc"),
  };
  if (!dbc.areas || !dbc.maps || !dbc.factions) {
    // No client archive: pfQuest's French zone list, without images, instances nor factions.
    const zones = new Map<number, ZoneRow>();
    for (const list of ctx.loadAll(src.zones, readPfquestZones)) for (const z of list) zones.set(z.id, z);
    ctx.data.zones = [...zones.values()].sort((a, b) => a.id - b.id);
    return;
  }
  const areas = readAreas(dbc.areas);
  const client = await ctx.load(src.clientData, readClientData);
  const aowow = ctx.load(src.aowow, readAowowLocale);

  const instances = await buildInstances(ctx, src, areas, readMaps(dbc.maps), dbc.lfg ? readLfgDungeons(dbc.lfg) : [], client, aowow);
  buildZones(ctx, src, areas, dbc.worldMaps ? readWorldMapAreas(dbc.worldMaps) : new Map(), client, aowow, instances);
  if (dbc.sorts) buildQuestSorts(ctx, readQuestSorts(dbc.sorts), aowow);
  const questieNpcs = questieNpcRows(ctx) ?? new Map<number, LuaTable>();
  // FactionTemplate of the version's own client where staged, else 2.4.3's (same ids).
  const templates = new Map([
    ...(dbc.templates ? readFactionTemplates(dbc.templates) : []),
    ...(client?.[src.client].factionTemplates ?? []),
    ...((await ctx.load(src.factionTemplates, readFactionTemplateDump)) ?? []),
  ]);
  const factions = buildFactions(
    ctx,
    readFactions(dbc.factions),
    client?.[src.client],
    aowow,
    questieNpcs,
    templates,
    dbc.races ? readRaceNames(dbc.races) : new Map(),
    dbc.classes ? readClassNames(dbc.classes) : new Map(),
  );
  ctx.data.npcFactions = npcFactions(templates, factions);
  ctx.data.instanceAreas = new Map([...instances].flatMap(([map, i]) => (i.area != null ? [[map, i.area] as const] : [])));
}
