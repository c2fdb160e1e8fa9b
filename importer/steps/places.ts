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
 * tables and northrend.ts. Map images: the WorldMapArea internal name, lower-cased, as
 * `<name>.webp`, drawn at the client's zone map frame size, 1002 x 668 (the percent
 * coordinates of the spawns are relative to that frame).
 */
import { REPUTATION_BOUNDS, type Version } from "../../contract/enums.ts";
import type { LuaTable } from "../formats/lua-table.ts";
import { INSTANCE_MAP_TYPES, playableClasses, playableRaces } from "../codes.ts";
import { isInternalName } from "../hidden.ts";
import type { PlaceFiles } from "../files.ts";
import type { NewRow } from "../../rows/row.ts";
import type { NpcFactions } from "../rows.ts";
import { readAreas, readWorldMapAreas, type Area } from "../sources/area-dbc.ts";
import { readAowowLocale, type AowowLocale } from "../sources/aowow-locale.ts";
import { readTriggerZones } from "../sources/areatriggers.ts";
import { readClientData, type Client, type ClientTables } from "../sources/client-data.ts";
import { readClassNames, readQuestSorts, readRaceNames } from "../sources/client-names.ts";
import { readFactions, readFactionTemplates, type FactionEntry } from "../sources/faction-dbc.ts";
import { readFactionTemplateDump } from "../sources/faction-template-dump.ts";
import {
  readDungeonAccess,
  readInstanceTemplates,
  readTeleports,
  type DungeonAccess,
  type InstanceTemplate,
} from "../sources/instance-tables.ts";
import { readLfgDungeons, readMaps, type LfgDungeon, type MapEntry } from "../sources/map-dbc.ts";
import { NORTHREND_WORLD_MAPS, WOTLK_MAP_AREAS } from "../sources/northrend.ts";
import { readPfquestZones } from "../sources/pfquest.ts";
import { questieNpcFaction } from "../sources/questie-npc-faction.ts";
import type { StepContext } from "./context.ts";
import { questieNpcRows } from "./npcs.ts";

/** What the client tables of each version are, and its top level. */
const CLIENTS: Record<Version, { client: Client; maxLevel: number }> = {
  classic: { client: "vanilla", maxLevel: 60 },
  tbc: { client: "tbc", maxLevel: 70 },
  wotlk: { client: "wotlk", maxLevel: 80 },
};

type GeoSources = PlaceFiles & { client: Client; maxLevel: number };

const MAP_WIDTH = 1002;
const MAP_HEIGHT = 668;

/** Faction.dbc reputation flag: the reputation is hidden from players. */
const FACTION_HIDDEN = 4;
/** Placeholder names of the client tables ("REUSE", "<inutilisé>", test records). */
const PLACEHOLDER = /réutiliser|\breuse\b|inutilis|unused|perime|^test\b|faction de test|^\s*$/i;
/** Factions that only classify a creature (monster, prey, "Bête - Loup"...): not worth showing. */
const GENERIC_FACTION =
  /^(Créature|Monstre|Proie|Bienveillant|Méchant|Victime|Escorteur|Ennemi|Ambiant|Trésor|Démon|Elémentaire|Esprit|Géant|Titan)$|^Monstre\b|^Bête - |^JOUEUR|Générique|\bDN[DRT]\b|Déclencheur|Mannequin|Objets? télécommandés?|Ennemis télécommandés/;

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
    const zones = new Map<number, NewRow<"zone">>();
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

// ---------------------------------------------------------------- instances

interface Instance {
  row: NewRow<"instance">;
  /** AreaTable id of the inside, when known */
  area: number | null;
}

async function buildInstances(
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

// ---------------------------------------------------------------- zones

function buildZones(
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

  const rows: NewRow<"zone">[] = [];
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

function buildQuestSorts(ctx: StepContext, sorts: Map<number, string>, aowow: AowowLocale | null): void {
  const all = new Map(sorts);
  for (const [id, name] of aowow?.questSorts ?? []) if (!all.has(id) || PLACEHOLDER.test(all.get(id)!)) all.set(id, name);
  ctx.table("quest_sort").push(
    ...[...all]
      .filter(([, n]) => !PLACEHOLDER.test(n))
      .sort((a, b) => a[0] - b[0])
      .map(([id, name]) => ({ id, name })),
  );
}

// ---------------------------------------------------------------- factions

interface Factions {
  /** Faction ids of the faction table */
  listed: Set<number>;
  /** French name of every Faction.dbc record (reputation or not), for NPC faction names */
  names: Map<number, string>;
}

function buildFactions(
  ctx: StepContext,
  factions: Map<number, FactionEntry>,
  own: ClientTables | undefined,
  aowow: AowowLocale | null,
  questieNpcs: Map<number, LuaTable>,
  templates: Map<number, number>,
  raceNames: Map<number, string>,
  classNames: Map<number, string>,
): Factions {
  const version = ctx.version;
  const playable = playableRaces(version);
  const races = [...playable.alliance, ...playable.horde];
  // 1.12's FactionTemplate lists the factions that existed then.
  const classicIds = version === "classic" && own?.factionTemplates.size ? new Set(own.factionTemplates.values()) : null;
  const visible = (f: FactionEntry) =>
    f.reputationIndex >= 0 && !PLACEHOLDER.test(f.name) && !(f.slots.length && f.slots.every((s) => s.flags & FACTION_HIDDEN));
  const kept = new Map<number, { id: number; name: string; parent: number; description: string | null; entry?: FactionEntry }>();
  for (const f of factions.values()) {
    if (visible(f) && (!classicIds || classicIds.has(f.id)))
      kept.set(f.id, { id: f.id, name: f.name, parent: f.parent, description: f.description || null, entry: f });
  }
  let added = 0;
  if (aowow) {
    for (const [id, name] of aowow.factions) {
      const old = factions.get(id);
      if (id && (!old || PLACEHOLDER.test(old.name)) && !PLACEHOLDER.test(name)) {
        kept.set(id, { id, name, parent: 0, description: null });
        added++;
      }
    }
    for (const [child, parent] of aowow.factionParents) {
      const f = kept.get(child);
      if (f && kept.has(parent)) f.parent = parent;
    }
  }
  // Parents of kept reputations are kept as groups.
  for (const f of [...kept.values()]) {
    let p = f.parent;
    while (p && !kept.has(p)) {
      const e = factions.get(p);
      if (!e) break;
      kept.set(p, { id: p, name: e.name, parent: e.parent, description: e.description || null, entry: e });
      p = e.parent;
    }
  }
  const npcSides = friendlySides(questieNpcs, templates);
  const parents = new Set([...kept.values()].map((f) => f.parent));
  const sides = new Map<number, string | null>();
  for (const f of kept.values()) {
    if (parents.has(f.id) || aowow?.factionGroups.has(f.id)) continue;
    sides.set(f.id, f.entry ? sideOfEntry(f.entry, races) : (npcSides.get(f.id) ?? "both"));
    // A faction 3.3.5 added: its group follows its side (Alliance Vanguard, Horde Expedition, or Northrend).
    if (!f.entry && !f.parent) f.parent = sides.get(f.id) === "alliance" ? 1037 : sides.get(f.id) === "horde" ? 1052 : 1097;
    if (!kept.has(f.parent)) f.parent = 0;
  }
  const rows: NewRow<"faction">[] = [];
  for (const f of [...kept.values()].sort((a, b) => a.id - b.id)) {
    const children = [...kept.values()].filter((c) => c.parent === f.id).map((c) => sides.get(c.id));
    const group = children.length > 0 || (f.entry ? f.entry.reputationIndex < 0 : Boolean(aowow?.factionGroups.has(f.id)));
    const side = group
      ? children.length && children.every((s) => s === children[0])
        ? (children[0] ?? "both")
        : "both"
      : (sides.get(f.id) ?? null);
    rows.push({
      id: f.id,
      name: f.name,
      english_name: null,
      name_is_english: 0,
      side,
      is_group: group ? 1 : 0,
      parent_id: f.parent || null,
      description: f.description,
    });
    if (!group && f.entry)
      ctx.table("faction_start").push(...startingReputation(f.entry, races, playableClasses(version), raceNames, classNames));
  }
  ctx.table("faction").push(...rows);
  const hidden = [...factions.values()].filter((f) => f.reputationIndex >= 0 && !visible(f)).length;
  ctx.sourceCount({
    type: "faction",
    source: `Faction.dbc${aowow ? " + aowow" : ""}`,
    count: factions.size + added,
    reasons: [
      `${factions.size - [...factions.values()].filter((f) => f.reputationIndex >= 0).length} factions without a reputation bar (creature groups) are NPC faction names only`,
      ...(hidden ? [`${hidden} hidden or placeholder reputations skipped`] : []),
      ...(classicIds ? [`reputations absent from the 1.12 client's FactionTemplate skipped (Outland, blood elves, draenei)`] : []),
      ...(added
        ? [`${added} 3.3.5 reputations named from aowow (no English name, no starting values: 3.3.5 Faction.dbc is not staged)`]
        : []),
    ],
  });
  const names = new Map([...factions.values()].map((f) => [f.id, f.name]));
  for (const f of kept.values()) names.set(f.id, f.name);
  return { listed: new Set(kept.keys()), names };
}

/**
 * 'alliance' when every horde race starts hated (and the reverse), null for a faction that hates
 * everyone (pirates, the Syndicate), 'both' otherwise, including reputations everyone starts at
 * the very bottom of (Brood of Nozdormu, Netherwing).
 */
const HATED = REPUTATION_BOUNDS[0]!;

function sideOfEntry(f: FactionEntry, races: number[]): string | null {
  const value = (race: number) => f.slots.find((s) => s.races & (1 << (race - 1)))?.base ?? 0;
  const all = races.map(value);
  const bottom = (v: number) => v <= HATED.min;
  if (all.every(bottom)) return "both";
  if (all.every((v) => v <= HATED.max)) return null;
  const { alliance, horde } = playableRaces("wotlk");
  if (
    races
      .filter((r) => horde.includes(r))
      .map(value)
      .every(bottom)
  )
    return "alliance";
  if (
    races
      .filter((r) => alliance.includes(r))
      .map(value)
      .every(bottom)
  )
    return "horde";
  return "both";
}

/** Side of each faction from the NPCs that carry it: nine in ten friendly to one side only, else both. */
function friendlySides(questieNpcs: Map<number, LuaTable>, templates: Map<number, number>): Map<number, string> {
  const counts = new Map<number, Record<string, number>>();
  for (const row of questieNpcs.values()) {
    const { factionTemplate, friendlyTo } = questieNpcFaction(row);
    const faction = factionTemplate != null ? templates.get(factionTemplate) : null;
    if (faction == null || !friendlyTo) continue;
    const c = counts.get(faction) ?? {};
    c[friendlyTo] = (c[friendlyTo] ?? 0) + 1;
    counts.set(faction, c);
  }
  return new Map(
    [...counts].map(([f, c]) => {
      const total = Object.values(c).reduce((a, b) => a + b, 0);
      return [f, (c.A ?? 0) >= 0.9 * total ? "alliance" : (c.H ?? 0) >= 0.9 * total ? "horde" : "both"];
    }),
  );
}

function startingReputation(
  f: FactionEntry,
  races: number[],
  classes: number[],
  raceNames: Map<number, string>,
  classNames: Map<number, string>,
): NewRow<"faction_start">[] {
  const rows: NewRow<"faction_start">[] = [];
  for (const slot of f.slots) {
    const who = inMask(slot.races, races);
    const classList = slot.classes ? inMask(slot.classes, classes) : classes;
    if (!who.length && slot.races) continue;
    const allRaces = !slot.races || who.length === races.length;
    const allClasses = classList.length === classes.length;
    const raceText = allRaces ? "Toutes les races" : who.map((r) => plural(raceNames.get(r) ?? `Race ${r}`)).join(", ");
    const classText = classList.map((c) => plural(classNames.get(c) ?? `Classe ${c}`)).join(", ");
    const text = allClasses ? raceText : allRaces ? classText : `${classText} (${raceText})`;
    rows.push({ faction_id: f.id, who: text, value: slot.base });
  }
  return rows;
}

function inMask(mask: number, ids: number[]): number[] {
  return ids.filter((id) => mask & (1 << (id - 1)));
}

/** "Elfe de la nuit" -> "Elfes de la nuit", "Mort-vivant" -> "Morts-vivants", "Draeneï" unchanged. */
function plural(name: string): string {
  const [first, ...rest] = name.split(" ");
  const word = first!
    .split("-")
    .map((w) => (/[sxzï]$/i.test(w) ? w : `${w}s`))
    .join("-");
  return [word, ...rest].join(" ");
}

// ---------------------------------------------------------------- NPC factions

/**
 * The faction an NPC of each faction template belongs to: the reputation when it is one, else
 * the faction's name, unless it only classifies a creature (GENERIC_FACTION) or is a placeholder.
 */
function npcFactions(templates: Map<number, number>, factions: Factions): NpcFactions {
  const out: NpcFactions = new Map();
  for (const [template, faction] of templates) {
    if (factions.listed.has(faction)) out.set(template, { faction_id: faction });
    else {
      const name = factions.names.get(faction);
      if (name && !PLACEHOLDER.test(name) && !GENERIC_FACTION.test(name)) out.set(template, { faction_name: name });
    }
  }
  return out;
}

// ---------------------------------------------------------------- helpers

/** Lower case, no accents, no articles, no punctuation: "Le repaire de Gruul" = "Repaire de Gruul". */
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
