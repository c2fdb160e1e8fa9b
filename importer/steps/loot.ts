/**
 * Loot of NPCs, world objects and container items, one line per source, item and difficulty.
 *
 * Lines: world object and container loot from the emulator loot templates (references expanded
 * into the rows that point at them); the drops the item source states (Questie's item lists);
 * pfQuest's item tables (classic, tbc; loot-pfquest.ts); AtlasLoot's boss tables, by difficulty
 * (loot-boss-tables.ts); Questie's quest-item drop tables (loot-questie.ts), whose Wowhead
 * figures only add a chance to drops the others list. creature_loot_template itself is absent
 * from the staged data (MANIFEST).
 *
 * Chance: where several sources give a figure for one line, the first of CHANCE_PRECEDENCE
 * (loot-lines.ts) is kept:
 * 1. the emulator templates of the import (objects, containers);
 * 2. Questie's hand corrections, a percent written for that item and NPC after checking it (a
 *    correction that only points back at Questie's Wowhead or cmangos table ranks as that
 *    table: it chooses between Questie's two tables, it checks no figure);
 * 3. Questie's cmangos figure of a quest-only drop: the chance for a quest holder, which is
 *    what the line means;
 * 4. pfQuest's figure: the chance per kill written in the vmangos / cmangos-tbc loot tables,
 *    the rule the game applies;
 * 5. AtlasLoot's percentage: what Wowhead observed per boss — a sample over every looter, the
 *    only figure for most boss loot (the emulators hold it in shared tables with equal shares,
 *    whose chance pfQuest does not keep);
 * 6. Questie's Wowhead figure of a quest item: over all looters, quest holders or not, so
 *    lower than a quest holder's chance (Questie ranks it last for that reason).
 * A figure above 100 (Wowhead counts several per kill) is not a chance. A line keeps a null
 * chance only where no source gives a figure. Pickpocketing, skinning and the like are not
 * read: the loot table has no kind column and the API's loot lines are drops.
 */
import { expandLoot, readLootTemplate, type LootDrop, type LootTemplateRow } from "../sources/loot-template.ts";
import { readGameObjectTemplate } from "../sources/gameobject-template.ts";
import type { StepContext } from "./context.ts";
import { addBossTables } from "./loot-boss-tables.ts";
import { instanceDifficulties, instanceFinder } from "./loot-instances.ts";
import { LootLines, type SourceType } from "./loot-lines.ts";
import { addPfquestLoot } from "./loot-pfquest.ts";
import { addQuestieDropRates } from "./loot-questie.ts";

export async function importLoot(ctx: StepContext): Promise<void> {
  const files = ctx.files.loot;
  const items = knownItems(ctx);
  const known: Record<SourceType, (id: number) => boolean> = {
    npc: has(ctx.data.npcs),
    object: has(ctx.data.objects),
    item: (id) => !items || items.has(id),
  };
  const lines = new LootLines((type, id) => known[type](id), known.item);
  const instanceOf = instanceFinder(ctx);
  const instances = instanceDifficulties(ctx);

  const read = async (rel: string) => (await ctx.load(rel, readLootTemplate)) ?? new Map<number, LootTemplateRow[]>();
  const [references, objectLoot, containerLoot] = await Promise.all([
    read(files.templates.references),
    read(files.templates.objects),
    read(files.templates.containers),
  ]);
  const objectsWithTemplate = await addTemplateLoot(ctx, lines, references, objectLoot, containerLoot);
  let alsoInTemplates = 0;
  for (const link of ctx.data.itemLinks.drops) if (lines.add(link.source_type, link.source_id, link.item_id) === "known") alsoInTemplates++;

  const reasons = [
    ...(files.pfquest ? addPfquestLoot(ctx, files.pfquest, lines, objectsWithTemplate.withLoot, containerLoot, instanceOf) : []),
    ...addBossTables(ctx, files.bosses, lines, instanceOf, instances),
    // Last: its Wowhead figures go to drops the other sources list.
    ...addQuestieDropRates(ctx, files.questie, lines),
  ];
  const baseDifficulty = (instance: number | null) => {
    const list = instance === null ? [] : (instances.get(instance)?.difficulties ?? []);
    return list.length > 1 ? list[0]! : null;
  };
  for (const row of lines.rows(instanceOf, baseDifficulty)) ctx.table("loot").push(row);

  reasons.push(
    ...[
      lines.unknownItems && `${lines.unknownItems} lines name an item absent from the item table: left out.`,
      lines.unknownSources &&
        `${lines.unknownSources} lines belong to an NPC, world object or container absent from the base tables: left out.`,
      lines.notChances && `${lines.notChances} figures above 100 % (several per kill) are not chances: not kept.`,
      lines.repeated &&
        `${lines.repeated} lines offered again by another source or page: one line each, with the figure of the best source.`,
      lines.folded && `${lines.folded} lines without difficulty joined the line of their instance's first difficulty.`,
      alsoInTemplates && `${alsoInTemplates} drops stated by the item source are already in a loot template (its chance kept).`,
      objectLoot.size > objectsWithTemplate.entries &&
        `${objectLoot.size - objectsWithTemplate.entries} of ${objectLoot.size} gameobject_loot_template entries are the loot of no world object: not imported.`,
      !items && "No item table in this run: item ids not checked.",
      `Chance kept from: ${[...lines.kept].map(([k, n]) => `${k} ${n}`).join(", ") || "none"}.`,
    ].filter((r): r is string => Boolean(r)),
  );
  ctx.sourceCount({
    type: "loot",
    source: "loot templates, item source drops, pfQuest, Questie drop tables, AtlasLoot",
    count: lines.offered,
    reasons,
  });
}

/**
 * World object and container loot of the emulator templates. Many objects (every copper vein)
 * share one loot entry: expanded once. A container's template entry is the item's own id.
 */
async function addTemplateLoot(
  ctx: StepContext,
  lines: LootLines,
  references: Map<number, LootTemplateRow[]>,
  objectLoot: Map<number, LootTemplateRow[]>,
  containerLoot: Map<number, LootTemplateRow[]>,
): Promise<{ withLoot: Set<number>; entries: number }> {
  const add = (type: SourceType, id: number, d: LootDrop) =>
    lines.add(type, id, d.item, { questItem: d.questItem, chance: { source: "template", value: d.chance } });
  const withLoot = new Set<number>();
  const objectDrops = new Map<number, LootDrop[]>();
  const objects = (await ctx.load(ctx.files.objects.template, readGameObjectTemplate)) ?? [];
  for (const o of objects) {
    const template = objectLoot.get(o.lootId);
    if (!template) continue;
    let drops = objectDrops.get(o.lootId);
    if (!drops) objectDrops.set(o.lootId, (drops = expandLoot(template, references)));
    if (drops.length) withLoot.add(o.id);
    for (const d of drops) add("object", o.id, d);
  }
  for (const [entry, template] of containerLoot) for (const d of expandLoot(template, references)) add("item", entry, d);
  return { withLoot, entries: objectDrops.size };
}

/** Ids of the item table the items step filled, or null when it did not run (nothing to check against). */
export function knownItems(ctx: StepContext): Set<number> | null {
  const items = ctx.table("item");
  return items.length ? new Set(items.map((i) => i.id)) : null;
}

function has(records: { id: number }[]): (id: number) => boolean {
  const ids = new Set(records.map((r) => r.id));
  return (id) => ids.has(id);
}
