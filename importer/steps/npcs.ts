/**
 * The NPC step, owner of the npc and npc_spawn tables: the base rows (a creature_template dump
 * when there is one, else Questie's NPC rows completed by pfQuest's units), French names and
 * subtitles laid over the English ones, hidden records flagged, spawns of pfQuest and Questie
 * combined (files.ts says how per version), and each NPC's faction, type and family.
 *
 * Faction: the NPC's faction template (creature_template, else Questie's factionID) resolved
 * through the places step's FactionTemplate facts to a reputation, or to a faction name when it
 * is no reputation. Type and family: the creature_template's; versions without one take the
 * classic creature_template's for the same id (same id, same creature), the best staged guess.
 */
import type { LuaTable } from "../formats/lua-table.ts";
import { isInternalName } from "../hidden.ts";
import type { NewRow } from "../../rows/row.ts";
import type { SpawnRow } from "../rows.ts";
import { readCreatureTemplate, type CreatureTemplate } from "../sources/creature-template.ts";
import { mergeNames, readLuaNames, readMoteNames, type FrenchNames } from "../sources/french-names.ts";
import { fillNpcsFromPfquest } from "../sources/npc-fill.ts";
import { patchedPfquest, pfquestSpawns, readPfquestTable, type PfquestEntry } from "../sources/pfquest.ts";
import { questieNpc, questieSpawns, readQuestieNpcFile } from "../sources/questie-db.ts";
import { questieNpcFaction } from "../sources/questie-npc-faction.ts";
import { mergeSpawns } from "../sources/spawn-merge.ts";
import type { FrenchNameFiles, SpawnSources } from "../files.ts";
import type { StepContext } from "./context.ts";

export async function importNpcs(ctx: StepContext): Promise<void> {
  const { data } = ctx;
  const files = ctx.files.npcs;
  const templates = await ctx.load(files.creatureTemplate, readCreatureTemplate);
  const questie = questieNpcRows(ctx);
  const units = pfquestTable(ctx, files.spawns.pfquest);
  let npcs: NewRow<"npc">[] = [];
  if (templates) {
    npcs = templates.map((t) => ({ ...t.npc }));
    ctx.sourceCount({ type: "npc", source: files.creatureTemplate!, count: npcs.length, reasons: [] });
  } else if (questie) {
    for (const [id, row] of questie) {
      const npc = questieNpc(id, row);
      if (npc) npcs.push(npc);
    }
    const skipped = questie.size - npcs.length;
    const filled = units ? fillNpcsFromPfquest(npcs, questie, units) : null;
    ctx.sourceCount({
      type: "npc",
      source: files.questie.join(" + "),
      count: questie.size,
      reasons: [
        ...(skipped ? [`${skipped} rows without a name skipped.`] : []),
        ...(filled?.levels ? [`levels of ${filled.levels} NPCs from pfQuest (Questie lacks them)`] : []),
        ...(filled?.rank ? [`rank of ${filled.rank} NPCs from pfQuest (Questie lacks it)`] : []),
      ],
    });
  }
  applyFrench(npcs, await frenchNames(ctx, files.french));
  await setKinds(ctx, npcs, templates, questie);
  const questieSpawnRows = questie ? [...questie].flatMap(([id, row]) => questieSpawns(id, row, 7)) : null;
  data.npcSpawns = spawnsOf(ctx, "npc", npcs, files.spawns, units, questieSpawnRows);
  data.npcs = npcs.sort((a, b) => a.id - b.id);
}

/** The Questie NPC rows of the version (several files for the split wotlk database), null when none is there. */
export function questieNpcRows(ctx: StepContext): Map<number, LuaTable> | null {
  const files = ctx.loadAll(ctx.files.npcs.questie, readQuestieNpcFile);
  return files.length ? new Map(files.flatMap((rows) => [...rows])) : null;
}

/** pfQuest's table patched by its expansion deltas, null when none of the files is there. */
export function pfquestTable(ctx: StepContext, rels: string[]): Map<number, PfquestEntry> | null {
  const tables = ctx.loadAll(rels, readPfquestTable);
  return tables.length ? patchedPfquest(tables) : null;
}

/** French names of NPCs or objects: the MOTE file, then the client lookups. */
export async function frenchNames(ctx: StepContext, files: FrenchNameFiles): Promise<FrenchNames> {
  const mote = await ctx.load(files.mote, readMoteNames);
  return mergeNames(mote ?? new Map(), ...ctx.loadAll(files.lua, readLuaNames));
}

/** French name and subtitle over the English base; records without a French name keep English. */
export function applyFrench(rows: (NewRow<"npc"> | NewRow<"game_object">)[], names: FrenchNames): void {
  for (const row of rows) {
    // English subtitles such as "GM Visual" also tell a GM helper: checked before translation.
    row.internal = isInternalName(row.english_name) || ("subtitle" in row && isInternalName(row.subtitle)) ? 1 : 0;
    const fr = names.get(row.id);
    if (fr?.name && !isInternalName(fr.name)) {
      row.name = fr.name;
      row.name_is_english = 0;
    }
    if ("subtitle" in row && fr?.subtitle) row.subtitle = fr.subtitle;
  }
}

/** Faction of every NPC; type and family from the classic template where the version has none. */
async function setKinds(
  ctx: StepContext,
  npcs: NewRow<"npc">[],
  templates: CreatureTemplate[] | null,
  questie: Map<number, LuaTable> | null,
): Promise<void> {
  const own = new Map((templates ?? []).map((t) => [t.npc.id, t]));
  const classic = templates
    ? null
    : new Map(((await ctx.load(ctx.files.npcs.classicTemplate, readCreatureTemplate)) ?? []).map((t) => [t.npc.id, t]));
  const factions = ctx.data.npcFactions;
  for (const npc of npcs) {
    const row = questie?.get(npc.id);
    const template = own.size ? own.get(npc.id)?.factionTemplate : row ? questieNpcFaction(row).factionTemplate : null;
    const faction = template != null ? factions.get(template) : undefined;
    if (faction) Object.assign(npc, faction);
    const kind = classic?.get(npc.id)?.npc;
    if (npc.type == null && kind?.type) {
      npc.type = kind.type;
      npc.family = kind.family;
    }
  }
}

/** Spawns of pfQuest and Questie (null: no file) combined as files.ts says, for the given records only. */
export function spawnsOf(
  ctx: StepContext,
  type: "npc" | "object",
  records: { id: number }[],
  sources: SpawnSources,
  pfquest: Map<number, PfquestEntry> | null,
  questie: SpawnRow[] | null,
): SpawnRow[] {
  const ids = new Set(records.map((r) => r.id));
  const only = (spawns: SpawnRow[]) => spawns.filter((s) => ids.has(s.id));
  const fromQuestie = only(questie ?? []);
  const fromPfquest = only(pfquest ? pfquestSpawns(pfquest) : []);
  const pfquestLeads = sources.lead === "pfquest" ? pfquest !== null : questie === null;
  const [lead, other] = pfquestLeads ? [fromPfquest, fromQuestie] : [fromQuestie, fromPfquest];
  const merged = mergeSpawns(lead, other, sources.fill);
  const [leadName, otherName] = pfquestLeads ? ["pfQuest", "Questie"] : ["Questie", "pfQuest"];
  const plural = type === "npc" ? "NPCs" : "objects";
  const reasons = [
    ...(merged.gainedCoordinates
      ? [`spawns: ${merged.gainedCoordinates} ${plural} ${leadName} places nowhere take ${otherName}'s coordinates`]
      : []),
    ...(merged.gainedPlaces
      ? [`spawns: ${merged.gainedPlaces} ${plural} gain ${otherName}'s zones known without a position (instances)`]
      : []),
  ];
  // A count of 0 never becomes the type's reference count (report.ts): only the reasons are added.
  if (reasons.length) ctx.sourceCount({ type, source: `${leadName} + ${otherName} spawns`, count: 0, reasons });
  return merged.spawns;
}
