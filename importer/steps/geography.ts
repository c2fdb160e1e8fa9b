/**
 * Places and allegiances: zones (French names, map image, the instance they are the inside
 * of), quest journal categories, reputations (factions) with their starting values,
 * instances with their boss encounters, and the faction, type and family of NPCs.
 *
 * The French 2.4.3 client tables are the backbone for every version (ids agree across the
 * three games); what 1.12 lacked is left out of classic by the 1.12 client lists of pfQuest's
 * client-data.sql, and what 3.3.5 added comes from aowow's French labels, the AzerothCore
 * tables and northrend.ts. Map images: the WorldMapArea internal name, lower-cased, as
 * `<name>.webp`, drawn at the client's zone map frame size, 1002 x 668 (the percent
 * coordinates of the spawns are relative to that frame).
 */
import type { Version } from "../../edge/api/enums.ts";
import type { LuaTable } from "../formats/lua-table.ts";
import { isInternalName } from "../hidden.ts";
import type { NpcRow, TableRow, ZoneRow } from "../rows.ts";
import { readAreas, readWorldMapAreas, type Area } from "../sources/area-dbc.ts";
import { readAowowLocale, type AowowLocale } from "../sources/aowow-locale.ts";
import { readTriggerZones } from "../sources/areatriggers.ts";
import { readClientData, type Client, type ClientTables } from "../sources/client-data.ts";
import { readClassNames, readQuestSorts, readRaceNames } from "../sources/client-names.ts";
import { readEncounters } from "../sources/encounters.ts";
import { readFactions, readFactionTemplates, type FactionEntry } from "../sources/faction-dbc.ts";
import { readFactionTemplateDump } from "../sources/faction-template-dump.ts";
import { readDungeonAccess, readInstanceTemplates, readTeleports, type DungeonAccess, type InstanceTemplate } from "../sources/instance-tables.ts";
import { readLfgDungeons, readMaps, type LfgDungeon, type MapEntry } from "../sources/map-dbc.ts";
import { NORTHREND_WORLD_MAPS, WOTLK_MAP_AREAS } from "../sources/northrend.ts";
import { questieNpcFaction, readCreatureKinds, type NpcKind } from "../sources/npc-kinds.ts";
import { readQuestieNpcFile } from "../sources/questie-db.ts";
import type { StepContext } from "./context.ts";

const COMMON = {
  clientData: "common/pfquest/client-data.sql.gz",
  aowow: "common/aowow/locale_frfr.js.gz",
  // DungeonEncounter of 3.3.5: the only encounter list staged; classic and tbc keep the fights
  // whose creature and instance exist in them.
  encounters: "wotlk/azerothcore_world/instance_encounters.sql.gz",
  // tbc and wotlk have no creature_template: the classic one gives type and family by id.
  classicCreatures: "classic/mangoszero_world/creature_template.sql.gz",
};

interface GeoSources {
  client: Client;
  maxLevel: number;
  instances: string;
  teleports: string;
  /** pfQuest area trigger positions, base then delta */
  triggers: string[];
  /** wotlk: entry levels and difficulties of each map */
  access?: string;
  /** wotlk: player caps of the raids with one difficulty (the tbc MaNGOS table has them) */
  raidPlayers?: string;
  /** Questie NPC rows: faction template, and for classic the zone of instance NPCs */
  questieNpcs: string[];
  /** wotlk: FactionTemplate of 3.3.5 */
  factionTemplates?: string;
}

const SOURCES: Record<Version, GeoSources> = {
  classic: {
    client: "vanilla", maxLevel: 60,
    instances: "classic/mangoszero_world/instance_template.sql.gz",
    teleports: "classic/mangoszero_world/areatrigger_teleport.sql.gz",
    triggers: ["classic/pfquest/areatrigger.lua.gz"],
    questieNpcs: ["classic/questie/classicNpcDB.lua.gz"],
  },
  tbc: {
    client: "tbc", maxLevel: 70,
    instances: "tbc/mangosone_world/instance_template.sql.gz",
    teleports: "tbc/mangosone_world/areatrigger_teleport.sql.gz",
    triggers: ["classic/pfquest/areatrigger.lua.gz", "tbc/pfquest/areatrigger-tbc.lua.gz"],
    questieNpcs: ["tbc/questie/tbcNpcDB.lua.gz"],
  },
  wotlk: {
    client: "wotlk", maxLevel: 80,
    instances: "wotlk/azerothcore_world/instance_template.sql.gz",
    teleports: "wotlk/azerothcore_world/areatrigger_teleport.sql.gz",
    triggers: ["classic/pfquest/areatrigger.lua.gz", "tbc/pfquest/areatrigger-tbc.lua.gz"],
    access: "wotlk/azerothcore_world/dungeon_access_template.sql.gz",
    raidPlayers: "tbc/mangosone_world/instance_template.sql.gz",
    questieNpcs: ["wotlk/questie/wotlkNpcDB_1.lua.gz", "wotlk/questie/wotlkNpcDB_2.lua.gz"],
    factionTemplates: "wotlk/azerothcore_world/factiontemplate_dbc.sql.gz",
  },
};

const MAP_WIDTH = 1002;
const MAP_HEIGHT = 668;

/** ChrRaces ids of each side (1.12 has neither blood elves, 10, nor draenei, 11). */
const ALLIANCE_RACES = [1, 3, 4, 7, 11];
const HORDE_RACES = [2, 5, 6, 8, 10];
const CLASSES: Record<Version, number[]> = {
  classic: [1, 2, 3, 4, 5, 7, 8, 9, 11], tbc: [1, 2, 3, 4, 5, 7, 8, 9, 11], wotlk: [1, 2, 3, 4, 5, 6, 7, 8, 9, 11],
};
/** Faction.dbc reputation flag: the reputation is hidden from players. */
const FACTION_HIDDEN = 4;
const INSTANCE_TYPES: Record<number, string> = { 1: "dungeon", 2: "raid", 3: "battleground", 4: "arena" };
/** Placeholder names of the client tables ("REUSE", "<inutilisé>", test records). */
const PLACEHOLDER = /réutiliser|\breuse\b|inutilis|unused|perime|^test\b|faction de test|^\s*$/i;
/** Factions that only classify a creature (monster, prey, "Bête - Loup"...): not worth showing. */
const GENERIC_FACTION = /^(Créature|Monstre|Proie|Bienveillant|Méchant|Victime|Escorteur|Ennemi|Ambiant|Trésor|Démon|Elémentaire|Esprit|Géant|Titan)$|^Monstre\b|^Bête - |^JOUEUR|Générique|\bDN[DRT]\b|Déclencheur|Mannequin|Objets? télécommandés?|Ennemis télécommandés/;

export async function importGeography(ctx: StepContext): Promise<void> {
  const src = SOURCES[ctx.version];
  // An archive without one of these tables (a partial client extract) leaves that part out.
  const table = (name: string) => {
    try {
      return ctx.dbc(name);
    } catch {
      return null;
    }
  };
  const dbc = {
    areas: table("AreaTable.dbc"), worldMaps: table("WorldMapArea.dbc"), maps: table("Map.dbc"), lfg: table("LFGDungeons.dbc"),
    factions: table("Faction.dbc"), templates: table("FactionTemplate.dbc"), sorts: table("QuestSort.dbc"),
    races: table("ChrRaces.dbc"), classes: table("ChrClasses.dbc"),
  };
  if (!dbc.areas || !dbc.maps || !dbc.factions) return; // no client archive: pfQuest's zone list stays as assembled
  const areas = readAreas(dbc.areas);
  const clientPath = ctx.have(COMMON.clientData);
  const client = clientPath ? await memo(clientPath, () => readClientData(clientPath)) : null;
  const aowowPath = ctx.version === "wotlk" ? ctx.have(COMMON.aowow) : null;
  const aowow = aowowPath ? readAowowLocale(aowowPath) : null;

  const instances = await buildInstances(ctx, src, areas, readMaps(dbc.maps), dbc.lfg ? readLfgDungeons(dbc.lfg) : [], client, aowow);
  buildZones(ctx, src, areas, dbc.worldMaps ? readWorldMapAreas(dbc.worldMaps) : new Map(), client, aowow, instances);
  if (dbc.sorts) buildQuestSorts(ctx, readQuestSorts(dbc.sorts), aowow);
  // The same parsed files as the base rows' (StepContext.load).
  const questieNpcs = new Map<number, LuaTable>(src.questieNpcs.flatMap((rel) => [...(ctx.load(rel, readQuestieNpcFile) ?? [])]));
  // FactionTemplate of the version's own client where staged, else 2.4.3's (same ids).
  const dumpPath = ctx.have(src.factionTemplates);
  const templates = new Map([
    ...(dbc.templates ? readFactionTemplates(dbc.templates) : []),
    ...(client?.[src.client].factionTemplates ?? []),
    ...(dumpPath ? await readFactionTemplateDump(dumpPath) : []),
  ]);
  const factions = buildFactions(ctx, readFactions(dbc.factions), client?.[src.client], aowow, questieNpcs, templates,
    dbc.races ? readRaceNames(dbc.races) : new Map(), dbc.classes ? readClassNames(dbc.classes) : new Map());
  await applyNpcKinds(ctx, factions, templates, questieNpcs);
  await buildEncounters(ctx, areas, instances, questieNpcs);
}

// ---------------------------------------------------------------- instances

interface Instance {
  row: TableRow;
  /** AreaTable id of the inside, when known */
  area: number | null;
}

async function buildInstances(
  ctx: StepContext, src: GeoSources, areas: Map<number, Area>, maps: Map<number, MapEntry>, lfg: LfgDungeon[],
  client: Record<Client, ClientTables> | null, aowow: AowowLocale | null,
): Promise<Map<number, Instance>> {
  const out = new Map<number, Instance>();
  const templatesPath = ctx.have(src.instances);
  if (!templatesPath) return out;
  const templates = new Map((await readInstanceTemplates(templatesPath)).map((t) => [t.map, t]));
  const accessPath = ctx.have(src.access);
  const access = accessPath ? await readDungeonAccess(accessPath) : null;
  const raidPlayersPath = ctx.have(src.raidPlayers);
  const raidPlayers = raidPlayersPath ? new Map((await readInstanceTemplates(raidPlayersPath)).map((t) => [t.map, t])) : null;
  const entrances = await entranceZones(ctx, src, areas);

  const ids = new Set(templates.keys());
  // MaNGOS zero lists no battleground in instance_template; the 1.12 ones are Map.dbc's of expansion 0.
  if (ctx.version === "classic") for (const m of maps.values()) if (m.type === 3 && m.expansion === 0) ids.add(m.id);
  const skipped: string[] = [];
  for (const id of [...ids].sort((a, b) => a - b)) {
    const map = maps.get(id);
    const rows = access?.filter((a) => a.map === id) ?? [];
    let type: string | undefined;
    if (map) type = INSTANCE_TYPES[map.type];
    else if (access) type = rows.length ? (isRaidAccess(rows) ? "raid" : "dungeon") : "battleground";
    // A map no version lists for players (unused client maps, the Emerald Dream) is not an instance.
    if (!type || (map && PLACEHOLDER.test(map.name)) || (access && map && (type === "dungeon" || type === "raid") && !rows.length)) {
      skipped.push(String(id));
      continue;
    }
    const area = insideArea(id, map, areas);
    const english = area != null ? (client?.[src.client].areas.get(area)?.english ?? client?.tbc.areas.get(area)?.english) : undefined;
    const name = [area != null ? areas.get(area)?.name : undefined, area != null ? aowow?.zones.get(area) : undefined, map?.name]
      .find((n) => n && !PLACEHOLDER.test(n));
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
    type: "instance", source: src.instances, count: ids.size,
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
function levelsOf(name: string, map: MapEntry | undefined, lfg: LfgDungeon[], t: InstanceTemplate | undefined, access: DungeonAccess[], cap: number): [number | null, number | null] {
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

function playersOf(type: string, map: MapEntry | undefined, t: InstanceTemplate | undefined, tbcTemplate: InstanceTemplate | undefined, access: DungeonAccess[]): number | null {
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
  if (version === "tbc" && type === "dungeon" && lfgMatches(lfg.map((l) => ({ ...l, name: l.name.replace(/\s*\(héroïque\)$/, "") })), names, [5]).length) return "normal,heroic";
  return "normal";
}

/** Map id -> the outdoor zone of its entrance: the zone of the area triggers teleporting into it. */
async function entranceZones(ctx: StepContext, src: GeoSources, areas: Map<number, Area>): Promise<Map<number, number>> {
  const teleportsPath = ctx.have(src.teleports);
  if (!teleportsPath) return new Map();
  const zones = new Map<number, number>();
  for (const file of ctx.haveAll(src.triggers)) for (const [id, zone] of readTriggerZones(file)) zones.set(id, zone);
  const votes = new Map<number, Map<number, number>>();
  for (const [trigger, map] of await readTeleports(teleportsPath)) {
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
  ctx: StepContext, src: GeoSources, areas: Map<number, Area>, worldMaps: Map<number, string>,
  client: Record<Client, ClientTables> | null, aowow: AowowLocale | null, instances: Map<number, Instance>,
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
      id, name,
      english_name: english && !reused && !PLACEHOLDER.test(english) && !isInternalName(english) ? english : null,
      instance_id: map,
      image: image ? `${image.toLowerCase()}.webp` : null,
      width: image ? MAP_WIDTH : null,
      height: image ? MAP_HEIGHT : null,
    });
  }
  const before = ctx.data.zones.length;
  ctx.data.zones = rows;
  const source = src.client === "vanilla" ? `${COMMON.clientData} (AreaTable_vanilla)` : `AreaTable.dbc${aowow ? " + aowow g_zones" : ""}`;
  ctx.sourceCount({
    type: "zone", source, count: new Set(ids).size,
    reasons: [
      ...(placeholders ? [`${placeholders} placeholder areas ("RÉUTILISER", "<inutilisé>") skipped`] : []),
      `replaces the ${before} zones of pfQuest's French list`,
    ],
  });
}

function buildQuestSorts(ctx: StepContext, sorts: Map<number, string>, aowow: AowowLocale | null): void {
  const all = new Map(sorts);
  for (const [id, name] of aowow?.questSorts ?? []) if (!all.has(id) || PLACEHOLDER.test(all.get(id)!)) all.set(id, name);
  ctx.table("quest_sort").push(...[...all].filter(([, n]) => !PLACEHOLDER.test(n)).sort((a, b) => a[0] - b[0]).map(([id, name]) => ({ id, name })));
}

// ---------------------------------------------------------------- factions

interface Factions {
  /** Faction ids of the faction table */
  listed: Set<number>;
  /** French name of every Faction.dbc record (reputation or not), for NPC faction names */
  names: Map<number, string>;
}

function buildFactions(
  ctx: StepContext, factions: Map<number, FactionEntry>, own: ClientTables | undefined, aowow: AowowLocale | null,
  questieNpcs: Map<number, LuaTable>, templates: Map<number, number>, raceNames: Map<number, string>, classNames: Map<number, string>,
): Factions {
  const version = ctx.version;
  const races = version === "classic" ? [...ALLIANCE_RACES, ...HORDE_RACES].filter((r) => r < 10) : [...ALLIANCE_RACES, ...HORDE_RACES];
  // 1.12's FactionTemplate lists the factions that existed then.
  const classicIds = version === "classic" && own?.factionTemplates.size ? new Set(own.factionTemplates.values()) : null;
  const visible = (f: FactionEntry) =>
    f.reputationIndex >= 0 && !PLACEHOLDER.test(f.name) && !(f.slots.length && f.slots.every((s) => s.flags & FACTION_HIDDEN));
  const kept = new Map<number, { id: number; name: string; parent: number; description: string | null; entry?: FactionEntry }>();
  for (const f of factions.values()) {
    if (visible(f) && (!classicIds || classicIds.has(f.id))) kept.set(f.id, { id: f.id, name: f.name, parent: f.parent, description: f.description || null, entry: f });
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
  const rows: TableRow[] = [];
  for (const f of [...kept.values()].sort((a, b) => a.id - b.id)) {
    const children = [...kept.values()].filter((c) => c.parent === f.id).map((c) => sides.get(c.id));
    const group = children.length > 0 || (f.entry ? f.entry.reputationIndex < 0 : Boolean(aowow?.factionGroups.has(f.id)));
    const side = group ? (children.length && children.every((s) => s === children[0]) ? (children[0] ?? "both") : "both") : (sides.get(f.id) ?? null);
    rows.push({ id: f.id, name: f.name, english_name: null, name_is_english: 0, side, is_group: group ? 1 : 0, parent_id: f.parent || null, description: f.description });
    if (!group && f.entry) ctx.table("faction_start").push(...startingReputation(f.entry, races, CLASSES[version], raceNames, classNames));
  }
  ctx.table("faction").push(...rows);
  const hidden = [...factions.values()].filter((f) => f.reputationIndex >= 0 && !visible(f)).length;
  ctx.sourceCount({
    type: "faction", source: `Faction.dbc${aowow ? " + aowow" : ""}`, count: factions.size + added,
    reasons: [
      `${factions.size - [...factions.values()].filter((f) => f.reputationIndex >= 0).length} factions without a reputation bar (creature groups) are NPC faction names only`,
      ...(hidden ? [`${hidden} hidden or placeholder reputations skipped`] : []),
      ...(classicIds ? [`reputations absent from the 1.12 client's FactionTemplate skipped (Outland, blood elves, draenei)`] : []),
      ...(added ? [`${added} 3.3.5 reputations named from aowow (no English name, no starting values: 3.3.5 Faction.dbc is not staged)`] : []),
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
function sideOfEntry(f: FactionEntry, races: number[]): string | null {
  const value = (race: number) => f.slots.find((s) => s.races & (1 << (race - 1)))?.base ?? 0;
  const all = races.map(value);
  const bottom = (v: number) => v <= -42000;
  if (all.every(bottom)) return "both";
  if (all.every((v) => v <= -6001)) return null;
  if (races.filter((r) => HORDE_RACES.includes(r)).map(value).every(bottom)) return "alliance";
  if (races.filter((r) => ALLIANCE_RACES.includes(r)).map(value).every(bottom)) return "horde";
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
  return new Map([...counts].map(([f, c]) => {
    const total = Object.values(c).reduce((a, b) => a + b, 0);
    return [f, (c.A ?? 0) >= 0.9 * total ? "alliance" : (c.H ?? 0) >= 0.9 * total ? "horde" : "both"];
  }));
}

function startingReputation(f: FactionEntry, races: number[], classes: number[], raceNames: Map<number, string>, classNames: Map<number, string>): TableRow[] {
  const rows: TableRow[] = [];
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
  const word = first!.split("-").map((w) => (/[sxzï]$/i.test(w) ? w : `${w}s`)).join("-");
  return [word, ...rest].join(" ");
}

// ---------------------------------------------------------------- NPCs

async function applyNpcKinds(ctx: StepContext, factions: Factions, templates: Map<number, number>, questieNpcs: Map<number, LuaTable>): Promise<void> {
  const classicPath = ctx.have(COMMON.classicCreatures);
  const classic: Map<number, NpcKind> = classicPath ? await memo(classicPath, () => readCreatureKinds(classicPath)) : new Map();
  for (const npc of ctx.data.npcs) {
    const template = ctx.version === "classic"
      ? classic.get(npc.id)?.factionTemplate
      : questieNpcs.has(npc.id) ? questieNpcFaction(questieNpcs.get(npc.id)!).factionTemplate : null;
    setFaction(npc, template != null ? templates.get(template) : undefined, factions);
    if (ctx.version !== "classic" && npc.type == null) {
      // Same id, same creature: the classic type and family are the best staged guess.
      const kind = classic.get(npc.id);
      if (kind?.type) {
        npc.type = kind.type;
        npc.family = kind.family;
      }
    }
  }
}

function setFaction(npc: NpcRow, faction: number | undefined, factions: Factions): void {
  if (faction == null) return;
  if (factions.listed.has(faction)) npc.faction_id = faction;
  else {
    const name = factions.names.get(faction);
    if (name && !PLACEHOLDER.test(name) && !GENERIC_FACTION.test(name)) npc.faction_name = name;
  }
}

// ---------------------------------------------------------------- encounters

async function buildEncounters(ctx: StepContext, areas: Map<number, Area>, instances: Map<number, Instance>, questieNpcs: Map<number, LuaTable>): Promise<void> {
  const path = ctx.have(COMMON.encounters);
  if (!path || !instances.size) return;
  const rows = await memo(path, () => readEncounters(path));
  const npcs = new Set(ctx.data.npcs.map((n) => n.id));
  const zones = new Map<number, number[]>();
  const addZone = (npc: number, zone: number | null) => {
    if (zone == null) return;
    const list = zones.get(npc) ?? [];
    if (!list.includes(zone)) list.push(zone);
    zones.set(npc, list);
  };
  for (const s of ctx.data.npcSpawns) addZone(s.id, s.zone_id);
  // Questie knows the zone of instance NPCs that pfQuest (classic spawns) leaves out.
  for (const [id, row] of questieNpcs) {
    const zone = row.get(9);
    if (typeof zone === "number" && zone > 0) addZone(id, zone);
  }
  const areaMap = new Map<number, number>();
  for (const [map, i] of instances) if (i.area != null) areaMap.set(i.area, map);
  const mapOfArea = (zone: number) => areaMap.get(zone) ?? (instances.has(areas.get(zone)?.map ?? -1) ? areas.get(zone)!.map : undefined);

  const out: TableRow[] = [];
  const seen = new Set<string>();
  const positions = new Map<number, number>();
  let previous: number | undefined;
  let spell = 0, absent = 0, unplaced = 0;
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
    type: "encounter", source: COMMON.encounters, count: rows.length,
    reasons: [
      ...(spell ? [`${spell} fights credited by a spell (no single creature) skipped`] : []),
      ...(absent ? [`${absent} fights whose creature is not a ${ctx.version} NPC skipped`] : []),
      ...(unplaced ? [`${unplaced} fights whose creature spawns in no known instance skipped`] : []),
      "heroic and 25-player rows of the same creature are one encounter",
    ],
  });
}

// ---------------------------------------------------------------- helpers

/** Lower case, no accents, no articles, no punctuation: "Le repaire de Gruul" = "Repaire de Gruul". */
function norm(s: string): string {
  return s.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase()
    .replace(/[’']/g, "'").replace(/\b(les|le|la|l')\s*/g, "").replace(/[^a-z0-9']+/g, " ").trim();
}

/** Sources read once per run whatever the version (the same file serves all three). */
const cache = new Map<string, Promise<unknown>>();
function memo<T>(key: string, read: () => Promise<T>): Promise<T> {
  if (!cache.has(key)) cache.set(key, read());
  return cache.get(key) as Promise<T>;
}
