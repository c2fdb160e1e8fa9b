/**
 * Reputation (faction) records: summary, and the full record with ranks, rewards, quests,
 * monsters and the reputations of a group. Every code of the rows is read through RowCodes
 * (codes.ts): a value outside the contract fails the build.
 */
import type { ApiShape } from "../../contract/schemas.ts";
import type { Row } from "../../rows/row.ts";
import { DIFFICULTIES, REPUTATION_BOUNDS, REPUTATION_RANKS, SIDES, label, reputationRankOf } from "../../contract/enums.ts";
import { RowCodes } from "./codes.ts";
import { costOf } from "./vendor.ts";
import { common, compareText, factionRef, itemRef, npcRef, questRef, tail, type Context } from "./refs.ts";

function factionQuests(ctx: Context, faction: Row<"faction">) {
  return (ctx.cat.questRepByFaction.get(faction.id) ?? [])
    .flatMap((r) => {
      const quest = ctx.cat.quests.get(r.quest_id);
      if (quest?.internal) return [];
      return [
        {
          quest: questRef(ctx, r.quest_id),
          name: quest?.name ?? `Quête ${r.quest_id}`,
          value: r.value,
          repeatable: Boolean(quest?.repeatable || quest?.daily || quest?.weekly),
          items: (ctx.cat.requirementsByQuest.get(r.quest_id) ?? [])
            .filter((q) => q.kind === "item")
            .map((q) => {
              const item = itemRef(ctx, q.target_id);
              return { item, name: item?.name ?? q.name ?? `Objet ${q.target_id}`, quantity: q.quantity ?? 1 };
            }),
        },
      ];
    })
    .sort((a, b) => b.value - a.value || compareText(a.name, b.name));
}

function monsters(ctx: Context, faction: Row<"faction">) {
  const byNpc = new Map<number, Row<"npc_reputation">[]>();
  for (const r of ctx.cat.npcRepByFaction.get(faction.id) ?? []) {
    const npc = ctx.cat.npcs.get(r.npc_id);
    const id = npc?.base_npc_id ?? r.npc_id;
    if (!byNpc.has(id)) byNpc.set(id, []);
    byNpc.get(id)!.push(r);
  }
  return [...byNpc.entries()]
    .map(([id, rows]) => {
      const npc = npcRef(ctx, id);
      return {
        npc,
        name: npc?.name ?? `PNJ ${id}`,
        values: rows
          .map((r) => {
            const variant = ctx.cat.npcs.get(r.npc_id);
            const difficulty = variant && RowCodes.of("npc", ctx.version, variant.id).optionalName(DIFFICULTIES, variant.difficulty);
            const reputation = RowCodes.of("npc_reputation", ctx.version, `${r.npc_id}:${r.faction_id}`);
            return {
              variant: r.variant,
              // A difficulty variant NPC names its difficulty; a bare variant flag means heroic.
              variant_name: difficulty ?? (r.variant ? DIFFICULTIES.heroic! : null),
              value: r.value,
              until_rank_name: reputation.optionalName(REPUTATION_RANKS, r.until_rank),
            };
          })
          .sort((a, b) => a.variant - b.variant),
      };
    })
    .sort((a, b) => Math.max(...b.values.map((v) => v.value)) - Math.max(...a.values.map((v) => v.value)) || compareText(a.name, b.name));
}

function factionRewards(ctx: Context, faction: Row<"faction">) {
  const order = Object.keys(REPUTATION_RANKS);
  return (ctx.cat.factionRewards.get(faction.id) ?? [])
    .map((r) => {
      const item = itemRef(ctx, r.item_id);
      const codes = RowCodes.of("faction_reward", ctx.version, `${r.faction_id}:${r.item_id}`);
      return {
        item,
        name: item?.name ?? `Objet ${r.item_id}`,
        rank: codes.code(REPUTATION_RANKS, r.rank),
        rank_name: codes.name(REPUTATION_RANKS, r.rank),
        vendors: (ctx.cat.vendorByItem.get(r.item_id) ?? []).map((v) => {
          const npc = npcRef(ctx, v.npc_id);
          return { npc, name: npc?.name ?? `PNJ ${v.npc_id}`, cost: costOf(ctx, v) };
        }),
      };
    })
    .sort((a, b) => order.indexOf(a.rank) - order.indexOf(b.rank) || compareText(a.name, b.name));
}

export function factionSummary(ctx: Context, faction: Row<"faction">): ApiShape<"faction_summary"> {
  const parent = ctx.cat.factions.get(faction.parent_id);
  const codes = RowCodes.of("faction", ctx.version, faction.id);
  return {
    ...common(ctx, "faction", faction),
    side: codes.optional(SIDES, faction.side),
    side_name: codes.optionalName(SIDES, faction.side),
    group: Boolean(faction.is_group),
    parent: parent ? { name: parent.name, faction: factionRef(ctx, parent.id) } : null,
    description: faction.description ?? null,
    rewards_count: (ctx.cat.factionRewards.get(faction.id) ?? []).length,
    quests_count: factionQuests(ctx, faction).length,
    monsters_count: monsters(ctx, faction).length,
  };
}

export function factionRecord(ctx: Context, faction: Row<"faction">): ApiShape<"faction"> {
  const rewardList = factionRewards(ctx, faction);
  return {
    ...factionSummary(ctx, faction),
    english_name: faction.english_name ?? null,
    ranks: REPUTATION_BOUNDS.map(({ rank, min, max }) => ({
      rank,
      rank_name: REPUTATION_RANKS[rank]!,
      min,
      max,
      rewards: rewardList.filter((r) => r.rank === rank).length,
    })),
    starting_reputation: (ctx.cat.factionStart.get(faction.id) ?? []).map((s) => ({
      who: s.who,
      rank_name: label(REPUTATION_RANKS, reputationRankOf(s.value)),
      value: s.value,
    })),
    rewards: rewardList,
    quests: factionQuests(ctx, faction),
    monsters: monsters(ctx, faction),
    children: (ctx.cat.childrenByFaction.get(faction.id) ?? [])
      .slice()
      .sort((a, b) => compareText(a.name, b.name) || a.id - b.id)
      .map((c) => factionRef(ctx, c.id)!),
    ...tail(ctx, "faction", faction),
  };
}
