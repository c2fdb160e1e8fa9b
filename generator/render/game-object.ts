/**
 * World object records: summary, full record and sub-lists (loot, locations). Every code of the
 * row is read through RowCodes (codes.ts): a value outside the contract fails the build.
 */
import type { ApiShape } from "../../contract/schemas.ts";
import type { Row } from "../../rows/row.ts";
import { OBJECT_TYPES, SKILLS } from "../../contract/enums.ts";
import { RowCodes } from "./codes.ts";
import { resourceOf } from "../../contract/resources.ts";
import type { SubList } from "../sublists.ts";
import { lootOf } from "./loot.ts";
import { mapsOf } from "./maps.ts";
import { common, itemRef, questRef, recordPath, tail, zonesOf, type Context } from "./refs.ts";

const OBJECT = resourceOf("game_object");

export function objectSummary(ctx: Context, obj: Row<"game_object">): ApiShape<"game_object_summary"> {
  const spawns = ctx.cat.objectSpawns.get(obj.id) ?? [];
  const codes = RowCodes.of("game_object", ctx.version, obj.id);
  return {
    ...common(ctx, "game_object", obj),
    type: codes.optional(OBJECT_TYPES, obj.type),
    type_name: codes.optionalName(OBJECT_TYPES, obj.type),
    skill: obj.skill ? { skill: codes.code(SKILLS, obj.skill), name: codes.name(SKILLS, obj.skill), level: obj.skill_level ?? 0 } : null,
    zone: zonesOf(ctx, spawns)[0]?.name ?? null,
    positions: spawns.length,
    rogue: obj.skill === "lockpicking",
    internal: Boolean(obj.internal),
  };
}

function objectQuests(ctx: Context, obj: Row<"game_object">, role: string) {
  return (ctx.cat.relationsByEntity.get(`object:${obj.id}`) ?? [])
    .filter((r) => r.role === role && !ctx.cat.quests.get(r.quest_id)?.internal)
    .flatMap((r) => questRef(ctx, r.quest_id) ?? []);
}

export function objectRecord(ctx: Context, obj: Row<"game_object">): ApiShape<"game_object"> {
  const path = recordPath(OBJECT, ctx.version, obj.id);
  return {
    ...objectSummary(ctx, obj),
    english_name: obj.english_name ?? null,
    keys: (ctx.cat.keysByObject.get(obj.id) ?? []).flatMap((k) => itemRef(ctx, k.item_id) ?? []),
    loot: lootOf(ctx, "object", obj.id),
    quests: { starts: objectQuests(ctx, obj, "starts"), ends: objectQuests(ctx, obj, "ends") },
    zones: zonesOf(ctx, ctx.cat.objectSpawns.get(obj.id) ?? []),
    locations_url: `${ctx.addresses.base_url}${path}/locations`,
    ...tail(ctx, "game_object", obj),
  };
}

export function objectSublists(ctx: Context, obj: Row<"game_object">): SubList[] {
  const path = recordPath(OBJECT, ctx.version, obj.id);
  return [
    { path: `${path}/loot`, elements: lootOf(ctx, "object", obj.id) },
    { path: `${path}/locations`, elements: mapsOf(ctx, ctx.cat.objectSpawns.get(obj.id) ?? []) },
  ];
}
