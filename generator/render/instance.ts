/**
 * Instance (dungeon, raid) records: summary, full record with its encounters, and its loot.
 */
import type { ApiShape } from "../../contract/schemas.ts";
import type { Row } from "../../rows/row.ts";
import { resourceOf } from "../../contract/resources.ts";
import type { SubList } from "../sublists.ts";
import { instanceLootOf, lootSummary } from "./loot.ts";
import { common, instanceTypeName, npcRef, recordPath, tail, type Context } from "./refs.ts";

const INSTANCE = resourceOf("instance");

export function instanceSummary(ctx: Context, inst: Row<"instance">): ApiShape<"instance_summary"> {
  return {
    ...common(ctx, "instance", inst),
    type: inst.type,
    type_name: instanceTypeName(inst.type),
    level_min: inst.level_min ?? null,
    level_max: inst.level_max ?? null,
    players: inst.players ?? null,
    zone: ctx.cat.zones.get(inst.zone_id)?.name ?? null,
    difficulties: String(inst.difficulties ?? "")
      .split(",")
      .map((d) => d.trim())
      .filter(Boolean),
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
