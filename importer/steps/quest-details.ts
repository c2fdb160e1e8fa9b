/**
 * Completes the quest rows assembled from Questie (importer/assemble.ts) with what the staged
 * sources say beyond names and levels: races and classes (French client names), required
 * skill, flags (daily, weekly, shareable), exclusive groups, the item that starts a quest,
 * the `progress` text (and the wotlk `completion` text), the XP (Questie's XP tables), the type
 * and instance its journal zone implies (quest-type.ts), the rogue flag; and fills
 * quest_requirement (Questie objectives), quest_reward (the items step's quest → item links,
 * choices by the rule of reward-choice.ts) and quest_reputation (Questie rewards).
 * quest_template is absent from every staged dump: no money, time limit, suggested players nor
 * reward spell exists in the sources, so those columns stay NULL.
 */
import type { Version } from "../../edge/api/enums.ts";
import { RECIPES } from "../recipes.ts";
import type { QuestRow, TableRow } from "../rows.ts";
import { classNames, raceNames } from "../sources/chr-dbc.ts";
import { readMoteQuestTexts, type MoteQuestTexts } from "../sources/mote-quest-texts.ts";
import { readQuestOfferRewardFrench } from "../sources/quest-offer-reward.ts";
import { readQuestRequestItemsFrench } from "../sources/quest-request-items.ts";
import { readQuestTemplateAddon, type QuestAddon } from "../sources/quest-template-addon.ts";
import { readQuestieRows } from "../sources/questie-db.ts";
import { questieDetails, type QuestieDetails, type QuestieTarget } from "../sources/questie-quest-details.ts";
import { readQuestieXp } from "../sources/questie-xp.ts";
import { skillNames } from "../sources/skill-line-dbc.ts";
import type { StepContext } from "./context.ts";
import { instanceZones, questPlace } from "./quest-type.ts";
import { choiceRewards } from "./reward-choice.ts";

/**
 * The files this step reads besides the base quest files of importer/recipes.ts: Questie's XP
 * table, and for wotlk AzerothCore's quest addon and French progress and completion texts.
 */
export const QUEST_DETAIL_FILES: Record<Version, { xp: string; addon?: string; requestItems?: string; offerReward?: string }> = {
  classic: { xp: "classic/questie/xpDB-classic.lua.gz" },
  tbc: { xp: "tbc/questie/xpDB-tbc.lua.gz" },
  wotlk: {
    xp: "wotlk/questie/xpDB-wotlk.lua.gz",
    addon: "wotlk/azerothcore_world/quest_template_addon.sql.gz",
    requestItems: "wotlk/azerothcore_world/quest_request_items_locale.sql.gz",
    offerReward: "wotlk/azerothcore_world/2020_06_13_02.quest_offer_reward_locale_frFR.sql.gz",
  },
};

/** ChrRaces bits of the playable races of each version, and of each side. */
const RACES: Record<Version, { all: number; alliance: number; horde: number }> = {
  classic: { all: 0xff, alliance: 1 | 4 | 8 | 64, horde: 2 | 16 | 32 | 128 },
  tbc: { all: 0x6ff, alliance: 1 | 4 | 8 | 64 | 1024, horde: 2 | 16 | 32 | 128 | 512 },
  wotlk: { all: 0x6ff, alliance: 1 | 4 | 8 | 64 | 1024, horde: 2 | 16 | 32 | 128 | 512 },
};
/** ChrClasses bits of the playable classes (the death knight, bit 32, from 3.x on). */
const CLASSES: Record<Version, number> = { classic: 0x5df, tbc: 0x5df, wotlk: 0x5ff };
const ROGUE_CLASS = 8;
/** Rogue quests: rogue class quests, the "Voleur" journal category (QuestSort 162), lockpicking (skill 633). */
const ROGUE_SORT = -162;
const LOCKPICKING = 633;

/** Quest flags (cmangos / TrinityCore QuestFlags): daily from 2.x, weekly from 3.x. */
const FLAG_SHARABLE = 0x8;
const FLAG_DAILY = 0x1000;
const FLAG_WEEKLY = 0x8000;
/** Special flags: 1 repeatable (Questie and AzerothCore), 2 exploration or event. */
const SPECIAL_REPEATABLE = 1;
const SPECIAL_EVENT = 2;

export async function importQuestDetails(ctx: StepContext): Promise<void> {
  const { version, data } = ctx;
  if (!data.quests.length) return;
  const recipe = RECIPES[version].quests;
  const files = QUEST_DETAIL_FILES[version];
  const questieFiles = ctx.haveAll(recipe?.questie);
  const questie = questieFiles.length ? readQuestieRows(questieFiles, "questData") : new Map();
  const addonRead = ctx.load(files.addon, readQuestTemplateAddon);
  const addon = addonRead ? await addonRead : new Map<number, QuestAddon>();
  const mote = (await ctx.load(recipe?.mote, readMoteQuestTexts)) ?? new Map<number, MoteQuestTexts>();
  const requestItems = await ctx.load(files.requestItems, readQuestRequestItemsFrench);
  const offerReward = await ctx.load(files.offerReward, readQuestOfferRewardFrench);
  const xp = ctx.load(files.xp, readQuestieXp) ?? new Map();
  const places = instanceZones(data.zones, ctx.table("instance"));
  const races = raceNames(ctx.dbc("ChrRaces.dbc"));
  const classes = classNames(ctx.dbc("ChrClasses.dbc"));
  const skills = skillNames(ctx.dbc("SkillLine.dbc"));

  const details = new Map<number, QuestieDetails>();
  for (const q of data.quests) {
    const row = questie.get(q.id);
    if (row) details.set(q.id, questieDetails(row));
  }
  const groups = addonRead ? addonGroups(addon) : questieGroups(details, new Set(data.quests.map((q) => q.id)));
  const names = targetNames(ctx);
  const zoneNames = new Map(data.zones.map((z) => [z.id, z.name]));
  const openedBy = new Map<number, number>();
  for (const r of data.questRelations) if (r.role === "starts" && r.entity_type === "item" && !openedBy.has(r.quest_id)) openedBy.set(r.quest_id, r.entity_id);

  const requirements = ctx.table("quest_requirement");
  const reputations = ctx.table("quest_reputation");
  for (const q of data.quests) {
    const d = details.get(q.id);
    const a = addon.get(q.id);
    const flags = d?.questFlags ?? 0;
    const special = (d?.specialFlags ?? 0) | (a?.specialFlags ?? 0);
    const classMask = d?.classes || a?.classes || 0;
    const skill = d?.skill ?? (a?.skill ? { id: a.skill, value: a.skillPoints } : null);
    const extra: Partial<QuestRow> = {
      races: maskText(d?.races ?? 0, racesToName(RACES[version]), races),
      classes: maskText(classMask, [CLASSES[version]], classes),
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
    if (special & SPECIAL_REPEATABLE) extra.repeatable = 1;
    if (q.max_level == null && a?.maxLevel) extra.max_level = a.maxLevel;
    // preQuestGroup (all of them before this one) gives a previous quest where the single one is absent.
    if (q.prev_quest_id == null) extra.prev_quest_id = d?.preQuestGroup[0] ?? (a && a.prevQuestId > 0 ? a.prevQuestId : null);
    if (q.next_quest_id == null && a?.nextQuestId) extra.next_quest_id = a.nextQuestId;
    extra.rogue = forRogues(classMask & CLASSES[version], CLASSES[version]) || q.zone_or_sort === ROGUE_SORT || skill?.id === LOCKPICKING ? 1 : 0;
    Object.assign(q, extra);

    const reqs = d ? questRequirements(d, mote.get(q.id)?.endText ?? null, special, names, zoneNames) : [];
    const minRep = d?.minReputation ?? (a?.minRepFaction ? { faction: a.minRepFaction, value: a.minRepValue } : null);
    if (minRep && !reqs.some((r) => r.kind === "reputation" && r.target_id === minRep.faction)) {
      reqs.push({ kind: "reputation", target_id: minRep.faction, name: null, quantity: null, value: minRep.value, rank: rankOf(minRep.value), text: null });
    }
    reqs.forEach((r, i) => requirements.push({ quest_id: q.id, position: i + 1, ...r }));
    for (const r of d?.reputationRewards ?? []) reputations.push({ quest_id: q.id, faction_id: r.faction, value: r.value });
  }
  importRewards(ctx);
  if (addonRead) {
    const known = new Set(data.quests.map((q) => q.id));
    const extra = [...addon.keys()].filter((id) => !known.has(id)).length;
    ctx.sourceCount({
      type: "quest", source: files.addon!, count: addon.size,
      reasons: [
        ...(extra ? [`${extra} quest_template_addon rows are for quests Questie does not list (no name): not imported.`] : []),
        // AzerothCore's frFR rows are partly Wowhead's English texts, which a French text must not be.
        ...(offerReward?.english ? [`${offerReward.english} frFR rows of quest_offer_reward_locale hold English text: no completion text taken from them.`] : []),
        ...(requestItems?.english ? [`${requestItems.english} frFR rows of quest_request_items_locale hold English text: no progress text taken from them.`] : []),
      ],
    });
  }
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
function racesToName(r: { all: number; alliance: number; horde: number }): number[] {
  return [r.all, r.alliance, r.horde];
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

type Requirement = Omit<TableRow, "quest_id" | "position"> & { kind: string; target_id: number | null };

function questRequirements(d: QuestieDetails, endText: string | null, special: number, names: TargetNames, zoneNames: Map<number, string>): Requirement[] {
  const out: Requirement[] = [];
  const add = (kind: "creature" | "object" | "item", t: QuestieTarget, known: Map<number, string>) => {
    const english = known.get(t.id);
    out.push({
      kind, target_id: t.id,
      // The name column is for targets without a record: Questie's own (English) text then.
      name: english === undefined ? t.text : null,
      quantity: countIn(d.objectivesText, [english, t.text && t.text.replace(/\s+(slain|killed|destroyed|used)$/i, "")]),
      value: null, rank: null, text: null,
    });
  };
  for (const t of d.creatures) add("creature", t, names.npcs);
  for (const t of d.killCredits) add("creature", t, names.npcs);
  for (const t of d.objects) add("object", t, names.objects);
  for (const t of d.items) add("item", t, names.items);
  if (d.reputation) out.push({ kind: "reputation", target_id: d.reputation.faction, name: null, quantity: null, value: d.reputation.value, rank: rankOf(d.reputation.value), text: null });
  if (d.trigger) {
    // An escort is an event to see through, not a place to find.
    const escort = /^escort/i.test(d.trigger.text ?? "");
    const zone = d.trigger.zones.map((z) => zoneNames.get(z)).find(Boolean) ?? null;
    out.push({ kind: escort ? "text" : "explore", target_id: null, name: escort ? null : (zone ?? d.trigger.text), quantity: null, value: null, rank: null, text: endText ?? (escort ? d.trigger.text : null) });
  } else if (special & SPECIAL_EVENT && endText) {
    out.push({ kind: "text", target_id: null, name: null, quantity: null, value: null, rank: null, text: endText });
  }
  return out;
}

/** "Kill 10 Kobold Vermin": the number written right before a target's English name. */
export function countIn(text: string | null, names: (string | null | undefined)[]): number | null {
  if (!text) return null;
  for (const name of names) {
    if (!name) continue;
    const m = new RegExp(`(\\d+)\\s+${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`, "i").exec(text);
    if (m) return Number(m[1]);
  }
  return null;
}

/** Reputation rank reached at a reputation value (the client's thresholds). */
export function rankOf(value: number): string {
  if (value >= 42000) return "exalted";
  if (value >= 21000) return "revered";
  if (value >= 9000) return "honored";
  if (value >= 3000) return "friendly";
  if (value >= 0) return "neutral";
  if (value >= -3000) return "unfriendly";
  if (value >= -6000) return "hostile";
  return "hated";
}

interface TargetNames {
  npcs: Map<number, string>;
  objects: Map<number, string>;
  items: Map<number, string>;
}

/** English names of the records a requirement can point at (the key says the record exists). */
function targetNames(ctx: StepContext): TargetNames {
  const english = (rows: readonly object[]) =>
    new Map(rows.map((row) => {
      const r = row as { id: number; english_name?: unknown; name?: unknown };
      return [r.id, String(r.english_name ?? r.name ?? "")];
    }));
  return { npcs: english(ctx.data.npcs), objects: english(ctx.data.objects), items: english(ctx.table("item")) };
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
  name(all.map(([id, d]) => [id, ...d.exclusiveTo]), 1);
  name(all.map(([id, d]) => [id, ...d.inGroupWith]), -1);
  name(all.map(([, d]) => d.preQuestGroup), -1);
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

/**
 * Quest → item links of the items step. The sources say neither quantity nor choice: the
 * quantity stays 1 and choices follow the rule of reward-choice.ts.
 */
function importRewards(ctx: StepContext): void {
  const quests = new Set(ctx.data.quests.map((q) => q.id));
  const items = new Map(ctx.table("item").map((i) => [i.id as number, i]));
  const byQuest = new Map<number, Set<number>>();
  for (const r of ctx.data.itemLinks.rewards) {
    if (!quests.has(r.quest_id)) continue;
    const set = byQuest.get(r.quest_id) ?? new Set<number>();
    byQuest.set(r.quest_id, set.add(r.item_id));
  }
  const rewards = ctx.table("quest_reward");
  for (const [quest, ids] of byQuest) {
    const choices = choiceRewards([...ids].map((id) => {
      const item = items.get(id);
      return { id, class: (item?.class as string | undefined) ?? null, item_set_id: (item?.item_set_id as number | undefined) ?? null };
    }));
    for (const id of ids) rewards.push({ quest_id: quest, item_id: id, quantity: 1, choice: choices.has(id) ? 1 : 0 });
  }
}
