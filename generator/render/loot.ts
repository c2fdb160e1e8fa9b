/**
 * Loot lines: the rows of one source (an NPC, a world object, an instance) merged per item
 * across difficulties, best chance first. A row's difficulty is read through RowCodes (codes.ts):
 * a value outside the contract fails the build.
 */
import type { ApiShape } from "../../contract/schemas.ts";
import type { Row } from "../../rows/row.ts";
import { DIFFICULTIES } from "../../contract/enums.ts";
import { RowCodes } from "./codes.ts";
import { compareText, instanceRef, itemRef, npcRef, objectRef, type Context } from "./refs.ts";

const DIFFICULTY_ORDER = Object.keys(DIFFICULTIES);

interface Line {
  itemId: number | null;
  name: string;
  chance: number | null;
  difficulties: Set<string>;
  questItem: boolean;
  instanceId: number | null;
  source: Row<"loot">;
}

/** Groups raw loot rows into lines (one per item and source). */
function lootLines(ctx: Context, rows: Row<"loot">[]): Line[] {
  const byKey = new Map<string, Line>();
  for (const row of rows) {
    const item = row.item_id == null ? undefined : ctx.cat.items.get(row.item_id);
    const name = item?.name ?? row.name ?? `Objet ${row.item_id}`;
    const key = `${row.source_type}:${row.source_id}:${item ? `#${item.id}` : name}`;
    let line = byKey.get(key);
    if (!line) {
      line = {
        itemId: item ? item.id : null,
        name,
        chance: null,
        difficulties: new Set(),
        questItem: false,
        instanceId: row.instance_id ?? null,
        source: row,
      };
      byKey.set(key, line);
    }
    if (row.chance != null) line.chance = Math.max(line.chance ?? 0, row.chance);
    if (row.difficulty)
      line.difficulties.add(RowCodes.of("loot", ctx.version, `${row.source_type}:${row.source_id}`).code(DIFFICULTIES, row.difficulty));
    if (row.quest_item) line.questItem = true;
  }
  return [...byKey.values()].sort(
    (a, b) => (b.chance ?? -1) - (a.chance ?? -1) || compareText(a.name, b.name) || (a.itemId ?? 0) - (b.itemId ?? 0),
  );
}

function render(ctx: Context, line: Line) {
  return {
    object: "loot",
    item: itemRef(ctx, line.itemId, true),
    name: line.name,
    chance: line.chance == null ? null : Math.round(line.chance * 100) / 100,
    difficulties: [...line.difficulties].sort((a, b) => DIFFICULTY_ORDER.indexOf(a) - DIFFICULTY_ORDER.indexOf(b)),
    quest_item: line.questItem,
    instance: instanceRef(ctx, line.instanceId),
  };
}

/** Loot of an NPC or a world object. */
export function lootOf(ctx: Context, sourceType: "npc" | "object", id: number): ApiShape<"loot">[] {
  return lootLines(ctx, ctx.cat.lootBySource.get(`${sourceType}:${id}`) ?? []).map((l) => render(ctx, l));
}

/** Loot of a whole instance, each line naming the NPC or object that drops it. */
export function instanceLootOf(ctx: Context, instanceId: number): ApiShape<"loot">[] {
  const rows = (ctx.cat.lootByInstance.get(instanceId) ?? []).filter((r) => r.source_type !== "item");
  return lootLines(ctx, rows).flatMap((l) => {
    const source = l.source.source_type === "npc" ? npcRef(ctx, l.source.source_id) : objectRef(ctx, l.source.source_id);
    return source ? [{ ...render(ctx, l), source }] : [];
  });
}

/** Counts per difficulty of an NPC's loot: what an encounter shows. */
export function lootSummary(ctx: Context, npcId: number) {
  const all = lootLines(ctx, ctx.cat.lootBySource.get(`npc:${npcId}`) ?? []);
  const perDifficulty = new Map<string, number>();
  for (const line of all) for (const d of line.difficulties) perDifficulty.set(d, (perDifficulty.get(d) ?? 0) + 1);
  return {
    items: all.length,
    rogue_items: all.filter((l) => l.itemId != null && ctx.cat.items.get(l.itemId)?.rogue).length,
    difficulties: DIFFICULTY_ORDER.filter((d) => perDifficulty.has(d)).map((d) => ({
      difficulty: d,
      difficulty_name: DIFFICULTIES[d]!,
      items: perDifficulty.get(d)!,
    })),
  };
}

/** Where an item drops: one line per NPC or object. */
export function dropsOf(ctx: Context, itemId: number): ApiShape<"drop">[] {
  const rows = (ctx.cat.lootByItem.get(itemId) ?? []).filter((r) => r.source_type !== "item");
  return lootLines(ctx, rows).flatMap((l) => {
    const source = l.source.source_type === "npc" ? npcRef(ctx, l.source.source_id) : objectRef(ctx, l.source.source_id);
    if (!source) return [];
    const rendered = render(ctx, l);
    return [
      {
        object: "drop",
        source,
        name: source.name,
        chance: rendered.chance,
        difficulties: rendered.difficulties,
        instance: rendered.instance,
      },
    ];
  });
}
