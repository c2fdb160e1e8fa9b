/**
 * The faction and faction_start tables: the reputations a version shows, grouped as the game
 * groups them, with their side and their starting values by race and class; and, for the NPC
 * step, which faction the NPCs of each faction template belong to. English names come from
 * LibBabble-Faction, by the French name.
 */
import { REPUTATION_BOUNDS } from "../../../contract/enums.ts";
import { playableClasses, playableRaces } from "../../codes.ts";
import type { LuaTable } from "../../formats/lua-table.ts";
import type { NewRow } from "../../../rows/row.ts";
import type { NpcFactions } from "../../rows.ts";
import type { AowowLocale } from "../../sources/aowow-locale.ts";
import type { ClientTables } from "../../sources/client-data.ts";
import type { FactionEntry } from "../../sources/faction-dbc.ts";
import { questieNpcFaction } from "../../sources/questie-npc-faction.ts";
import { readBabbleFactions } from "../../sources/libbabble-faction.ts";
import type { StepContext } from "../context.ts";
import { PLACEHOLDER } from "./sources.ts";

/** Faction.dbc reputation flag: the reputation is hidden from players. */
const FACTION_HIDDEN = 4;
/** Factions that only classify a creature (monster, prey, "Bête - Loup"...): not worth showing. */
const GENERIC_FACTION =
  /^(Créature|Monstre|Proie|Bienveillant|Méchant|Victime|Escorteur|Ennemi|Ambiant|Trésor|Démon|Elémentaire|Esprit|Géant|Titan)$|^Monstre\b|^Bête - |^JOUEUR|Générique|\bDN[DRT]\b|Déclencheur|Mannequin|Objets? télécommandés?|Ennemis télécommandés/;

export interface Factions {
  /** Faction ids of the faction table */
  listed: Set<number>;
  /** French name of every Faction.dbc record (reputation or not), for NPC faction names */
  names: Map<number, string>;
}

/** A reputation the version shows, or a group of them; `entry` is its Faction.dbc record, when it has one. */
interface Kept {
  id: number;
  name: string;
  parent: number;
  description: string | null;
  entry?: FactionEntry;
}

export function buildFactions(
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
  const kept = new Map<number, Kept>();
  for (const f of factions.values()) {
    if (visible(f) && (!classicIds || classicIds.has(f.id)))
      kept.set(f.id, { id: f.id, name: f.name, parent: f.parent, description: f.description || null, entry: f });
  }
  const added = aowow ? addAowowFactions(kept, factions, aowow) : 0;
  keepParents(kept, factions);
  const sides = sidesOf(kept, races, aowow, friendlySides(questieNpcs, templates));
  for (const f of [...kept.values()].sort((a, b) => a.id - b.id)) {
    const group = writeFaction(ctx, f, kept, sides, aowow);
    if (!group && f.entry)
      ctx.table("faction_start").push(...startingReputation(f.entry, races, playableClasses(version), raceNames, classNames));
  }
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

/** A reputation players see: it has a bar, a real name, and is not hidden for every race. */
const visible = (f: FactionEntry) =>
  f.reputationIndex >= 0 && !PLACEHOLDER.test(f.name) && !(f.slots.length && f.slots.every((s) => s.flags & FACTION_HIDDEN));

/** The reputations 3.3.5 added, named by aowow, and aowow's groups; returns how many were added. */
function addAowowFactions(kept: Map<number, Kept>, factions: Map<number, FactionEntry>, aowow: AowowLocale): number {
  let added = 0;
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
  return added;
}

/** Parents of kept reputations are kept as groups. */
function keepParents(kept: Map<number, Kept>, factions: Map<number, FactionEntry>): void {
  for (const f of [...kept.values()]) {
    let p = f.parent;
    while (p && !kept.has(p)) {
      const e = factions.get(p);
      if (!e) break;
      kept.set(p, { id: p, name: e.name, parent: e.parent, description: e.description || null, entry: e });
      p = e.parent;
    }
  }
}

/** The side of every reputation that is no group; a 3.3.5 reputation without a group joins its side's. */
function sidesOf(
  kept: Map<number, Kept>,
  races: number[],
  aowow: AowowLocale | null,
  npcSides: Map<number, string>,
): Map<number, string | null> {
  const parents = new Set([...kept.values()].map((f) => f.parent));
  const sides = new Map<number, string | null>();
  for (const f of kept.values()) {
    if (parents.has(f.id) || aowow?.factionGroups.has(f.id)) continue;
    sides.set(f.id, f.entry ? sideOfEntry(f.entry, races) : (npcSides.get(f.id) ?? "both"));
    // A faction 3.3.5 added: its group follows its side (Alliance Vanguard, Horde Expedition, or Northrend).
    if (!f.entry && !f.parent) f.parent = sides.get(f.id) === "alliance" ? 1037 : sides.get(f.id) === "horde" ? 1052 : 1097;
    if (!kept.has(f.parent)) f.parent = 0;
  }
  return sides;
}

/** The faction row of a kept reputation or group (a group's side is its members' when they agree); returns whether it is a group. */
function writeFaction(
  ctx: StepContext,
  f: Kept,
  kept: Map<number, Kept>,
  sides: Map<number, string | null>,
  aowow: AowowLocale | null,
): boolean {
  const children = [...kept.values()].filter((c) => c.parent === f.id).map((c) => sides.get(c.id));
  const group = children.length > 0 || (f.entry ? f.entry.reputationIndex < 0 : Boolean(aowow?.factionGroups.has(f.id)));
  const side = group
    ? children.length && children.every((s) => s === children[0])
      ? (children[0] ?? "both")
      : "both"
    : (sides.get(f.id) ?? null);
  ctx.table("faction").push({
    id: f.id,
    name: f.name,
    english_name: ctx.load(ctx.files.places.factionNames, readBabbleFactions)?.english.get(f.name.toLowerCase()) ?? null,
    name_is_english: 0,
    side,
    is_group: group ? 1 : 0,
    parent_id: f.parent || null,
    description: f.description,
  });
  return group;
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

/**
 * The faction an NPC of each faction template belongs to: the reputation when it is one, else
 * the faction's name, unless it only classifies a creature (GENERIC_FACTION) or is a placeholder.
 */
export function npcFactions(templates: Map<number, number>, factions: Factions): NpcFactions {
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
