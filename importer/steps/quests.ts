/**
 * The quest step, owner of the quest and quest_relation tables: Questie's quest rows (names,
 * levels, side, journal zone, chain, givers and enders) with French names and texts laid over
 * them (Questie's French lookups for names and objectives, the MOTE files for the other texts,
 * AzerothCore's French progress and completion texts for wotlk), completed with what the other
 * staged sources say: races and classes (French client names), required skill, flags (daily,
 * weekly, shareable, repeatable), exclusive groups, the item that starts a quest, the XP
 * (Questie's XP tables), the type and instance its journal zone implies (quest-type.ts), the
 * rogue flag. quest_template is absent from every staged dump: no money, time limit, suggested
 * players nor reward spell exists in the sources, so those columns stay NULL.
 */
import type { Version } from "../../contract/enums.ts";
import { QUEST_SPECIAL_REPEATABLE, idMask, playableClasses, playableRaces } from "../codes.ts";
import { isInternalName } from "../hidden.ts";
import type { QuestRow } from "../rows.ts";
import { classNames, raceNames } from "../sources/chr-dbc.ts";
import { mergeQuestFrench, readMoteQuests, readQuestieQuestNames, type QuestFrench } from "../sources/quest-french.ts";
import { readQuestOfferRewardFrench } from "../sources/quest-offer-reward.ts";
import { readQuestRequestItemsFrench } from "../sources/quest-request-items.ts";
import { readQuestTemplateAddon, type QuestAddon } from "../sources/quest-template-addon.ts";
import { readQuestieQuestFile } from "../sources/questie-db.ts";
import { questieDetails, type QuestieDetails } from "../sources/questie-quest-details.ts";
import { questieQuest, questieRelations } from "../sources/questie-quests.ts";
import { readQuestieXp } from "../sources/questie-xp.ts";
import { skillNames } from "../sources/skill-line-dbc.ts";
import type { LuaTable } from "../formats/lua-table.ts";
import type { StepContext } from "./context.ts";
import { instanceZones, questPlace } from "./quest-type.ts";

const ROGUE_CLASS = 8;
/** Rogue quests: rogue class quests, the "Voleur" journal category (QuestSort 162), lockpicking (skill 633). */
const ROGUE_SORT = -162;
const LOCKPICKING = 633;

/** Quest flags (cmangos / TrinityCore QuestFlags): daily from 2.x, weekly from 3.x. */
const FLAG_SHARABLE = 0x8;
const FLAG_DAILY = 0x1000;
const FLAG_WEEKLY = 0x8000;

export async function importQuests(ctx: StepContext): Promise<void> {
  const questie = questieQuestRows(ctx);
  if (!questie.size) return;
  const mote = (await ctx.load(ctx.files.quests.mote, readMoteQuests)) ?? new Map<number, QuestFrench>();
  addQuestieQuests(ctx, questie, mote);
  await addQuestFacts(ctx, mote);
}

/** The quests Questie lists, named in French where a French source has them, with their givers and enders. */
function addQuestieQuests(ctx: StepContext, questie: Map<number, LuaTable>, mote: Map<number, QuestFrench>): void {
  const { data } = ctx;
  const files = ctx.files.quests;
  // Questie's names follow the client; MOTE titles are sometimes a translator's draft, but
  // MOTE alone has the description and completion texts.
  const french = mergeQuestFrench(...ctx.loadAll(files.lua, readQuestieQuestNames), mote);
  for (const [id, row] of questie) {
    const quest = questieQuest(id, row);
    if (!quest) continue;
    quest.internal = isInternalName(quest.english_name) ? 1 : 0;
    const f = french.get(id);
    if (f?.name && !isInternalName(f.name)) Object.assign(quest, { name: f.name, name_is_english: 0 });
    // English objectives stay only when no French text exists: better than none.
    if (f?.objectives) quest.objectives = f.objectives;
    quest.description = f?.description ?? null;
    quest.completion = f?.completion ?? null;
    data.quests.push(quest);
    data.questRelations.push(...questieRelations(id, row));
  }
  data.quests.sort((a, b) => a.id - b.id);
  const skipped = questie.size - data.quests.length;
  ctx.sourceCount({
    type: "quest",
    source: files.questie.join(" + "),
    count: questie.size,
    reasons: skipped ? [`${skipped} rows without a name skipped.`] : [],
  });
}

/**
 * What the other quest tables add to each quest: races, classes and skill, daily, weekly and
 * repeatable, exclusive groups, the item that opens it, progress and completion texts, XP, its
 * place, its neighbours in a chain, whether it is for rogues.
 */
async function addQuestFacts(ctx: StepContext, mote: Map<number, QuestFrench>): Promise<void> {
  const { version, data } = ctx;
  const files = ctx.files.quests;
  const addon = (await ctx.load(files.addon, readQuestTemplateAddon)) ?? new Map<number, QuestAddon>();
  const requestItems = await ctx.load(files.requestItems, readQuestRequestItemsFrench);
  const offerReward = await ctx.load(files.offerReward, readQuestOfferRewardFrench);
  const xp = ctx.load(files.xp, readQuestieXp) ?? new Map();
  const places = instanceZones(data.zones, ctx.table("instance"));
  const races = raceNames(ctx.dbc("ChrRaces.dbc"));
  const classes = classNames(ctx.dbc("ChrClasses.dbc"));
  const skills = skillNames(ctx.dbc("SkillLine.dbc"));
  const playableClassMask = idMask(playableClasses(version));
  const details = questDetails(ctx);
  const groups = files.addon && addon.size ? addonGroups(addon) : questieGroups(details, new Set(data.quests.map((q) => q.id)));
  const openedBy = new Map<number, number>();
  for (const r of data.questRelations)
    if (r.role === "starts" && r.entity_type === "item" && !openedBy.has(r.quest_id)) openedBy.set(r.quest_id, r.entity_id);

  for (const q of data.quests) {
    const d = details.get(q.id);
    const a = addon.get(q.id);
    const flags = d?.questFlags ?? 0;
    const special = (d?.specialFlags ?? 0) | (a?.specialFlags ?? 0);
    const classMask = d?.classes || a?.classes || 0;
    const skill = d?.skill ?? (a?.skill ? { id: a.skill, value: a.skillPoints } : null);
    const extra: Partial<QuestRow> = {
      races: maskText(d?.races ?? 0, racesToName(version), races),
      classes: maskText(classMask, [playableClassMask], classes),
      skill_name: skill ? (skills.get(skill.id) ?? null) : null,
      skill_level: skill && skills.has(skill.id) ? skill.value || null : null,
      daily: version !== "classic" && flags & FLAG_DAILY ? 1 : 0,
      weekly: version === "wotlk" && flags & FLAG_WEEKLY ? 1 : 0,
      // Questie leaves zero flags out, so a Questie row without the sharable bit is not sharable.
      shareable: d ? (flags & FLAG_SHARABLE ? 1 : 0) : null,
      exclusive_group: groups.get(q.id) ?? null,
      opened_by_item_id: openedBy.get(q.id) ?? null,
      progress: mote.get(q.id)?.progress ?? requestItems?.texts.get(q.id) ?? null,
      completion: q.completion ?? offerReward?.texts.get(q.id) ?? null,
      xp: xp.get(q.id)?.xp ?? null,
      ...questPlace(q, places),
    };
    if (special & QUEST_SPECIAL_REPEATABLE) extra.repeatable = 1;
    if (q.max_level == null && a?.maxLevel) extra.max_level = a.maxLevel;
    // preQuestGroup (all of them before this one) gives a previous quest where the single one is absent.
    if (q.prev_quest_id == null) extra.prev_quest_id = d?.preQuestGroup[0] ?? (a && a.prevQuestId > 0 ? a.prevQuestId : null);
    if (q.next_quest_id == null && a?.nextQuestId) extra.next_quest_id = a.nextQuestId;
    extra.rogue =
      forRogues(classMask & playableClassMask, playableClassMask) || q.zone_or_sort === ROGUE_SORT || skill?.id === LOCKPICKING ? 1 : 0;
    Object.assign(q, extra);
  }
  if (files.addon && addon.size) {
    const known = new Set(data.quests.map((q) => q.id));
    const extra = [...addon.keys()].filter((id) => !known.has(id)).length;
    ctx.sourceCount({
      type: "quest",
      source: files.addon,
      count: addon.size,
      reasons: [
        ...(extra ? [`${extra} quest_template_addon rows are for quests Questie does not list (no name): not imported.`] : []),
        // AzerothCore's frFR rows are partly Wowhead's English texts, which a French text must not be.
        ...(offerReward?.english
          ? [`${offerReward.english} frFR rows of quest_offer_reward_locale hold English text: no completion text taken from them.`]
          : []),
        ...(requestItems?.english
          ? [`${requestItems.english} frFR rows of quest_request_items_locale hold English text: no progress text taken from them.`]
          : []),
      ],
    });
  }
}

/** The Questie quest rows of the version (several files where the database is split). */
export function questieQuestRows(ctx: StepContext): Map<number, LuaTable> {
  return new Map(ctx.loadAll(ctx.files.quests.questie, readQuestieQuestFile).flatMap((rows) => [...rows]));
}

/** What Questie's row of each imported quest says beyond its base row. */
export function questDetails(ctx: StepContext): Map<number, QuestieDetails> {
  const questie = questieQuestRows(ctx);
  const out = new Map<number, QuestieDetails>();
  for (const q of ctx.data.quests) {
    const row = questie.get(q.id);
    if (row) out.set(q.id, questieDetails(row));
  }
  return out;
}

/**
 * A class quest a rogue can take: rogues are in the mask and the mask leaves out most classes
 * ("every class but the warlock" is not a rogue quest).
 */
function forRogues(mask: number, everyone: number): boolean {
  const count = (m: number) => [...m.toString(2)].filter((b) => b === "1").length;
  return (mask & ROGUE_CLASS) !== 0 && 2 * count(mask) < count(everyone);
}

/** Race masks naming every race, or every race of one side (then `side` says it), mean "all". */
/** The race masks that read as a name rather than a list: every playable race, then each side. */
function racesToName(version: Version): number[] {
  const { alliance, horde } = playableRaces(version);
  return [idMask([...alliance, ...horde]), idMask(alliance), idMask(horde)];
}

/** French names of the bits of a mask, or null when the mask is empty or means "everyone". */
function maskText(mask: number, everyone: number[], names: Map<number, string>): string | null {
  const m = mask & everyone[0]!;
  if (!m || everyone.includes(m)) return null;
  const out: string[] = [];
  for (let bit = 0; bit < 12; bit++) {
    const name = m & (1 << bit) ? names.get(bit + 1) : undefined;
    if (name) out.push(name);
  }
  // Without the client's tables (none staged) the names are unknown: nothing rather than numbers.
  return out.join(", ") || null;
}

/** AzerothCore's ExclusiveGroup as is (> 0: one of them; < 0: all of them). */
function addonGroups(addon: Map<number, QuestAddon>): Map<number, number> {
  const out = new Map<number, number>();
  for (const [id, a] of addon) if (a.exclusiveGroup) out.set(id, a.exclusiveGroup);
  return out;
}

/**
 * Questie lists, per quest, the quests it excludes (exclusiveTo), the quests done together with
 * it (inGroupWith) and the quests that must all be done before it (preQuestGroup). Emulators number such sets instead: the group is named after
 * its smallest quest id, positive for "one of them", negative for "all of them".
 */
export function questieGroups(details: Map<number, QuestieDetails>, known: Set<number>): Map<number, number> {
  const out = new Map<number, number>();
  const name = (sets: number[][], sign: 1 | -1) => {
    for (const set of components(sets.map((s) => s.filter((id) => known.has(id))))) {
      if (set.length < 2 || set.some((id) => out.has(id))) continue;
      for (const id of set) out.set(id, sign * Math.min(...set));
    }
  };
  const all = [...details];
  name(
    all.map(([id, d]) => [id, ...d.exclusiveTo]),
    1,
  );
  name(
    all.map(([id, d]) => [id, ...d.inGroupWith]),
    -1,
  );
  name(
    all.map(([, d]) => d.preQuestGroup),
    -1,
  );
  return out;
}

/** Sets that share a member, merged (union-find). */
function components(sets: number[][]): number[][] {
  const parent = new Map<number, number>();
  const find = (x: number): number => {
    const p = parent.get(x);
    if (p === undefined || p === x) return x;
    const root = find(p);
    parent.set(x, root);
    return root;
  };
  for (const set of sets) {
    for (const id of set) if (!parent.has(id)) parent.set(id, id);
    for (const id of set.slice(1)) {
      const [a, b] = [find(set[0]!), find(id)];
      if (a !== b) parent.set(Math.max(a, b), Math.min(a, b));
    }
  }
  const out = new Map<number, number[]>();
  for (const id of parent.keys()) {
    const root = find(id);
    out.set(root, [...(out.get(root) ?? []), id]);
  }
  return [...out.values()];
}
