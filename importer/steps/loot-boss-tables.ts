/**
 * Loot lines from AtlasLoot's boss tables, for the loot step: each row of a boss mapped to an
 * NPC (loot-bosses.ts) becomes a line of that NPC with AtlasLoot's percentage, in the
 * difficulty the table gives where the NPC's instance has several: 5-player instances
 * `normal` / `heroic` (HEROIC in the key or under a heroic-mode header), raids `10_player` /
 * `25_player` (25Man in the key) and their `_heroic` forms; a code the instance does not list
 * is left null; an NPC whose instance is not known keeps the normal / heroic section of the page
 * if it has one. Rows of trash, sets sold for tokens and bosses not found stay out (counted).
 */
import { readAtlasLootTables } from "../sources/atlasloot.ts";
import { readBabbleBossFrench } from "../sources/libbabble-boss.ts";
import type { StepContext } from "./context.ts";
import { atlasLootDrops, type AtlasLootDrop } from "./loot-atlasloot.ts";
import { bossNpcs } from "./loot-bosses.ts";
import type { LootLines } from "./loot-lines.ts";
import type { BossTableFiles } from "../files.ts";

type Instances = Map<number, { type: string; difficulties: string[] }>;

export function addBossTables(
  ctx: StepContext,
  files: BossTableFiles,
  lines: LootLines,
  instanceOf: (type: "npc" | "object", id: number) => number | null,
  instances: Instances,
): string[] {
  const tables = ctx.load(files.atlasloot, readAtlasLootTables);
  const french = ctx.load(files.babbleBoss, readBabbleBossFrench);
  if (!tables || !french) return [];
  const drops = atlasLootDrops(tables, [...french.keys()]);
  const encounters = new Set((ctx.data.tables.encounter ?? []).map((e) => e.npc_id));
  const { npcs, unmapped } = bossNpcs(drops, tables, {
    npcs: ctx.data.npcs,
    french,
    encounters,
    instanceNames: new Map((ctx.data.tables.instance ?? []).flatMap((i) => (i.english_name ? [[i.id, i.english_name]] : []))),
    instanceOf: (id) => instanceOf("npc", id),
    itemsOf: (id) => lines.itemsOf("npc", id),
    droppersOf: lines.npcsDropping(),
  });

  const counts = { rows: drops.length, withBoss: 0, mapped: 0, withChance: 0, bosses: new Set<number>() };
  drops.forEach((drop, i) => {
    if (drop.bosses.length || drop.code) counts.withBoss++;
    const npc = npcs[i];
    if (npc == null) return;
    const difficulty = difficultyOf(instances.get(instanceOf("npc", npc) ?? -1), drop);
    if (
      !lines.add("npc", npc, drop.item, {
        difficulty,
        chance: drop.chance === null ? undefined : { source: "atlasloot", value: drop.chance },
      })
    )
      return;
    counts.mapped++;
    counts.bosses.add(npc);
    if (drop.chance !== null) counts.withChance++;
  });
  const missing = [...unmapped].sort(([a], [b]) => a.localeCompare(b)).map(([name, why]) => `${name} (${why})`);
  return [
    `AtlasLoot: ${counts.rows} item rows, ${counts.withBoss} naming a boss, ${counts.mapped} imported as loot of ${counts.bosses.size} NPCs (${counts.withChance} with a percentage).`,
    missing.length && `AtlasLoot: ${missing.length} boss names not matched to one NPC, their rows left out: ${missing.join("; ")}.`,
  ].filter((r): r is string => Boolean(r));
}

/**
 * The API difficulty a row stands for in that instance, or null (one difficulty, or not listed).
 * Where the NPC's instance is not known, a page that marks normal and heroic sections says the
 * instance has both: the row's section.
 */
export function difficultyOf(
  instance: { type: string; difficulties: string[] } | undefined,
  drop: Pick<AtlasLootDrop, "heroic" | "size25" | "section">,
): string | null {
  if (!instance) return drop.section;
  if (instance.difficulties.length < 2) return null;
  const bySize = instance.difficulties.some((d) => d.endsWith("_player"));
  const code = bySize ? `${drop.size25 ? 25 : 10}_player${drop.heroic ? "_heroic" : ""}` : drop.heroic ? "heroic" : "normal";
  return instance.difficulties.includes(code) ? code : null;
}
