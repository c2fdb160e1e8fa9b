/**
 * Reads the files of one version's recipe and assembles its rows: English base rows, French
 * names laid over them, hidden records flagged, object kinds and spawns attached. A file that
 * is missing is reported, not fatal, except the base tables without which nothing is imported.
 */
import type { Version } from "../edge/api/enums.ts";
import { GAMEOBJECT_TYPE } from "./codes.ts";
import { isInternalName } from "./hidden.ts";
import type { Recipe, SpawnSources } from "./recipes.ts";
import type { NpcRow, ObjectRow, SpawnRow, VersionData, ZoneRow } from "./rows.ts";
import { readCreatureTemplate } from "./sources/creature-template.ts";
import { mergeNames, readLuaNames, readMoteNames, type FrenchNames } from "./sources/french-names.ts";
import { readGameObjectTemplate } from "./sources/gameobject-template.ts";
import type { LuaTable } from "./formats/lua-table.ts";
import { fillNpcsFromPfquest } from "./sources/npc-fill.ts";
import { patchedPfquest, pfquestSpawns, readPfquestObjectKinds, readPfquestTable, readPfquestZones, type GatherKind, type PfquestEntry } from "./sources/pfquest.ts";
import { readLocks } from "./sources/lock-dbc.ts";
import { mergeSpawns } from "./sources/spawn-merge.ts";
import { stepContext, type StepContext } from "./steps/context.ts";
import { STEPS } from "./steps/index.ts";
import { questieNpc, questieSpawns, readQuestieNpcFile, readQuestieObjectSpawns, readQuestieRows } from "./sources/questie-db.ts";
import { questieQuest, questieRelations } from "./sources/questie-quests.ts";
import { mergeQuestFrench, readMoteQuests, readQuestieQuestNames } from "./sources/quest-french.ts";

/** `steps`: the names of the import steps to run (importer/steps/index.ts), all when absent. */
export async function assembleVersion(dir: string, version: Version, recipe: Recipe, log?: (line: string) => void, steps?: readonly string[]): Promise<VersionData> {
  const data: VersionData = {
    version, npcs: [], npcSpawns: [], objects: [], objectSpawns: [], zones: [], quests: [], questRelations: [],
    tables: {}, itemLinks: { drops: [], vendors: [], rewards: [] }, sourceCounts: [], sources: [], missing: [],
  };
  const ctx = stepContext(dir, data);
  const { have, haveAll } = ctx;

  // NPCs
  const ct = have(recipe.npcs.creatureTemplate);
  if (ct) {
    data.npcs = await readCreatureTemplate(ct);
    ctx.sourceCount({ type: "npc", source: recipe.npcs.creatureTemplate!, count: data.npcs.length, reasons: [] });
  }
  const questieNpcs = questieRows(ctx, recipe.npcs.questie, readQuestieNpcFile);
  const units = pfquestTable(ctx, recipe.npcSpawns.pfquest);
  if (!ct && questieNpcs) {
    for (const [id, row] of questieNpcs) {
      const npc = questieNpc(id, row);
      if (npc) data.npcs.push(npc);
    }
    const skipped = questieNpcs.size - data.npcs.length;
    const filled = units ? fillNpcsFromPfquest(data.npcs, questieNpcs, units) : null;
    ctx.sourceCount({
      type: "npc", source: recipe.npcs.questie!.join(" + "), count: questieNpcs.size,
      reasons: [
        ...(skipped ? [`${skipped} rows without a name skipped.`] : []),
        ...(filled?.levels ? [`levels of ${filled.levels} NPCs from pfQuest (Questie lacks them)`] : []),
        ...(filled?.rank ? [`rank of ${filled.rank} NPCs from pfQuest (Questie lacks it)`] : []),
      ],
    });
  }
  const questieNpcSpawns = questieNpcs ? [...questieNpcs].flatMap(([id, row]) => questieSpawns(id, row, 7)) : null;
  data.npcSpawns = spawnsOf(ctx, "npc", data.npcs, recipe.npcSpawns, units, questieNpcSpawns);
  applyFrench(data.npcs, await french(have(recipe.npcFrench.mote), haveAll(recipe.npcFrench.lua)));

  // World objects
  const objectFile = have(recipe.objects);
  const kindsFile = have(recipe.objectKinds);
  const kinds = kindsFile ? readPfquestObjectKinds(kindsFile) : new Map<number, GatherKind>();
  const lockTable = ctx.dbc("Lock.dbc");
  const locks = lockTable ? readLocks(lockTable) : new Map<number, GatherKind>();
  if (objectFile) {
    for (const t of await readGameObjectTemplate(objectFile)) {
      // pfQuest's lists carry the classic skill levels; Lock.dbc covers every other lock.
      const kind = kinds.get(t.id) ?? (t.lockId ? locks.get(t.lockId) : undefined);
      data.objects.push({
        id: t.id,
        name: t.english,
        english_name: t.english,
        name_is_english: 1,
        type: kind?.type ?? (t.type === GAMEOBJECT_TYPE.questgiver ? "quest_object" : null),
        skill: kind?.skill ?? null,
        // A level-0 lock still needs the skill learnt, which the game shows as 1.
        skill_level: kind?.skill ? Math.max(1, kind.level ?? 1) : null,
        internal: 0,
      });
    }
  }
  if (objectFile) ctx.sourceCount({ type: "object", source: recipe.objects, count: data.objects.length, reasons: [] });
  applyFrench(data.objects, await french(have(recipe.objectFrench.mote), haveAll(recipe.objectFrench.lua)));
  const questieObjectFiles = (recipe.objectSpawns.questie ?? []).map((rel) => ctx.load(rel, readQuestieObjectSpawns)).filter((f) => f !== null);
  const questieObjectSpawns = questieObjectFiles.length ? questieObjectFiles.flat() : null;
  data.objectSpawns = spawnsOf(ctx, "object", data.objects, recipe.objectSpawns, pfquestTable(ctx, recipe.objectSpawns.pfquest), questieObjectSpawns);

  const zones = new Map<number, ZoneRow>();
  for (const file of haveAll(recipe.zones)) for (const z of readPfquestZones(file)) zones.set(z.id, z);
  data.zones = [...zones.values()].sort((a, b) => a.id - b.id);

  // Quests
  const questFiles = haveAll(recipe.quests?.questie);
  if (questFiles.length) {
    const moteQuests = have(recipe.quests?.mote);
    // Questie's names follow the client; MOTE titles are sometimes a translator's draft, but
    // MOTE alone has the description and completion texts.
    const fr = mergeQuestFrench(...haveAll(recipe.quests?.lua).map(readQuestieQuestNames), moteQuests ? await readMoteQuests(moteQuests) : new Map());
    const questRows = readQuestieRows(questFiles, "questData");
    for (const [id, row] of questRows) {
      const quest = questieQuest(id, row);
      if (!quest) continue;
      quest.internal = isInternalName(quest.english_name) ? 1 : 0;
      const f = fr.get(id);
      if (f?.name && !isInternalName(f.name)) Object.assign(quest, { name: f.name, name_is_english: 0 });
      // English objectives stay only when no French text exists: better than none.
      if (f?.objectives) quest.objectives = f.objectives;
      quest.description = f?.description ?? null;
      quest.completion = f?.completion ?? null;
      data.quests.push(quest);
      data.questRelations.push(...questieRelations(id, row));
    }
    data.quests.sort((a, b) => a.id - b.id);
    const skipped = questRows.size - data.quests.length;
    ctx.sourceCount({ type: "quest", source: recipe.quests!.questie.join(" + "), count: questRows.size, reasons: skipped ? [`${skipped} rows without a name skipped.`] : [] });
  }

  for (const step of STEPS) {
    if (steps && !steps.includes(step.name)) continue;
    const t = performance.now();
    await step.run(ctx);
    log?.(`  ${step.name}: ${((performance.now() - t) / 1000).toFixed(1)} s`);
  }

  // Spawns of records not in the base tables would point at nothing.
  data.npcSpawns = only(data.npcSpawns, data.npcs);
  data.objectSpawns = only(data.objectSpawns, data.objects);
  data.npcs.sort((a, b) => a.id - b.id);
  data.objects.sort((a, b) => a.id - b.id);
  return data;
}

/** The rows of Questie database files (several for the split wotlk ones), null when none is there. */
function questieRows(ctx: StepContext, rels: string[] | undefined, read: (path: string) => Map<number, LuaTable>): Map<number, LuaTable> | null {
  const files = (rels ?? []).map((rel) => ctx.load(rel, read)).filter((rows) => rows !== null);
  return files.length ? new Map(files.flatMap((rows) => [...rows])) : null;
}

/** pfQuest's table patched by its expansion deltas, null when none of the files is there. */
function pfquestTable(ctx: StepContext, rels: string[]): Map<number, PfquestEntry> | null {
  const tables = rels.map((rel) => ctx.load(rel, readPfquestTable)).filter((t) => t !== null);
  return tables.length ? patchedPfquest(tables) : null;
}

/** Spawns of pfQuest and Questie (null: no file) combined as the recipe says, for the records of the base table only. */
function spawnsOf(
  ctx: StepContext, type: "npc" | "object", records: { id: number }[], sources: SpawnSources,
  pfquest: Map<number, PfquestEntry> | null, questie: SpawnRow[] | null,
): SpawnRow[] {
  const fromQuestie = only(questie ?? [], records);
  const fromPfquest = only(pfquest ? pfquestSpawns(pfquest) : [], records);
  const pfquestLeads = sources.lead === "pfquest" ? pfquest !== null : questie === null;
  const [lead, other] = pfquestLeads ? [fromPfquest, fromQuestie] : [fromQuestie, fromPfquest];
  const merged = mergeSpawns(lead, other, sources.fill);
  const [leadName, otherName] = pfquestLeads ? ["pfQuest", "Questie"] : ["Questie", "pfQuest"];
  const plural = type === "npc" ? "NPCs" : "objects";
  const reasons = [
    ...(merged.gainedCoordinates ? [`spawns: ${merged.gainedCoordinates} ${plural} ${leadName} places nowhere take ${otherName}'s coordinates`] : []),
    ...(merged.gainedPlaces ? [`spawns: ${merged.gainedPlaces} ${plural} gain ${otherName}'s zones known without a position (instances)`] : []),
  ];
  // A count of 0 never becomes the type's reference count (report.ts): only the reasons are added.
  if (reasons.length) ctx.sourceCount({ type, source: `${leadName} + ${otherName} spawns`, count: 0, reasons });
  return merged.spawns;
}

async function french(mote: string | null, lua: string[]): Promise<FrenchNames> {
  return mergeNames(mote ? await readMoteNames(mote) : new Map(), ...lua.map(readLuaNames));
}

/** French name and subtitle over the English base; records without a French name keep English. */
function applyFrench(rows: (NpcRow | ObjectRow)[], names: FrenchNames): void {
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

function only(spawns: SpawnRow[], records: { id: number }[]): SpawnRow[] {
  const ids = new Set(records.map((r) => r.id));
  return spawns.filter((s) => ids.has(s.id));
}
