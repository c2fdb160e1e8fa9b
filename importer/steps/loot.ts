/**
 * Loot of world objects and container items, with chances, from the emulator loot templates
 * (references expanded into the rows that point at them), plus the drops the item sources state
 * (itemLinks.drops, no chance) wherever no template has that item for that source. NPC loot has
 * only those stated drops: creature_loot_template is absent from the staged data (MANIFEST).
 * Pickpocketing and skinning templates are not read: the loot table has no kind column and the
 * API's loot lines are drops.
 */
import type { SpawnRow, TableRow } from "../rows.ts";
import { expandLoot, readLootTemplate, type LootDrop, type LootTemplateRow } from "../sources/loot-template.ts";
import { readGameObjectTemplate } from "../sources/gameobject-template.ts";
import type { StepContext } from "./context.ts";

type SourceType = "npc" | "object" | "item";

export async function importLoot(ctx: StepContext): Promise<void> {
  const files = ctx.files.loot;
  const read = async (rel: string) => (await ctx.load(rel, readLootTemplate)) ?? new Map<number, LootTemplateRow[]>();
  const references = await read(files.references);
  const objectLoot = await read(files.objects);
  const itemLoot = await read(files.items);
  const objectTemplates = await ctx.load(ctx.files.objects.template, readGameObjectTemplate);

  const items = knownItems(ctx);
  const exists: Record<SourceType, (id: number) => boolean> = {
    npc: has(ctx.data.npcs),
    object: has(ctx.data.objects),
    item: (id) => !items || items.has(id),
  };
  const instanceOf = instances(ctx);
  const rows = new Map<string, TableRow>();
  let lines = 0;
  let unknownItems = 0;
  let unknownSources = 0;
  let alsoInTemplates = 0;
  const add = (type: SourceType, id: number, drop: LootDrop | { item: number; chance: null; questItem: false }) => {
    lines++;
    if (!exists[type](id)) return void unknownSources++;
    if (items && !items.has(drop.item)) return void unknownItems++;
    const key = `${type}:${id}:${drop.item}`;
    if (rows.has(key)) return void alsoInTemplates++;
    rows.set(key, {
      source_type: type, source_id: id, item_id: drop.item, chance: drop.chance,
      quest_item: drop.questItem ? 1 : 0, instance_id: type === "item" ? null : instanceOf(type, id),
    });
  };

  // Many objects (every copper vein) share one loot entry: expanded once.
  const objectDrops = new Map<number, LootDrop[]>();
  if (objectTemplates) {
    for (const o of objectTemplates) {
      const template = objectLoot.get(o.lootId);
      if (!template) continue;
      let drops = objectDrops.get(o.lootId);
      if (!drops) objectDrops.set(o.lootId, (drops = expandLoot(template, references)));
      for (const d of drops) add("object", o.id, d);
    }
  }
  // A container's loot template entry is the item's own id.
  for (const [entry, template] of itemLoot) for (const d of expandLoot(template, references)) add("item", entry, d);
  for (const link of ctx.data.itemLinks.drops) add(link.source_type, link.source_id, { item: link.item_id, chance: null, questItem: false });

  for (const row of rows.values()) ctx.table("loot").push(row);
  const reasons = [
    unknownItems && `${unknownItems} lines name an item absent from the item table: left out.`,
    unknownSources && `${unknownSources} lines belong to an NPC, world object or container absent from the base tables: left out.`,
    alsoInTemplates && `${alsoInTemplates} drops stated by the item source are already in a loot template (its chance kept).`,
    objectLoot.size > objectDrops.size && `${objectLoot.size - objectDrops.size} of ${objectLoot.size} gameobject_loot_template entries are the loot of no world object: not imported.`,
    !items && "No item table in this run: item ids not checked.",
  ].filter((r): r is string => Boolean(r));
  ctx.sourceCount({ type: "loot", source: `${files.objects.replace(/\/[^/]*$/, "")} loot templates + item source drops`, count: lines, reasons });
}

/** Ids of the item table the items step filled, or null when it did not run (nothing to check against). */
export function knownItems(ctx: StepContext): Set<number> | null {
  const items = ctx.table("item");
  return items.length ? new Set(items.map((i) => i.id as number)) : null;
}

function has(records: { id: number }[]): (id: number) => boolean {
  const ids = new Set(records.map((r) => r.id));
  return (id) => ids.has(id);
}

/**
 * The instance an NPC or object stands in: its encounter's, else the one instance all its
 * spawns' zones belong to; null outdoors, unknown, or spread over several places.
 */
function instances(ctx: StepContext): (type: "npc" | "object", id: number) => number | null {
  const zoneInstance = new Map<number, number>();
  for (const z of ctx.data.zones) if (z.instance_id) zoneInstance.set(z.id, z.instance_id);
  const encounters = new Map((ctx.data.tables.encounter ?? []).map((e) => [e.npc_id as number, e.instance_id as number]));
  const bySpawns = (spawns: SpawnRow[]) => {
    const places = new Map<number, Set<number | null>>();
    for (const s of spawns) {
      let set = places.get(s.id);
      if (!set) places.set(s.id, (set = new Set()));
      set.add(s.zone_id == null ? null : (zoneInstance.get(s.zone_id) ?? null));
    }
    return places;
  };
  const npcPlaces = bySpawns(ctx.data.npcSpawns);
  const objectPlaces = bySpawns(ctx.data.objectSpawns);
  return (type, id) => {
    if (type === "npc" && encounters.has(id)) return encounters.get(id)!;
    const places = (type === "npc" ? npcPlaces : objectPlaces).get(id);
    const only = places?.size === 1 ? [...places][0] : null;
    return only ?? null;
  };
}
