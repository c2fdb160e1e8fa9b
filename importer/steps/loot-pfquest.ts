/**
 * Loot lines from pfQuest's item tables (classic: vmangos, tbc: cmangos-tbc), for the loot step.
 * - `U` gives an NPC's chance per kill (creature_loot_template, quest drops made positive).
 * - `O` gives a world object's chance; used only for objects the staged gameobject templates
 *   give no loot for (the templates are the same kind of data, and the import's own).
 * - `R` names a shared (reference) table the item is in, with the item's chance inside it;
 *   refloot lists the NPCs and objects rolling that table but not the chance that they roll it
 *   (its values are 1), so the two cannot be multiplied and R gives no chance: 95 % for
 *   Rhahk'Zor's Hammer inside his table, 77.98 % observed by AtlasLoot. R adds lines without a
 *   chance, only for tables rolled by one NPC or object, or by those of one instance (a boss's,
 *   an instance's trash): tables shared across the world are level-bracket pools of hundreds
 *   of NPCs.
 * - The extractor writes the drop chances of a container item (a clam, a lockbox) again when it
 *   meets an item inside it, scaled by that item's chance; the last write stays: containers
 *   whose last write came from an item with a higher id and a chance under 100 keep no figure.
 */
import type { LootTemplateRow } from "../sources/loot-template.ts";
import { pfquestPatched, readPfquestItemDrops, readPfquestRefloot, type PfquestReference } from "../sources/pfquest-items.ts";
import type { StepContext } from "./context.ts";
import type { LootLines } from "./loot-lines.ts";
import type { PfquestFiles } from "../files.ts";

export function addPfquestLoot(
  ctx: StepContext,
  files: PfquestFiles,
  lines: LootLines,
  objectsWithTemplate: Set<number>,
  containerLoot: Map<number, LootTemplateRow[]>,
  instanceOf: (type: "npc" | "object", id: number) => number | null,
): string[] {
  const itemTables = files.items.map((f) => ctx.load(f, readPfquestItemDrops));
  const refTables = files.refloot.map((f) => ctx.load(f, readPfquestRefloot));
  if (!itemTables[0] || itemTables.includes(null)) return [];
  const items = pfquestPatched(itemTables[0], ...itemTables.slice(1).filter((t) => t !== null));
  const refs = refTables[0]
    ? pfquestPatched(refTables[0], ...refTables.slice(1).filter((t) => t !== null))
    : new Map<number, PfquestReference>();
  const rewritten = rewrittenContainers(containerLoot);

  const counts = { units: 0, objects: 0, objectsWithTemplate: 0, rewritten: 0, refLines: 0, pooled: 0 };
  const ownTable = new Map<number, boolean>();
  /** A table one NPC or object rolls, or only those of one instance: loot of its own, not a pool. */
  const isOwnTable = (ref: number) => {
    if (!ownTable.has(ref)) {
      const users = refs.get(ref);
      const places = [
        ...(users?.units ?? []).map((id) => instanceOf("npc", id)),
        ...(users?.objects ?? []).map((id) => instanceOf("object", id)),
      ];
      const oneInstance = new Set(places).size === 1 && places[0] !== null;
      ownTable.set(ref, places.length === 1 || oneInstance);
    }
    return ownTable.get(ref)!;
  };

  for (const [item, drops] of items) {
    const trusted = !rewritten.has(item);
    if (!trusted && (drops.units.size || drops.objects.size)) counts.rewritten++;
    for (const [npc, chance] of drops.units) {
      counts.units++;
      lines.add("npc", npc, item, trusted ? { chance: { source: "pfquest", value: chance } } : {});
    }
    for (const [object, chance] of drops.objects) {
      if (objectsWithTemplate.has(object)) {
        counts.objectsWithTemplate++;
        continue;
      }
      counts.objects++;
      lines.add("object", object, item, trusted ? { chance: { source: "pfquest", value: chance } } : {});
    }
    for (const ref of drops.refs.keys()) {
      const users = refs.get(ref);
      if (!users) continue;
      const pairs = users.units.length + users.objects.filter((o) => !objectsWithTemplate.has(o)).length;
      if (!isOwnTable(ref)) {
        counts.pooled += pairs;
        continue;
      }
      counts.refLines += pairs;
      for (const npc of users.units) lines.add("npc", npc, item);
      for (const object of users.objects) if (!objectsWithTemplate.has(object)) lines.add("object", object, item);
    }
  }
  return [
    `pfQuest: ${counts.units} NPC drops with a chance, ${counts.objects} world object drops (${counts.objectsWithTemplate} more left to the gameobject templates), ${counts.refLines} drops through shared tables of one NPC or one instance (no chance: pfQuest keeps the chance inside the table, not the table's own).`,
    counts.pooled && `pfQuest: ${counts.pooled} drops through shared tables used across the world (level-bracket pools) not imported.`,
    counts.rewritten &&
      `pfQuest: the chances of ${counts.rewritten} container items are not used (its extractor overwrites them with a contained item's).`,
  ].filter((r): r is string => Boolean(r));
}

/**
 * Containers whose figures the extractor wrote last while reading a contained item: the one
 * with the highest id among those with a chance, when that id is above the container's and its
 * chance is not 100 (the staged templates stand in for the extractor's own).
 */
function rewrittenContainers(containerLoot: Map<number, LootTemplateRow[]>): Set<number> {
  const out = new Set<number>();
  for (const [entry, rows] of containerLoot) {
    const last = rows
      .filter((r) => r.chance > 0 && !r.reference)
      .reduce<LootTemplateRow | null>((a, r) => (!a || r.item > a.item ? r : a), null);
    if (last && last.item > entry && last.chance < 100) out.add(entry);
  }
  return out;
}
