/**
 * The instance table: every map a version lets players into (dungeons, raids, battlegrounds,
 * arenas), with its French name (the area that is its inside), entrance zone, levels, players
 * and difficulties.
 */
import type { Version } from "../../../contract/enums.ts";
import { INSTANCE_MAP_TYPES } from "../../codes.ts";
import type { TableRow } from "../../rows.ts";
import type { Area } from "../../sources/area-dbc.ts";
import type { AowowLocale } from "../../sources/aowow-locale.ts";
import { readTriggerZones } from "../../sources/areatriggers.ts";
import type { Client, ClientTables } from "../../sources/client-data.ts";
import {
  readDungeonAccess,
  readInstanceTemplates,
  readTeleports,
  type DungeonAccess,
  type InstanceTemplate,
} from "../../sources/instance-tables.ts";
import type { LfgDungeon, MapEntry } from "../../sources/map-dbc.ts";
import { WOTLK_MAP_AREAS } from "../../sources/northrend.ts";
import type { StepContext } from "../context.ts";
import { PLACEHOLDER, type GeoSources } from "./sources.ts";

export interface Instance {
  row: TableRow;
  /** AreaTable id of the inside, when known */
  area: number | null;
}

export async function buildInstances(
  ctx: StepContext,
  src: GeoSources,
  areas: Map<number, Area>,
  maps: Map<number, MapEntry>,
  lfg: LfgDungeon[],
  client: Record<Client, ClientTables> | null,
  aowow: AowowLocale | null,
): Promise<Map<number, Instance>> {
  const out = new Map<number, Instance>();
  const instanceTemplates = await ctx.load(src.instances, readInstanceTemplates);
  if (!instanceTemplates) return out;
  const templates = new Map(instanceTemplates.map((t) => [t.map, t]));
  const access = await ctx.load(src.access, readDungeonAccess);
  const raidTemplates = await ctx.load(src.raidPlayers, readInstanceTemplates);
  const raidPlayers = raidTemplates ? new Map(raidTemplates.map((t) => [t.map, t])) : null;
  const entrances = await entranceZones(ctx, src, areas);

  const ids = new Set(templates.keys());
  // MaNGOS zero lists no battleground in instance_template; the 1.12 ones are Map.dbc's of expansion 0.
  if (ctx.version === "classic") for (const m of maps.values()) if (m.type === 3 && m.expansion === 0) ids.add(m.id);
  const skipped: string[] = [];
  for (const id of [...ids].sort((a, b) => a - b)) {
    const map = maps.get(id);
    const rows = access?.filter((a) => a.map === id) ?? [];
    let type: string | undefined;
    if (map) type = INSTANCE_MAP_TYPES[map.type];
    else if (access) type = rows.length ? (isRaidAccess(rows) ? "raid" : "dungeon") : "battleground";
    // A map no version lists for players (unused client maps, the Emerald Dream) is not an instance.
    if (!type || (map && PLACEHOLDER.test(map.name)) || (access && map && (type === "dungeon" || type === "raid") && !rows.length)) {
      skipped.push(String(id));
      continue;
    }
    const area = insideArea(id, map, areas);
    const english = area != null ? (client?.[src.client].areas.get(area)?.english ?? client?.tbc.areas.get(area)?.english) : undefined;
    const name = [area != null ? areas.get(area)?.name : undefined, area != null ? aowow?.zones.get(area) : undefined, map?.name].find(
      (n) => n && !PLACEHOLDER.test(n),
    );
    if (!name) {
      skipped.push(String(id));
      continue;
    }
    const levels = levelsOf(name, map, lfg, templates.get(id), rows, src.maxLevel);
    out.set(id, {
      area,
      row: {
        id,
        name,
        english_name: english && !PLACEHOLDER.test(english) ? english : null,
        type,
        zone_id: entrances.get(id) ?? null,
        level_min: levels[0],
        level_max: levels[1],
        players: playersOf(type, map, templates.get(id), raidPlayers?.get(id), rows),
        difficulties: difficultiesOf(ctx.version, type, rows, [name, map?.name ?? name], lfg),
      },
    });
  }
  ctx.table("instance").push(...[...out.values()].map((i) => i.row));
  ctx.sourceCount({
    type: "instance",
    source: src.instances,
    count: ids.size,
    reasons: skipped.length ? [`${skipped.length} maps that are no player instance skipped (${skipped.join(", ")})`] : [],
  });
  return out;
}

/** The area that is the inside of a map: the top-level area of that map (Map.dbc's own first). */
function insideArea(mapId: number, map: MapEntry | undefined, areas: Map<number, Area>): number | null {
  if (WOTLK_MAP_AREAS[mapId]) return WOTLK_MAP_AREAS[mapId]!;
  const own = map?.area ? areas.get(map.area) : undefined;
  if (own && own.map === mapId && !PLACEHOLDER.test(own.name)) return own.id;
  const top = [...areas.values()].filter((a) => a.map === mapId && a.parent === 0 && !PLACEHOLDER.test(a.name));
  const named = top.find((a) => norm(a.name) === norm(map?.name ?? "")) ?? top[0];
  return named?.id ?? null;
}

function isRaidAccess(rows: DungeonAccess[]): boolean {
  return rows.some((r) => r.difficulty >= 2 || /\b(10|20|25|40)\s*man\b/i.test(r.comment));
}

/** Recommended levels from LFGDungeons (matched by name), else the entry levels of the dumps. */
function levelsOf(
  name: string,
  map: MapEntry | undefined,
  lfg: LfgDungeon[],
  t: InstanceTemplate | undefined,
  access: DungeonAccess[],
  cap: number,
): [number | null, number | null] {
  // Battleground brackets run up to the version's top level (2.4.3 says 70 for every version).
  if (map?.minLevel) return [map.minLevel, cap];
  const entry = access.find((a) => a.difficulty === 0)?.minLevel;
  const matches = map ? lfgMatches(lfg, [name, map.name]) : [];
  const lfgMax = Math.min(cap, Math.max(0, ...matches.map((m) => m.max)));
  // 3.3.5 raised some old raids to level 80 (Naxxramas, Onyxia): 2.4.3's levels no longer apply.
  if (matches.length && !(entry && entry > lfgMax)) return [Math.min(...matches.map((m) => m.min)), lfgMax];
  const min = entry ?? t?.levelMin ?? null;
  const max = t?.levelMax != null ? Math.min(cap, t.levelMax) : null;
  return [min, max != null && min != null && max < min ? null : max];
}

/**
 * LFGDungeons rows (dungeons and raids) naming this instance: the same name, or its wings
 * ("Monastère écarlate - Cimetière"), or a name containing the other ("Bas du pic Rochenoire").
 */
function lfgMatches(lfg: LfgDungeon[], names: string[], types = [1, 2]): LfgDungeon[] {
  const keys = names.map(norm).filter((k) => k.length >= 5);
  const candidates = lfg.filter((l) => types.includes(l.type) && l.min > 0);
  const exact = candidates.filter((l) => keys.includes(norm(l.name)));
  if (exact.length) return exact;
  const wings = candidates.filter((l) => keys.includes(norm(l.name.split(" - ")[0]!)));
  if (wings.length) return wings;
  return candidates.filter((l) => {
    const part = norm(l.name.split(" - ").pop()!);
    return part.length >= 5 && keys.some((k) => k.includes(part) || part.includes(k));
  });
}

function playersOf(
  type: string,
  map: MapEntry | undefined,
  t: InstanceTemplate | undefined,
  tbcTemplate: InstanceTemplate | undefined,
  access: DungeonAccess[],
): number | null {
  if (type === "dungeon") return 5;
  if (type === "battleground") return map?.maxPlayers || null;
  if (type !== "raid") return null;
  if (access.length > 1) return access.some((a) => a.difficulty === 1) ? 25 : 10;
  return t?.maxPlayers ?? tbcTemplate?.maxPlayers ?? null;
}

function difficultiesOf(version: Version, type: string, access: DungeonAccess[], names: string[], lfg: LfgDungeon[]): string {
  if (version === "wotlk" && access.length > 1) {
    const codes = type === "raid" ? ["10_player", "25_player", "10_player_heroic", "25_player_heroic"] : ["normal", "heroic"];
    return [...new Set(access.map((a) => codes[a.difficulty]).filter(Boolean))].join(",");
  }
  // tbc heroic dungeons have their own LFGDungeons row ("... (héroïque)").
  if (
    version === "tbc" &&
    type === "dungeon" &&
    lfgMatches(
      lfg.map((l) => ({ ...l, name: l.name.replace(/\s*\(héroïque\)$/, "") })),
      names,
      [5],
    ).length
  )
    return "normal,heroic";
  return "normal";
}

/** Map id -> the outdoor zone of its entrance: the zone of the area triggers teleporting into it. */
async function entranceZones(ctx: StepContext, src: GeoSources, areas: Map<number, Area>): Promise<Map<number, number>> {
  const teleports = await ctx.load(src.teleports, readTeleports);
  if (!teleports) return new Map();
  const zones = new Map<number, number>();
  for (const triggers of ctx.loadAll(src.triggers, readTriggerZones)) for (const [id, zone] of triggers) zones.set(id, zone);
  const votes = new Map<number, Map<number, number>>();
  for (const [trigger, map] of teleports) {
    const zone = zones.get(trigger);
    // Triggers inside an instance (Molten Core's, in Blackrock Depths) do not tell an entrance.
    if (zone == null || isInstanceArea(areas.get(zone))) continue;
    const v = votes.get(map) ?? new Map<number, number>();
    v.set(zone, (v.get(zone) ?? 0) + 1);
    votes.set(map, v);
  }
  return new Map([...votes].map(([map, v]) => [map, [...v].sort((a, b) => b[1] - a[1])[0]![0]]));
}

/** Areas of the four continents (0 Eastern Kingdoms, 1 Kalimdor, 530 Outland, 571 Northrend) are outdoors. */
function isInstanceArea(area: Area | undefined): boolean {
  return area != null && ![0, 1, 530, 571].includes(area.map);
}

/**
 * Lower case, no accents, no articles, no punctuation: "Le repaire de Gruul" = "Repaire de Gruul".
 * Its own rule rather than contract/text.ts's fold: it matches names across the client tables,
 * where a change of rule (fold spells « œ » out, this drops it) would change which names match.
 */
function norm(s: string): string {
  return s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[’']/g, "'")
    .replace(/\b(les|le|la|l')\s*/g, "")
    .replace(/[^a-z0-9']+/g, " ")
    .trim();
}
