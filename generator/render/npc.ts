/**
 * NPC records: the list summary, the full record and its sub-lists (loot, sells, teaches,
 * quests, locations). Every code of the rows is read through RowCodes (codes.ts): a value outside
 * the contract fails the build.
 */
import type { ApiShape } from "../../contract/schemas.ts";
import type { Row } from "../../rows/row.ts";
import { DIFFICULTIES, NPC_FAMILIES, NPC_QUEST_ROLES, NPC_RANKS, NPC_TYPES, REPUTATION_RANKS, SUMMON_TYPES } from "../../contract/enums.ts";
import { RowCodes } from "./codes.ts";
import { embedded } from "../pages.ts";
import type { SubList } from "../sublists.ts";
import { lootOf, lootSummary } from "./loot.ts";
import { mapsOf } from "./maps.ts";
import {
  common,
  compareText,
  factionRef,
  instanceRef,
  itemRef,
  npcRef,
  questRef,
  recordPath,
  tail,
  zonesOf,
  type Context,
} from "./refs.ts";
import { spellsTaughtBy } from "./spell.ts";
import { vendorItemsOf } from "./vendor.ts";
import { resourceOf } from "../../contract/resources.ts";

const NPC = resourceOf("npc");

export function npcSummary(ctx: Context, npc: Row<"npc">): ApiShape<"npc_summary"> {
  return summaryOf(ctx, npc, npcZones(ctx, npc));
}

/** The summary of an NPC whose zones are known: the record computes them once for both. */
function summaryOf(ctx: Context, npc: Row<"npc">, zones: ApiShape<"zone">[]): ApiShape<"npc_summary"> {
  const codes = RowCodes.of("npc", ctx.version, npc.id);
  return {
    ...common(ctx, "npc", npc),
    subtitle: npc.subtitle ?? null,
    level_min: npc.level_min ?? null,
    level_max: npc.level_max ?? null,
    type: codes.optional(NPC_TYPES, npc.type),
    type_name: codes.optionalName(NPC_TYPES, npc.type),
    family: codes.optional(NPC_FAMILIES, npc.family),
    family_name: codes.optionalName(NPC_FAMILIES, npc.family),
    rank: codes.code(NPC_RANKS, npc.rank),
    rank_name: codes.name(NPC_RANKS, npc.rank),
    boss: npc.rank === "boss",
    zone: zones[0]?.name ?? null,
    internal: Boolean(npc.internal),
  };
}

/** The codes of a quest's giver or ender row, keyed by its quest and its record. */
function relationCodes(ctx: Context, rel: Row<"quest_relation">): RowCodes {
  return RowCodes.of("quest_relation", ctx.version, `${rel.quest_id}:${rel.entity_type}:${rel.entity_id}`);
}

/** Quests an NPC starts and ends, by level then name. */
function npcQuests(ctx: Context, npcId: number) {
  return (ctx.cat.relationsByEntity.get(`npc:${npcId}`) ?? [])
    .map((rel) => ({ rel, quest: ctx.cat.quests.get(rel.quest_id) }))
    .filter((x): x is { rel: Row<"quest_relation">; quest: Row<"quest"> } => Boolean(x.quest) && !x.quest!.internal)
    .sort(
      (a, b) =>
        (a.quest.level ?? 0) - (b.quest.level ?? 0) ||
        compareText(a.quest.name, b.quest.name) ||
        a.quest.id - b.quest.id ||
        compareText(a.rel.role, b.rel.role),
    )
    .map(({ rel, quest }) => ({
      object: "npc_quest",
      role: relationCodes(ctx, rel).code(NPC_QUEST_ROLES, rel.role),
      quest: questRef(ctx, quest.id)!,
      level: quest.level ?? null,
    }));
}

function encounterOf(ctx: Context, npc: Row<"npc">) {
  const enc = ctx.cat.encounterByNpc.get(npc.id);
  const instance = enc && instanceRef(ctx, enc.instance_id);
  if (!enc || !instance) return null;
  const all = ctx.cat.encountersByInstance.get(enc.instance_id) ?? [];
  const index = all.findIndex((e) => e.npc_id === npc.id);
  const neighbour = (e: Row<"encounter"> | undefined) => {
    const ref = e && npcRef(ctx, e.npc_id);
    return ref ? { name: ref.name, npc: ref } : null;
  };
  return {
    object: "encounter",
    instance,
    position: enc.position,
    total: all.length,
    game_order: Boolean(enc.game_order),
    previous: neighbour(all[index - 1]),
    next: neighbour(all[index + 1]),
    ...lootSummary(ctx, npc.id),
    loot_url: `${ctx.addresses.base_url}/${ctx.version}/instances/${enc.instance_id}/loot?encounter=${npc.id}`,
  };
}

/**
 * Where the encounter says the NPC fights, when none of its spawns is there: bosses a script
 * summons (Ragnaros, Kil'jaeden) have no spawn in any source. The place counts no position.
 */
function encounterPlace(ctx: Context, npc: Row<"npc">, spawns: Row<"npc_spawn">[]) {
  const enc = ctx.cat.encounterByNpc.get(npc.id);
  const instance = enc && instanceRef(ctx, enc.instance_id);
  if (!instance || spawns.some((s) => s.zone_id != null && ctx.cat.zones.get(s.zone_id)?.instance_id === enc.instance_id)) return null;
  return instance;
}

/** Where an NPC is, most frequent first: its spawns' zones, then its encounter's instance when no spawn is there. */
function npcZones(ctx: Context, npc: Row<"npc">): ApiShape<"zone">[] {
  const spawns = ctx.cat.npcSpawns.get(npc.id) ?? [];
  const instance = encounterPlace(ctx, npc, spawns);
  return [...zonesOf(ctx, spawns), ...(instance ? [{ name: instance.name, positions: 0, instance }] : [])];
}

function npcMaps(ctx: Context, npc: Row<"npc">) {
  const spawns = ctx.cat.npcSpawns.get(npc.id) ?? [];
  const instance = encounterPlace(ctx, npc, spawns);
  const place = instance && {
    object: "map",
    name: instance.name,
    floor: null,
    instance,
    image: null,
    width: null,
    height: null,
    points: [],
  };
  return [...mapsOf(ctx, spawns), ...(place ? [place] : [])];
}

export function npcRecord(ctx: Context, npc: Row<"npc">): ApiShape<"npc"> {
  const path = recordPath(NPC, ctx.version, npc.id);
  const quests = npcQuests(ctx, npc.id);
  const faction = factionRef(ctx, npc.faction_id);
  const codes = RowCodes.of("npc", ctx.version, npc.id);
  const zones = npcZones(ctx, npc);
  return {
    ...summaryOf(ctx, npc, zones),
    english_name: npc.english_name ?? null,
    faction: faction || npc.faction_name ? { name: faction?.name ?? npc.faction_name!, faction } : null,
    base_npc: npcRef(ctx, npc.base_npc_id),
    difficulty: codes.optional(DIFFICULTIES, npc.difficulty),
    zones,
    encounter: encounterOf(ctx, npc),
    loot: embedded(ctx.addresses, `${path}/loot`, lootOf(ctx, "npc", npc.id)),
    sells: embedded(ctx.addresses, `${path}/sells`, vendorItemsOf(ctx, npc.id)),
    teaches: embedded(ctx.addresses, `${path}/teaches`, spellsTaughtBy(ctx, npc.id)),
    quests: {
      starts: quests.filter((q) => q.role === "starts").map((q) => q.quest),
      ends: quests.filter((q) => q.role === "ends").map((q) => q.quest),
    },
    reputation: (ctx.cat.npcRepByNpc.get(npc.id) ?? []).map((r) => {
      const ref = factionRef(ctx, r.faction_id);
      const codes = RowCodes.of("npc_reputation", ctx.version, `${r.npc_id}:${r.faction_id}`);
      return { faction: ref, name: ref?.name ?? null, value: r.value, until_rank_name: codes.optionalName(REPUTATION_RANKS, r.until_rank) };
    }),
    summoned_by: (ctx.cat.summonsByNpc.get(npc.id) ?? []).flatMap((s) => {
      const item = itemRef(ctx, s.item_id);
      return item ? [{ item, type: RowCodes.of("item_summon", ctx.version, `${s.item_id}:${s.npc_id}`).code(SUMMON_TYPES, s.type) }] : [];
    }),
    locations_url: `${ctx.addresses.base_url}${path}/locations`,
    ...tail(ctx, "npc", npc),
  };
}

export function npcSublists(ctx: Context, npc: Row<"npc">): SubList[] {
  const path = recordPath(NPC, ctx.version, npc.id);
  return [
    { path: `${path}/loot`, elements: lootOf(ctx, "npc", npc.id), alsoFrom: [10] },
    { path: `${path}/sells`, elements: vendorItemsOf(ctx, npc.id), alsoFrom: [10] },
    { path: `${path}/teaches`, elements: spellsTaughtBy(ctx, npc.id), alsoFrom: [10] },
    { path: `${path}/quests`, elements: npcQuests(ctx, npc.id) },
    { path: `${path}/locations`, elements: npcMaps(ctx, npc) },
  ];
}
