/**
 * Quest records: the list summary and the full record with requirements, rewards, givers and
 * enders, and the chain the quest belongs to. Every code of the rows is read through RowCodes
 * (codes.ts): a value outside the contract fails the build.
 */
import type { ApiShape } from "../../contract/schemas.ts";
import type { Row } from "../../rows/row.ts";
import { QUEST_GIVER_TYPES, QUEST_TYPES, REPUTATION_RANKS, REQUIREMENT_KINDS, SIDES } from "../../contract/enums.ts";
import { RowCodes } from "./codes.ts";
import { common, factionRef, instanceRef, itemRef, npcRef, objectRef, questRef, spellRef, tail, zonesOf, type Context } from "./refs.ts";

function category(ctx: Context, quest: Row<"quest">) {
  const id = quest.zone_or_sort;
  if (id == null || id === 0) return null;
  if (id > 0) {
    const zone = ctx.cat.zones.get(id);
    return zone ? { type: "zone", id, name: zone.name } : null;
  }
  const sort = ctx.cat.questSorts.get(-id);
  return sort ? { type: "sort", id, name: sort.name } : null;
}

function rewardItems(ctx: Context, quest: Row<"quest">) {
  return (ctx.cat.rewardsByQuest.get(quest.id) ?? []).flatMap((r) => {
    const item = itemRef(ctx, r.item_id);
    return item ? [{ item, choice: Boolean(r.choice) }] : [];
  });
}

export function questSummary(ctx: Context, quest: Row<"quest">): ApiShape<"quest_summary"> {
  const codes = RowCodes.of("quest", ctx.version, quest.id);
  return {
    ...common(ctx, "quest", quest, null),
    level: quest.level ?? null,
    required_level: quest.required_level ?? null,
    side: codes.optional(SIDES, quest.side),
    side_name: codes.optionalName(SIDES, quest.side),
    type: codes.optional(QUEST_TYPES, quest.type),
    type_name: codes.optionalName(QUEST_TYPES, quest.type),
    daily: Boolean(quest.daily),
    weekly: Boolean(quest.weekly),
    repeatable: Boolean(quest.repeatable),
    category: category(ctx, quest),
    instance: instanceRef(ctx, quest.instance_id),
    xp: quest.xp ?? null,
    money: quest.money ?? null,
    reward_items: rewardItems(ctx, quest),
    rogue: Boolean(quest.rogue),
    internal: Boolean(quest.internal),
  };
}

function timeLimitText(seconds: number | null): string | null {
  if (!seconds) return null;
  const h = Math.floor(seconds / 3600),
    m = Math.floor((seconds % 3600) / 60),
    s = seconds % 60;
  return [h && `${h} h`, m && `${m} min`, s && `${s} s`].filter(Boolean).join(" ");
}

/** Where an NPC, object or item that gives or ends a quest can be found. */
function placeOf(ctx: Context, type: string, id: number | null) {
  const spawns = type === "npc" ? ctx.cat.npcSpawns.get(id) : type === "object" ? ctx.cat.objectSpawns.get(id) : undefined;
  const zones = zonesOf(ctx, spawns ?? []);
  return { zones: zones.flatMap((z) => (z.name ? [z.name] : [])), instance: zones.find((z) => z.instance)?.instance ?? null };
}

function givers(ctx: Context, quest: Row<"quest">, role: "starts" | "ends") {
  return (ctx.cat.relationsByQuest.get(quest.id) ?? [])
    .filter((r) => r.role === role)
    .map((r) => {
      const record =
        r.entity_type === "npc"
          ? npcRef(ctx, r.entity_id)
          : r.entity_type === "object"
            ? objectRef(ctx, r.entity_id)
            : itemRef(ctx, r.entity_id);
      const codes = RowCodes.of("quest_relation", ctx.version, `${r.quest_id}:${r.entity_type}:${r.entity_id}`);
      return {
        // The table names a world object « object »; the contract, « game_object ».
        type: codes.code(QUEST_GIVER_TYPES, r.entity_type === "object" ? "game_object" : r.entity_type),
        name: record?.name ?? null,
        record,
        ...placeOf(ctx, r.entity_type, r.entity_id),
      };
    });
}

function requirements(ctx: Context, quest: Row<"quest">): ApiShape<"quest_requirement">[] {
  return (ctx.cat.requirementsByQuest.get(quest.id) ?? []).map((r): ApiShape<"quest_requirement"> => {
    const codes = RowCodes.of("quest_requirement", ctx.version, `${r.quest_id}:${r.position}`);
    const base = { kind: codes.code(REQUIREMENT_KINDS, r.kind), name: r.name ?? null, quantity: r.quantity ?? null, record: null };
    switch (r.kind) {
      case "item": {
        const record = itemRef(ctx, r.target_id);
        return { ...base, name: record?.name ?? base.name, record };
      }
      case "creature": {
        const record = npcRef(ctx, r.target_id);
        return { ...base, name: record?.name ?? base.name, record, ...placeOf(ctx, "npc", r.target_id) };
      }
      case "object": {
        const record = objectRef(ctx, r.target_id);
        return { ...base, name: record?.name ?? base.name, record, ...placeOf(ctx, "object", r.target_id) };
      }
      case "money":
        return { ...base, money: r.value ?? null };
      case "reputation": {
        const record = factionRef(ctx, r.target_id);
        return {
          ...base,
          name: record?.name ?? base.name,
          record,
          rank_name: codes.optionalName(REPUTATION_RANKS, r.rank),
          value: r.value ?? null,
        };
      }
      default:
        return { ...base, text: r.text ?? null };
    }
  });
}

function questRewards(ctx: Context, quest: Row<"quest">) {
  const lines = (choice: boolean) =>
    (ctx.cat.rewardsByQuest.get(quest.id) ?? [])
      .filter((r) => Boolean(r.choice) === choice)
      .map((r) => {
        const item = itemRef(ctx, r.item_id);
        return { item, name: item?.name ?? `Objet ${r.item_id}`, quantity: r.quantity };
      });
  const spell = spellRef(ctx, quest.reward_spell_id);
  return {
    items: lines(false),
    choices: lines(true),
    money: quest.money ?? null,
    money_max_level: quest.money_max_level ?? null,
    xp: quest.xp ?? null,
    spell: spell || quest.reward_spell_name ? { name: spell?.name ?? quest.reward_spell_name!, spell } : null,
    title: quest.title ?? null,
    honor: quest.honor ?? null,
    arena: quest.arena ?? null,
    talents: quest.talents ?? null,
    reputation: (ctx.cat.questRepByQuest.get(quest.id) ?? []).map((r) => {
      const faction = factionRef(ctx, r.faction_id);
      return { faction, name: faction?.name ?? `Faction ${r.faction_id}`, value: r.value };
    }),
  };
}

/** Quests directly before and after a quest in its chain. */
function before(ctx: Context, quest: Row<"quest">): Row<"quest">[] {
  const prev = new Map<number, Row<"quest">>();
  const add = (q: Row<"quest"> | undefined) => q && q.id !== quest.id && prev.set(q.id, q);
  add(ctx.cat.quests.get(quest.prev_quest_id));
  for (const q of ctx.cat.questsByNext.get(quest.id) ?? []) add(q);
  return [...prev.values()];
}
function after(ctx: Context, quest: Row<"quest">): Row<"quest">[] {
  const next = new Map<number, Row<"quest">>();
  const add = (q: Row<"quest"> | undefined) => q && q.id !== quest.id && next.set(q.id, q);
  add(ctx.cat.quests.get(quest.next_quest_id));
  for (const q of ctx.cat.questsByPrev.get(quest.id) ?? []) add(q);
  return [...next.values()];
}

/** Walks the chain in one direction, nearest first, guarding against cycles in the data. */
function walkChain(ctx: Context, quest: Row<"quest">, step: (ctx: Context, q: Row<"quest">) => Row<"quest">[]): Row<"quest">[] {
  const seen = new Set<number>([quest.id]);
  const out: Row<"quest">[] = [];
  let frontier = [quest];
  while (frontier.length) {
    const nextFrontier: Row<"quest">[] = [];
    for (const q of frontier)
      for (const n of step(ctx, q))
        if (!seen.has(n.id)) {
          seen.add(n.id);
          out.push(n);
          nextFrontier.push(n);
        }
    frontier = nextFrontier;
  }
  return out;
}

function questChain(ctx: Context, quest: Row<"quest">) {
  const refs = (rows: Row<"quest">[]) => rows.filter((q) => !q.internal).map((q) => questRef(ctx, q.id)!);
  const group = quest.exclusive_group ? (ctx.cat.questsByGroup.get(quest.exclusive_group) ?? []).filter((q) => q.id !== quest.id) : [];
  const result = {
    previous: refs(walkChain(ctx, quest, before).reverse()),
    follows: refs(before(ctx, quest)),
    next: refs(walkChain(ctx, quest, after)),
    direct: refs(after(ctx, quest)),
    exclusive: (quest.exclusive_group ?? 0) > 0 ? refs(group) : [],
    group: (quest.exclusive_group ?? 0) < 0 ? refs(group) : [],
    opened_by: itemRef(ctx, quest.opened_by_item_id),
  };
  const empty = !result.opened_by && Object.values(result).every((v) => Array.isArray(v) && v.length === 0);
  return empty ? null : result;
}

export function questRecord(ctx: Context, quest: Row<"quest">): ApiShape<"quest"> {
  return {
    ...questSummary(ctx, quest),
    english_name: quest.english_name ?? null,
    max_level: quest.max_level ?? null,
    players: quest.players ?? null,
    shareable: quest.shareable == null ? null : Boolean(quest.shareable),
    time_limit_text: timeLimitText(quest.time_limit),
    races: quest.races ?? null,
    classes: quest.classes ?? null,
    skill: quest.skill_name ? { name: quest.skill_name, level: quest.skill_level ?? 0 } : null,
    objectives: quest.objectives ?? null,
    description: quest.description ?? null,
    progress: quest.progress ?? null,
    completion: quest.completion ?? null,
    requirements: requirements(ctx, quest),
    rewards: questRewards(ctx, quest),
    starts: givers(ctx, quest, "starts"),
    ends: givers(ctx, quest, "ends"),
    chain: questChain(ctx, quest),
    ...tail(ctx, "quest", quest),
  };
}
