/**
 * Instance (dungeon, raid) records: summary, full record with its encounters, and its loot.
 * Every code of the row is read through RowCodes (codes.ts): a value outside the contract fails
 * the build.
 */
import type { ApiShape } from "../../contract/schemas.ts";
import type { Row } from "../../rows/row.ts";
import { resourceOf } from "../../contract/resources.ts";
import type { SubList } from "../sublists.ts";
import { instanceLootOf, lootSummary } from "./loot.ts";
import { DIFFICULTIES, INSTANCE_TYPES } from "../../contract/enums.ts";
import { RowCodes } from "./codes.ts";
import { common, npcRef, recordPath, tail, type Context } from "./refs.ts";

const INSTANCE = resourceOf("instance");

export function instanceSummary(ctx: Context, inst: Row<"instance">): ApiShape<"instance_summary"> {
  const codes = RowCodes.of("instance", ctx.version, inst.id);
  return {
    ...common(ctx, "instance", inst),
    type: codes.code(INSTANCE_TYPES, inst.type),
    type_name: codes.name(INSTANCE_TYPES, inst.type),
    level_min: inst.level_min ?? null,
    level_max: inst.level_max ?? null,
    players: inst.players ?? null,
    zone: ctx.cat.zones.get(inst.zone_id)?.name ?? null,
    difficulties: codes.list(DIFFICULTIES, inst.difficulties) ?? [],
    encounters_count: (ctx.cat.encountersByInstance.get(inst.id) ?? []).length,
  };
}

export function instanceRecord(ctx: Context, inst: Row<"instance">): ApiShape<"instance"> {
  return {
    ...instanceSummary(ctx, inst),
    english_name: inst.english_name ?? null,
    encounters: (ctx.cat.encountersByInstance.get(inst.id) ?? []).flatMap((e) => {
      const npc = npcRef(ctx, e.npc_id);
      return npc ? [{ position: e.position, name: npc.name, npc, items: lootSummary(ctx, e.npc_id).items }] : [];
    }),
    loot_url: `${ctx.addresses.base_url}${recordPath(INSTANCE, ctx.version, inst.id)}/loot`,
    ...tail(ctx, "instance", inst),
  };
}

export function instanceSublists(ctx: Context, inst: Row<"instance">): SubList[] {
  return [{ path: `${recordPath(INSTANCE, ctx.version, inst.id)}/loot`, elements: instanceLootOf(ctx, inst.id) }];
}
