/**
 * Short references between records (Ref, ItemRef, InstanceRef) and the addresses every record
 * carries. Everything that links two records goes through here.
 */
import type { ApiShape } from "../../contract/schemas.ts";
import type { Catalog, Lookup, Presence } from "../catalog.ts";
import type { Row } from "../../rows/row.ts";
import { INSTANCE_TYPES, ITEM_CLASSES, QUALITIES, label } from "../../contract/enums.ts";
import { RowCodes } from "./codes.ts";
import { resourceOf, type Resource } from "../../contract/resources.ts";
import { recordApiPath } from "../../contract/routes.ts";
import { differencesApiPath } from "../../contract/differences.ts";
import { iconAddress, recordPagePath, type Addresses } from "../../contract/addresses.ts";

/** What every renderer needs: the version's data, the public addresses, the other versions. */
export interface Context {
  cat: Catalog;
  addresses: Addresses;
  version: string;
  /** versions where a record exists, by `<keyType>:<id>`, with its name there. */
  presence: Lookup<Presence>;
}

export function recordPath(res: Resource, version: string, id: number): string {
  return recordApiPath(version, res, id);
}

export function iconUrl(ctx: Context, icon: string | null | undefined): string | null {
  return iconAddress(ctx.addresses, icon);
}

export function ref(ctx: Context, object: string, id: number, name: string, version = ctx.version): ApiShape<"ref"> {
  const res = resourceOf(object);
  return {
    object,
    id,
    version,
    name,
    url: `${ctx.addresses.site_url}${recordPagePath(version, res, id)}`,
    api_url: `${ctx.addresses.base_url}${recordPath(res, version, id)}`,
  };
}

/** What the row of every record type has; the types without an icon give theirs to `common`. */
interface RecordRow {
  id: number;
  name: string;
  icon?: string | null;
}

/** Common fields of a record (list and full): object .. api_url. */
export function common(ctx: Context, object: string, row: RecordRow, icon: string | null = iconUrl(ctx, row.icon)) {
  const res = resourceOf(object);
  const { url, api_url } = ref(ctx, object, row.id, row.name);
  return {
    object,
    id: row.id,
    key: `${ctx.version}:${res.keyType}:${row.id}`,
    version: ctx.version,
    name: row.name,
    icon,
    url,
    api_url,
  };
}

export function refTo(ctx: Context, object: string, row: RecordRow | undefined | null) {
  return row ? ref(ctx, object, row.id, row.name) : null;
}

export function npcRef(ctx: Context, id: number | null | undefined) {
  return id == null ? null : refTo(ctx, "npc", ctx.cat.npcs.get(id));
}
export function questRef(ctx: Context, id: number | null | undefined) {
  return id == null ? null : refTo(ctx, "quest", ctx.cat.quests.get(id));
}
export function objectRef(ctx: Context, id: number | null | undefined) {
  return id == null ? null : refTo(ctx, "game_object", ctx.cat.objects.get(id));
}
export function factionRef(ctx: Context, id: number | null | undefined) {
  return id == null ? null : refTo(ctx, "faction", ctx.cat.factions.get(id));
}
export function spellRef(ctx: Context, id: number | null | undefined) {
  return id == null ? null : refTo(ctx, "spell", ctx.cat.spells.get(id));
}

/** Label of an item's kind: its subclass when known, else its class. */
export function itemTypeName(item: Row<"item">): string | null {
  return item.subclass_name ?? item.class_name ?? label(ITEM_CLASSES, item.class);
}

/** An item's reference; `detailed` adds its level, slot and type (loot lines, pieces of a set). */
export function itemRef(ctx: Context, id: number | null | undefined, detailed: true): ApiShape<"item_ref_detailed"> | null;
export function itemRef(ctx: Context, id: number | null | undefined, detailed?: false): ApiShape<"item_ref"> | null;
export function itemRef(ctx: Context, id: number | null | undefined, detailed = false): ApiShape<"item_ref"> | null {
  const item = id == null ? undefined : ctx.cat.items.get(id);
  if (!item) return null;
  const quality = RowCodes.of("item", ctx.version, item.id).code(QUALITIES, item.quality);
  const base = { ...ref(ctx, "item", item.id, item.name), quality, icon: iconUrl(ctx, item.icon) };
  if (!detailed) return base;
  return { ...base, item_level: item.item_level ?? null, slot_name: item.slot_name ?? null, type_name: itemTypeName(item) };
}

export function instanceRef(ctx: Context, id: number | null | undefined): ApiShape<"instance_ref"> | null {
  const inst = id == null ? undefined : ctx.cat.instances.get(id);
  return inst
    ? { ...ref(ctx, "instance", inst.id, inst.name), type: RowCodes.of("instance", ctx.version, inst.id).code(INSTANCE_TYPES, inst.type) }
    : null;
}

/** Fields every full record ends with. Each version's `changed` is false here: the differences
 * step (steps/differences.ts) sets it once every version of the record is rendered. */
export function tail(ctx: Context, object: string, row: RecordRow) {
  const res = resourceOf(object);
  const present = ctx.presence.get(`${res.keyType}:${row.id}`) ?? [];
  const differences_url = present.length > 1 ? `${ctx.addresses.base_url}${differencesApiPath(res, row.id)}` : null;
  return {
    versions: present.map((p) => ({ ...ref(ctx, object, row.id, p.name, p.version), changed: false, differences_url })),
    guides: (ctx.cat.guides.get(`${res.keyType}:${row.id}`) ?? []).map((g) => ({ title: g.title, url: g.url })),
  };
}

/** Zones a set of spawns is in, most frequent first: [{name, positions, instance}]. */
export function zonesOf(ctx: Context, spawns: Row<"npc_spawn" | "object_spawn">[]): ApiShape<"zone">[] {
  const counts = new Map<number | null, number>();
  for (const s of spawns) counts.set(s.zone_id ?? null, (counts.get(s.zone_id ?? null) ?? 0) + 1);
  return [...counts.entries()]
    .map(([zoneId, positions]) => {
      const zone = zoneId == null ? undefined : ctx.cat.zones.get(zoneId);
      return { name: zone?.name ?? null, positions, instance: instanceRef(ctx, zone?.instance_id) };
    })
    .sort((a, b) => b.positions - a.positions || compareText(a.name ?? "", b.name ?? ""));
}

const collator = new Intl.Collator("fr", { sensitivity: "base", ignorePunctuation: false, numeric: true });
/** French order with accents and case folded (é = e, œ = oe). */
export function compareText(a: string, b: string): number {
  return collator.compare(a, b);
}
